import { drawPhotosInPage, seeded } from '../../../scripts/bench-documents.mjs';

// A batch of 20 photos through a two-step recipe on the Recipe page (issue "Files as first-class
// values"): the photos are JPEGs drawn in the page at varied sizes (0.5 to 12 megapixels, seeded, so
// every run draws the same ones), handed to the file input as a person's choice would be. Figures:
// the whole batch at once on the operation workers against the same files one at a time (one
// worker's throughput), the longest main-thread task while the files move, and "Download all (ZIP)".
const RECIPE = '/recipe#r=1/hash-text-digests/json-minify';
const PHOTOS = 20;

/** Draws the photos in the page (scripts/bench-documents.mjs) at seeded sizes of 0.5 to 12 megapixels. */
async function drawPhotos(page) {
  const random = seeded(0x2f6e2b1);
  const dimensions = Array.from({ length: PHOTOS }, () => {
    const megapixels = 0.5 + random() * 11.5;
    const ratio = [4 / 3, 3 / 2, 16 / 9, 1][Math.floor(random() * 4)];
    const width = Math.round(Math.sqrt(megapixels * 1e6 * ratio));
    return [width, Math.round(width / ratio)];
  });
  const sizes = await drawPhotosInPage(page, dimensions, 0x2f6e2b1);
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), sizes };
}

/**
 * Gives files to the Recipe page's file input and waits until every one is done (ms): several run
 * as a batch ("Run on N files"); one is the recipe's input and runs at once, in one worker.
 */
async function runBatch(page, indices) {
  return page.evaluate(async (chosen) => {
    const EMPTY_MD5 = '{"MD5":"d41d8cd98f00b204e9800998ecf8427e"';
    const input = document.querySelector('[data-zone] input[type=file]');
    const transfer = new DataTransfer();
    for (const index of chosen) transfer.items.add(window.__benchPhotos[index]);
    const output = () => [...document.querySelectorAll('textarea')].find((area) => area.labels?.[0]?.textContent === 'Recipe output');
    if (chosen.length === 1) {
      const start = performance.now();
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await new Promise((resolve) => {
        // The digests of this photo (not those of the empty text the page runs on between files).
        const check = () => {
          // A file over 1 MB waits for the Run button.
          [...document.querySelectorAll('button')].find((candidate) => candidate.textContent.trim() === 'Run')?.click();
          if (output()?.value.startsWith('{"MD5":') && !output().value.startsWith(EMPTY_MD5)) resolve();
          else setTimeout(check, 10);
        };
        check();
      });
      const ms = performance.now() - start;
      [...document.querySelectorAll('button')].find((candidate) => candidate.textContent.trim() === 'Remove the file')?.click();
      await new Promise((resolve) => {
        const check = () => (output()?.value.startsWith(EMPTY_MD5) ? resolve() : setTimeout(check, 10));
        check();
      });
      return ms;
    }
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const button = await new Promise((resolve) => {
      const find = () => {
        const found = [...document.querySelectorAll('button')].find((candidate) => /^Run on \d+ files?$/.test(candidate.textContent.trim()));
        if (found) resolve(found);
        else setTimeout(find, 10);
      };
      find();
    });
    const start = performance.now();
    button.click();
    await new Promise((resolve) => {
      const check = () => {
        const status = [...document.querySelectorAll('[role=status]')].map((element) => element.textContent).find((text) => / of \d+ done/.test(text));
        if (status && status.startsWith(`${chosen.length} of ${chosen.length} done`)) resolve();
        else setTimeout(check, 10);
      };
      check();
    });
    const ms = performance.now() - start;
    // Back to an empty input for the next run.
    [...document.querySelectorAll('button')].find((candidate) => candidate.textContent.trim() === 'Remove the files' || candidate.textContent.trim() === 'Remove the file')?.click();
    return ms;
  }, indices);
}

export default async function batchBench({ newPage, base, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const page = await newPage();
  await page.goto(`${base}${RECIPE}`, { waitUntil: 'networkidle' });
  const { bytes, sizes } = await drawPhotos(page);
  const mb = (value) => `${(value / 1024 / 1024).toFixed(1)} MB`;
  console.log(`Batch: ${PHOTOS} photos (${mb(bytes)}, ${mb(Math.min(...sizes))} to ${mb(Math.max(...sizes))}) through "Hash text digests | JSON minify" on the Recipe page`);
  // Warm-up: the workers and the operations' code load once.
  await runBatch(page, [0, 1]);
  await resetLongTasks(page);
  const all = await runBatch(page, Array.from({ length: PHOTOS }, (_, index) => index));
  const longest = await longestTask(page);
  const tasks = await allLongTasks(page);
  let oneAtATime = 0;
  for (let index = 0; index < PHOTOS; index += 1) oneAtATime += await runBatch(page, [index]);
  const speedup = oneAtATime / all;
  console.log(`  all at once on the workers: ${fmt(all)} (${(PHOTOS / (all / 1000)).toFixed(1)} photos/s); one at a time: ${fmt(oneAtATime)}; ${speedup.toFixed(2)}× one worker's throughput`);
  console.log(`  longest main-thread task while the batch ran: ${fmt(longest)} (budget 50 ms); tasks over 50 ms: ${tasks || 'none'}`);
  record('Batch of 20 photos, 2-step recipe', 'all at once', all, oneAtATime);
  record('Batch of 20 photos, 2-step recipe', "throughput against one worker's", speedup, 1, { unit: '×', higher: true });
  record('Batch of 20 photos, 2-step recipe', 'longest main-thread task', longest, 50);
  await page.close();
}
