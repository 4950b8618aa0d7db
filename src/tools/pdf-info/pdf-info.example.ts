import { writePdf } from '../../engine/pdf/write-pdf';

/**
 * A small PDF written out by hand for the operations' examples (its bytes never change): one A4 page
 * saying "Hello" in Helvetica (not embedded), an Info dictionary with a title, an author and a
 * creation date.
 */
export function examplePdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    '<< /Length 37 >>\nstream\nBT /F1 24 Tf 72 720 Td (Hello) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    "<< /Title (Draft) /Author (Ann) /CreationDate (D:20240315103000+01'00') >>",
  ];
  return writePdf(objects, '/Info 6 0 R');
}
