import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { decodeImage, encodeImage } from '../../engine/image/codec';

/** "HELLO WORLD 2026" in Liberation Sans, black on white, rendered from SVG by our decoder and encoded as PNG. */
async function helloPng(): Promise<Uint8Array> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="200"><rect width="100%" height="100%" fill="#fff"/><text x="40" y="128" font-size="80" font-family="Liberation Sans">HELLO WORLD 2026</text></svg>';
  return encodeImage((await decodeImage(new TextEncoder().encode(svg))).raster, 'png');
}

describe('it-tools ocr-image', () => {
  it('prints the text of a scan (Tesseract and the English model from the package itself), and nothing else', async () => {
    const folder = scratchFolder();
    const scan = join(folder, 'scan.png');
    writeFileSync(scan, await helloPng());
    const { code, stdout, stderr } = await runCli(['ocr-image', '-i', scan]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.toString('utf8')).toBe('HELLO WORLD 2026\n');

    // Only English is bundled: another language is looked for in TESSDATA_PREFIX, and said to be missing.
    const french = await runCli(['ocr-image', '-i', scan, '--language', 'fra']);
    expect(french.code).toBe(1);
    expect(french.stderr).toContain('The fra language is not available: only English is bundled.');
    expect(french.stderr).toContain('TESSDATA_PREFIX');
  });
});
