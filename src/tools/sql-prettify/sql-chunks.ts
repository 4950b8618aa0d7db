import * as dialects from 'sql-formatter';
import { formatDialect, type DialectOptions } from 'sql-formatter';
import { firstLine, type Dialect, type FormatSqlOptions, type FormatSqlOutcome } from './sql-prettify.service';
import { groupStatements, scanStatements } from './sql-statements';

/**
 * A large script formatted group of statements by group (sql-statements.ts says where it may be cut):
 * sql-formatter formats each statement on its own and joins them with one blank line, so the
 * groups' outputs joined by a blank line are the whole script's output. Each group is formatted with
 * the dialect's own tokenizer watched: its `;` tokens must be where the scan found them, else the
 * rest of the script is formatted in one piece. Errors are reported as for the whole script: the
 * tokenizer's first error anywhere wins over a parser error (the whole script is tokenized before it
 * is parsed), and line and column are those of the whole script.
 */

export type ErrorKind = 'tokenize' | 'syntax' | 'other';

export type SqlChunkResult =
  | {
      ok: true;
      output: string;
      delimiters: number;
      endsWithDelimiter: boolean;
      /** Tokenize only: the offsets just after each `;` token. */
      delimiterEnds?: number[];
    }
  | {
      ok: false;
      kind: ErrorKind;
      /** Where the error is in the chunk (-1: unknown). */
      index: number;
      /** The message, split around its `at line L column C`, to be put back with the whole script's position. */
      before: string;
      after: string;
    };

const STOP = new Error('tokenized');
/** What the watched tokenizer saw last (module state: one format call at a time in a worker). */
const watch: { tokens: Array<{ type: string; start: number; raw: string }> | undefined; stopAfterTokens: boolean } = { tokens: undefined, stopAfterTokens: false };
const watched = new Map<Dialect, DialectOptions>();
const seenTokens = () => watch.tokens;

/** The dialect with its tokenizer watched (the tokens kept; with `stopAfterTokens`, nothing parsed). */
function watchedDialect(language: Dialect): DialectOptions {
  let dialect = watched.get(language);
  if (!dialect) {
    const original = (dialects as unknown as Record<string, DialectOptions>)[language]!;
    const postProcess = original.tokenizerOptions.postProcess;
    dialect = {
      ...original,
      tokenizerOptions: {
        ...original.tokenizerOptions,
        postProcess: (tokens) => {
          const processed = postProcess ? postProcess(tokens) : tokens;
          watch.tokens = processed as typeof watch.tokens;
          if (watch.stopAfterTokens) throw STOP;
          return processed;
        },
      },
    };
    watched.set(language, dialect);
  }
  return dialect;
}

/** sql-formatter's line and column of an index (lines split on \n only). */
export function lineColumn(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) {
    line += 1;
    lineStart = at + 1;
  }
  return { line, column: index - lineStart + 1 };
}

function indexOf(text: string, line: number, column: number): number {
  let lineStart = 0;
  for (let current = 1; current < line; current += 1) {
    const next = text.indexOf('\n', lineStart);
    if (next < 0) return -1;
    lineStart = next + 1;
  }
  return lineStart + column - 1;
}

function failure(kind: ErrorKind, message: string, index: number, text: string): SqlChunkResult {
  if (index >= 0) {
    const { line, column } = lineColumn(text, index);
    const position = `at line ${line} column ${column}`;
    const at = message.indexOf(position);
    if (at >= 0) return { ok: false, kind, index, before: message.slice(0, at), after: message.slice(at + position.length) };
  }
  return { ok: false, kind, index: -1, before: message, after: '' };
}

/** Formats (or, `tokenizeOnly`, only tokenizes) one chunk, as `format(chunk, options)` would. */
export function formatSqlChunk(text: string, options: FormatSqlOptions, tokenizeOnly = false): SqlChunkResult {
  watch.tokens = undefined;
  watch.stopAfterTokens = tokenizeOnly;
  try {
    const output = formatDialect(text, { dialect: watchedDialect(options.language), keywordCase: options.keywordCase, indentStyle: options.indentStyle, tabWidth: 2, useTabs: false });
    const tokens = seenTokens() ?? [];
    const last = tokens.at(-1);
    return {
      ok: true,
      output,
      delimiters: tokens.filter((token) => token.type === 'DELIMITER').length,
      endsWithDelimiter: last !== undefined && last.type === 'DELIMITER' && last.start + last.raw.length === text.length,
    };
  } catch (error) {
    if (error === STOP) {
      const ends = (seenTokens() ?? []).filter((token) => token.type === 'DELIMITER').map((token) => token.start + token.raw.length);
      return { ok: true, output: '', delimiters: ends.length, endsWithDelimiter: false, delimiterEnds: ends };
    }
    const message = error instanceof Error ? error.message : String(error);
    if (seenTokens() === undefined) {
      // The tokenizer failed: `Parse error: Unexpected "<10 characters>" at line L column C.`
      const match = /^Parse error: Unexpected "[\s\S]{0,10}" at line (\d+) column (\d+)\./.exec(message);
      const index = match ? indexOf(text, Number(match[1]), Number(match[2])) : -1;
      return failure('tokenize', message, index, text);
    }
    const token = (error as { token?: { start?: number } }).token;
    return failure(typeof token?.start === 'number' ? 'syntax' : 'other', message, typeof token?.start === 'number' ? token.start : -1, text);
  } finally {
    watch.tokens = undefined;
    watch.stopAfterTokens = false;
  }
}

/** The error of a chunk starting at `offset`, in the whole script's terms: the spec's detail line. */
export function wholeScriptDetail(script: string, offset: number, result: Extract<SqlChunkResult, { ok: false }>): string {
  if (result.index < 0) return firstLine(result.before + result.after);
  const index = offset + result.index;
  const { line, column } = lineColumn(script, index);
  // The tokenizer quotes the 10 characters from the error on: take them from the whole script.
  const before = result.kind === 'tokenize' ? `Parse error: Unexpected "${script.slice(index, index + 10)}" ` : result.before;
  return firstLine(`${before}at line ${line} column ${column}${result.after}`);
}

export interface SqlPlan {
  chunks: Array<[number, number]>;
  /** How many `;` tokens each chunk should hold (undefined: not checked). */
  delimiters: Array<number | undefined>;
}

export const FIRST_CHUNK_CHARS = 4 * 1024;
export const CHUNK_CHARS = 64 * 1024;

/** How much of the start of a script the page scans for its first chunk (formatFirstChunk). */
export const FIRST_CHUNK_SCAN_CHARS = 16 * 1024;

/**
 * The first chunk of planSqlChunks(script), found and formatted from the start of the script alone
 * (in a worker, before the whole script has come and been planned). Undefined when the start
 * cannot tell the chunk for sure (its end must be followed by a whole statement within
 * FIRST_CHUNK_SCAN_CHARS: Oracle's `BY … ; SET` rule looks at the next statement) or when the
 * result does not match the scan. The caller still checks `end` against the whole script's plan.
 */
export function formatFirstChunk(script: string, options: FormatSqlOptions): { end: number; result: SqlChunkResult & { ok: true } } | undefined {
  const head = script.slice(0, FIRST_CHUNK_SCAN_CHARS);
  const scan = scanStatements(head, options.language);
  const at = scan.cuts.findIndex((cut) => cut >= FIRST_CHUNK_CHARS);
  const end = scan.cuts[at];
  const next = scan.cuts[at + 1];
  if (end === undefined || next === undefined || !/[A-Za-z]/.test(head.slice(end, next))) return undefined;
  const result = formatSqlChunk(head.slice(0, end), options);
  const delimiters = scan.ends.filter((offset) => offset <= end).length;
  return result.ok && result.delimiters === delimiters && result.endsWithDelimiter ? { end, result } : undefined;
}

export function planSqlChunks(script: string, language: Dialect, first = FIRST_CHUNK_CHARS, rest = CHUNK_CHARS): SqlPlan {
  const scan = scanStatements(script, language);
  const chunks = groupStatements(script, scan.cuts, first, rest);
  let next = 0;
  const delimiters = chunks.map(([, end], index) => {
    const first = next;
    while (next < scan.ends.length && scan.ends[next]! <= end) next += 1;
    return index === chunks.length - 1 && scan.stoppedAt !== undefined ? undefined : next - first;
  });
  return { chunks, delimiters };
}

/** Joins the chunks' outputs as sql-formatter joins statements (a chunk of only blanks gives nothing). */
export function joinChunkOutputs(outputs: readonly string[]): string {
  return outputs.filter((output) => output !== '').join('\n\n');
}

/**
 * The chunked pipeline in one thread (what the page's workers do): the same outcome as formatting
 * the whole script. For tests, and as the reference of sql-prettify.pieces.ts.
 */
export function formatSqlInChunks(script: string, options: FormatSqlOptions, first = FIRST_CHUNK_CHARS, rest = CHUNK_CHARS): FormatSqlOutcome & { chunks: number } {
  if (script.trim() === '') return { ok: true, output: '', chunks: 1 };
  const plan = planSqlChunks(script, options.language, first, rest);
  const assembler = new SqlChunkAssembler(script, plan);
  for (let index = 0; index < plan.chunks.length; index += 1) {
    const [start, end] = plan.chunks[index]!;
    const step = assembler.add(formatSqlChunk(script.slice(start, end), options), index);
    if (step === 'error') {
      const settled = assembler.settleError(index, formatSqlChunk(script.slice(start), options, true));
      if (settled) return { ...settled, chunks: plan.chunks.length };
    }
    if (step !== 'next') return { ...assembler.finishRest(formatSqlChunk(script.slice(start), options), start), chunks: index + 1 };
  }
  return { ok: true, output: assembler.output(), chunks: plan.chunks.length };
}

/** Puts chunk results together in order; tells when to format the rest in one piece, or to settle an error. */
export class SqlChunkAssembler {
  private readonly outputs: string[] = [];
  private error: { result: Extract<SqlChunkResult, { ok: false }> } | undefined;

  constructor(
    private readonly script: string,
    private readonly plan: SqlPlan,
  ) {}

  /** 'next': keep going; 'rest': the chunk does not match the scan, format the rest in one piece; 'error': see finishError. */
  add(result: SqlChunkResult, index: number): 'next' | 'rest' | 'error' {
    if (!result.ok) {
      this.error = { result };
      return 'error';
    }
    const last = index === this.plan.chunks.length - 1;
    const expected = this.plan.delimiters[index];
    if ((expected !== undefined && result.delimiters !== expected) || (!last && !result.endsWithDelimiter)) return 'rest';
    this.outputs.push(result.output);
    return 'next';
  }

  partial(): string {
    return joinChunkOutputs(this.outputs);
  }

  output(): string {
    return joinChunkOutputs(this.outputs);
  }

  /** The rest of the script (from `offset`) formatted in one piece. */
  finishRest(result: SqlChunkResult, offset: number): FormatSqlOutcome {
    if (!result.ok) return { ok: false, detail: wholeScriptDetail(this.script, offset, result) };
    this.outputs.push(result.output);
    return { ok: true, output: this.output() };
  }

  /**
   * Chunk `index` failed (all before it are fine). `rest` is the tokenization of the script from
   * its start to the end: a tokenizer error there is the whole script's error (the whole script is
   * tokenized before it is parsed); else, when the chunk ends on one of those `;` tokens, the
   * chunk's own error is the whole script's. Undefined: the cut was wrong, format the rest at once.
   */
  settleError(index: number, rest: SqlChunkResult): FormatSqlOutcome | undefined {
    const error = this.error!;
    const [start, end] = this.plan.chunks[index]!;
    if (!rest.ok) return { ok: false, detail: wholeScriptDetail(this.script, start, rest.kind === 'tokenize' ? rest : error.result) };
    const last = index === this.plan.chunks.length - 1;
    if (last || rest.delimiterEnds?.includes(end - start)) return { ok: false, detail: wholeScriptDetail(this.script, start, error.result) };
    return undefined;
  }
}
