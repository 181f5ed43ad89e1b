import { useCallback } from 'react';
import type { DisputeFile, DisputeFileUploadResponse } from '@vouch/contracts';
import { useFileUploads } from '@vouch/api-client';
import { DISPUTE_LIMITS, megabytes } from '@vouch/domain';

const uploadOf = (body: unknown) => (body as DisputeFileUploadResponse).file;

/**
 * Evidence for a dispute or a message: each file goes up as it is chosen (the server decides its
 * type by its bytes); too many or too large files are refused here first, naming the file.
 */
export function useDisputeFiles() {
  const uploads = useFileUploads<DisputeFile>('reviews/reviewer/dispute_files', uploadOf);
  const { files, add } = uploads;

  const choose = useCallback(
    (chosen: readonly File[]) => {
      let room = DISPUTE_LIMITS.files - files.filter((file) => !file.error).length;
      for (const file of chosen) {
        const refusal =
          room <= 0
            ? `"${file.name}" was not added: attach at most ${DISPUTE_LIMITS.files} files.`
            : file.size > DISPUTE_LIMITS.fileBytes
              ? `"${file.name}" is larger than ${megabytes(DISPUTE_LIMITS.fileBytes)}. Choose a smaller file.`
              : null;
        if (!refusal) room -= 1;
        add(file, refusal);
      }
    },
    [add, files],
  );

  const uploaded = files.flatMap((file) => (file.upload ? [file.upload] : []));
  const pending = files.some((file) => !file.upload && !file.error);
  return { ...uploads, choose, uploaded, pending };
}
