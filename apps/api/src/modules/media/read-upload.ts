import type { FastifyRequest } from 'fastify';
import { megabytes } from '@vouch/domain';
import { badRequest, HttpError } from '../../http/http-error';

/** One uploaded file's bytes and the name it came with (shown in messages, never trusted for its type). */
export interface Upload {
  filename: string;
  bytes: Buffer;
}

/**
 * Reads the one file of a multipart request, refusing it once it passes `maxBytes` (the rest of
 * the stream is never buffered).
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data.');
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw badRequest('Choose a file to upload.');
  // The name is only shown back: control characters (NUL among them) are dropped, not refused.
  const filename = file.filename.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120) || 'file';
  try {
    return { filename, bytes: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'payload_too_large', `"${filename}" is larger than ${megabytes(maxBytes)}. Choose a smaller file.`);
    throw error;
  }
}
