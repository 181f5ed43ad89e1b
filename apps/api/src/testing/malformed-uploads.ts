/** The four routes that take a file: a review's picture or video, a dispute's evidence, an avatar. */
export const UPLOAD_ROUTES = [
  '/reviews/reviewer/uploads?kind=picture',
  '/reviews/reviewer/uploads?kind=video',
  '/reviews/reviewer/dispute_files',
  '/reviews/profile/avatar',
] as const;

export interface MalformedUpload {
  name: string;
  contentType: string;
  body: string;
}

const B = 'vouch-boundary-7MA4YWxkTrZu0gW';
const FORM = `multipart/form-data; boundary=${B}`;
const PDF = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';
const disposition = (name: string, filename: string | null) =>
  `Content-Disposition: form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}`;
const part = (boundary: string, name: string, filename: string | null, body = PDF) =>
  `--${boundary}\r\n${disposition(name, filename)}\r\nContent-Type: application/pdf\r\n\r\n${body}\r\n`;
const end = (boundary = B) => `--${boundary}--\r\n`;

/**
 * Issue #28, item 4: multipart bodies no form sends. A probe found 19 of 24 of them answering 500
 * on each upload route; each must answer 400 with words a person can act on and store nothing.
 */
export const MALFORMED_UPLOADS: readonly MalformedUpload[] = [
  {
    name: 'no boundary',
    contentType: 'multipart/form-data',
    body: part(B, 'file', 'a.pdf') + end(),
  },
  {
    name: 'an empty boundary',
    contentType: 'multipart/form-data; boundary=',
    body: part('', 'file', 'a.pdf') + end(''),
  },
  {
    name: 'an empty quoted boundary',
    contentType: 'multipart/form-data; boundary=""',
    body: part('', 'file', 'a.pdf') + end(''),
  },
  {
    name: 'an unterminated part',
    contentType: FORM,
    body: `--${B}\r\n${disposition('file', 'a.pdf')}\r\n\r\n${PDF}`,
  },
  {
    name: 'a part cut off in its headers',
    contentType: FORM,
    body: `--${B}\r\n${disposition('file', 'a.pdf')}`,
  },
  { name: 'garbage', contentType: FORM, body: 'this is not a form at all' },
  { name: 'binary garbage', contentType: FORM, body: '\u0000\u00ff\u00fe\u0001'.repeat(64) },
  {
    name: 'a part under another boundary',
    contentType: FORM,
    body: part('another-boundary', 'file', 'a.pdf') + end('another-boundary'),
  },
  {
    name: 'bare line feeds',
    contentType: FORM,
    body: `--${B}\n${disposition('file', 'a.pdf')}\n\n${PDF}\n--${B}--\n`,
  },
  {
    name: 'a file without its closing boundary',
    contentType: FORM,
    body: part(B, 'file', 'a.pdf'),
  },
  { name: 'a file then garbage', contentType: FORM, body: part(B, 'file', 'a.pdf') + 'garbage' },
  { name: 'a field instead of a file', contentType: FORM, body: part(B, 'file', null) + end() },
  {
    name: 'two files',
    contentType: FORM,
    body: part(B, 'file', 'a.pdf') + part(B, 'file', 'b.pdf') + end(),
  },
  {
    name: 'two files under two names',
    contentType: FORM,
    body: part(B, 'file', 'a.pdf') + part(B, 'other', 'b.pdf') + end(),
  },
  { name: 'an empty body', contentType: FORM, body: '' },
  { name: 'only the closing boundary', contentType: FORM, body: end() },
  {
    name: 'a part without Content-Disposition',
    contentType: FORM,
    body: `--${B}\r\nContent-Type: application/pdf\r\n\r\n${PDF}\r\n${end()}`,
  },
  {
    name: 'a part that is not form-data',
    contentType: FORM,
    body: `--${B}\r\nContent-Disposition: attachment\r\n\r\n${PDF}\r\n${end()}`,
  },
  {
    name: 'a header past the size busboy reads',
    contentType: FORM,
    body: `--${B}\r\nX-Padding: ${'a'.repeat(100_000)}\r\n${disposition('file', 'a.pdf')}\r\n\r\n${PDF}\r\n${end()}`,
  },
  {
    name: 'more fields than a form sends',
    contentType: FORM,
    body:
      Array.from({ length: 15 }, (_, index) => part(B, `f${index}`, null, 'x')).join('') +
      part(B, 'file', 'a.pdf') +
      end(),
  },
  { name: 'JSON under a multipart type', contentType: FORM, body: '{"file":"a.pdf"}' },
  { name: 'a boundary that never starts', contentType: FORM, body: `${'-'.repeat(500)}\r\n` },
  { name: 'a preamble and nothing else', contentType: FORM, body: `preamble only\r\n\r\n` },
  {
    name: 'a nested multipart part',
    contentType: FORM,
    body: `--${B}\r\n${disposition('file', 'a.pdf')}\r\nContent-Type: multipart/mixed; boundary=inner\r\n\r\n--inner\r\n\r\n`,
  },
];
