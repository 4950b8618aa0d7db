/**
 * Files of libraries that the app serves from its own origin and the command line ships beside its
 * code: WebAssembly modules and data that a library loads by URL at run time (pdf.js's decoders,
 * fonts and character maps…). Nothing is ever fetched from another origin or a CDN.
 *
 * Each entry names a package folder; the build copies it to `vendor/<name>/` (the app's `dist/`, the
 * command line's `packages/cli/dist/`, see scripts/vite-plugin-vendor-assets.ts), the dev server
 * serves it there, and `vendorUrl` / `readVendorFile` find it in the page, a worker or Node. These
 * files are never in the install-time precache: they are cached the first time a tool uses them.
 */
export const VENDOR_ASSETS = {
  /** pdf.js's JPEG 2000, JBIG2 and colour-profile decoders (BSD-2, BSD-3 and MIT, licences beside them). */
  'pdfjs-wasm': { from: 'pdfjs-dist/wasm', files: /\.(wasm|js)$|^LICENSE/ },
  /** The 14 standard PDF fonts for documents that do not embed them (pdf.js, Apache-2.0 and the fonts' own licences). */
  'pdfjs-fonts': { from: 'pdfjs-dist/standard_fonts', files: /\.(pfb|ttf)$|^LICENSE/ },
} as const satisfies Record<string, { from: string; files: RegExp }>;

export type VendorAssetName = keyof typeof VENDOR_ASSETS;

const inNode = (): boolean => typeof process !== 'undefined' && typeof process.versions?.node === 'string' && typeof window === 'undefined' && typeof WorkerGlobalScope === 'undefined';

declare const WorkerGlobalScope: unknown;

/**
 * The folder URL of an asset group, ending with `/`: under the app's base URL in a page or a worker,
 * beside the command line's code in Node.
 */
export function vendorUrl(name: VendorAssetName): string {
  if (inNode()) return new URL(`./vendor/${name}/`, vendorRoot()).href;
  const base = (import.meta.env?.BASE_URL as string | undefined) ?? '/';
  const origin = (globalThis as { location?: Location }).location?.origin ?? '';
  return `${origin}${base}vendor/${name}/`;
}

/** Where the command line's `vendor/` folder is: beside its entry files (its chunks are one level down). */
function vendorRoot(): URL {
  const here = new URL('.', import.meta.url);
  return here.pathname.endsWith('/chunks/') ? new URL('..', here) : here;
}

/** The bytes of one asset file: read from disk in Node, fetched from our own origin elsewhere. */
export async function readVendorFile(name: VendorAssetName, file: string): Promise<Uint8Array> {
  const url = new URL(file, vendorUrl(name));
  if (url.protocol === 'file:') {
    const { readFile } = await import(/* @vite-ignore */ 'node:fs/promises');
    return new Uint8Array(await readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${file} (${response.status}): is the app fully deployed?`);
  return new Uint8Array(await response.arrayBuffer());
}
