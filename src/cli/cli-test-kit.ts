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

export function runCli(args: readonly string[], stdin?: string | Uint8Array): Promise<CliOutcome> {
  if (!existsSync(BIN)) throw new Error(`No built command at ${BIN}: run "npm run build:cli" first.`);
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

/** A fresh temporary folder. */
export function scratchFolder(prefix = 'it-tools-cli-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
