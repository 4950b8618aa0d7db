import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, Response } from '@playwright/test';
import { test, expect } from './fixtures';
import { openThroughRouter } from './tool-list';
import { wavFile } from '../src/test/media-fixtures';

/** The build nginx serves (playwright.config.ts: E2E_DIST). */
const dist = process.env.E2E_DIST ?? 'dist';

/**
 * The smallest JPEG 2000 codestream: an 8×8 grey image, one tile, no wavelet levels, its only
 * packet empty (every sample decodes to 0, mid-grey once level-shifted). pdf.js decodes it with
 * OpenJPEG compiled to WebAssembly (vendor/pdfjs-wasm/openjpeg.wasm).
 */
function tinyJpx(): Buffer {
  const u16 = (value: number) => [value >> 8, value & 0xff];
  const u32 = (value: number) => [...u16(value >>> 16), ...u16(value & 0xffff)];
  return Buffer.from([
    ...[0xff, 0x4f], // SOC
    ...[0xff, 0x51, ...u16(41), ...u16(0), ...u32(8), ...u32(8), ...u32(0), ...u32(0), ...u32(8), ...u32(8), ...u32(0), ...u32(0), ...u16(1), 7, 1, 1], // SIZ: 8×8, one 8-bit component
    ...[0xff, 0x52, ...u16(12), 0, 0, ...u16(1), 0, 0, 4, 4, 0, 1], // COD: LRCP, one layer, no decomposition, 64×64 blocks, 5-3 reversible
    ...[0xff, 0x5c, ...u16(4), 0x40, 0x40], // QCD: no quantization, two guard bits
    ...[0xff, 0x90, ...u16(10), ...u16(0), ...u32(15), 0, 1], // SOT: tile 0, 15 bytes
    ...[0xff, 0x93, 0x00], // SOD, one empty packet
    ...[0xff, 0xd9], // EOC
  ]);
}

/** A one-page PDF (100 × 100 pt) filled by that image. */
function pdfWithJpx(): Buffer {
  const image = tinyJpx();
  const content = Buffer.from('q 100 0 0 100 0 0 cm /Im1 Do Q');
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>'),
    Buffer.concat([Buffer.from(`<< /Type /XObject /Subtype /Image /Width 8 /Height 8 /Filter /JPXDecode /Length ${image.length} >>\nstream\n`), image, Buffer.from('\nendstream')]),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('\nendstream')]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `)].join('\n');
  parts.push(Buffer.from(`${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** The build's chunk that exports `openPdf` (src/ui/file-preview/pdf.ts: pdf.js with its worker, decoders and fonts from our origin). */
function openPdfChunk(): string {
  const name = readdirSync(join(dist, 'assets')).find((file) => file.endsWith('.js') && /\bas openPdf\}/.test(readFileSync(join(dist, 'assets', file), 'utf8')));
  if (!name) throw new Error(`no chunk of ${dist} exports openPdf`);
  return `assets/${name}`;
}

/**
 * The build served by the real nginx with deploy/it-tools.nginx.conf (the nginx project of
 * playwright.config.ts): the headers self-hosters get, and every page working under the strict
 * Content-Security-Policy — the shared fixture fails a test on any CSP report or page error.
 */
test('nginx sends the security headers, caches hashed files for a year and index.html never', async ({ request }) => {
  const home = await request.get('./');
  expect(home.status()).toBe(200);
  const headers = home.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain("'unsafe-inline' 'wasm"); // inline script only by hash
  expect(csp).toContain("connect-src 'self';");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toContain('camera=(self)');
  expect(headers['cache-control']).toBe('no-cache');

  const html = await home.text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-type']).toContain('javascript');

  // A route of the app gets index.html; a missing hashed file is a real 404.
  const route = await request.get('./hash-text');
  expect(route.status()).toBe(200);
  expect(await route.text()).toBe(html);
  expect((await request.get('./assets/missing-chunk.js')).status()).toBe(404);
  for (const file of ['sw.js', 'manifest.webmanifest']) {
    const response = await request.get(`./${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe('no-cache');
  }
  expect((await request.get('./manifest.webmanifest')).headers()['content-type']).toContain('application/manifest+json');
});

test('a WebAssembly decoder loads from our origin under the Content-Security-Policy: pdf.js draws a JPEG 2000 image with OpenJPEG', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  // Every request of the context (the page's, and those of pdf.js's module worker), and the type of each answer.
  const asked: string[] = [];
  const requests: { url: string; type: string }[] = [];
  const onRequest = (request: Request) => asked.push(request.url());
  const onResponse = (response: Response) => requests.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
  page.context().on('request', onRequest);
  page.context().on('response', onResponse);
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
  const pixel = await page.evaluate(
    async ([chunk, bytes]) => {
      interface PdfPage {
        getViewport(options: { scale: number }): { width: number; height: number };
        render(options: { canvas: HTMLCanvasElement; viewport: unknown }): { promise: Promise<void> };
      }
      interface PdfDocument {
        getPage(number: number): Promise<PdfPage>;
        destroy(): Promise<void>;
      }
      const { openPdf } = (await import(/* @vite-ignore */ new URL(chunk, document.baseURI).href)) as { openPdf: (data: Uint8Array) => Promise<PdfDocument> };
      const pdf = await openPdf(new Uint8Array(bytes));
      const pdfPage = await pdf.getPage(1);
      const viewport = pdfPage.getViewport({ scale: 1 });
      const canvas = document.createElement('canvas');
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      await pdfPage.render({ canvas, viewport }).promise;
      const data = canvas.getContext('2d')!.getImageData(50, 50, 1, 1).data;
      await pdf.destroy();
      return [...data];
    },
    [openPdfChunk(), [...pdfWithJpx()]] as const,
  );
  // Mid-grey, opaque: the image was decoded and drawn (a blank page would be white or transparent).
  expect(pixel[3]).toBe(255);
  for (const channel of pixel.slice(0, 3)) expect(Math.abs(channel! - 128)).toBeLessThanOrEqual(2);
  await expect.poll(() => requests.some(({ url }) => url.endsWith('/vendor/pdfjs-wasm/openjpeg.wasm'))).toBe(true);
  const wasm = requests.find(({ url }) => url.endsWith('/vendor/pdfjs-wasm/openjpeg.wasm'))!;
  expect(wasm.type).toBe('application/wasm');
  // The WebAssembly decoder did the work: the JavaScript fallback was never needed.
  expect(requests.filter(({ url }) => url.includes('nowasm'))).toEqual([]);
  const worker = requests.find(({ url }) => /\/assets\/pdf\.worker[^/]*\.mjs$/.test(url));
  expect(worker?.type, 'pdf.js worker served as JavaScript').toMatch(/javascript/);
  // Nothing went anywhere but our origin.
  expect(asked.length).toBeGreaterThan(5);
  expect(asked.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin)).toEqual([]);
  page.context().off('request', onRequest);
  page.context().off('response', onResponse);
});

test('an encoder extension starts its worker from our origin under the Content-Security-Policy: WAV → MP3 with LAME', async ({ page, baseURL }) => {
  // mediabunny's MP3 encoder ships its worker as text started from a blob: URL, which worker-src
  // 'self' refuses; the build makes it a file of its own (scripts/vite-plugin-encoder-workers.ts).
  const workers: { url: string; type: string }[] = [];
  page.context().on('response', (response) => {
    if (/encoder\.worker/.test(response.url())) workers.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
  });
  await page.goto('./audio-converter');
  await page.getByLabel('Drop audio files here, or choose them').setInputFiles({ name: 'tone.wav', mimeType: 'audio/wav', buffer: Buffer.from(wavFile({ seconds: 1, sampleRate: 44100, channels: 2 })) });
  await page.getByText('MP3', { exact: true }).click();
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Converted audio' }).getByRole('button', { name: 'Download tone.mp3' })).toBeVisible({ timeout: 15_000 });
  expect(workers).toHaveLength(1);
  expect(workers[0]!.url).toMatch(new RegExp(`^${new URL(baseURL!).origin}/assets/mp3-encoder\\.worker-[\\w-]+\\.js$`));
  expect(workers[0]!.type).toMatch(/javascript/);
});

// Every tool page is opened (and checked by axe) under the policy by tool-pages.e2e.ts, which runs
// behind nginx when nginx is there (playwright.config.ts).
test('home, about and 404 work under the Content-Security-Policy, and a tool runs WebAssembly in its worker', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
  await page.goto('./about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('./no-such-page');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  // Hashing runs WebAssembly in a worker: both are allowed by the policy.
  await openThroughRouter(page, '/hash-text');
  await page.getByRole('textbox', { name: 'Your text to hash' }).fill('abc');
  await expect(page.getByLabel('MD5', { exact: true })).toHaveValue('900150983cd24fb0d6963f7d28e17f72');
});
