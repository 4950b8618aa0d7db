/**
 * The examples' PDF, written out by hand (a few hundred bytes, no library): pages of the given size
 * with a content stream each, Helvetica as their font; the cross-reference table is computed.
 */
export function examplePdf(pages: readonly { width: number; height: number; content: string }[]): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const kids = pages.map((_, index) => `${4 + index * 2} 0 R`).join(' ');
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  for (const [index, { width, height, content }] of pages.entries()) {
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`);
    add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = text.length;
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

/** Two pages of 16 × 8 pt: the first with its left half black, the second with a black square in the middle. */
export const squaresPdf = () =>
  examplePdf([
    { width: 16, height: 8, content: '0 0 0 rg 0 0 8 8 re f' },
    { width: 16, height: 8, content: '0 0 0 rg 4 0 8 8 re f' },
  ]);
