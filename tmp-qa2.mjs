import { chromium } from '@playwright/test';
import { drawPhotos } from './scripts/bench-documents.mjs';
const base = 'http://localhost:4302';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(base);
const [photo] = await drawPhotos(page, [[2400, 1600]], 42);
await page.goto(`${base}/image-compressor`);
await page.locator('input[type=file]').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo) });
await page.getByRole('button', { name: /Download/ }).first().waitFor({ timeout: 20000 });
for (const wait of [100]) {
  await page.waitForTimeout(wait);
  console.log(wait, JSON.stringify(await page.evaluate(() => [...document.querySelectorAll('img')].map((img) => ({ src: img.src.slice(0, 30), complete: img.complete, w: img.naturalWidth, cw: img.clientWidth, ch: img.clientHeight, loading: img.loading, vis: getComputedStyle(img).visibility, op: getComputedStyle(img).opacity })))));
}
await page.getByRole('button', { name: /Download/ }).first().scrollIntoViewIfNeeded();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/scratch/qa-compressor2.png' });
await browser.close();
