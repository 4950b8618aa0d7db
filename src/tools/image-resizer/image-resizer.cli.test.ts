import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { decodeImage, encodeImage } from '../../engine/image/codec';
import { syntheticPhoto } from '../../test/synthetic-photo';

describe('it-tools image-resizer', () => {
  // The README's `-i 'photos/*.jpg' --width 1600 -o small/`, with photos small enough to keep the suite quick.
  it("resizes a quoted glob of photos into a folder: it-tools image-resizer -i 'photos/*.jpg' --width 320 -o small/", async () => {
    const folder = scratchFolder();
    mkdirSync(join(folder, 'photos'));
    for (const seed of [1, 2]) writeFileSync(join(folder, 'photos', `p${seed}.jpg`), await encodeImage(syntheticPhoto(640, 480, seed), 'jpeg', { quality: 90 }));
    writeFileSync(join(folder, 'photos', 'notes.txt'), 'not a photo');
    const outcome = await runCli(['image-resizer', '-i', join(folder, 'photos/*.jpg'), '--width', '320', '-o', `${join(folder, 'small')}/`]);
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    expect(readdirSync(join(folder, 'small')).sort()).toEqual(['p1.jpg', 'p2.jpg']);
    const decoded = await decodeImage(readFileSync(join(folder, 'small', 'p1.jpg')));
    expect([decoded.format, decoded.raster.width, decoded.raster.height]).toEqual(['jpeg', 320, 240]);
  });

  it('refuses a PDF with one clear line', async () => {
    const folder = scratchFolder();
    writeFileSync(join(folder, 'report.pdf'), '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    const outcome = await runCli(['image-resizer', '-i', join(folder, 'report.pdf'), '--width', '100', '-o', join(folder, 'out.png')]);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim().split('\n')).toHaveLength(1);
    expect(outcome.stderr).toContain('This file is a PDF document, not an image read here.');
  });
});
