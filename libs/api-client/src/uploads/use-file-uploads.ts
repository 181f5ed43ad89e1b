import { useCallback, useRef, useState } from 'react';
import { API_BASE_URL, REDESIGN_HEADER } from '../api';
import { readCsrfToken } from '../csrf-token';

/** One file on its way up: its progress (0 to 1), then its upload or why it was refused. */
export interface UploadingFile<Upload> {
  id: string;
  name: string;
  progress: number;
  upload: Upload | null;
  error: string | null;
}

const NETWORK_FAILURE = 'The upload did not get through. Check your connection and try again.';

function errorOf(request: XMLHttpRequest, name: string): string {
  try {
    const body = JSON.parse(request.responseText) as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    // Not an answer of ours (a proxy's page): say what happened in our words.
  }
  return request.status === 413 ? `"${name}" is too large.` : NETWORK_FAILURE;
}

/**
 * Sends files to `path` (under the API's base, multipart, one request each) with progress: fetch
 * has no upload progress, so XMLHttpRequest. Each file's state is kept until it is removed;
 * `uploaded` are files sent before (a restored draft), shown as done.
 */
export function useFileUploads<Upload extends { public_id: string }>(
  path: string,
  uploadOf: (body: unknown) => Upload,
  uploaded: readonly { name: string; upload: Upload }[] = [],
) {
  const [files, setFiles] = useState<UploadingFile<Upload>[]>(() =>
    uploaded.map(({ name, upload }) => ({
      id: upload.public_id,
      name,
      progress: 1,
      upload,
      error: null,
    })),
  );
  const requests = useRef(new Map<string, XMLHttpRequest>());
  const update = useCallback(
    (id: string, change: Partial<UploadingFile<Upload>>) =>
      setFiles((current) =>
        current.map((file) => (file.id === id ? { ...file, ...change } : file)),
      ),
    [],
  );

  const add = useCallback(
    (file: File, refusal: string | null) => {
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      setFiles((current) => [
        ...current,
        { id, name: file.name, progress: 0, upload: null, error: refusal },
      ]);
      if (refusal) return;
      const request = new XMLHttpRequest();
      requests.current.set(id, request);
      request.open('POST', `${API_BASE_URL}${path}`);
      request.setRequestHeader('X-CSRF-Token', readCsrfToken());
      request.setRequestHeader(REDESIGN_HEADER, '1');
      request.upload.onprogress = (event) =>
        event.lengthComputable && update(id, { progress: event.loaded / event.total });
      request.onload = () => {
        requests.current.delete(id);
        if (request.status === 200)
          update(id, { progress: 1, upload: uploadOf(JSON.parse(request.responseText)) });
        else update(id, { error: errorOf(request, file.name) });
      };
      request.onerror = () => update(id, { error: NETWORK_FAILURE });
      const body = new FormData();
      body.append('file', file);
      request.send(body);
    },
    [path, uploadOf, update],
  );

  const remove = useCallback((id: string) => {
    requests.current.get(id)?.abort();
    requests.current.delete(id);
    setFiles((current) => current.filter((file) => file.id !== id));
  }, []);

  /** Forgets every file (after the form that used them was sent). */
  const clear = useCallback(() => setFiles([]), []);

  return { files, add, remove, clear };
}
