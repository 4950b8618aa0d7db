// PDF organizer (issue 37): a 100-page mixed PDF (text pages and photo pages, made at bench time)
// chosen on the page; figures: the time from the choice to the first thumbnail shown, to all 100,
// and the longest main-thread task meanwhile (targets: first thumbnail ≤ 1 s, no task over 50 ms).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPdf, drawPhotos } from '../../../scripts/bench-documents.mjs';

export default async function bench({ base, newPage, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const section = 'PDF organizer';
  // The photos are drawn in a page of their own: its long drawing tasks are not the organizer's.
  const drawing = await newPage();
  await drawing.goto(base);
  const photos = await drawPhotos(
    drawing,
    Array.from({ length: 20 }, (_, index) => [1100 + (index % 5) * 60, 820 + (index % 3) * 60]),
    0xb00c,
  );
  await drawing.close();
  const pdf = Buffer.from(await buildPdf({ pages: 100, kind: 'mixed', photos, seed: 7 }));
  // Given by path, as a person's choice is: a buffer would be decoded by Playwright's script on the page's main thread (1.3 s for 5 MB).
  const dir = mkdtempSync(join(tmpdir(), 'organizer-'));
  const file = join(dir, 'hundred.pdf');
  writeFileSync(file, pdf);
  const page = await newPage();
  await page.goto(`${base}/pdf-organizer`);
  await page.getByRole('heading', { level: 1, name: 'PDF organizer' }).waitFor();
  await resetLongTasks(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  const start = Date.now();
  await (await chooser).setFiles(file);
  const thumbnails = page.getByRole('list', { name: 'Pages of hundred.pdf' }).locator('img[src^="blob:"]');
  await thumbnails.first().waitFor({ timeout: 60_000 });
  const first = Date.now() - start;
  await page.waitForFunction(() => document.querySelectorAll('ol img[src^="blob:"]').length >= 100, undefined, { timeout: 120_000, polling: 50 });
  const all = Date.now() - start;
  const longest = await longestTask(page);
  console.log(`${section}: 100 mixed pages (${(pdf.length / 1e6).toFixed(1)} MB): first thumbnail ${fmt(first)} (target 1 s), all ${fmt(all)}; longest main-thread task ${fmt(longest)} (target 50 ms; all: ${(await allLongTasks(page)) || 'none'})`);
  record(section, 'first thumbnail of a 100-page PDF', first, 1000);
  record(section, 'all 100 thumbnails', all, null);
  record(section, 'longest main-thread task while the thumbnails arrive', longest, 50);
  await page.close();
  rmSync(dir, { recursive: true, force: true });
}
