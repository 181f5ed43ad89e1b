import type { ReviewMediaItem } from '@vouch/contracts';
import { megabytes, PICTURE_ACCEPT, REVIEW_LIMITS, VIDEO_ACCEPT } from '@vouch/domain';
import { Button, PlainList, TextField } from '@vouch/design-system';
import type { ReviewMedia } from '../hooks/use-review-media';
import { FilePicker } from './file-picker';
import { Failure, Hint, Section } from './review-form.styles';
import { MediaRow, UploadList } from './upload-list';

const keptMediaName = (item: ReviewMediaItem, index: number) =>
  item.kind === 'picture'
    ? `Picture ${index + 1}`
    : item.kind === 'video_external'
      ? `Video ${item.external_id}`
      : 'Your video';

/** Up to 5 pictures: those an edit keeps (with Remove), the picker, the uploads and the pictures' message. */
export function ReviewPicturesField({
  media,
  error,
  onRemoveKept,
}: {
  media: ReviewMedia;
  error?: string;
  onRemoveKept: (id: string) => void;
}) {
  const { kept, pictures } = media;
  const chosen = [
    ...kept.filter((item) => item.kind === 'picture').map(keptMediaName),
    ...pictures.files.map((file) => file.name),
  ];
  return (
    <Section>
      <legend>Pictures (up to {REVIEW_LIMITS.pictures})</legend>
      <Hint>
        JPEG, PNG, WebP or HEIC, up to {megabytes(REVIEW_LIMITS.pictureBytes)} each. We remove
        location and camera details.
      </Hint>
      {kept.length > 0 && (
        <PlainList aria-label="Pictures and videos kept">
          {kept.map((item, index) => (
            <MediaRow key={item.id}>
              {item.kind === 'picture' ? (
                <img src={item.compact} alt={keptMediaName(item, index)} />
              ) : (
                <span aria-hidden="true">▶</span>
              )}
              <span>{keptMediaName(item, index)}</span>
              <Button
                $variant="link"
                type="button"
                onClick={() => onRemoveKept(item.id)}
                aria-label={`Remove ${keptMediaName(item, index)}`}
              >
                Remove
              </Button>
            </MediaRow>
          ))}
        </PlainList>
      )}
      <FilePicker
        label="Add pictures"
        accept={PICTURE_ACCEPT}
        multiple
        chosen={chosen}
        none="No pictures added"
        invalid={Boolean(error)}
        onChange={media.choosePictures}
      />
      <UploadList files={pictures.files} label="Your pictures" onRemove={pictures.remove} />
      {error && <Failure role="alert">{error}</Failure>}
    </Section>
  );
}

/** One video: a link (checked when the reviewer leaves the field) or an uploaded file. */
export function ReviewVideoField({
  media,
  link,
  error,
  onLinkChange,
  onLinkLeft,
}: {
  media: ReviewMedia;
  link: string;
  error?: string;
  onLinkChange: (link: string) => void;
  onLinkLeft: () => void;
}) {
  return (
    <Section>
      <legend>Video (optional)</legend>
      <TextField
        label="YouTube or Vidyard link or video id"
        value={link}
        error={error}
        onChange={(event) => onLinkChange(event.target.value)}
        onBlur={onLinkLeft}
      />
      <Hint>Or upload an MP4 or WebM video up to {megabytes(REVIEW_LIMITS.videoBytes)}.</Hint>
      <FilePicker
        label="Upload a video"
        accept={VIDEO_ACCEPT}
        chosen={media.video.files.map((file) => file.name)}
        none="No video uploaded"
        onChange={media.chooseVideo}
      />
      <UploadList files={media.video.files} label="Your video" onRemove={media.video.remove} />
    </Section>
  );
}
