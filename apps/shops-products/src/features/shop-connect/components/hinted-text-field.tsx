import { useId } from 'react';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from '@vouch/design-system';

const Frame = styled.div<{ $invalid: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  /* The text field's own frame: its hint and error follow it here. */
  > div:first-child {
    margin-bottom: 0;
  }
  input {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  }
`;

const Note = styled.span<{ $error?: boolean }>`
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The design system's text field with a hint under it; the hint and any error are both read out
 * with the field (TextField ties only its error).
 */
export function HintedTextField({ hint, error, ...fieldProps }: TextFieldProps & { hint: string }) {
  const id = useId();
  return (
    <Frame $invalid={Boolean(error)}>
      <TextField
        {...fieldProps}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      <Note id={`${id}-hint`}>{hint}</Note>
      {error ? (
        <Note id={`${id}-error`} $error>
          {error}
        </Note>
      ) : null}
    </Frame>
  );
}
