import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWasm, readVendorFile, vendorUrl, VENDOR_ASSETS } from '../src/engine/vendor-assets';
import { vendorFiles } from './vite-plugin-vendor-assets';

/** The smallest WebAssembly module: the magic number and version 1. */
const EMPTY_WASM = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

describe('vendorFiles', () => {
  it("lists every group's files from node_modules, licences included", () => {
    const files = vendorFiles();
    for (const group of Object.keys(VENDOR_ASSETS)) expect(files.some(([name]) => name === group), group).toBe(true);
    for (const [, file, source] of files) {
      expect(existsSync(source), source).toBe(true);
      expect(file).not.toContain('/');
    }
    expect(files.map(([group, file]) => `${group}/${file}`)).toContain('pdfjs-wasm/openjpeg.wasm');
    expect(files.some(([, file]) => file.startsWith('LICENSE'))).toBe(true);
  });
});

describe('vendor assets in a page or a worker', () => {
  afterEach(() => vi.unstubAllGlobals());
  const inPage = () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('location', { origin: 'https://it.example' });
  };

  it('are under the base URL of our own origin', () => {
    inPage();
    expect(vendorUrl('pdfjs-wasm')).toBe('https://it.example/vendor/pdfjs-wasm/');
  });

  it('compile WebAssembly once, streamed when the server says application/wasm, and try again after a failure', async () => {
    inPage();
    const fetchFile = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => new Response(EMPTY_WASM, { headers: { 'Content-Type': 'application/wasm' } }));
    vi.stubGlobal('fetch', fetchFile);
    await expect(loadWasm('pdfjs-wasm', 'test-a.wasm')).rejects.toThrow(/Could not load test-a\.wasm: Failed to fetch/);
    const module = await loadWasm('pdfjs-wasm', 'test-a.wasm');
    expect(module).toBeInstanceOf(WebAssembly.Module);
    expect(await loadWasm('pdfjs-wasm', 'test-a.wasm')).toBe(module);
    expect(fetchFile).toHaveBeenCalledTimes(2);
    expect(String(fetchFile.mock.calls[1]![0])).toBe('https://it.example/vendor/pdfjs-wasm/test-a.wasm');
  });

  it('compile the bytes when the server sends another type, and say which file a server error is about', async () => {
    inPage();
    vi.stubGlobal('fetch', vi.fn(async (url: URL) => (String(url).endsWith('missing.wasm') ? new Response('no', { status: 404 }) : new Response(EMPTY_WASM, { headers: { 'Content-Type': 'application/octet-stream' } }))));
    expect(await loadWasm('pdfjs-wasm', 'test-b.wasm')).toBeInstanceOf(WebAssembly.Module);
    await expect(readVendorFile('pdfjs-wasm', 'missing.wasm')).rejects.toThrow('Could not load missing.wasm (404)');
    await expect(readVendorFile('pdfjs-wasm', '../../index.html')).rejects.toThrow(/Not a file name/);
  });
});

describe('vendor assets in Node', () => {
  it("are read from the package's own files when no copy lies beside the code (the sources, unit tests)", async () => {
    expect(vendorUrl('pdfjs-wasm')).toMatch(/^file:\/\/.*\/node_modules\/pdfjs-dist\/wasm\/$/);
    const bytes = await readVendorFile('pdfjs-wasm', 'qcms_bg.wasm');
    expect([...bytes.slice(0, 4)]).toEqual([0x00, 0x61, 0x73, 0x6d]);
    expect(await loadWasm('pdfjs-wasm', 'qcms_bg.wasm')).toBeInstanceOf(WebAssembly.Module);
  });
});
