/**
 * Files of libraries that the app serves from its own origin and the command line ships beside its
 * code: WebAssembly modules and data that a library loads by URL at run time (pdf.js's decoders,
 * fonts and character maps…).
 *
 * The rule, for every library that runs WebAssembly or loads data files:
 * - its files are listed here, and the page, a worker or Node gets them only through this module:
 *   `vendorUrl` (a library that takes a base URL), `readVendorFile` (bytes) or `loadWasm` (a
 *   compiled `WebAssembly.Module`, for a library that accepts one, e.g. through its
 *   `instantiateWasm` or `locateFile` hook);
 * - nothing is fetched from another origin: a library that loads from a CDN by default is given
 *   our URL or our compiled module instead (the Content-Security-Policy, `connect-src 'self'`,
 *   would refuse the CDN anyway; e2e/nginx.e2e.ts checks it);
 * - only `'wasm-unsafe-eval'` is needed to compile (deploy/it-tools.nginx.conf), never `'unsafe-eval'`.
 *
 * Each entry names a package folder; the build copies it to `vendor/<name>/` (the app's `dist/`, the
 * command line's `packages/cli/dist/`, see scripts/vite-plugin-vendor-assets.ts), the dev server
 * serves it there. These files are never in the install-time precache: they are cached the first
 * time a tool uses them, or by its "Make available offline" (src/pwa/bundle-graph.ts finds which
 * tools use which group from the calls above, so name the group with a string literal).
 */
export const VENDOR_ASSETS = {
  /** pdf.js's JPEG 2000, JBIG2 and colour-profile decoders (BSD-2, BSD-3 and MIT, licences beside them). */
  'pdfjs-wasm': { from: 'pdfjs-dist/wasm', files: /\.(wasm|js)$|^LICENSE/ },
  /** The 14 standard PDF fonts for documents that do not embed them (pdf.js, Apache-2.0 and the fonts' own licences). */
  'pdfjs-fonts': { from: 'pdfjs-dist/standard_fonts', files: /\.(pfb|ttf)$|^LICENSE/ },
  /** MozJPEG decoder and encoder (jSquash, Apache-2.0; MozJPEG's BSD-style licences). */
  'jpeg-dec': { from: '@jsquash/jpeg/codec/dec', files: /\.wasm$/ },
  'jpeg-enc': { from: '@jsquash/jpeg/codec/enc', files: /\.wasm$/ },
  /** libwebp decoder and (SIMD) encoder (jSquash, Apache-2.0; libwebp BSD-3). */
  'webp-dec': { from: '@jsquash/webp/codec/dec', files: /\.wasm$/ },
  'webp-enc': { from: '@jsquash/webp/codec/enc', files: /^webp_enc_simd\.wasm$/ },
  /** libavif with dav1d (decode) and aom (encode), single-threaded builds (jSquash, Apache-2.0; BSD-2). */
  'avif-dec': { from: '@jsquash/avif/codec/dec', files: /\.wasm$/ },
  'avif-enc': { from: '@jsquash/avif/codec/enc', files: /^avif_enc\.wasm$/ },
  /** PNG decode/encode, OxiPNG and the resampler (jSquash's Rust builds, Apache-2.0 / MIT). */
  png: { from: '@jsquash/png/codec/pkg', files: /\.wasm$/ },
  oxipng: { from: '@jsquash/oxipng/codec/pkg', files: /\.wasm$/ },
  resize: { from: '@jsquash/resize/lib/resize/pkg', files: /\.wasm$/ },
  /** resvg: SVG rendering without scripts or external loads (MPL-2.0, unmodified). */
  resvg: { from: '@resvg/resvg-wasm', files: /\.wasm$/ },
  /** ZXing-C++ reader: QR, DataMatrix, Aztec, PDF417 and 1D barcodes (zxing-wasm, MIT; ZXing-C++ Apache-2.0). */
  'zxing-reader': { from: 'zxing-wasm/dist/reader', files: /\.wasm$/ },
  /**
   * libheif with libde265 (LGPL-3.0): loaded as a separate, replaceable module from vendor/libheif/,
   * with its licence beside it, never bundled into our code.
   */
  libheif: { from: 'libheif-js/libheif-wasm', files: /^(libheif-bundle\.mjs|LICENSE)$/ },
  /** Tesseract OCR: its worker, its LSTM cores and the English model (Apache-2.0; the data MIT/Apache-2.0). */
  'tesseract-worker': { from: 'tesseract.js/dist', files: /^worker\.min\.js(\.LICENSE\.txt)?$/ },
  'tesseract-core': { from: 'tesseract.js-core', files: /^tesseract-core(-simd)?-lstm\.wasm\.js$|^LICENSE$/ },
  'tesseract-eng': { from: '@tesseract.js-data/eng/4.0.0_best_int', files: /\.traineddata\.gz$/ },
  /** jq 1.8 compiled to WebAssembly (jq-wasm, MIT; jq's own MIT licence). */
  jq: { from: 'jq-wasm/dist/build', files: /\.wasm$/ },
  /** Brotli compression and decompression (brotli-wasm, Apache-2.0; Google's Brotli MIT). */
  brotli: { from: 'brotli-wasm/pkg.web', files: /\.wasm$/ },
  /** PDFium (BSD-3 / Apache-2.0, via @embedpdf/pdfium, MIT): renders PDF pages and reads their text, in workers and in Node. */
  pdfium: { from: '@embedpdf/pdfium/dist', files: /^pdfium\.wasm$/ },
} as const satisfies Record<string, { from: string; files: RegExp }>;

export type VendorAssetName = keyof typeof VENDOR_ASSETS;

const inNode = (): boolean => typeof process !== 'undefined' && typeof process.versions?.node === 'string' && typeof window === 'undefined' && typeof WorkerGlobalScope === 'undefined';

declare const WorkerGlobalScope: unknown;

/**
 * The folder URL of an asset group, ending with `/`: under the app's base URL in a page or a worker,
 * beside the command line's code in Node.
 */
export function vendorUrl(name: VendorAssetName): string {
  if (inNode()) return nodeVendorFolder(name);
  const base = (import.meta.env?.BASE_URL as string | undefined) ?? '/';
  const origin = (globalThis as { location?: Location }).location?.origin ?? '';
  return `${origin}${base}vendor/${name}/`;
}

/** Where the command line's `vendor/` folder is: beside its entry files (its chunks are one level down). */
function vendorRoot(): URL {
  const here = new URL('.', import.meta.url);
  return here.pathname.endsWith('/chunks/') ? new URL('..', here) : here;
}

/**
 * In Node: the command line's copy beside its code, or, running from the sources (unit tests), the
 * package's own folder in node_modules.
 */
function nodeVendorFolder(name: VendorAssetName): string {
  const beside = new URL(`./vendor/${name}/`, vendorRoot());
  const { existsSync } = process.getBuiltinModule('node:fs');
  if (existsSync(beside)) return beside.href;
  const { createRequire } = process.getBuiltinModule('node:module');
  const [scopeOrName, ...rest] = VENDOR_ASSETS[name].from.split('/');
  const pkg = scopeOrName!.startsWith('@') ? `${scopeOrName}/${rest.shift()}` : scopeOrName!;
  const { pathToFileURL } = process.getBuiltinModule('node:url');
  // The package's folder in the first node_modules that has it (some packages do not export package.json).
  const folder = (createRequire(import.meta.url).resolve.paths(pkg) ?? []).map((path) => `${path}/${pkg}/`).find((path) => existsSync(`${path}package.json`));
  if (!folder) throw new Error(`vendor/${name}: ${pkg} is not installed`);
  return new URL(rest.length ? `${rest.join('/')}/` : './', pathToFileURL(folder)).href;
}

/** The URL of one file of a group, refusing a name that would leave the group's folder. */
function fileUrl(name: VendorAssetName, file: string): URL {
  if (!/^[\w.-]+$/.test(file) || file.startsWith('.')) throw new Error(`Not a file name of vendor/${name}/: ${file}`);
  return new URL(file, vendorUrl(name));
}

async function fetchVendorFile(url: URL, file: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(`Could not load ${file}: ${error instanceof Error ? error.message : String(error)} (offline, and not made available offline?)`, { cause: error });
  }
  if (!response.ok) throw new Error(`Could not load ${file} (${response.status}): is the app fully deployed?`);
  return response;
}

/** The bytes of one asset file: read from disk in Node, fetched from our own origin elsewhere. */
export async function readVendorFile(name: VendorAssetName, file: string): Promise<Uint8Array<ArrayBuffer>> {
  const url = fileUrl(name, file);
  if (url.protocol === 'file:') {
    const { readFile } = await import(/* @vite-ignore */ 'node:fs/promises');
    return new Uint8Array(await readFile(url));
  }
  return new Uint8Array(await (await fetchVendorFile(url, file)).arrayBuffer());
}

const compiled = new Map<string, Promise<WebAssembly.Module>>();

/**
 * A group's WebAssembly file, compiled once per page, worker or process: streamed from our own origin
 * (compiled as it downloads) in the browser, read from disk in Node. A failed load is not kept, so
 * a later call tries again.
 */
export function loadWasm(name: VendorAssetName, file: string): Promise<WebAssembly.Module> {
  const key = `${name}/${file}`;
  let module = compiled.get(key);
  if (!module) {
    module = compileVendorWasm(name, file);
    module.catch(() => compiled.delete(key));
    compiled.set(key, module);
  }
  return module;
}

async function compileVendorWasm(name: VendorAssetName, file: string): Promise<WebAssembly.Module> {
  const url = fileUrl(name, file);
  if (url.protocol !== 'file:' && typeof WebAssembly.compileStreaming === 'function') {
    const response = await fetchVendorFile(url, file);
    // Streaming needs the server to say application/wasm; otherwise compile the bytes.
    if ((response.headers.get('Content-Type') ?? '').split(';')[0]!.trim() === 'application/wasm') return WebAssembly.compileStreaming(response);
    return WebAssembly.compile(await response.arrayBuffer());
  }
  return WebAssembly.compile(await readVendorFile(name, file));
}
