// The file inspector on a 200 MB file (issue 38): the file is written at bench time, seeded so every
// run makes the same one, and realistic for the scan — 1 MB stretches of log text, random
// bytes (as compressed or encrypted data) and zeros (padding), with a PNG hidden every 16 MB. It is
// given to the file input from disk, as a person's choice would be; the figure is the time until the report
// (type, entropy overall and per block, the embedded files) is on screen, as MB/s of the file, and
// the longest main-thread task meanwhile (the page reads nothing: the worker streams the File).
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SIZE_MB = 200;
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * Writes the file to a temporary folder (a file a person picks is read from disk, as this one is):
 * returns its path, size and how many PNGs it hides.
 */
function makeFile() {
  let seed = 0x5eed1e;
  const next = () => {
    seed ^= seed << 13;
    seed >>>= 0;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    seed >>>= 0;
    return seed;
  };
  const MB = 1024 * 1024;
  const random = () => {
    const bytes = new Uint8Array(MB);
    const words = new Uint32Array(bytes.buffer);
    for (let index = 0; index < words.length; index += 1) words[index] = next();
    return bytes;
  };
  const words = ['GET', 'POST', '/api/v1/users', '/static/app.js', '200', '404', 'ms', 'user', 'session', 'cache', 'hit', 'miss', 'INFO', 'WARN'];
  const text = () => {
    const lines = [];
    let length = 0;
    while (length < MB) {
      const line = `2026-12-02T10:${String(next() % 60).padStart(2, '0')}:${String(next() % 60).padStart(2, '0')}Z ${Array.from({ length: 6 + (next() % 8) }, () => words[next() % words.length]).join(' ')} id=${next().toString(16)}\n`;
      lines.push(line);
      length += line.length;
    }
    return Buffer.from(lines.join('')).subarray(0, MB);
  };
  // A few distinct stretches of each kind, arranged by the seeded generator.
  const kinds = { text: [text(), text(), text(), text()], random: [random(), random(), random(), random()], zeros: [new Uint8Array(MB)] };
  const image = Buffer.from(PNG, 'base64');
  const dir = mkdtempSync(join(tmpdir(), 'file-inspector-bench-'));
  const path = join(dir, 'disk-image.bin');
  const fd = openSync(path, 'w');
  let hidden = 0;
  for (let mb = 0; mb < SIZE_MB; mb += 1) {
    const roll = next() % 10;
    const kind = roll < 5 ? 'text' : roll < 8 ? 'random' : 'zeros';
    const choices = kinds[kind];
    writeSync(fd, choices[next() % choices.length]);
    if (mb % 16 === 15) {
      writeSync(fd, image);
      hidden += 1;
    }
  }
  closeSync(fd);
  return { dir, path, size: statSync(path).size, hidden };
}

/** Gives the file to the page's input and waits for the report (ms). */
async function inspect(page, path) {
  await page.evaluate(() => {
    window.__start = undefined;
    const input = document.querySelector('[data-zone] input[type=file]');
    input.addEventListener('change', () => (window.__start = performance.now()), { once: true, capture: true });
  });
  await page.setInputFiles('[data-zone] input[type=file]', path);
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const check = () => {
          const table = document.querySelector('table[aria-label="Embedded files"]');
          if (table) resolve({ ms: performance.now() - window.__start, rows: table.querySelectorAll('tbody tr').length });
          else setTimeout(check, 20);
        };
        check();
      }),
  );
}

export default async function fileInspectorBench({ newPage, base, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const section = `File inspector, ${SIZE_MB} MB (text, random, zeros; a PNG hidden every 16 MB)`;
  const page = await newPage();
  await page.goto(`${base}/file-inspector`, { waitUntil: 'networkidle' });
  const { dir, path, size, hidden } = makeFile();
  // Warm-up: the worker and the operation's code load once (a small file).
  await page.evaluate(() => {
    const input = document.querySelector('[data-zone] input[type=file]');
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(4096)], 'warm.bin'));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await page.getByText(/bits per byte/).first().waitFor();
  await page.getByRole('button', { name: 'Remove warm.bin' }).click();
  await resetLongTasks(page);
  const { ms, rows } = await inspect(page, path);
  const longest = await longestTask(page);
  const mbPerSecond = size / 1024 / 1024 / (ms / 1000);
  console.log(`${section}`);
  console.log(`  report on screen (signature, entropy in 64 blocks, embedded scan): ${fmt(ms)}, ${mbPerSecond.toFixed(0)} MB/s; embedded files found: ${rows} of ${hidden} hidden`);
  console.log(`  longest main-thread task meanwhile: ${fmt(longest)} (budget 50 ms); tasks over 50 ms: ${(await allLongTasks(page)) || 'none'}`);
  // The hex view of the same file: the first rows, read as slices, never the whole file.
  await resetLongTasks(page);
  const hexStart = Date.now();
  await page.getByLabel('Offset', { exact: true }).fill('0x6400000');
  await page.getByRole('region', { name: 'Hex dump' }).locator('[data-row]').first().filter({ hasText: /^06400000 {2}[0-9a-f]{2} / }).waitFor();
  const hexMs = Date.now() - hexStart;
  console.log(`  hex view at 100 MB: ${fmt(hexMs)}; longest task: ${fmt(await longestTask(page))}`);
  record(section, 'entropy + embedded scan throughput', mbPerSecond, null, { unit: 'MB/s', higher: true });
  record(section, 'longest main-thread task', longest, 50);
  record(section, 'hex view jump to 100 MB', hexMs, null);
  await page.close();
  rmSync(dir, { recursive: true, force: true });
}
