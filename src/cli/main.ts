import { closeSync, existsSync, mkdirSync, openAsBlob, openSync, readFileSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, sep } from 'node:path';
import { isatty } from 'node:tty';
import { englishMessage } from './messages';
import { manifest } from '../engine/manifest';
import { startOperationWithWarnings, type Operation, type OperationWarning } from '../engine/operation';
import { cryptoRandom } from '../lib/random';
import { bytesToHex } from '../lib/crypto-encoding/bytes';
import { isNeedsBrowserError } from '../lib/errors';
import { dataToJson, inputFor, outputFiles, uniqueFileName, type FileValue, type RecipeValue } from '../engine/values';
import { pathInFolder } from './out-path';
import { identifyFile } from '../engine/detect/signatures';
import { runBatch, type BatchTask } from './batch';
import { expandInputs, type ExpandedInputs } from './inputs';
import { browserOnlyTools, describeOperation, detect, detectFile, findOperation, list, readRecipe, runRecipe, toolInfo } from './api';
import { flagName, parseOptionFlags, UsageError } from './flags';

/**
 * `it-tools`: every operation of the web app as a command (issue 22). Exit codes: 0 success; 1 the
 * input was rejected; 2 usage or option error; 3 file error; 4 the operation needs a browser.
 */

class FileError extends Error {
  override name = 'FileError';
}

/** A tool the web page offers that cannot run here (exit code 4). */
class NeedsBrowser extends Error {
  override name = 'NeedsBrowser';
}

interface Io {
  stdin: () => Promise<Uint8Array>;
  stdinIsTTY: boolean;
  stdoutIsTTY: boolean;
  write: (chunk: string | Uint8Array) => void;
  error: (line: string) => void;
  /** Shows a batch's progress (standard error is a terminal); absent otherwise. */
  progress?: (done: number, total: number, failed: number) => void;
}

async function readStdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A file that could not be read or written, named with the system's reason (exit code 3). */
function fileError(verb: 'read' | 'write', path: string, error: unknown): FileError {
  return new FileError(`Cannot ${verb} ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
}

function readFile(path: string): Uint8Array {
  try {
    return readFileSync(path);
  } catch (error) {
    throw fileError('read', path, error);
  }
}

function writeFile(path: string, data: string | Uint8Array): void {
  try {
    writeFileSync(path, data);
  } catch (error) {
    throw fileError('write', path, error);
  }
}

/** The command's own flags: name → takes a value. */
const OWN_FLAGS = { '-i': true, '-o': true, '--input': true, '--output': true, '--json': false, '--options': true, '--help': false, '-h': false, '--force': false } as const;

interface Common {
  positionals: string[];
  /** The -i values in order (files, globs, or - for standard input). */
  inputs: string[];
  /** The first -i value, when there is one. */
  input?: string;
  output?: string;
  json: boolean;
  optionsJson?: string;
  help: boolean;
  force: boolean;
}

function common(rest: readonly string[]): Common {
  const parsed: Common = { positionals: [], inputs: [], json: false, help: false, force: false };
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index]!;
    if (arg === '-i' || arg === '--input') {
      const value = rest[++index];
      if (value === undefined) throw new UsageError(`${arg} takes a file (or - for standard input).`);
      parsed.inputs.push(value);
      parsed.input ??= value;
    } else if (arg === '--force') parsed.force = true;
    else if (arg === '-o' || arg === '--output') parsed.output = rest[++index];
    else if (arg === '--json') parsed.json = true;
    else if (arg === '--options') parsed.optionsJson = rest[++index];
    else if (arg === '--help' || arg === '-h') parsed.help = true;
    else if (arg === '--') {
      parsed.positionals.push(...rest.slice(index + 1));
      break;
    } else if (arg.startsWith('-') && arg !== '-') throw new UsageError(`Unknown option ${arg}.`);
    else parsed.positionals.push(arg);
  }
  return parsed;
}

/** The input: TEXT, else -i FILE (or - for standard input), else standard input when it is not a terminal. */
async function readInput(args: Common, io: Io, kind: 'text' | 'bytes'): Promise<string | Uint8Array> {
  if (args.inputs.length > 1) throw new UsageError(`Give one input, or write the outputs of several into a folder with -o DIR/.`);
  if (args.positionals.length > 1) throw new UsageError(`Give the input once: "${args.positionals[1]}" is one argument too many (quote a text with spaces).`);
  const [text] = args.positionals;
  if (text !== undefined) {
    if (args.input !== undefined) throw new UsageError('Give the input either as TEXT or with -i, not both.');
    return kind === 'bytes' ? new TextEncoder().encode(text) : text;
  }
  let bytes: Uint8Array;
  let fromStdin = false;
  if (args.input !== undefined && args.input !== '-') bytes = readFile(args.input);
  else if (args.input === '-' || !io.stdinIsTTY) {
    bytes = await io.stdin();
    fromStdin = true;
  } else throw new UsageError('No input: give it as TEXT, with -i FILE, or on standard input.');
  if (kind === 'bytes') return bytes;
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new InputRejected('The input is not UTF-8 text. A bytes operation (e.g. base64-file-encode) reads any file.');
  }
  // A terminal or `echo` ends standard input with a newline the text does not mean.
  return fromStdin ? decoded.replace(/\r?\n$/, '') : decoded;
}

class InputRejected extends Error {
  override name = 'InputRejected';
}

/**
 * A file on disk unread, for an operation that reads it itself (`runFile`: a 4 GB ISO is streamed,
 * never held): a Blob over the file (`fs.openAsBlob`), typed by its first bytes.
 */
async function openFileInput(path: string): Promise<File> {
  let head: Uint8Array;
  let blob: Blob;
  try {
    blob = await openAsBlob(path);
    head = new Uint8Array(await blob.slice(0, 4096).arrayBuffer());
  } catch (error) {
    throw fileError('read', path, error);
  }
  const name = basename(path);
  return new File([blob], name, { type: identifyFile(head, name).type });
}

/** A file input: its name and type (from its signature) and bytes; standard input is named "stdin". */
async function readFileInput(path: string, io: Io): Promise<FileValue> {
  const bytes = path === '-' ? await io.stdin() : readFile(path);
  const name = path === '-' ? 'stdin' : basename(path);
  return { name, type: identifyFile(bytes, name).type, bytes };
}

/** The inputs of an operation that takes files: every -i in order (globs expanded), else standard input. */
async function readFilesInput(args: Common, io: Io): Promise<FileValue[]> {
  if (args.positionals.length > 0) throw new UsageError(`Give files with -i FILE (repeated, in order), not "${args.positionals[0]}".`);
  const { paths, unmatched } = expandInputs(args.inputs);
  if (unmatched.length > 0) throw new FileError(`No file matches ${unmatched.join(', ')}.`);
  if (paths.length === 0) {
    if (io.stdinIsTTY) throw new UsageError('No input: give files with -i FILE (repeated, in order).');
    return [await readFileInput('-', io)];
  }
  return Promise.all(paths.map((path) => readFileInput(path, io)));
}

/** Whether -o names a folder: it ends with a slash or is one. */
function isFolder(path: string | undefined): path is string {
  if (path === undefined || path === '-') return false;
  if (path.endsWith('/') || path.endsWith(sep)) return true;
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Writes files into a folder (made if need be), never over an existing file without --force. */
function writeFilesTo(folder: string, files: readonly FileValue[], force: boolean): string[] {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw fileError('write', folder, error);
  }
  const taken = new Set<string>();
  let targets: string[];
  try {
    // A name may be a path (dir/a.txt, from an archive): written in that sub-folder, never outside the folder.
    targets = files.map((file) => pathInFolder(folder, uniqueFileName(file.name, taken)));
  } catch (error) {
    throw new FileError((error as Error).message);
  }
  const existing = targets.find((target) => !force && existsSync(target));
  if (existing) throw new FileError(`${existing} exists: use --force to overwrite it.`);
  files.forEach((file, index) => {
    try {
      mkdirSync(dirname(targets[index]!), { recursive: true });
    } catch (error) {
      throw fileError('write', dirname(targets[index]!), error);
    }
    writeFile(targets[index]!, file.bytes);
  });
  return targets;
}

/** Data as an aligned two-column table (a terminal) — nested values as compact JSON. */
function table(data: unknown): string {
  const rows: [string, string][] = [];
  const cell = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(JSON.parse(dataToJson(value))));
  if (Array.isArray(data)) data.forEach((item, index) => rows.push([String(index), cell(item)]));
  else if (data && typeof data === 'object') for (const [key, value] of Object.entries(data)) rows.push([key, cell(value)]);
  else return cell(data);
  const width = Math.max(...rows.map(([key]) => key.length));
  return rows.map(([key, value]) => `${key.padEnd(width)}  ${value}`).join('\n');
}

/**
 * Writes an output as the kind says: text as is, bytes raw (never to a terminal), data as a table or
 * JSON, a file as its bytes (or into the -o folder under its name), files into the -o folder.
 * `inputName`: the input file's name, for the names of outputs written into a folder.
 */
function emit(output: unknown, kind: Operation['output'], args: Common, io: Io, warnings: OperationWarning[], op: string, inputName = ''): void {
  if (kind === 'files' && !args.json) {
    for (const warning of warnings) io.error(`warning: ${warning.message}`);
    if (args.output === undefined || args.output === '-') throw new UsageError('The output is several files: write them into a folder with -o DIR/.');
    const made = output as FileValue[];
    // One file made and -o naming a file, not a folder (pdf-split --pages 1-10 -o part.pdf): that file.
    if (made.length === 1 && !isFolder(args.output)) return writeFile(args.output, made[0]!.bytes);
    writeFilesTo(args.output, made, args.force);
    return;
  }
  if (isFolder(args.output) && !args.json) {
    for (const warning of warnings) io.error(`warning: ${warning.message}`);
    writeFilesTo(args.output, outputFiles({ kind, value: output } as RecipeValue, inputName), args.force);
    return;
  }
  if (kind === 'file' && !args.json) output = (output as FileValue).bytes;
  if (args.json) {
    const shown = output instanceof Uint8Array ? bytesToHex(output) : output;
    const line = dataToJson({ operation: op, ok: true, output: shown, warnings: warnings.map((warning) => warning.message) });
    if (args.output !== undefined && args.output !== '-') writeFile(args.output, `${line}\n`);
    else io.write(`${line}\n`);
    return;
  }
  for (const warning of warnings) io.error(`warning: ${warning.message}`);
  const toFile = args.output !== undefined && args.output !== '-';
  if (kind === 'bytes' || output instanceof Uint8Array) {
    const bytes = output as Uint8Array;
    if (toFile) return writeFile(args.output!, bytes);
    if (io.stdoutIsTTY) throw new UsageError('The output is bytes: write it to a file with -o FILE (or pipe it), not to a terminal.');
    return io.write(bytes);
  }
  const text = typeof output === 'string' ? output : toFile || !io.stdoutIsTTY ? dataToJson(output) : table(output);
  if (toFile) return writeFile(args.output!, text);
  io.write(text.endsWith('\n') ? text : `${text}\n`);
}

function usage(): string {
  return [
    'Usage: it-tools <operation> [TEXT] [--<option> value …] [-i FILE|-] [-o FILE|DIR/|-] [--json]',
    '       it-tools <operation> -i a.jpg -i b.jpg -o out/ [--force]   each input, in parallel, into out/',
    "       it-tools <operation> -i 'photos/*.jpg' -o out/             a quoted glob: the same",
    '       it-tools list [--json]            every operation',
    '       it-tools help <operation>         its options and examples',
    '       it-tools run <recipe> [TEXT]      a .itrecipe.json file, a share link, or "op-a | op-b --flag x" (-i several: a batch)',
    '       it-tools detect [TEXT | -i FILE] [--json]   the tools that read the input (smart paste, "Drop anything")',
    'Operations taking several files (merge, ZIP) take repeated -i in order; those giving several write into -o DIR/ (just one: -o FILE works too).',
    'Nothing is overwritten in an -o folder without --force; a batch exits 1 if any input failed (the others are written).',
    'Exit codes: 0 success, 1 input rejected, 2 usage or option error, 3 file error, 4 needs a browser.',
  ].join('\n');
}

async function help(op: string | undefined, io: Io): Promise<void> {
  if (op === undefined) return io.write(`${usage()}\n`);
  const operation = await findOperation(op);
  if (!operation) throw new UsageError(`Unknown operation: ${op} (see "it-tools list").`);
  const info = describeOperation(operation);
  const tool = await toolInfo(operation.toolId);
  const lines = [`${info.id} — ${info.name} (${tool?.name ?? operation.toolId})`];
  if (tool) lines.push(tool.description);
  lines.push('', `Input: ${info.input}   Output: ${info.output}`);
  if (info.aliases.length > 0) lines.push(`Also called: ${info.aliases.join(', ')}`);
  const options = Object.entries(info.options);
  if (options.length > 0) {
    lines.push('', 'Options:');
    for (const [key, option] of options) {
      const flag = option.type === 'boolean' ? `--${flagName(key)} / --no-${flagName(key)}` : `--${flagName(key)} <${option.type === 'choice' ? option.choices!.map(String).join('|') : option.type}>`;
      const bounds = option.type === 'number' && (option.min !== undefined || option.max !== undefined) ? ` (${option.min ?? '…'}–${option.max ?? '…'})` : '';
      lines.push(`  ${flag}${bounds}  ${option.label ?? ''} [default: ${JSON.stringify(option.default)}]`.trimEnd());
    }
  }
  const examples = operation.examples.filter((example) => example.random === undefined);
  if (examples.length > 0) {
    lines.push('', 'Examples:');
    for (const example of examples.slice(0, 5)) {
      const flags = Object.entries(example.options ?? {}).map(([key, value]) => (typeof value === 'boolean' ? (value ? ` --${flagName(key)}` : ` --no-${flagName(key)}`) : ` --${flagName(key)} ${shellQuote(typeof value === 'string' ? value : JSON.stringify(value))}`));
      const files = example.input && typeof example.input === 'object' && !(example.input instanceof Uint8Array) ? ([] as FileValue[]).concat(example.input as FileValue | FileValue[]) : [];
      const input = typeof example.input === 'string' ? ` ${shellQuote(example.input)}` : files.map((file) => ` -i ${shellQuote(basename(file.name))}`).join('');
      if (example.description) lines.push(`  # ${example.description}`);
      lines.push(`  it-tools ${info.id}${input}${flags.join('')}`);
    }
  }
  io.write(`${lines.join('\n')}\n`);
}

const shellQuote = (text: string) => (/^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

async function runOperationCommand(op: string, argv: string[], io: Io): Promise<void> {
  const operation = await findOperation(op);
  if (!operation) {
    const browserOnly = (await browserOnlyTools()).find((entry) => entry.tool === op);
    if (browserOnly) throw new NeedsBrowser(`${op} needs a browser: use the ${browserOnly.name} page of IT Tools (/${op}).`);
    throw new UsageError(`Unknown operation or command: ${op} (see "it-tools list").`);
  }
  const fields = manifest[operation.id]?.options ?? [];
  // `<op> --check LIST` is `<op>-check -i LIST` when that operation exists (file-hasher --check SHA256SUMS, as sha256sum -c).
  const check = fields.some((field) => field.key === 'check') ? -1 : argv.findIndex((arg) => arg === '--check' || arg.startsWith('--check='));
  if (check >= 0 && manifest[`${operation.id}-check`]) {
    const inline = argv[check]!.startsWith('--check=');
    const list = inline ? argv[check]!.slice('--check='.length) : argv[check + 1];
    if (list === undefined || list === '') throw new UsageError('--check takes a checksum list, e.g. --check SHA256SUMS.');
    const rest = argv.filter((_, index) => index !== check && (inline || index !== check + 1));
    return runOperationCommand(`${operation.id}-check`, ['-i', list, ...rest], io);
  }
  const { options, rest } = parseOptionFlags(argv, fields, OWN_FLAGS);
  const args = common(rest);
  if (args.help) return help(op, io);
  let all = options;
  if (args.optionsJson !== undefined) {
    let extra: unknown;
    try {
      extra = JSON.parse(args.optionsJson);
    } catch {
      throw new UsageError('--options takes a JSON object.');
    }
    if (!extra || typeof extra !== 'object' || Array.isArray(extra)) throw new UsageError('--options takes a JSON object.');
    all = { ...(extra as Record<string, unknown>), ...options };
  }
  const parsed = operation.options.safeParse(all);
  if (!parsed.success) throw new UsageError(`Bad options for ${op}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'options'}: ${issue.message}`).join('; ')}.`);
  if (operation.input === 'none' && (args.positionals.length > 0 || args.inputs.length > 0)) throw new UsageError(`${op} takes no input (it makes its output from its options).`);
  // Several inputs (or a glob): the operation runs on each, in parallel, into the -o folder.
  const expanded = operation.input === 'none' || operation.input === 'files' ? undefined : expandInputs(args.inputs);
  if (expanded && (expanded.paths.length > 1 || expanded.glob)) return runOperationBatch(operation.id, all, expanded, args, io);
  let input: unknown;
  let inputName = '';
  if (operation.input === 'files') input = await readFilesInput(args, io);
  else if (operation.input === 'file') {
    if (args.positionals.length > 0) input = inputFor(await readInput(args, io, 'text'), 'file');
    else {
      const file = operation.runFile && args.input !== undefined && args.input !== '-' ? await openFileInput(args.input) : await readFileInput(args.input ?? '-', io);
      if (args.input === undefined && io.stdinIsTTY) throw new UsageError('No input: give it as TEXT, with -i FILE, or on standard input.');
      input = file;
    }
  } else if (operation.input !== 'none') input = await readInput(args, io, operation.input);
  if (args.input !== undefined && args.input !== '-') inputName = basename(args.input);
  if (operation.runInPieces && !args.json) return runInPieces(operation, input, parsed.data, args, io);
  // Files the input names (a checksum list's) are opened beside it, unread; undefined when they cannot be read.
  const folder = args.input !== undefined && args.input !== '-' ? dirname(args.input) : undefined;
  const openFile = folder === undefined ? undefined : (name: string) => openFileInput(isAbsolute(name) ? name : join(folder, name)).catch(() => undefined);
  let result;
  try {
    result = await startOperationWithWarnings(operation, input as never, all, openFile ? { openFile } : {});
  } catch (error) {
    if (isNeedsBrowserError(error)) throw new NeedsBrowser((error as Error).message);
    throw new InputRejected(await englishMessage(error, operation.toolId));
  }
  emit(result.output, operation.output, args, io, result.warnings, operation.id, inputName);
}

/** A batch failed for some inputs: each was said on its own line; exit code 1. */
class BatchFailed extends Error {
  override name = 'BatchFailed';
}

/** Runs an operation or a recipe on each input file into the -o folder (see batch.ts), saying each failure. */
async function runBatchCommand(task: BatchTask, { paths, unmatched }: ExpandedInputs, args: Common, io: Io): Promise<void> {
  if (args.positionals.length > 0) throw new UsageError(`Give the inputs with -i only, not "${args.positionals[0]}".`);
  if (args.output === undefined || args.output === '-') throw new UsageError('Several inputs: write their outputs into a folder with -o DIR/.');
  if (paths.includes('-')) throw new UsageError('Standard input (-) cannot be one of several inputs.');
  for (const pattern of unmatched) io.error(`it-tools: ${pattern}: no file matches.`);
  const summary = await runBatch({
    task,
    paths,
    outDir: args.output,
    force: args.force,
    progress: io.progress,
    onItem: (path, outcome) => {
      if (!outcome.ok) io.error(`it-tools: ${path}: ${outcome.message}`);
      else {
        for (const warning of outcome.warnings) io.error(`warning: ${path}: ${warning}`);
        if (args.json) io.write(`${JSON.stringify(JSON.parse(dataToJson({ input: path, ok: true, written: outcome.written, ...(outcome.data !== undefined ? { output: outcome.data } : {}) })))}\n`);
      }
    },
  });
  const failed = summary.failed.length + unmatched.length;
  const total = paths.length + unmatched.length;
  if (failed > 0) throw new BatchFailed(failed === total ? `All ${total} inputs failed.` : `${failed} of ${total} inputs failed; the others are written in ${args.output}.`);
}

function runOperationBatch(op: string, options: Record<string, unknown>, inputs: ExpandedInputs, args: Common, io: Io): Promise<void> {
  return runBatchCommand({ kind: 'operation', op, options }, inputs, args, io);
}

/** Pieces are gathered up to this many characters before being written out. */
const PIECES_PER_WRITE = 16 * 1024;

/**
 * An operation that hands its text out in pieces (JSON prettify): the gathered pieces are written
 * out as they come, to standard output or the -o file, so a large output is never held whole.
 */
async function runInPieces(operation: Operation, input: unknown, options: unknown, args: Common, io: Io): Promise<void> {
  const path = args.output !== undefined && args.output !== '-' ? args.output : undefined;
  let fd: number | undefined;
  const out = (text: string) => {
    if (path === undefined) return io.write(text);
    try {
      fd ??= openSync(path, 'w');
      writeSync(fd, text);
    } catch (error) {
      throw fileError('write', path, error);
    }
  };
  let pending = '';
  let last = '';
  const warnings: OperationWarning[] = [];
  try {
    await operation.runInPieces!(input as never, options as never, { random: cryptoRandom, warn: (warning) => void warnings.push(warning) }, (piece) => {
      if (piece === '') return;
      pending += piece;
      last = piece;
      if (pending.length >= PIECES_PER_WRITE) {
        out(pending);
        pending = '';
      }
    });
  } catch (error) {
    if (error instanceof FileError) throw error;
    throw new InputRejected(await englishMessage(error, operation.toolId));
  }
  for (const warning of warnings) io.error(`warning: ${warning.message}`);
  // A file gets the text as it is, standard output a line break at the end (as for every operation).
  if (path === undefined && !last.endsWith('\n')) pending += '\n';
  if (pending !== '' || (path !== undefined && fd === undefined)) out(pending);
  if (fd !== undefined) closeSync(fd);
}

async function runRecipeCommand(argv: string[], io: Io): Promise<void> {
  const args = common(argv);
  const [source, ...text] = args.positionals;
  if (source === undefined) throw new UsageError('Usage: it-tools run <recipe> [TEXT] — a .itrecipe.json file, a share link, or "op-a | op-b --flag x".');
  const fromFile = source.endsWith('.json') && !source.includes('|');
  const { recipe, input: linkInput } = await readRecipe(fromFile ? new TextDecoder().decode(readFile(source)) : source).catch((error: unknown) => {
    throw error instanceof UsageError || error instanceof FileError ? error : new UsageError((error as Error).message);
  });
  // Several inputs (or a glob): the recipe runs on each file, in parallel, into the -o folder.
  const expanded = expandInputs(args.inputs);
  if (expanded.paths.length > 1 || expanded.glob) return runBatchCommand({ kind: 'recipe', recipe }, { ...expanded }, { ...args, positionals: text }, io);
  // A file given with -i is the recipe's input as a file (a text step reads it as UTF-8); a text or standard input is text.
  const fromPath = args.input !== undefined && args.input !== '-' && text.length === 0;
  const input =
    linkInput !== undefined && text.length === 0 && args.input === undefined && io.stdinIsTTY ? linkInput : fromPath ? await readFileInput(args.input!, io) : await readInput({ ...args, positionals: text }, io, 'text');
  const result = await runRecipe(recipe, input);
  if (!result.ok) throw new InputRejected(result.problem.message);
  const output = result.output;
  const warnings = result.steps.flatMap((step) => step.warnings);
  emit(output.value, output.kind, args, io, warnings, 'recipe', fromPath ? basename(args.input!) : '');
}

async function detectCommand(argv: string[], io: Io): Promise<void> {
  const args = common(argv);
  // A file is detected as a file (its signature, its name, and its text when it is text).
  const suggestions = args.input !== undefined && args.input !== '-' ? await detectFile(basename(args.input), readFile(args.input)) : await detect((await readInput(args, io, 'text')) as string);
  if (args.json) return io.write(`${JSON.stringify(suggestions, null, 2)}\n`);
  if (suggestions.length === 0) return io.write('No tool recognises this input.\n');
  const width = Math.max(...suggestions.map((suggestion) => suggestion.operation.length));
  const lines = suggestions.flatMap((suggestion) => [
    `${suggestion.operation.padEnd(width)}  ${suggestion.confidence.toFixed(2)}  ${suggestion.reason}${suggestion.from ? ` (read from ${suggestion.from})` : ''}`,
    ...(suggestion.recipe ? [`${' '.repeat(width)}  chain (it-tools run): ${suggestion.recipe}`] : []),
  ]);
  io.write(`${lines.join('\n')}\n`);
}

async function listCommand(argv: string[], io: Io): Promise<void> {
  const args = common(argv);
  const [operations, browserOnly] = await Promise.all([list(), browserOnlyTools()]);
  if (args.json) {
    const shown = [
      ...operations.map(({ id, tool, input, output, options }) => ({ id, tool, input, output, options })),
      ...browserOnly.map(({ tool }) => ({ id: tool, tool, browserOnly: true })),
    ];
    return io.write(`${JSON.stringify(shown, null, 2)}\n`);
  }
  const width = Math.max(...operations.map((operation) => operation.id.length));
  const lines = operations.map((operation) => `${operation.id.padEnd(width)}  ${operation.input} → ${operation.output}  ${operation.name}`);
  lines.push('', 'Only in the browser (exit code 4):', ...browserOnly.map(({ tool, name }) => `${tool.padEnd(width)}  ${name}`));
  io.write(`${lines.join('\n')}\n`);
}

/** Runs the command line; resolves with the exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  try {
    const [command, ...rest] = argv;
    if (command === undefined || command === '--help' || command === '-h') await help(undefined, io);
    else if (command === 'help') await help(rest[0], io);
    else if (command === 'list') await listCommand(rest, io);
    else if (command === 'run') await runRecipeCommand(rest, io);
    else if (command === 'detect') await detectCommand(rest, io);
    else await runOperationCommand(command, rest, io);
    return 0;
  } catch (error) {
    const code = error instanceof InputRejected || error instanceof BatchFailed ? 1 : error instanceof UsageError ? 2 : error instanceof FileError ? 3 : error instanceof NeedsBrowser ? 4 : 1;
    io.error(`it-tools: ${error instanceof Error ? error.message : String(error)}`);
    return code;
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));
let outputClosed = false;

/**
 * Writes all of a chunk to standard output before going on. `process.stdout` would queue what a
 * slow reader has not taken yet in memory (a pipe is asynchronous there): a large output written in
 * pieces would then be held whole after all. When the pipe is full, waits a millisecond at a time;
 * when the reader has gone (`| head`), the rest is dropped.
 */
function writeOut(chunk: string | Uint8Array): void {
  if (outputClosed) return;
  const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(1, bytes, offset);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') {
        outputClosed = true;
        return;
      }
      if (code !== 'EAGAIN') throw error;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}

// Standard output is only ever written with writeOut (process.stdout, once touched, would make the pipe non-blocking).
export const processIo = (): Io => ({
  stdin: readStdin,
  stdinIsTTY: process.stdin.isTTY === true,
  stdoutIsTTY: isatty(1),
  write: writeOut,
  error: (line) => void process.stderr.write(`${process.stderr.isTTY ? '\r\x1b[K' : ''}${line}\n`),
  ...(process.stderr.isTTY ? { progress: (done: number, total: number, failed: number) => void process.stderr.write(`\r\x1b[K${done}/${total} done${failed > 0 ? `, ${failed} failed` : ''}${done === total ? '\n' : ''}`) } : {}),
});
