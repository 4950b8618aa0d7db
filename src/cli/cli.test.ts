import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { dataToJson } from '../engine/recipe';
import { main } from './main';
import { BIN, runCli } from './cli-test-kit';
import { flagName } from './flags';
import { runOperation, type Operation } from '../engine/operation';
import type { FileValue } from '../engine/values';
import { loadOperations } from '../engine/registry';
import type * as CliLibrary from './index';

/**
 * The built command (`npm run build:cli`, which `npm test` runs first): every operation's examples
 * give the example's output, and bad use gives its exit code and one line. The examples run through
 * the built package's `runCommand` (the same command in this process: a child process per example
 * was 490 Node starts, 108 s of the suite); a few of them, and everything about the process itself
 * (standard input and output, exit codes, terminals), as a child process.
 */
if (!existsSync(BIN)) throw new Error(`No built command at ${BIN}: run "npm run build:cli" first.`);

const cli = runCli;
const built = createRequire(import.meta.url)(join(dirname(BIN), 'index.cjs')) as typeof CliLibrary;
/** An example through the built command, in this process. */
const inProcess = async (args: readonly string[], stdin?: string | Uint8Array) => {
  const { code, stdout, stderr } = await built.runCommand(args, stdin === undefined ? {} : { stdin });
  return { code, stdout: Buffer.from(stdout), stderr };
};

/** An example's options as flags: switches, `--flag value`, and `--options` for lists and objects. */
function flags(options: Record<string, unknown>): string[] {
  const args: string[] = [];
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (typeof value === 'boolean') args.push(value ? `--${flagName(key)}` : `--no-${flagName(key)}`);
    else if (typeof value === 'string' || typeof value === 'number') args.push(`--${flagName(key)}=${value}`);
    else rest[key] = value;
  }
  if (Object.keys(rest).length > 0) args.push('--options', JSON.stringify(rest));
  return args;
}

/** What the command prints for an example's output: text and a newline, data as JSON, bytes (and a file's bytes) as they are. */
function expectOutput(operation: Operation, stdout: Buffer, expected: unknown): void {
  if (operation.output === 'bytes') expect(new Uint8Array(stdout)).toEqual(expected);
  else if (operation.output === 'file') expect(new Uint8Array(stdout)).toEqual((expected as FileValue).bytes);
  else if (operation.output === 'data') expect(JSON.parse(stdout.toString('utf8'))).toEqual(JSON.parse(dataToJson(expected)));
  else expect(stdout.toString('utf8')).toBe((expected as string).endsWith('\n') ? (expected as string) : `${expected as string}\n`);
}

const operations = await loadOperations();
// Examples with a fixed random sequence only hold with that sequence (the command draws its own).
const cases = operations.flatMap((operation) =>
  operation.examples.filter((example) => example.random === undefined).map((example, index) => [`${operation.id} #${index + 1}`, operation, example] as const),
);

describe('it-tools <operation>: every example through the built command', () => {
  // Files are given with -i, in order (written to a folder first); a text or bytes on standard input.
  const fileCases = cases.filter(([, operation]) => operation.input === 'file' || operation.input === 'files');
  it.concurrent.each(fileCases)('%s (files given with -i)', async (_name, operation, example) => {
    const dir = mkdtempSync(join(tmpdir(), 'it-tools-files-'));
    try {
      // The command names a file by its base name (`-i dir/b.txt` is b.txt): the expected output is the
      // operation's, run here on the files so named, unless no name has a folder.
      const given = ([] as FileValue[]).concat(example.input as FileValue | FileValue[]);
      const named = given.map((file) => ({ ...file, name: basename(file.name) }));
      const expected = named.every((file, index) => file.name === given[index]!.name) ? example.output : await runOperation(operation, (operation.input === 'file' ? named[0] : named) as never, example.options ?? {});
      const args = given.flatMap((file, index) => {
        const path = join(dir, String(index), file.name);
        mkdirSync(join(path, '..'), { recursive: true });
        writeFileSync(path, file.bytes);
        return ['-i', path];
      });
      const out = operation.output === 'files' ? ['-o', `${join(dir, 'out')}/`] : [];
      const { code, stdout, stderr } = await inProcess([operation.id, ...flags(example.options ?? {}), ...args, ...out]);
      expect(stderr.replace(/^warning: .*\n/gm, ''), 'standard error').toBe('');
      expect(code).toBe(0);
      if (operation.output === 'files') {
        for (const file of expected as FileValue[]) expect(new Uint8Array(readFileSync(join(dir, 'out', file.name)))).toEqual(file.bytes);
      } else expectOutput(operation, stdout, expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.concurrent.each(cases.filter(([, operation]) => operation.input !== 'file' && operation.input !== 'files'))('%s (input on standard input)', async (_name, operation, example) => {
    // A text arrives as a shell's echo sends it, with a newline the command drops; bytes exactly.
    const stdin = operation.input === 'none' ? undefined : typeof example.input === 'string' ? `${example.input}\n` : (example.input as Uint8Array);
    const { code, stdout, stderr } = await inProcess([operation.id, ...flags(example.options ?? {})], stdin);
    expect(stderr.replace(/^warning: .*\n/gm, ''), 'standard error').toBe('');
    expect(code).toBe(0);
    expectOutput(operation, stdout, example.output);
  });

  // As TEXT: the first example of each text operation whose input is one argument a shell can pass.
  const asText = operations.flatMap((operation) => {
    const example = operation.examples.find((candidate) => candidate.random === undefined && typeof candidate.input === 'string' && candidate.input !== '' && !candidate.input.startsWith('-') && !candidate.input.includes('\0'));
    return operation.input === 'text' && example ? [[operation.id, operation, example] as const] : [];
  });
  it.concurrent.each(asText)('%s (input as TEXT)', async (_name, operation, example) => {
    const { code, stdout } = await inProcess([operation.id, example.input as string, ...flags(example.options ?? {})]);
    expect(code).toBe(0);
    expectOutput(operation, stdout, example.output);
  });

  it('gives the same as a child process: a text on standard input, a TEXT argument, a file with -i', async () => {
    const byId = (id: string) => operations.find((operation) => operation.id === id)!;
    const [pretty] = byId('json-prettify').examples;
    const stdin = await cli(['json-prettify', ...flags(pretty!.options ?? {})], `${pretty!.input as string}\n`);
    expect(stdin.code).toBe(0);
    expectOutput(byId('json-prettify'), stdin.stdout, pretty!.output);
    const asArgument = await cli(['base64-string-encode', 'hello']);
    expect(asArgument.stdout.toString('utf8')).toBe('aGVsbG8=\n');
    const dir = mkdtempSync(join(tmpdir(), 'it-tools-files-'));
    try {
      writeFileSync(join(dir, 'a.txt'), 'abc');
      const args = ['base64-file-encode', '-i', join(dir, 'a.txt')];
      const [child, here] = await Promise.all([cli(args), inProcess(args)]);
      expect(child.stdout.toString('utf8')).toMatch(/YWJj\n$/);
      expect({ code: child.code, stdout: child.stdout.toString('utf8'), stderr: child.stderr }).toEqual({ code: here.code, stdout: here.stdout.toString('utf8'), stderr: here.stderr });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('it-tools: bad use gives its exit code and one clear line, never a stack trace', () => {
  it.each([
    ['an unknown operation', ['no-such-operation', 'x'], 2, /^it-tools: Unknown operation or command: no-such-operation/],
    ['a tool only the web page offers', ['device-information'], 4, /^it-tools: device-information needs a browser: use the Device information page of IT Tools \(\/device-information\)\./],
    ['an unknown flag', ['json-prettify', '--bogus', '1', '{}'], 2, /^it-tools: Unknown option --bogus\. Its options: --sort-keys, --indent-size\./],
    ['a number out of range', ['json-prettify', '--indent-size', '99', '{}'], 2, /^it-tools: --indent-size must be between 0 and 10, not 99\./],
    ['a bad choice', ['base-converter-twos-complement', '--twos-bits', '12', '5'], 2, /^it-tools: --twos-bits takes one of 8, 16, 32, 64, not "12"\./],
    ['an unreadable file', ['json-prettify', '-i', '/no/such/file.json'], 3, /^it-tools: Cannot read \/no\/such\/file\.json: ENOENT\./],
    ['an input the operation rejects', ['json-prettify', '{a'], 1, /^it-tools: Provided JSON is not valid\./],
  ] as const)('%s', async (_name, args, code, message) => {
    const outcome = await cli(args);
    expect(outcome.code).toBe(code);
    expect(outcome.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(outcome.stderr).toMatch(message);
    expect(outcome.stderr).not.toMatch(/\n\s+at /);
  });

  it('reads 5 MB on standard input', async () => {
    const text = `${'a'.repeat(5 * 1024 * 1024)}`;
    const { code, stdout } = await cli(['base64-string-encode'], `${text}\n`);
    expect(code).toBe(0);
    expect(stdout.toString('utf8').trimEnd()).toBe(Buffer.from(text).toString('base64'));
  });

  it('prettifies a large document in pieces: whole and in order to a reader that takes its time, to a file, and to one that leaves early', async () => {
    const records = Array.from({ length: 20_000 }, (_, index) => ({ id: index, name: `record ${index} é`, tags: ['a', `t${index % 7}`], nested: { at: index * 1.5, ok: index % 2 === 0 } }));
    const expected = JSON.stringify(records, null, 2);
    const dir = mkdtempSync(join(tmpdir(), 'it-tools-pieces-'));
    try {
      const file = join(dir, 'records.json');
      writeFileSync(file, JSON.stringify(records));
      const args = ['json-prettify', '--no-sort-keys', '--indent-size', '2', '-i', file];
      const slow = await new Promise<{ code: number | null; text: string }>((resolve, reject) => {
        const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
        const out: Buffer[] = [];
        child.stdout.pause();
        setTimeout(() => child.stdout.resume(), 300);
        child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, text: Buffer.concat(out).toString('utf8') }));
      });
      expect(slow.code).toBe(0);
      expect(slow.text).toBe(`${expected}\n`);
      const toFile = await cli([...args, '-o', join(dir, 'out.json')]);
      expect(toFile.code).toBe(0);
      expect(readFileSync(join(dir, 'out.json'), 'utf8')).toBe(expected);
      const early = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
        const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
        const err: Buffer[] = [];
        child.stdout.once('data', () => child.stdout.destroy());
        child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stderr: Buffer.concat(err).toString('utf8') }));
      });
      expect(early).toEqual({ code: 0, stderr: '' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('batches: one operation, many files', () => {
    const withFolder = async (body: (dir: string) => Promise<void>) => {
      const dir = mkdtempSync(join(tmpdir(), 'it-tools-batch-'));
      try {
        await body(dir);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    const write = (dir: string, files: Record<string, string>) => {
      mkdirSync(join(dir, 'in'), { recursive: true });
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'in', name), text);
    };

    it('runs a quoted glob into a folder, each output named after its input', async () => {
      await withFolder(async (dir) => {
        write(dir, { 'a.json': '{"b":1,"a":2}', 'b.json': '[3, {"z":0,"y":1}]', 'c.txt': 'not matched' });
        const { code, stderr } = await cli(['json-prettify', '-i', join(dir, 'in', '*.json'), '-o', `${join(dir, 'out')}/`, '--indent-size', '2']);
        expect(stderr).toBe('');
        expect(code).toBe(0);
        expect(readdirSync(join(dir, 'out')).sort()).toEqual(['a.txt', 'b.txt']);
        expect(readFileSync(join(dir, 'out', 'a.txt'), 'utf8')).toBe('{\n  "a": 2,\n  "b": 1\n}');
        expect(readFileSync(join(dir, 'out', 'b.txt'), 'utf8')).toBe('[\n  3,\n  {\n    "y": 1,\n    "z": 0\n  }\n]');
      });
    });

    it('writes the good inputs when one fails, says which failed on a line of its own, and exits 1', async () => {
      await withFolder(async (dir) => {
        write(dir, { 'good1.json': '{"x":1}', 'bad.json': '{"x":', 'good2.json': '{"y":2}' });
        const inputs = ['good1.json', 'bad.json', 'good2.json'].flatMap((name) => ['-i', join(dir, 'in', name)]);
        const { code, stderr } = await cli(['json-minify', ...inputs, '-o', join(dir, 'out')]);
        expect(code).toBe(1);
        const lines = stderr.trimEnd().split('\n');
        expect(lines).toHaveLength(2);
        expect(lines[0]).toMatch(new RegExp(`^it-tools: ${join(dir, 'in', 'bad.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
        expect(lines[1]).toBe(`it-tools: 1 of 3 inputs failed; the others are written in ${join(dir, 'out')}.`);
        expect(readdirSync(join(dir, 'out')).sort()).toEqual(['good1.txt', 'good2.txt']);
        expect(readFileSync(join(dir, 'out', 'good2.txt'), 'utf8')).toBe('{"y":2}');
      });
    });

    it('overwrites nothing without --force', async () => {
      await withFolder(async (dir) => {
        write(dir, { 'a.json': '{"v":1}', 'b.json': '{"v":2}' });
        mkdirSync(join(dir, 'out'));
        writeFileSync(join(dir, 'out', 'a.txt'), 'mine');
        const args = ['json-minify', '-i', join(dir, 'in', '*.json'), '-o', join(dir, 'out')];
        const first = await cli(args);
        expect(first.code).toBe(1);
        expect(first.stderr).toContain(`${join(dir, 'out', 'a.txt')} exists: use --force to overwrite it.`);
        expect(readFileSync(join(dir, 'out', 'a.txt'), 'utf8')).toBe('mine');
        expect(readFileSync(join(dir, 'out', 'b.txt'), 'utf8')).toBe('{"v":2}');
        const forced = await cli([...args, '--force']);
        expect(forced).toMatchObject({ code: 0, stderr: '' });
        expect(readFileSync(join(dir, 'out', 'a.txt'), 'utf8')).toBe('{"v":1}');
      });
    });

    it('runs a recipe over a batch, and asks for a folder when several inputs have none', async () => {
      await withFolder(async (dir) => {
        write(dir, { 'one.txt': 'eyJrIjoxfQ==', 'two.txt': 'eyJrIjpbMl19' });
        const recipe = await cli(['run', 'base64-string-decode | json-prettify --indent-size 1', '-i', join(dir, 'in', '*.txt'), '-o', join(dir, 'out')]);
        expect(recipe).toMatchObject({ code: 0, stderr: '' });
        expect(readFileSync(join(dir, 'out', 'one.txt'), 'utf8')).toBe('{\n "k": 1\n}');
        expect(readFileSync(join(dir, 'out', 'two.txt'), 'utf8')).toBe('{\n "k": [\n  2\n ]\n}');
        const noFolder = await cli(['json-minify', '-i', join(dir, 'in', 'one.txt'), '-i', join(dir, 'in', 'two.txt')]);
        expect(noFolder.code).toBe(2);
        expect(noFolder.stderr).toBe('it-tools: Several inputs: write their outputs into a folder with -o DIR/.\n');
      });
    });

    it('detects a file from its first bytes and its name', async () => {
      await withFolder(async (dir) => {
        writeFileSync(join(dir, 'scan'), '%PDF-1.7\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\n');
        const detected = JSON.parse((await cli(['detect', '-i', join(dir, 'scan'), '--json'])).stdout.toString('utf8')) as { tool: string }[];
        // No extension: the %PDF- header alone makes it a PDF, for the PDF tools.
        expect(detected.length).toBeGreaterThan(2);
        expect(detected.every((entry) => entry.tool.startsWith('pdf-'))).toBe(true);
        expect(detected.map((entry) => entry.tool)).toContain('pdf-info');
      });
    });
  });

  it('lists every operation as JSON, runs a recipe in its text form and detects', async () => {
    const listed = JSON.parse((await cli(['list', '--json'])).stdout.toString('utf8')) as { id: string; browserOnly?: true; options: Record<string, { type: string; default: unknown }> }[];
    expect(listed.filter((entry) => !entry.browserOnly).map((entry) => entry.id).sort()).toEqual(operations.map((operation) => operation.id).sort());
    expect(listed.filter((entry) => entry.browserOnly).map((entry) => entry.id)).toEqual(['camera-recorder', 'chronometer', 'device-information', 'git-memo', 'html-wysiwyg-editor', 'keycode-info', 'regex-memo']);
    expect(listed.find((entry) => entry.id === 'json-prettify')?.options.indentSize).toMatchObject({ type: 'number', default: 3 });
    const recipe = await cli(['run', 'base64-string-decode | json-prettify --indent-size 2', Buffer.from('{"b":1,"a":[1]}').toString('base64')]);
    expect(recipe.stdout.toString('utf8')).toBe('{\n  "a": [\n    1\n  ],\n  "b": 1\n}\n');
    const detected = JSON.parse((await cli(['detect', '--json'], '192.168.0.0/16\n')).stdout.toString('utf8')) as { tool: string; operation: string }[];
    expect(detected[0]).toMatchObject({ tool: 'ipv4-subnet-calculator' });
    // A value inside a header line, and a chain given as the recipe `it-tools run` reads.
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.hFtb4Q1Y8Zl0b7o0lUt2Q2T8xj0mEjYwJ6wRkM6d2yQ';
    const inHeader = JSON.parse((await cli(['detect', '--json'], `Authorization: Bearer ${jwt}\n`)).stdout.toString('utf8')) as { tool: string; input?: string; from?: string }[];
    expect(inHeader[0]).toMatchObject({ tool: 'jwt-parser', input: jwt, from: 'the Bearer token of the Authorization header' });
    const chained = await cli(['detect'], `${Buffer.from('{"user":"bob","roles":["admin"]}').toString('base64')}\n`);
    expect(chained.stdout.toString('utf8')).toContain('chain (it-tools run): base64-string-decode | json-prettify\n');
  });
});

describe('it-tools at a terminal (standard input and output are a TTY)', () => {
  async function atTerminal(args: string[]) {
    const out: (string | Uint8Array)[] = [];
    const errors: string[] = [];
    const code = await main(args, { stdin: () => Promise.reject(new Error('a terminal is not read')), stdinIsTTY: true, stdoutIsTTY: true, write: (chunk) => out.push(chunk), error: (line) => errors.push(line) });
    return { code, out: out.join(''), errors };
  }

  it('asks for an input rather than waiting on the keyboard', async () => {
    expect(await atTerminal(['json-prettify'])).toEqual({ code: 2, out: '', errors: ['it-tools: No input: give it as TEXT, with -i FILE, or on standard input.'] });
  });

  it('refuses to print bytes (an image, a key) to the terminal', async () => {
    expect(await atTerminal(['base64-file-decode', 'iVBORw0KGgo='])).toEqual({ code: 2, out: '', errors: ['it-tools: The output is bytes: write it to a file with -o FILE (or pipe it), not to a terminal.'] });
  });

  it('prints data as an aligned table', async () => {
    const { code, out } = await atTerminal(['url-parser', 'https://user:pw@example.com:8080/a/b?x=1#top']);
    expect(code).toBe(0);
    expect(out).toMatch(/^protocol +https:$/m);
    expect(out).toMatch(/^port +8080$/m);
  });
});

describe('the package, packed and installed into an empty folder with no network', () => {
  it('runs list, an operation, a recipe and detect, and imports as a library', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'it-tools-pack-'));
    try {
      execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: new URL('../../packages/cli', import.meta.url).pathname });
      const tarball = join(dir, readdirSync(dir).find((name) => name.endsWith('.tgz'))!);
      const app = join(dir, 'app');
      mkdirSync(app);
      writeFileSync(join(app, 'package.json'), '{ "name": "try-it-tools", "private": true, "type": "module" }\n');
      execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', tarball], { cwd: app });
      // Nothing but the package itself is installed; its command is linked as it-tools.
      expect(readdirSync(join(app, 'node_modules')).sort()).toEqual(['.bin', '.package-lock.json', '@it-tools']);
      const bin = join(app, 'node_modules', '.bin', 'it-tools');

      const listed = await cli(['list'], undefined, bin);
      expect(listed.code).toBe(0);
      expect(listed.stdout.toString('utf8')).toMatch(/^json-prettify +text → text +JSON prettify$/m);
      expect((await cli(['base64-encode', 'hello'], undefined, bin)).stdout.toString('utf8')).toBe('aGVsbG8=\n');
      const recipe = await cli(['run', 'base64-decode | json-prettify --indent-size 2'], `${Buffer.from('{"a":[1]}').toString('base64')}\n`, bin);
      expect(recipe.stdout.toString('utf8')).toBe('{\n  "a": [\n    1\n  ]\n}\n');
      const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsIm5hbWUiOiJBZGEiLCJpYXQiOjE3MDAwMDAwMDB9.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmUtMDE';
      const detected = await cli(['detect'], `${jwt}\n`, bin);
      expect(detected.stdout.toString('utf8')).toMatch(/^jwt-parser +0\.99 {2}Three Base64url parts/);

      writeFileSync(join(app, 'script.mjs'), "import { run, runRecipe } from '@it-tools/cli';\nconst { output } = await run('hash-sha256', 'abc');\nconst recipe = await runRecipe('url-encoder-decode | base64-decode', 'aGk%3D');\nconsole.log(output, recipe.ok && recipe.output.value);\n");
      expect(execFileSync(process.execPath, ['script.mjs'], { cwd: app, encoding: 'utf8' })).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad hi\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
