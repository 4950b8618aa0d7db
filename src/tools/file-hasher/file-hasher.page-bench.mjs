// File hasher (issue 38): the SHA-256 of a 1 GB file on the page, streamed in an operation worker.
// The file is written to disk at bench time (128 copies of a seeded 8 MB chunk: the hash reads every
// byte, so repetition costs it nothing) and handed to the file input as a person's choice would be:
// the page gets a File backed by the disk, never read on the main thread. Figures: time until the
// digest is on screen, the page's JavaScript heap growth (CDP metrics, sampled while it runs), the
// longest main-thread task.
import { createHash } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHUNK = 8 * 1024 * 1024;
const CHUNKS = 128;

function writeLargeFile(path) {
  const chunk = Buffer.alloc(CHUNK);
  let seed = 0x5eed1234;
  for (let index = 0; index < CHUNK; index += 1) {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    chunk[index] = seed >>> 24;
  }
  const hash = createHash('sha256');
  const fd = openSync(path, 'w');
  for (let index = 0; index < CHUNKS; index += 1) {
    writeSync(fd, chunk);
    hash.update(chunk);
  }
  closeSync(fd);
  return hash.digest('hex');
}

export default async function fileHasherBench({ newPage, base, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const dir = mkdtempSync(join(tmpdir(), 'file-hasher-bench-'));
  try {
    const path = join(dir, 'large.iso');
    const expected = writeLargeFile(path);
    const page = await newPage();
    await page.goto(`${base}/file-hasher`, { waitUntil: 'networkidle' });
    const input = page.getByLabel('Drop the files to hash');
    const digest = page.getByTestId('digest-sha256');
    // Warm-up: the worker and the hashing code load once.
    await input.setInputFiles({ name: 'warm.txt', mimeType: 'text/plain', buffer: Buffer.from('abc') });
    await digest.first().waitFor();
    await page.getByRole('button', { name: 'Remove all files' }).click();
    await digest.first().waitFor({ state: 'detached' });

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'JSHeapUsedSize').value;
    await cdp.send('HeapProfiler.collectGarbage');
    const before = await heap();
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await heap());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await resetLongTasks(page);
    const start = performance.now();
    await input.setInputFiles(path);
    await digest.first().waitFor({ timeout: 120_000 });
    const elapsed = performance.now() - start;
    sampling = false;
    await sampler;
    const shown = await digest.first().textContent();
    const growth = (peak - before) / 1024 / 1024;
    const longest = await longestTask(page);
    console.log(`File hasher: SHA-256 of a 1 GB file (${CHUNKS} × 8 MB seeded) on the page, streamed in a worker`);
    console.log(`  digest on screen: ${fmt(elapsed)} (${(1024 / (elapsed / 1000)).toFixed(0)} MB/s)${shown === expected ? '' : ` — WRONG DIGEST ${shown}`}`);
    console.log(`  page JavaScript heap growth (peak while hashing): ${growth.toFixed(1)} MB (budget 64 MB)`);
    console.log(`  longest main-thread task: ${fmt(longest)} (budget 50 ms); tasks over 50 ms: ${(await allLongTasks(page)) || 'none'}`);
    record('File hasher, SHA-256 of 1 GB', 'digest on screen', shown === expected ? elapsed : null, 6000);
    record('File hasher, SHA-256 of 1 GB', 'page heap growth', Number(growth.toFixed(1)), 64, { unit: 'MB' });
    record('File hasher, SHA-256 of 1 GB', 'longest main-thread task', longest, 50);
    await page.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
