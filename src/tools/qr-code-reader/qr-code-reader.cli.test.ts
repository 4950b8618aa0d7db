import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { encodeImage } from '../../engine/image/codec';
import { createRaster } from '../../engine/image/raster';
import { createQrMatrix, qrMatrixToPixels } from '../../lib/qr/qr-code';

/** A PNG of a QR code made by the project's generator, 5 px a module. */
async function qrPng(text: string): Promise<Uint8Array> {
  const matrix = createQrMatrix(text, 'M');
  const width = (matrix.size + 8) * 5;
  return encodeImage({ width, height: width, data: qrMatrixToPixels(matrix, { foreground: '#000000', background: '#ffffff' }, width) }, 'png');
}

describe('it-tools qr-code-reader', () => {
  it('prints the decoded text of a screenshot, alone on its line (the README example)', async () => {
    const folder = scratchFolder();
    writeFileSync(join(folder, 'shot.png'), await qrPng('https://it-tools.tech/qr-code-reader'));
    const { code, stdout, stderr } = await runCli(['qr-code-reader', '-i', join(folder, 'shot.png')]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.toString('utf8')).toBe('https://it-tools.tech/qr-code-reader\n');
  });

  it('gives the details as JSON, says when an image has no code, and goes on with a batch after it', async () => {
    const folder = scratchFolder();
    writeFileSync(join(folder, 'wifi.png'), await qrPng('WIFI:T:WPA;S:Home;P:secret 123;;'));
    const blank = createRaster(64, 64);
    blank.data.fill(255);
    writeFileSync(join(folder, 'blank.png'), await encodeImage(blank, 'png'));

    const details = await runCli(['qr-code-reader-details', '-i', join(folder, 'wifi.png')]);
    expect(details.code).toBe(0);
    expect(JSON.parse(details.stdout.toString('utf8'))).toEqual([
      expect.objectContaining({ format: 'QR Code', text: 'WIFI:T:WPA;S:Home;P:secret 123;;', kind: 'wifi', fields: { ssid: 'Home', security: 'WPA', password: 'secret 123', hidden: false } }),
    ]);

    const none = await runCli(['qr-code-reader', '-i', join(folder, 'blank.png')]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('No QR code or barcode was found in this image.');

    const out = join(folder, 'out');
    const batch = await runCli(['qr-code-reader', '-i', join(folder, 'wifi.png'), '-i', join(folder, 'blank.png'), '-o', `${out}/`]);
    expect(batch.code).toBe(1);
    expect(readFileSync(join(out, 'wifi.txt'), 'utf8')).toBe('WIFI:T:WPA;S:Home;P:secret 123;;');
    expect(batch.stderr).toContain('blank.png');
  });
});
