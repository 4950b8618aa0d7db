import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { vendorUrl } from '../../engine/vendor-assets';

/**
 * pdf.js in the page, loaded at first use: its worker and its decoders (WebAssembly) and fonts come
 * from our own origin; nothing is evaluated from strings (`isEvalSupported: false`, as the
 * Content-Security-Policy forbids it).
 */
export async function openPdf(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    wasmUrl: vendorUrl('pdfjs-wasm'),
    standardFontDataUrl: vendorUrl('pdfjs-fonts'),
    useSystemFonts: false,
  }).promise;
}
