import { writePdf } from '../../engine/pdf/write-pdf';

/**
 * A small PDF written out by hand for the operation's example (its bytes never change): one Letter
 * page whose content stream, stored without compression, draws the same line of text 40 times.
 */
export function uncompressedPdf(): Uint8Array {
  const content = Array.from({ length: 40 }, (_, line) => `BT /F1 12 Tf 72 ${750 - line * 16} Td (The same line, again and again.) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return writePdf(objects);
}
