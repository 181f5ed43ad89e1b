import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { DISPUTE_FILE_ACCEPT, DISPUTE_LIMITS, megabytes } from '@vouch/domain';
import { Button, PlainList } from '@vouch/design-system';
import type { useDisputeFiles } from '../hooks/use-dispute-files';
import { DisputeFileIcon } from './dispute-file-icon';
import { Muted, Refusal } from './disputes-layout';

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  progress {
    width: 100%;
  }
  span {
    overflow-wrap: anywhere;
  }
`;

const Placeholder = styled.span`
  width: 28px;
`;

/** The file input and each chosen file: its type's icon once the server has read it, its progress, or why it was refused. */
export function FileAttacher({
  files,
  label,
}: {
  files: ReturnType<typeof useDisputeFiles>;
  label: string;
}) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    files.choose([...(event.target.files ?? [])]);
    event.target.value = '';
  };
  return (
    <div>
      <label>
        {label}
        <br />
        <input type="file" multiple accept={DISPUTE_FILE_ACCEPT} onChange={choose} />
      </label>
      <Muted>
        PDF, Word, JPEG, PNG or TIFF; up to {DISPUTE_LIMITS.files} files of{' '}
        {megabytes(DISPUTE_LIMITS.fileBytes)} each. Only the shop and our arbitrators see them.
      </Muted>
      {files.files.length > 0 && (
        <PlainList aria-label="Files to send">
          {files.files.map((file) => (
            <Item key={file.id}>
              {file.upload ? <DisputeFileIcon kind={file.upload.kind} /> : <Placeholder />}
              <div>
                <span>{file.name}</span>
                {file.error ? (
                  <Refusal role="alert">{file.error}</Refusal>
                ) : file.upload ? (
                  <span className="visually-hidden"> uploaded</span>
                ) : (
                  <progress max={1} value={file.progress} aria-label={`Uploading ${file.name}`} />
                )}
              </div>
              <Button
                $variant="link"
                type="button"
                onClick={() => files.remove(file.id)}
                aria-label={`Remove ${file.name}`}
              >
                Remove
              </Button>
            </Item>
          ))}
        </PlainList>
      )}
    </div>
  );
}
