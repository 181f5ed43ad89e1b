import styled from 'styled-components';
import { Button, PlainList } from '@vouch/design-system';
import type { UploadingMedia } from '../hooks/use-media-upload';

/** One of a review's files in a list: its preview, its name and state, and Remove (uploads and the media an edit keeps). */
export const MediaRow = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  progress {
    width: 100%;
  }
`;

const Refused = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The files of a review as they upload: a picture's preview or a progress bar, the refusal naming the file, and Remove. */
export function UploadList({
  files,
  label,
  onRemove,
}: {
  files: readonly UploadingMedia[];
  label: string;
  onRemove(id: string): void;
}) {
  if (files.length === 0) return null;
  return (
    <PlainList aria-label={label}>
      {files.map((file) => (
        <MediaRow key={file.id}>
          {file.upload?.kind === 'picture' ? (
            <img src={file.upload.compact} alt={`Your picture ${file.name}`} />
          ) : (
            <span />
          )}
          <div>
            <span>{file.name}</span>
            {file.error ? (
              <Refused role="alert">{file.error}</Refused>
            ) : file.upload ? (
              <span className="visually-hidden">uploaded</span>
            ) : (
              <progress max={1} value={file.progress} aria-label={`Uploading ${file.name}`} />
            )}
          </div>
          <Button
            $variant="link"
            type="button"
            onClick={() => onRemove(file.id)}
            aria-label={`Remove ${file.name}`}
          >
            Remove
          </Button>
        </MediaRow>
      ))}
    </PlainList>
  );
}
