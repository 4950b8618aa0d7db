/** The Node library: `import { run, list, detect, runRecipe } from '@it-tools/cli'` (issue 22). */
export { browserOnlyTools, detect, detectFile, list, readRecipe, run, runRecipe, UnknownOperationError, type BrowserOnlyTool, type DetectResult, type OperationInfo, type OptionInfo, type RunResult } from './api';

/** What `runCommand` gives: the exit code, standard output's bytes and standard error's text. */
export interface CommandResult {
  code: number;
  stdout: Uint8Array;
  stderr: string;
}

/**
 * Runs an `it-tools` command line in this process, as the `it-tools` command would with `args` and
 * `stdin` (nothing when absent) on pipes: for scripts that want the command's exact output without
 * starting a process each time.
 */
export async function runCommand(args: readonly string[], { stdin }: { stdin?: string | Uint8Array } = {}): Promise<CommandResult> {
  const { main } = await import('./main');
  const out: Uint8Array[] = [];
  const errors: string[] = [];
  const input = typeof stdin === 'string' ? new TextEncoder().encode(stdin) : (stdin ?? new Uint8Array());
  const code = await main([...args], {
    stdin: () => Promise.resolve(input),
    stdinIsTTY: false,
    stdoutIsTTY: false,
    write: (chunk) => out.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk.slice()),
    error: (line) => errors.push(`${line}\n`),
  });
  const stdout = new Uint8Array(out.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of out) {
    stdout.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { code, stdout, stderr: errors.join('') };
}
