import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { EAN8_EXAMPLE_SVG } from './barcode-generator.example';
import { EAN8_PNG_SHA256 } from './barcode-generator.fixtures';

describe('it-tools barcode-generator', () => {
  it('prints the SVG and says which check digit it added', async () => {
    const { code, stdout, stderr } = await runCli(['barcode-generator', '9638507', '--symbology', 'ean8', '--no-include-text', '--scale', '1']);
    expect(code).toBe(0);
    expect(stdout.toString('utf8')).toBe(EAN8_EXAMPLE_SVG);
    expect(stderr).toBe('warning: Check digit 4 added: 96385074\n');
  });

  it('writes the PNG the page makes (same bytes), and refuses a wrong check digit naming the right one', async () => {
    const folder = scratchFolder();
    const png = join(folder, 'ean8.png');
    const made = await runCli(['barcode-generator', '9638507', '--symbology', 'ean8', '--scale', '2', '--format', 'png', '-o', png]);
    expect(made.code).toBe(0);
    expect(createHash('sha256').update(readFileSync(png)).digest('hex')).toBe(EAN8_PNG_SHA256);

    const wrong = await runCli(['barcode-generator', '5901234123458', '--symbology', 'ean13']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Wrong check digit: the last digit should be 7, not 8 (5901234123457).');
  });
});
