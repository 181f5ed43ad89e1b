import type { FastifyRequest } from 'fastify';
import { megabytes } from '@vouch/domain';
import { badRequest, HttpError } from '../../http/http-error';

/** One uploaded file's bytes and the name it came with (shown in messages, never trusted for its type). */
export interface Upload {
  filename: string;
  bytes: Buffer;
}

/** The boundary a multipart Content-Type names, quoted or not; '' when it names none. */
function boundaryOf(contentType: string | undefined): string {
  const match = /;\s*boundary=(?:"([^"]*)"?|([^;\s]*))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2] ?? '';
}

const RESEND = 'Choose the file and send it again.';

/**
 * What a body the multipart parser gave up on answers. Issue #28, item 4: a body without a
 * boundary, cut short, under another boundary, with bare line feeds or plain garbage made busboy
 * throw plain errors that answered 500; here they answer 400, and a file past the limit 413.
 */
function refusalOf(error: unknown, maxBytes: number, filename: string | null): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(
      413,
      'payload_too_large',
      `"${filename ?? 'The file'}" is larger than ${megabytes(maxBytes)}. Choose a smaller file.`,
    );
  if (code === 'FST_FILES_LIMIT') return badRequest('Send one file at a time.');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest('Send the file alone, without other form fields.');
  return badRequest(`The file did not arrive whole. ${RESEND}`);
}

/**
 * Reads the one file of a multipart request, refusing it once it passes `maxBytes` (the rest of
 * the stream is never buffered). The whole body is read, so a second file or a body that breaks
 * off after the file is refused rather than half taken.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data.');
  if (!boundaryOf(request.headers['content-type']))
    throw badRequest(`The upload has no multipart boundary. ${RESEND}`);
  let upload: Upload | null = null;
  let filename: string | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      // The name is only shown back: control characters (NUL among them) are dropped, not refused.
      filename = part.filename.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120) || 'file';
      upload = { filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw refusalOf(error, maxBytes, filename);
  }
  if (!upload) throw badRequest('Choose a file to upload.');
  return upload;
}
