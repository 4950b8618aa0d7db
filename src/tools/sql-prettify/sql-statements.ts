import * as dialects from 'sql-formatter';
import type { DialectOptions } from 'sql-formatter';
import type { Dialect } from './sql-prettify.service';

/**
 * Where a SQL script can be cut into groups of statements that sql-formatter formats exactly as in
 * the whole script. sql-formatter ends a statement at every `;` token (there is no other delimiter
 * in any of its 20 dialects: `GO` or a client-side `DELIMITER //` are not statement ends for it),
 * formats each statement on its own and joins them with a blank line. So the script may be cut just
 * after a `;` that its tokenizer sees as a token, that is outside strings, quoted identifiers,
 * comments, dollar-quoted bodies and the like.
 *
 * The scan below recognises those opaque tokens with the dialect's own configuration (quote styles,
 * prefixes such as E'…' or N'…', comment markers, nested comments, `$tag$` quoting, `{…}`, q'[…]'),
 * using the same patterns as sql-formatter's tokenizer. Wherever it cannot be sure how the
 * tokenizer reads a spot (a quote right after a word that may or may not be its prefix and the two
 * readings differ, a comment marker that may be the end of an operator, an unterminated string…),
 * it stops: the rest of the script stays in one piece. Two dialect rules that look across
 * statements are respected too: Oracle's `BY … ; SET` and BigQuery's `ARRAY<` / `STRUCT<` type
 * merging (no cut after such a statement).
 */

// The quote patterns of sql-formatter 15.9 (lexer/regexFactory.js), which it does not export.
const QUOTE_PATTERNS: Record<string, string> = {
  '``': '(?:`[^`]*`)+',
  '[]': String.raw`(?:\[[^\]]*\])(?:\][^\]]*\])*`,
  '""-qq': String.raw`(?:"[^"]*")+`,
  '""-bs': String.raw`(?:"[^"\\]*(?:\\.[^"\\]*)*")`,
  '""-qq-bs': String.raw`(?:"[^"\\]*(?:\\.[^"\\]*)*")+`,
  '""-raw': String.raw`(?:"[^"]*")`,
  "''-qq": String.raw`(?:'[^']*')+`,
  "''-bs": String.raw`(?:'[^'\\]*(?:\\.[^'\\]*)*')`,
  "''-qq-bs": String.raw`(?:'[^'\\]*(?:\\.[^'\\]*)*')+`,
  "''-raw": String.raw`(?:'[^']*')`,
  $$: String.raw`(?<tag>\$\w*\$)[\s\S]*?\k<tag>`,
  "'''..'''": String.raw`'''[^\\]*?(?:\\.[^\\]*?)*?'''`,
  '""".."""': String.raw`"""[^\\]*?(?:\\.[^\\]*?)*?"""`,
  '{}': String.raw`(?:\{[^\}]*\})`,
  "q''": String.raw`[Qq]'(?:(?<tag>[^\s<\[\(\{])(?:(?!\k<tag>').)*?\k<tag>|<(?:(?!>').)*?>|\[(?:(?!\]').)*?\]|\((?:(?!\)').)*?\)|\{(?:(?!\}').)*?\})'`,
};
/** The character each quote style starts with (after its prefix). */
const QUOTE_START: Record<string, string> = {
  '``': '`',
  '[]': '[',
  '""-qq': '"',
  '""-bs': '"',
  '""-qq-bs': '"',
  '""-raw': '"',
  "''-qq": "'",
  "''-bs": "'",
  "''-qq-bs": "'",
  "''-raw": "'",
  $$: '$',
  "'''..'''": "'",
  '""".."""': '"',
  '{}': '{',
  "q''": "'",
};

type QuoteType = string | { quote: string; prefixes: string[]; requirePrefix?: boolean } | { regex: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const caseInsensitive = (prefix: string) =>
  prefix
    .split('')
    .map((char) => (char === ' ' ? '\\s+' : `[${char.toUpperCase()}${char.toLowerCase()}]`))
    .join('');
const sticky = (pattern: string) => new RegExp(`(?:${pattern})`, 'uy');

function quotePattern(type: QuoteType): string {
  if (typeof type === 'string') return QUOTE_PATTERNS[type]!;
  if ('regex' in type) return type.regex;
  return `(?:${type.prefixes.map(caseInsensitive).join('|')}${type.requirePrefix ? '' : '|'})${QUOTE_PATTERNS[type.quote]!}`;
}

/** The strings that may stand right before a quote character as part of the same token. */
function quotePrefixes(type: QuoteType, into: Map<string, Set<string>>, extra: readonly string[] = []): void {
  if (typeof type !== 'string' && 'regex' in type) return;
  const quote = typeof type === 'string' ? type : type.quote;
  const start = QUOTE_START[quote];
  if (start === undefined) return;
  const prefixes = typeof type === 'string' ? [''] : [...type.prefixes, ...(type.requirePrefix ? [] : [''])];
  const set = into.get(start) ?? new Set<string>();
  for (const base of extra.length > 0 ? extra : ['']) {
    for (const prefix of prefixes) set.add((base + prefix + (quote === "q''" ? 'q' : '')).toLowerCase());
  }
  into.set(start, set);
}

interface Scanner {
  /** sql-formatter's rules that can start at a quote-like character, in its order (params, variables, strings). */
  rules: RegExp[];
  /** Quote-like start character → the prefixes (lower case) a token may have before it. */
  prefixes: Map<string, Set<string>>;
  lineComments: string[];
  nestedComments: boolean;
  /** Multi-character operators, to tell a comment marker from the end of an operator. */
  operators: string[];
  /** `$` may continue an identifier (PostgreSQL, DuckDB, Snowflake…). */
  dollarInIdentifiers: boolean;
  special: RegExp;
}

const scanners = new Map<Dialect, Scanner>();

function scannerFor(language: Dialect): Scanner {
  const cached = scanners.get(language);
  if (cached) return cached;
  const options = (dialects as unknown as Record<string, DialectOptions>)[language]!.tokenizerOptions;
  const identTypes = (options.identTypes ?? []) as QuoteType[];
  const stringTypes = (options.stringTypes ?? []) as QuoteType[];
  const variableTypes = (options.variableTypes ?? []) as QuoteType[];
  const params = options.paramTypes ?? {};
  const identChars = options.identChars ?? {};
  const paramChars = options.paramChars ?? identChars;
  const letter = '\\p{Alphabetic}\\p{Mark}_';
  const identifier = (chars: typeof identChars) => {
    const first = escapeRegExp(chars.first ?? '');
    const rest = escapeRegExp(chars.rest ?? '');
    const pattern = chars.allowFirstCharNumber ? `[${letter}\\p{Decimal_Number}${first}][${letter}\\p{Decimal_Number}${rest}]*` : `[${letter}${first}][${letter}\\p{Decimal_Number}${rest}]*`;
    return chars.dashes ? `${pattern}(?:-${pattern})*` : pattern;
  };
  const parameter = (types: string[] | undefined, pattern: string) => (types?.length ? sticky(`(?:${types.map(escapeRegExp).join('|')})(?:${pattern})`) : undefined);
  const rules = [
    identTypes.length ? sticky(identTypes.map(quotePattern).join('|')) : undefined,
    parameter(params.named, identifier(paramChars)),
    parameter(params.quoted, identTypes.map(quotePattern).join('|')),
    parameter(params.numbered, '[0-9]+'),
    params.positional ? /[?]/y : undefined,
    params.custom?.length ? sticky(params.custom.map((custom) => custom.regex).join('|')) : undefined,
    variableTypes.length ? sticky(variableTypes.map(quotePattern).join('|')) : undefined,
    stringTypes.length ? sticky(stringTypes.map(quotePattern).join('|')) : undefined,
  ].filter((rule): rule is RegExp => rule !== undefined);

  const prefixes = new Map<string, Set<string>>();
  for (const type of [...identTypes, ...stringTypes]) quotePrefixes(type, prefixes);
  for (const type of variableTypes) quotePrefixes(type, prefixes);
  for (const type of identTypes) quotePrefixes(type, prefixes, params.quoted ?? []);
  for (const custom of params.custom ?? []) {
    const start = /^\\([{$])/.exec(custom.regex)?.[1];
    if (start) prefixes.set(start, new Set([...(prefixes.get(start) ?? []), '']));
  }
  if (params.numbered?.includes('$') || params.named?.includes('$')) prefixes.set('$', new Set([...(prefixes.get('$') ?? []), '']));

  const lineComments = options.lineCommentTypes ?? ['--'];
  const starts = new Set<string>([...prefixes.keys(), ';', '/', ...lineComments.map((marker) => marker[0]!)]);
  const operators = ['<>', '<=', '>=', '!=', ...(options.operators ?? []), ...(options.propertyAccessOperators ?? [])].filter((operator) => operator.length > 1);
  const scanner: Scanner = {
    rules,
    prefixes,
    lineComments,
    nestedComments: options.nestedBlockComments ?? false,
    operators,
    dollarInIdentifiers: (identChars.rest ?? '').includes('$'),
    special: new RegExp(`[${[...starts].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]`, 'g'),
  };
  scanners.set(language, scanner);
  return scanner;
}

const RUN_CHAR = /[\p{L}\p{M}\p{Nd}_$@#&]/u;
const CERTAIN_BEFORE = /[\s(),;=<>+*/|!%^~]/u;

export interface StatementScan {
  /** Offsets just after each `;` token of the script (where statements end), in order. */
  ends: number[];
  /** Offsets where the script may be cut (a subset of `ends`). */
  cuts: number[];
  /** The scan stopped there (unsure what the tokenizer does); nothing after it is cut. */
  stoppedAt: number | undefined;
}

/** sql-formatter's disable comment: everything up to the matching enable comment (or the end). */
const DISABLE_COMMENT = /\/\* *sql-formatter-disable *\*\/[\s\S]*?(?:\/\* *sql-formatter-enable *\*\/|$)/y;

/** Finds the statement ends and the safe cuts of `text` in the dialect (see the module comment). */
export function scanStatements(text: string, language: Dialect): StatementScan {
  const scanner = scannerFor(language);
  const ends: number[] = [];
  let stoppedAt: number | undefined;

  /** The end of the token a rule matches at `start`, in sql-formatter's rule order; -1 when none. */
  const tokenEnd = (start: number): number => {
    for (const rule of scanner.rules) {
      rule.lastIndex = start;
      const match = rule.exec(text);
      if (match) return start + match[0].length;
    }
    return -1;
  };
  /** Could the character at `index` be the second or later character of an operator? */
  const insideOperator = (index: number) =>
    scanner.operators.some((operator) => {
      for (let offset = 1; offset < operator.length; offset += 1) if (text.startsWith(operator, index - offset)) return true;
      return false;
    });

  const special = scanner.special;
  special.lastIndex = 0;
  let index = 0;
  /** The end of the last string or comment: a word before a quote starts after it. */
  let boundary = 0;
  scan: while (index < text.length) {
    special.lastIndex = index;
    const found = special.exec(text);
    if (!found) break;
    index = found.index;
    const char = text[index]!;
    if (char === ';') {
      ends.push(index + 1);
      index += 1;
      continue;
    }
    // Comments.
    if (char === '/' && text[index + 1] === '*') {
      if (insideOperator(index)) {
        stoppedAt = index;
        break;
      }
      DISABLE_COMMENT.lastIndex = index;
      const disabled = DISABLE_COMMENT.exec(text);
      if (disabled) {
        index += disabled[0].length;
        boundary = index;
        continue;
      }
      if (scanner.nestedComments) {
        let depth = 0;
        let at = index;
        while (at < text.length) {
          if (text.startsWith('/*', at)) {
            depth += 1;
            at += 2;
          } else if (text.startsWith('*/', at)) {
            depth -= 1;
            at += 2;
            if (depth === 0) break;
          } else at += 1;
        }
        if (depth !== 0) {
          stoppedAt = index;
          break;
        }
        index = at;
        boundary = index;
      } else {
        const close = text.indexOf('*/', index + 2);
        if (close < 0) {
          stoppedAt = index;
          break;
        }
        index = close + 2;
        boundary = index;
      }
      continue;
    }
    const lineComment = scanner.lineComments.find((marker) => text.startsWith(marker, index));
    if (lineComment !== undefined) {
      if (insideOperator(index)) {
        stoppedAt = index;
        break;
      }
      const newline = text.slice(index).search(/[\r\n]/);
      index = newline < 0 ? text.length : index + newline;
      boundary = index;
      continue;
    }
    const prefixes = scanner.prefixes.get(char);
    if (prefixes === undefined) {
      index += 1;
      continue;
    }
    // A quote-like character: which token does it belong to, and where does that token end?
    let runStart = index;
    while (runStart > boundary && RUN_CHAR.test(text[runStart - 1]!)) runStart -= 1;
    const run = text.slice(runStart, index).toLowerCase();
    if (char === '$' && scanner.dollarInIdentifiers && /^[\p{L}\p{M}_]/u.test(run)) {
      index += 1; // inside an identifier such as a$b
      continue;
    }
    const starts = new Set<number>();
    const before = runStart === 0 || runStart === boundary ? ' ' : text[runStart - 1]!;
    if (run === '') starts.add(index);
    else if (prefixes.has(run) && CERTAIN_BEFORE.test(before)) starts.add(runStart);
    else {
      const suffixes = [...prefixes].filter((prefix) => prefix !== '' && run.endsWith(prefix));
      if (suffixes.length === 0) starts.add(index);
      else for (const prefix of ['', ...suffixes]) starts.add(index - prefix.length);
    }
    let end: number | undefined;
    for (const start of starts) {
      // A prefix start that matches nothing leaves the quote to start its own token.
      let candidate = tokenEnd(start);
      if (candidate < 0 && start !== index) candidate = tokenEnd(index);
      if (candidate < 0 && char === '$') candidate = index + 1; // a lone `$` (an operator in some dialects)
      if (candidate < 0 || (end !== undefined && candidate !== end)) {
        stoppedAt = index;
        break scan;
      }
      end = candidate;
    }
    index = Math.max(end ?? index + 1, index + 1);
    boundary = index;
  }

  const stop = stoppedAt ?? text.length;
  const cuts = ends.filter((end) => end <= stop && end < text.length);
  return { ends, cuts: respectCrossStatementRules(text, language, cuts), stoppedAt };
}

/** Oracle: `SET` after a statement ending in `BY …` is read with it; BigQuery: `ARRAY<`/`STRUCT<` types are merged across tokens. */
function respectCrossStatementRules(text: string, language: Dialect, cuts: number[]): number[] {
  if (language !== 'plsql' && language !== 'bigquery') return cuts;
  const statement = (index: number) => text.slice(index === 0 ? 0 : cuts[index - 1]!, index < cuts.length ? cuts[index]! : text.length);
  if (language === 'bigquery') {
    // An unclosed `<` merges every token up to the end of the script: no cut after a statement
    // with such a type, unless its angle brackets plainly balance.
    const balanced = (sql: string) =>
      !/['"`#]|--|\/\*|<=|>=|<>|=>|->|<</.test(sql) && (sql.match(/</g) ?? []).length === (sql.match(/>/g) ?? []).length;
    const stop = cuts.findIndex((_cut, index) => /\b(?:ARRAY|STRUCT)\s*</i.test(statement(index)) && !balanced(statement(index)));
    return stop < 0 ? cuts : cuts.slice(0, stop);
  }
  return cuts.filter((_cut, index) => {
    const previous = statement(index);
    if (!/\bBY\b/i.test(previous)) return true;
    // Conservative: any later statement up to the next one with a word must not hold SET.
    for (let next = index + 1; next <= cuts.length; next += 1) {
      const following = statement(next);
      if (/\bSET\b/i.test(following)) return false;
      if (/[A-Za-z]/.test(following)) return true;
    }
    return true;
  });
}

/** Chooses cuts so that chunks hold about `first` characters, then `rest`; returns chunk [start, end) pairs. */
export function groupStatements(text: string, cuts: readonly number[], first: number, rest: number): Array<[number, number]> {
  const chunks: Array<[number, number]> = [];
  let start = 0;
  for (const cut of cuts) {
    if (cut - start < (chunks.length === 0 ? first : rest)) continue;
    chunks.push([start, cut]);
    start = cut;
  }
  chunks.push([start, text.length]);
  return chunks;
}
