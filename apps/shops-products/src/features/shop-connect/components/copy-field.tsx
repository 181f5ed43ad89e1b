import { useState } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@vouch/design-system';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  /* The field's frame keeps its space below for forms; here the row spaces itself. */
  > div:first-child {
    margin-bottom: 0;
  }
  > [role='status'] {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * Text to paste somewhere else exactly as written (a meta tag, a key's secret): read-only, all
 * selected when focused, with a Copy button that says whether the copy worked.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    if (!navigator.clipboard) return setCopied(false);
    navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Row>
      <TextField
        label={label}
        value={value}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        $variant="secondary"
        aria-label={`Copy ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
        onClick={copy}
      >
        Copy
      </Button>
      <span role="status">
        {copied === true ? 'Copied.' : copied === false ? 'Select the text and copy it.' : ''}
      </span>
    </Row>
  );
}
