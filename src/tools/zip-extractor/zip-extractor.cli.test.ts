import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BIN, runCli, scratchFolder } from '../../cli/cli-test-kit';
import { makeTar } from './zip-extractor.example';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Another build of the command to run these tests against (a copy with a proposed change), or the repository's. */
const bin = process.env.IT_TOOLS_CLI_BIN ?? BIN;
const cli = (args: readonly string[]) => runCli(args, undefined, bin);

/** Every file under `folder`, as paths relative to it with forward slashes. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).replace(/\\/g, '/'))
    .sort();
}

describe('it-tools zip-extractor', () => {
  it('extracts a ZIP into out/, folders and all, and lists it from its central directory', async () => {
    const dir = scratchFolder('zip-extractor-');
    writeFileSync(join(dir, 'bundle.zip'), zipSync({ 'readme.txt': utf8('Read me'), 'src/app/main.ts': utf8('main();\n'), 'src/empty.txt': new Uint8Array(0), 'docs/': new Uint8Array(0) }));
    const run = await cli(['zip-extractor', '-i', join(dir, 'bundle.zip'), '-o', `${join(dir, 'out')}/`]);
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(filesUnder(join(dir, 'out'))).toEqual(['readme.txt', 'src/app/main.ts', 'src/empty.txt']);
    expect(readFileSync(join(dir, 'out', 'src', 'app', 'main.ts'), 'utf8')).toBe('main();\n');

    const list = await cli(['zip-extractor-list', '-i', join(dir, 'bundle.zip'), '--json']);
    expect(list.code).toBe(0);
    const { output } = JSON.parse(list.stdout.toString('utf8'));
    expect(output).toMatchObject({ format: 'zip', files: 3, folders: 1, totalSize: 15 });
    expect(output.entries.map((entry: { path: string }) => entry.path)).toEqual(['readme.txt', 'src/app/main.ts', 'src/empty.txt', 'docs/']);
  });

  it('never writes outside out/: entries going up are skipped with a warning, absolute ones made relative', async () => {
    const dir = scratchFolder('zip-extractor-');
    const out = join(dir, 'a', 'b', 'out');
    mkdirSync(join(dir, 'a', 'b'), { recursive: true });
    writeFileSync(join(dir, 'evil.zip'), zipSync({ '../../etc/passwd': utf8('root'), '..\\..\\win.ini': utf8('[boot]'), '/tmp/abs.txt': utf8('abs'), 'ok.txt': utf8('fine') }));
    const run = await cli(['zip-extractor', '-i', join(dir, 'evil.zip'), '-o', `${out}/`]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('warning: Skipped "../../etc/passwd": its path goes up out of the folder (..), so it is never written.');
    expect(run.stderr).toContain('warning: Skipped "..\\..\\win.ini"');
    // Nothing anywhere in the scratch folder but the archive and what went into out/.
    expect(filesUnder(dir)).toEqual(['a/b/out/ok.txt', 'a/b/out/tmp/abs.txt', 'evil.zip']);

    // A tar.gz with a symlink and an entry going up: the same.
    writeFileSync(
      join(dir, 'evil.tar.gz'),
      gzipSync(
        makeTar([
          { name: 'link', type: '2', linkName: '/etc/passwd' },
          { name: '../escape.txt', data: 'x' },
          { name: 'kept.txt', data: 'kept' },
        ]),
      ),
    );
    const tar = await cli(['zip-extractor', '-i', join(dir, 'evil.tar.gz'), '-o', `${join(dir, 'tar-out')}/`]);
    expect(tar.code).toBe(0);
    expect(tar.stderr).toContain('warning: Skipped the link "link" → /etc/passwd: links are not extracted.');
    expect(tar.stderr).toContain('warning: Skipped "../escape.txt"');
    expect(filesUnder(join(dir, 'tar-out'))).toEqual(['kept.txt']);
    expect(existsSync(join(dir, 'escape.txt'))).toBe(false);
  });

  it('refuses a ZIP bomb with a clear message and writes nothing', async () => {
    const dir = scratchFolder('zip-extractor-');
    writeFileSync(join(dir, 'bomb.zip'), zipSync({ 'a.txt': utf8('first'), 'zeros.bin': new Uint8Array(20 * 1024 * 1024) }, { level: 9 }));
    const run = await cli(['zip-extractor', '-i', join(dir, 'bomb.zip'), '-o', `${join(dir, 'out')}/`]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/bomb\.zip looks like a ZIP bomb: a file inflates \d+:1, over the limit of 200:1 for files over 1 MB\. Nothing was extracted\./);
    expect(filesUnder(join(dir, 'out'))).toEqual([]);
  });

  it('says so for a wrong password, an empty file and a file that is no archive', async () => {
    const dir = scratchFolder('zip-extractor-');
    writeFileSync(join(dir, 'empty.zip'), new Uint8Array(0));
    writeFileSync(join(dir, 'notes.zip'), 'just text');
    const empty = await cli(['zip-extractor', '-i', join(dir, 'empty.zip'), '-o', `${join(dir, 'out')}/`]);
    expect([empty.code, empty.stderr.trim()]).toEqual([1, 'it-tools: empty.zip is empty (0 bytes): there is no archive to open.']);
    const text = await cli(['zip-extractor-list', '-i', join(dir, 'notes.zip')]);
    expect([text.code, text.stderr.trim()]).toEqual([1, 'it-tools: notes.zip is not a ZIP, tar or tar.gz archive.']);

    const { ZipWriter, Uint8ArrayReader, Uint8ArrayWriter, configure } = await import('@zip.js/zip.js/index-native.js');
    configure({ useWebWorkers: false });
    const writer = new ZipWriter(new Uint8ArrayWriter(), { password: 'correct horse', encryptionStrength: 3 });
    await writer.add('secret.txt', new Uint8ArrayReader(utf8('top secret')));
    writeFileSync(join(dir, 'locked.zip'), await writer.close());
    const wrong = await cli(['zip-extractor', '-i', join(dir, 'locked.zip'), '--password', 'nope', '-o', `${join(dir, 'out')}/`]);
    expect([wrong.code, wrong.stderr.trim()]).toEqual([1, 'it-tools: The password is wrong for locked.zip.']);
    const right = await cli(['zip-extractor', '-i', join(dir, 'locked.zip'), '--password', 'correct horse', '-o', `${join(dir, 'out')}/`]);
    expect(right.code).toBe(0);
    expect(readFileSync(join(dir, 'out', 'secret.txt'), 'utf8')).toBe('top secret');
  });
});
