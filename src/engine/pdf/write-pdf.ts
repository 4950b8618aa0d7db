/**
 * A small PDF written out by hand from its objects (numbered from 1 in order, the first the
 * catalog), the cross-reference table computed: fixtures and operation examples whose bytes never
 * change, with no library involved. `trailer` adds entries to the trailer (`/Info 6 0 R`).
 */
export function writePdf(objects: readonly string[], trailer = ''): Uint8Array {
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = text.length;
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailer ? ` ${trailer}` : ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

/** Pages of the given sizes, each with its content stream, Helvetica (WinAnsi) as font /F1. */
export function pagesPdf(pages: readonly { width: number; height: number; content: string }[]): Uint8Array {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${pages.map((_, index) => `${4 + index * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`];
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  for (const [index, { width, height, content }] of pages.entries()) {
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  return writePdf(objects);
}
