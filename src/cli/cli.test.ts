import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataToJson } from '../lib/recipe';
import { flagName } from './flags';
import type { Operation } from '../lib/operations/operation';
import { loadOperations } from '../tools/operations';

/**
 * The built command (`npm run build:cli`, which `npm test` runs first) as a child process: every
 * operation's examples give the example's output, and bad use gives its exit code and one line.
 */
const BIN = new URL('../../packages/cli/dist/bin.js', import.meta.url).pathname;
if (!existsSync(BIN)) throw new Error(`No built command at ${BIN}: run "npm run build:cli" first.`);

interface Outcome {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

function cli(args: readonly string[], stdin?: string | Uint8Array): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8') }));
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin === undefined ? undefined : Buffer.from(stdin));
  });
}

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

/** What the command prints for an example's output: text and a newline, data as JSON, bytes as they are. */
function expectOutput(operation: Operation, stdout: Buffer, expected: unknown): void {
  if (operation.output === 'bytes') expect(new Uint8Array(stdout)).toEqual(expected);
  else if (operation.output === 'data') expect(JSON.parse(stdout.toString('utf8'))).toEqual(JSON.parse(dataToJson(expected)));
  else expect(stdout.toString('utf8')).toBe((expected as string).endsWith('\n') ? (expected as string) : `${expected as string}\n`);
}

const operations = await loadOperations();
// Examples with a fixed random sequence only hold with that sequence (the command draws its own).
const cases = operations.flatMap((operation) =>
  operation.examples.filter((example) => example.random === undefined).map((example, index) => [`${operation.id} #${index + 1}`, operation, example] as const),
);

describe('it-tools <operation>: every example through the built command', () => {
  it.concurrent.each(cases)('%s (input on standard input)', async (_name, operation, example) => {
    // A text arrives as a shell's echo sends it, with a newline the command drops; bytes exactly.
    const stdin = operation.input === 'none' ? undefined : typeof example.input === 'string' ? `${example.input}\n` : (example.input as Uint8Array);
    const { code, stdout, stderr } = await cli([operation.id, ...flags(example.options ?? {})], stdin);
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
    const { code, stdout } = await cli([operation.id, example.input as string, ...flags(example.options ?? {})]);
    expect(code).toBe(0);
    expectOutput(operation, stdout, example.output);
  });
});

describe('it-tools: bad use gives its exit code and one clear line, never a stack trace', () => {
  it.each([
    ['an unknown operation', ['no-such-operation', 'x'], 2, /^it-tools: Unknown operation or command: no-such-operation/],
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

  it('lists every operation as JSON, runs a recipe in its text form and detects', async () => {
    const listed = JSON.parse((await cli(['list', '--json'])).stdout.toString('utf8')) as { id: string; options: Record<string, { type: string; default: unknown }> }[];
    expect(listed.map((entry) => entry.id).sort()).toEqual(operations.map((operation) => operation.id).sort());
    expect(listed.find((entry) => entry.id === 'json-prettify')?.options.indentSize).toMatchObject({ type: 'number', default: 3 });
    const recipe = await cli(['run', 'base64-string-decode | json-prettify --indent-size 2', Buffer.from('{"b":1,"a":[1]}').toString('base64')]);
    expect(recipe.stdout.toString('utf8')).toBe('{\n  "a": [\n    1\n  ],\n  "b": 1\n}\n');
    const detected = JSON.parse((await cli(['detect', '--json'], '192.168.0.0/16\n')).stdout.toString('utf8')) as { tool: string; operation: string }[];
    expect(detected[0]).toMatchObject({ tool: 'ipv4-subnet-calculator' });
  });
});
