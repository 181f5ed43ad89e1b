import { useState, type ChangeEvent } from 'react';
import type { PrivateBasicData } from '@vouch/contracts';
import { errorMessageOf } from '@vouch/api-client';
import { AVATAR_MAX_BYTES, megabytes, PICTURE_ACCEPT } from '@vouch/domain';
import { Avatar } from '@vouch/design-system';
import { useUploadAvatarMutation } from '../../../api/profile-api';
import { FilePicker, Form, FormAlert } from './form-parts';

/** The profile picture: chosen, checked for size here, sniffed and resized on the server; shown at once. */
export function AvatarForm({ basic }: { basic: PrivateBasicData }) {
  const [uploadAvatar, { data, isLoading }] = useUploadAvatarMutation();
  const [error, setError] = useState<string | null>(null);
  const image = data?.avatar_image_url ?? basic.avatar_image_url;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > AVATAR_MAX_BYTES) {
      setError(
        `"${file.name}" is larger than ${megabytes(AVATAR_MAX_BYTES)}. Choose a smaller picture.`,
      );
      return;
    }
    try {
      await uploadAvatar(file).unwrap();
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  }

  return (
    <Form aria-labelledby="avatar-heading" onSubmit={(event) => event.preventDefault()}>
      <h2 id="avatar-heading">Profile picture</h2>
      <Avatar name={basic.name} initial={basic.reviewer_initial} image={image} size={96} />
      <FilePicker>
        Choose a picture (JPEG, PNG, WebP or HEIC, up to {megabytes(AVATAR_MAX_BYTES)})
        <input type="file" accept={PICTURE_ACCEPT} onChange={choose} disabled={isLoading} />
      </FilePicker>
      <div role="status">{isLoading ? 'Uploading…' : data ? 'Your new picture is saved.' : ''}</div>
      {error && <FormAlert role="alert">{error}</FormAlert>}
    </Form>
  );
}
