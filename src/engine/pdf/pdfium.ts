/**
 * PDFium (via @embedpdf/pdfium), loaded once per worker or process from our own origin
 * (vendor/pdfium/) or, in Node, from disk: renders pages to RGBA and reads their text, the same in
 * the browser's workers and in the command line. Never on the page's main thread (compiling and
 * rendering take long).
 */
import type { WrappedPdfiumModule } from '@embedpdf/pdfium';
import { loadWasm } from '../vendor-assets';
import { checkPixels } from '../image/limits';
import type { Raster } from '../image/raster';
import { pdfError } from './errors';

let loading: Promise<WrappedPdfiumModule> | undefined;

/** The PDFium module, initialised. */
export function pdfium(): Promise<WrappedPdfiumModule> {
  if (!loading) {
    loading = (async () => {
      const [{ init }, wasm] = await Promise.all([import('@embedpdf/pdfium'), loadWasm('pdfium', 'pdfium.wasm')]);
      const module = await init({
        instantiateWasm: (imports: WebAssembly.Imports, callback: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => {
          void WebAssembly.instantiate(wasm, imports).then((instance) => callback(instance, wasm));
          return {};
        },
      } as never);
      module.PDFiumExt_Init();
      return module;
    })();
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** FPDF_GetLastError's codes. */
const ERR_PASSWORD = 4;
const ERR_FORMAT = 3;
const ERR_FILE = 2;

/** Render flags: annotations (form fields, stamps) drawn, bytes in RGBA order (FPDF_ANNOT | FPDF_REVERSE_BYTE_ORDER). */
const RENDER_FLAGS = 0x01 | 0x10;

export interface PdfiumDocument {
  readonly pageCount: number;
  /** Page `index`'s size in points (1/72 inch), as displayed (its /Rotate applied). */
  pageSize(index: number): { width: number; height: number };
  /** Page `index` drawn on white at `scale` pixels per point (150 dpi: 150 / 72). */
  render(index: number, scale: number): Raster;
  /** Page `index`'s text, in PDFium's reading order, lines ended with \r\n as PDFium gives them. */
  text(index: number): string;
}

/**
 * Opens `bytes` in PDFium for the time of `work`, then frees everything. Errors name the file: not a
 * PDF or damaged, password needed or wrong.
 */
export async function withPdfium<T>(file: { name: string; bytes: Uint8Array }, password: string, work: (doc: PdfiumDocument) => Promise<T> | T): Promise<T> {
  const lib = await pdfium();
  const heap = lib.pdfium;
  const data = heap.wasmExports.malloc(file.bytes.length);
  heap.HEAPU8.set(file.bytes, data);
  const handle = lib.FPDF_LoadMemDocument(data, file.bytes.length, password);
  try {
    if (!handle) {
      const code = lib.FPDF_GetLastError();
      if (code === ERR_PASSWORD) throw pdfError(password === '' ? 'passwordNeeded' : 'wrongPassword', { name: file.name });
      throw pdfError('damaged', { name: file.name }, code === ERR_FORMAT || code === ERR_FILE ? undefined : `PDFium error ${code}`);
    }
    const pageCount = lib.FPDF_GetPageCount(handle);
    const withPage = <R>(index: number, run: (page: number) => R): R => {
      if (index < 0 || index >= pageCount) throw pdfError('pageOutOfRange', { page: index + 1, count: pageCount, name: file.name });
      const page = lib.FPDF_LoadPage(handle, index);
      if (!page) throw pdfError('damaged', { name: file.name }, `page ${index + 1}`);
      try {
        return run(page);
      } finally {
        lib.FPDF_ClosePage(page);
      }
    };
    const doc: PdfiumDocument = {
      pageCount,
      pageSize: (index) => withPage(index, (page) => ({ width: lib.FPDF_GetPageWidthF(page), height: lib.FPDF_GetPageHeightF(page) })),
      render: (index, scale) =>
        withPage(index, (page) => {
          const width = Math.max(1, Math.round(lib.FPDF_GetPageWidthF(page) * scale));
          const height = Math.max(1, Math.round(lib.FPDF_GetPageHeightF(page) * scale));
          checkPixels(width, height);
          const bitmap = lib.FPDFBitmap_Create(width, height, 1);
          if (!bitmap) throw pdfError('damaged', { name: file.name }, `page ${index + 1} is too large to draw (${width} × ${height} px)`);
          try {
            lib.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, 0xffffffff);
            lib.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, RENDER_FLAGS);
            const start = lib.FPDFBitmap_GetBuffer(bitmap);
            const stride = lib.FPDFBitmap_GetStride(bitmap);
            const data = new Uint8ClampedArray(width * height * 4);
            for (let row = 0; row < height; row++) data.set(heap.HEAPU8.subarray(start + row * stride, start + row * stride + width * 4), row * width * 4);
            return { width, height, data };
          } finally {
            lib.FPDFBitmap_Destroy(bitmap);
          }
        }),
      text: (index) =>
        withPage(index, (page) => {
          const textPage = lib.FPDFText_LoadPage(page);
          if (!textPage) return '';
          try {
            const count = lib.FPDFText_CountChars(textPage);
            if (count <= 0) return '';
            const buffer = heap.wasmExports.malloc((count + 1) * 2);
            try {
              lib.FPDFText_GetText(textPage, 0, count, buffer);
              return heap.UTF16ToString(buffer);
            } finally {
              heap.wasmExports.free(buffer);
            }
          } finally {
            lib.FPDFText_ClosePage(textPage);
          }
        }),
    };
    return await work(doc);
  } finally {
    if (handle) lib.FPDF_CloseDocument(handle);
    heap.wasmExports.free(data);
  }
}
