// The file tools through the built command line (`BENCH_ONLY=files npm run bench`, after `npm run
// build:cli`): each figure is one cold `it-tools` process as a person runs it, Node's start
// included, median of 3. Inputs are made at bench time and seeded: photos drawn in the bench's
// browser (gradients, shapes and sensor-like noise, JPEG at quality 90), PDFs built with pdf-lib
// from those photos and from text pages of varied words (issue 37: "text pages, image pages,
// mixed"). Targets are the issues': images (35), PDF (37).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPdf, drawPhotos } from './bench-documents.mjs';

const BIN = 'packages/cli/dist/bin.cjs';

/**
 * Runs the figures; `kit` is the bench's (browser, record, fmt). Needs the built command line.
 */
export default async function benchFileCommands({ browser, base, record, fmt }) {
  const section = 'Files through the command line';
  if (!existsSync(BIN)) {
    console.log(`${section}: no build in packages/cli/dist (npm run build:cli): skipped`);
    return;
  }
  console.log(`${section} (one cold process each, Node's start included; median of 3)`);
  const dir = mkdtempSync(join(tmpdir(), 'it-tools-files-'));
  const page = await browser.newPage();
  await page.goto(base);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const timed = (args) => {
    const start = performance.now();
    const result = spawnSync(process.execPath, [BIN, ...args, '--force'], { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 256 * 1024 * 1024 });
    const ms = performance.now() - start;
    if (result.status !== 0) throw new Error(`it-tools ${args.join(' ')} exited with ${result.status}: ${result.stderr}`);
    return ms;
  };
  const figure = (label, args, target, runs = 3) => {
    const ms = median(Array.from({ length: runs }, () => timed(args())));
    console.log(`  ${label}: ${fmt(ms)}${target ? ` (target ${fmt(target)})` : ''}`);
    record(section, label, ms, target);
    return ms;
  };
  try {
    // Images (issue 35): a 12-megapixel photo to 1600 px wide.
    const [photo] = await drawPhotos(page, [[4000, 3000]], 0x5eed);
    writeFileSync(join(dir, 'photo.jpg'), photo);
    figure(`image-resizer, 12 MP JPEG (${(photo.length / 1e6).toFixed(1)} MB) → 1600 px`, () => ['image-resizer', '-i', join(dir, 'photo.jpg'), '--width', '1600', '-o', join(dir, 'small.jpg')], 1500);

    // PDF (issue 37). Photos for the image pages, one each (a scan or a slide deck repeats none):
    // varied sizes of 0.5 to 0.8 MP, so two 50-page mixed documents weigh about 10 MB.
    const photos = await drawPhotos(
      page,
      Array.from({ length: 50 }, (_, index) => [840 + (index % 5) * 50, 620 + (index % 3) * 40]),
      0xfade,
    );
    const a = await buildPdf({ pages: 50, kind: 'mixed', photos: photos.slice(0, 25), seed: 1 });
    const b = await buildPdf({ pages: 50, kind: 'mixed', photos: photos.slice(25), seed: 2 });
    writeFileSync(join(dir, 'a.pdf'), a);
    writeFileSync(join(dir, 'b.pdf'), b);
    const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
    figure(`pdf-merge, 2 × 50 mixed pages (${mb(a.length + b.length)})`, () => ['pdf-merge', '-i', join(dir, 'a.pdf'), '-i', join(dir, 'b.pdf'), '-o', join(dir, 'both.pdf')], 1000);

    const book = await buildPdf({ pages: 300, kind: 'mixed', photos, seed: 3 });
    writeFileSync(join(dir, 'book.pdf'), book);
    figure(`pdf-split, 300 pages (${mb(book.length)}) into 30 files`, () => {
      rmSync(join(dir, 'parts'), { recursive: true, force: true });
      mkdirSync(join(dir, 'parts'));
      return ['pdf-split', '-i', join(dir, 'book.pdf'), '--mode', 'every', '--every', '10', '-o', `${join(dir, 'parts')}/`];
    }, 2000);
    const parts = readdirSync(join(dir, 'parts')).length;
    if (parts !== 30) console.log(`  (pdf-split wrote ${parts} files, not 30)`);

    const both = join(dir, 'both.pdf');
    figure(`pdf-protect, ${mb(statSync(both).size)} with a password (AES-256)`, () => ['pdf-protect', '-i', both, '--password', 'bench', '-o', join(dir, 'locked.pdf')], 1500);
    figure(`pdf-protect-unlock, ${mb(statSync(join(dir, 'locked.pdf')).size)}`, () => ['pdf-protect-unlock', '-i', join(dir, 'locked.pdf'), '--password', 'bench', '-o', join(dir, 'open.pdf')], 1500);

    const text = await buildPdf({ pages: 100, kind: 'text', photos: [], seed: 4 });
    writeFileSync(join(dir, 'text.pdf'), text);
    figure('pdf-text-extractor, 100 text pages', () => ['pdf-text-extractor', '-i', join(dir, 'text.pdf'), '-o', join(dir, 'text.txt')], 2000);

    // One page to PNG at 150 dpi, and ten (the per-page figure is their time over ten; the process's start is shared).
    // One page in a cold process is mostly the process's start and PDFium's load: printed for reference.
    figure('pdf-to-images, 1 mixed page → PNG at 150 dpi, cold process', () => ['pdf-to-images', '-i', join(dir, 'a.pdf'), '--pages', '2', '--dpi', '150', '-o', `${join(dir, 'png1')}/`], null);
    const ten = median(Array.from({ length: 3 }, () => timed(['pdf-to-images', '-i', join(dir, 'a.pdf'), '--pages', '1-10', '--dpi', '150', '-o', `${join(dir, 'png10')}/`])));
    console.log(`  pdf-to-images, 10 mixed pages → PNG at 150 dpi: ${fmt(ten)} = ${fmt(ten / 10)} a page (target 400 ms a page)`);
    record(section, 'pdf-to-images, 10 mixed pages → PNG at 150 dpi, per page', ten / 10, 400);
  } finally {
    await page.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
