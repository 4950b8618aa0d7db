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

/** Two pages of 200 × 100 pt with a line of text each. */
export const twoPagePdf = () =>
  examplePdf([
    { width: 200, height: 100, content: 'BT /F1 12 Tf 10 50 Td (Hello, world.) Tj ET' },
    { width: 200, height: 100, content: 'BT /F1 12 Tf 10 50 Td (Page two) Tj ET' },
  ]);

/** One page of four lines: a sentence broken over two lines, then two bulleted items. */
export const paragraphPdf = () =>
  examplePdf([
    {
      width: 300,
      height: 120,
      content: 'BT /F1 12 Tf 10 90 Td (The text of a PDF comes) Tj 0 -16 Td (in lines.) Tj 0 -16 Td (- one) Tj 0 -16 Td (- two) Tj ET',
    },
  ]);
