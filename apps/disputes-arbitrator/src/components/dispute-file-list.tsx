import styled from 'styled-components';
import type { DisputeFile } from '@vouch/contracts';
import { PlainList } from '@vouch/design-system';
import { DisputeFileIcon } from './dispute-file-icon';

const File = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  a {
    overflow-wrap: anywhere;
  }
`;

const kilobytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A dispute's evidence: each file with its type's icon, opened in a new tab (it is served to the parties only). */
export function DisputeFileList({
  files,
  label,
}: {
  files: readonly DisputeFile[];
  label: string;
}) {
  if (files.length === 0) return null;
  return (
    <PlainList aria-label={label}>
      {files.map((file) => (
        <File key={file.public_id}>
          <DisputeFileIcon kind={file.kind} />
          <a href={file.url} target="_blank" rel="noopener noreferrer">
            {file.file_name}
          </a>
          <span>({kilobytes(file.byte_size)})</span>
        </File>
      ))}
    </PlainList>
  );
}
