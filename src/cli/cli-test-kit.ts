import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * For a tool's own command-line tests (`src/tools/<id>/<id>.cli.test.ts`, run by `npm run
 * test:cli`): the built command as a child process, and a scratch folder for input and output files.
 */
export const BIN = new URL('../../packages/cli/dist/bin.cjs', import.meta.url).pathname;

export interface CliOutcome {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

/** Runs the built command (or another `bin`, e.g. an installed copy) with `args`, feeding `stdin`. */
export function runCli(args: readonly string[], stdin?: string | Uint8Array, bin = BIN): Promise<CliOutcome> {
  if (!existsSync(bin)) throw new Error(`No built command at ${bin}: run "npm run build:cli" first.`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
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

/** A fresh temporary folder. */
export function scratchFolder(prefix = 'it-tools-cli-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
