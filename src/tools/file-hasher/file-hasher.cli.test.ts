import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const md5 = (bytes: Uint8Array | string) => createHash('md5').update(bytes).digest('hex');

/** A 24 MB file of seeded bytes: several chunks of the stream the command reads it as. */
function seeded(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = 0x1234567;
  for (let index = 0; index < length; index += 1) {
    state = (state * 1664525 + 1013904223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

describe('it-tools file-hasher', () => {
  it('prints sha256sum lines for a file read as a stream; several algorithms as BSD lines; an unknown one is a usage error', async () => {
    const dir = scratchFolder();
    const iso = seeded(24 * 1024 * 1024 + 7);
    writeFileSync(join(dir, 'ubuntu.iso'), iso);

    const one = await runCli(['file-hasher', '-i', join(dir, 'ubuntu.iso'), '--algorithm', 'sha256']);
    expect([one.code, one.stderr, one.stdout.toString('utf8')]).toEqual([0, '', `${sha256(iso)}  ubuntu.iso\n`]);

    const several = await runCli(['file-hasher', '-i', join(dir, 'ubuntu.iso'), '--algorithm', 'md5,sha256']);
    expect([several.code, several.stdout.toString('utf8')]).toEqual([0, `MD5 (ubuntu.iso) = ${md5(iso)}\nSHA256 (ubuntu.iso) = ${sha256(iso)}\n`]);

    const json = await runCli(['file-hasher-digests', '-i', join(dir, 'ubuntu.iso'), '--algorithm', 'all', '--json']);
    expect(JSON.parse(json.stdout.toString('utf8')).output).toMatchObject({ name: 'ubuntu.iso', size: iso.length, digests: { md5: md5(iso), sha256: sha256(iso) } });

    const bad = await runCli(['file-hasher', '-i', join(dir, 'ubuntu.iso'), '--algorithm', 'sha384']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('algorithm');
  });

  it('--check SHA256SUMS checks each line against the files beside the list: OK exits 0; a mismatch or a missing file lists every line and exits 1', async () => {
    const dir = scratchFolder();
    mkdirSync(join(dir, 'release'));
    const iso = seeded(3 * 1024 * 1024);
    writeFileSync(join(dir, 'release', 'ubuntu.iso'), iso);
    writeFileSync(join(dir, 'release', 'notes.txt'), 'notes\n');
    // GNU and binary-marked lines, a BSD line, CRLF, a comment: as the file hasher writes them, and other tools.
    writeFileSync(join(dir, 'release', 'SHA256SUMS'), `# release\r\n${sha256(iso)} *ubuntu.iso\r\nMD5 (notes.txt) = ${md5('notes\n')}\r\n`);
    // Run from another folder: the names are read relative to the list's folder.
    const ok = await runCli(['file-hasher', '--check', join(dir, 'release', 'SHA256SUMS')]);
    expect([ok.code, ok.stderr, ok.stdout.toString('utf8')]).toEqual([0, '', 'ubuntu.iso: OK\nnotes.txt: OK\n']);

    writeFileSync(join(dir, 'release', 'SHA256SUMS'), `${sha256(iso)}  ubuntu.iso\n${sha256('other')}  notes.txt\n${sha256('x')}  gone.iso\n`);
    const failed = await runCli(['file-hasher', '--check', join(dir, 'release', 'SHA256SUMS')]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toBe('it-tools: 2 of 3 checksums failed the check:\nubuntu.iso: OK\nnotes.txt: FAILED\ngone.iso: FAILED open or read\n');

    // --ignore-missing, as sha256sum's: a list of several downloads checks the one at hand.
    writeFileSync(join(dir, 'release', 'SHA256SUMS'), `${sha256(iso)}  ubuntu.iso\n${sha256('x')}  gone.iso\n`);
    const some = await runCli(['file-hasher', '--check', join(dir, 'release', 'SHA256SUMS'), '--ignore-missing']);
    expect([some.code, some.stdout.toString('utf8')]).toEqual([0, 'ubuntu.iso: OK\n']);

    // The same operation by its own name, the files given: no list at all is a rejected input.
    const named = await runCli(['file-hasher-check', '-i', join(dir, 'release', 'SHA256SUMS'), '-i', join(dir, 'release', 'ubuntu.iso'), '--ignore-missing']);
    expect([named.code, named.stdout.toString('utf8')]).toEqual([0, 'ubuntu.iso: OK\n']);
    const notAList = await runCli(['file-hasher', '--check', join(dir, 'release', 'notes.txt')]);
    expect([notAList.code, notAList.stderr]).toEqual([1, 'it-tools: notes.txt has no checksum line (e3b0c442…  file.iso · SHA256 (file.iso) = e3b0c442…).\n']);
  });
});
