import { crc32, deflateSync } from 'node:zlib';
import type { DisputeFileKind } from '@vouch/domain';

/** A file the seed stores once and many disputes cite. */
export interface SampleEvidence {
  key: string;
  fileName: string;
  kind: DisputeFileKind;
  bytes: Buffer;
}

/** A one-page PDF with a line of text: enough for a viewer to open and show. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 56 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small RGB PNG: a cardboard-brown parcel with a darker tape band across it. */
function parcelPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const tape = Math.abs(y - height / 2) < height / 10;
    for (let x = 0; x < width; x++)
      rows.set(tape ? [150, 110, 60] : [196, 154, 98], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The seed's dispute evidence: the reviewer's receipt and photo, and the shop's delivery record. */
export const SAMPLE_EVIDENCE = {
  receipt: {
    key: 'disputes/seed-order-receipt.pdf',
    fileName: 'order-receipt.pdf',
    kind: 'pdf',
    bytes: onePagePdf('Order receipt'),
  },
  photo: {
    key: 'disputes/seed-parcel-photo.png',
    fileName: 'parcel-photo.png',
    kind: 'png',
    bytes: parcelPng(320, 240),
  },
  deliveryRecord: {
    key: 'disputes/seed-delivery-record.pdf',
    fileName: 'delivery-record.pdf',
    kind: 'pdf',

    bytes: onePagePdf('Courier delivery record'),
  },
} as const satisfies Record<string, SampleEvidence>;
