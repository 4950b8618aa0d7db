/**
 * "Send to… OCR": a page without text drawn as a PNG in the operation workers (PDFium, then the PNG
 * encoder), for the OCR tool to read.
 */
import { encodeImage } from '../../engine/image/codec';
import { MAX_PIXELS } from '../../engine/image/limits';
import { withPdfium } from '../../engine/pdf/pdfium';

/** OCR reads best around 300 dpi; 200 keeps an A4 page near 4 MP (the OCR tool enlarges smaller ones itself). */
const OCR_DPI = 200;

export interface OcrPageRequest {
  file: File;
  password: string;
  /** 1-based. */
  page: number;
}

export async function pageForOcr({ file, password, page }: OcrPageRequest): Promise<File> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const png = await withPdfium({ name: file.name, bytes }, password, async (doc) => {
    const { width, height } = doc.pageSize(page - 1);
    const scale = Math.min(OCR_DPI / 72, Math.sqrt(MAX_PIXELS / 4 / Math.max(1, width * height)));
    return encodeImage(doc.render(page - 1, scale), 'png');
  });
  const stem = file.name.replace(/\.pdf$/i, '') || 'page';
  return new File([png], `${stem}-page-${page}.png`, { type: 'image/png' });
}
