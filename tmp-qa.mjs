import { chromium } from '@playwright/test';
import { drawPhotos } from './scripts/bench-documents.mjs';
const base = 'http://localhost:4302';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const drawing = await browser.newPage();
await drawing.goto(base);
const [photo] = await drawPhotos(drawing, [[2400, 1600]], 42);
await drawing.close();
const jpeg = Buffer.from(photo);
console.log('photo', jpeg.length);
const shot = async (page, name) => page.screenshot({ path: `/tmp/scratch/qa-${name}.png`, fullPage: true });
const errors = [];
async function tour(path, act) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => errors.push(`${path}: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`${path} console: ${m.text()}`));
  await page.goto(`${base}/${path}`);
  try { await act(page); } catch (e) { errors.push(`${path}: ${e.message.split('\n')[0]}`); }
  await shot(page, path);
  await page.close();
}
await tour('image-compressor', async (page) => {
  await page.locator('input[type=file]').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.getByRole('button', { name: /Download/ }).first().waitFor({ timeout: 20000 });
});
await tour('image-crop-rotate', async (page) => {
  await page.locator('input[type=file]').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.waitForTimeout(1500);
  await page.getByText('16:9', { exact: true }).first().click().catch(() => {});
  await page.waitForTimeout(1500);
});
await tour('exif-remover', async (page) => {
  await page.locator('input[type=file]').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.waitForTimeout(2000);
});
await tour('barcode-generator', async (page) => {
  const field = page.getByRole('textbox').first();
  await field.fill('5901234123458');
  await page.waitForTimeout(1000);
});
await tour('svg-to-png', async (page) => {
  await page.locator('input[type=file]').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><circle cx="30" cy="30" r="25" fill="teal"/><text x="60" y="38" font-size="20" font-family="sans-serif">Hi</text><image href="https://example.org/x.png" width="10" height="10"/></svg>') });
  await page.waitForTimeout(2000);
});
console.log(errors.join('\n') || 'no errors');
await browser.close();
