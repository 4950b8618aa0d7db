import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { TINY_PNG } from './file-inspector.example';

describe('it-tools file-inspector', () => {
  it('prints the JSON report of a file read from disk in slices, and a hex dump of a range', async () => {
    const dir = scratchFolder();
    // 5 KB of text, a PNG at 5,000, more text: named .bin.
    const text = Buffer.from('log line\n'.repeat(600)).subarray(0, 5000);
    writeFileSync(join(dir, 'x.bin'), Buffer.concat([text, TINY_PNG, text]));
    const report = await runCli(['file-inspector', '-i', join(dir, 'x.bin')]);
    expect([report.code, report.stderr]).toEqual([0, '']);
    expect(JSON.parse(report.stdout.toString('utf8'))).toMatchObject({
      name: 'x.bin',
      size: 10070,
      detected: { type: 'text/plain', by: 'text' },
      verdict: 'unknown-extension',
      mismatch: false,
      entropyHint: 'text',
      embedded: [{ offset: 5000, offsetHex: '0x00001388', type: 'image/png' }],
    });

    const hex = await runCli(['file-inspector-hex', '-i', join(dir, 'x.bin'), '--offset', '0x1388', '--length', '16']);
    expect([hex.code, hex.stderr]).toEqual([0, '']);
    expect(hex.stdout.toString('utf8')).toBe('00001388  89 50 4e 47 0d 0a 1a 0a  00 00 00 0d 49 48 44 52  |.PNG........IHDR|\n00001398\n');

    // A PNG disguised as a JPEG: the mismatch is said.
    writeFileSync(join(dir, 'photo.jpg'), TINY_PNG);
    const disguised = JSON.parse((await runCli(['file-inspector', '-i', join(dir, 'photo.jpg')])).stdout.toString('utf8'));
    expect([disguised.verdict, disguised.mismatch, disguised.detected.type, disguised.extensionType.type]).toEqual(['mismatch', true, 'image/png', 'image/jpeg']);
  });

  it('goes file → hex → file, and says what is wrong with bad input', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'pixel.png'), TINY_PNG);
    const hex = await runCli(['file-to-hex', '-i', join(dir, 'pixel.png'), '-o', join(dir, 'pixel.hex')]);
    expect([hex.code, hex.stderr]).toEqual([0, '']);
    expect(readFileSync(join(dir, 'pixel.hex'), 'utf8')).toBe(Buffer.from(TINY_PNG).toString('hex'));
    const back = await runCli(['hex-to-file', '-i', join(dir, 'pixel.hex'), '-o', join(dir, 'back.png')]);
    expect([back.code, back.stderr]).toEqual([0, '']);
    expect(readFileSync(join(dir, 'back.png'))).toEqual(Buffer.from(TINY_PNG));

    const bad = await runCli(['hex-to-file', '89 50\n4g'], undefined);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('“g” at character 8 (line 2, column 2) is not a hexadecimal digit.');

    writeFileSync(join(dir, 'empty.bin'), '');
    const empty = await runCli(['file-inspector', '-i', join(dir, 'empty.bin')]);
    expect(empty.code).not.toBe(0);
    expect(empty.stderr).toContain('The file is empty (0 bytes)');

    const past = await runCli(['file-inspector-hex', '-i', join(dir, 'pixel.png'), '--offset', '70']);
    expect(past.stderr).toContain('Offset 70 is past the end of the file: it has 70 bytes, the last at offset 69.');
  });
});
