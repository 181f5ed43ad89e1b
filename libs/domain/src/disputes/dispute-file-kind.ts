/** Spec §4: "File upload area shows document-type icons for doc, jpeg, pdf, png, tiff." */
export const DISPUTE_FILE_KINDS = ['doc', 'jpeg', 'pdf', 'png', 'tiff'] as const;
export type DisputeFileKind = (typeof DISPUTE_FILE_KINDS)[number];

/** What the file chooser offers; the server still decides by the bytes. */
export const DISPUTE_FILE_ACCEPT = '.doc,.docx,.jpg,.jpeg,.pdf,.png,.tif,.tiff';

/** The type a file is served with, by its sniffed kind (never what the uploader declared). */
export const DISPUTE_FILE_CONTENT_TYPES: Record<DisputeFileKind, string> = {
  doc: 'application/msword',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  png: 'image/png',
  tiff: 'image/tiff',
};

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return (
    bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)
  );
}

function containsAscii(bytes: Uint8Array, text: string, limit: number): boolean {
  const end = Math.min(bytes.length, limit) - text.length;
  for (let start = 0; start <= end; start += 1) {
    let index = 0;
    while (index < text.length && bytes[start + index] === text.charCodeAt(index)) index += 1;
    if (index === text.length) return true;
  }
  return false;
}

/**
 * The kind a file's first bytes show, or null when it is none of the five: a dispute's evidence is
 * opened by the other side and by arbitrators, so a file is what its bytes say, whatever its name.
 * "doc" is Word's old binary format (OLE2) or a .docx (a ZIP whose entries include `word/`).
 */
export function disputeFileKindOf(bytes: Uint8Array): DisputeFileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && containsAscii(bytes, 'word/', 64 * 1024))
    return 'doc';
  return null;
}
