import * as dialects from 'sql-formatter';
import type { DialectOptions } from 'sql-formatter';
import { LayoutTemplates } from '../../lib/layout-templates';
import type { Dialect } from './sql-prettify.service';

/**
 * Statements of the same shape formatted once. A dump repeats a few statement shapes thousands of
 * times (`INSERT INTO t VALUES (1, 'a');`, the same query over every partition…), and sql-formatter
 * spends ~8 ms per KB on each. Its output depends on the tokens' kinds, on the text of keywords,
 * operators, comments and spacing, and on the other tokens only through their length (how much fits
 * on a line): so two statements that differ only in identifiers, numbers and quoted strings of the
 * same lengths are laid out alike, and the second one's output is the first one's with those tokens
 * put back in.
 *
 * A statement's shape is its text with each such token replaced by its kind and length. The tokens
 * are read by a deliberately small lexer: ASCII words, plain numbers, quoted strings without
 * backslashes or line breaks (quoted as the dialect quotes: a doubled quote only where it stands
 * for one quote, no triple quotes where they open a string), `--`/`/* *\/` comments, whitespace
 * and operator characters; a word
 * any of sql-formatter's dialects reserves (keyword, clause, function or type name) is kept as text.
 * Anything else in a chunk — parameters (`?`, `:x`, `$1`, `@x`), `#`, brackets, braces, backslashes,
 * non-ASCII text, string prefixes (`N'…'`), exponents, nested or disabling comments — and the chunk
 * is formatted the usual way. Where a shape is first met, its output is read back with the same lexer
 * and its variable tokens must be found there, in order, with the same text; its first reuse is
 * also formatted by sql-formatter and compared. A shape failing either check is never reused.
 * sql-templates.test.ts compares the result with sql-formatter's on generated scripts in several
 * dialects and under every option.
 */

/** Thrown by the lexer on anything it does not read. */
const UNSURE = Symbol('unsure');

/** Every word any dialect reserves (in upper case): such words stay part of the shape. */
let reservedWords: Set<string> | undefined;
function reserved(): Set<string> {
  if (reservedWords) return reservedWords;
  reservedWords = new Set();
  for (const dialect of Object.values(dialects) as unknown[]) {
    const options = (dialect as Partial<DialectOptions> | undefined)?.tokenizerOptions as Record<string, unknown> | undefined;
    if (!options || typeof options !== 'object') continue;
    for (const [name, list] of Object.entries(options)) {
      if (!name.startsWith('reserved') || !Array.isArray(list)) continue;
      for (const phrase of list) if (typeof phrase === 'string') for (const word of phrase.toUpperCase().split(/[^A-Z0-9_]+/)) if (word) reservedWords.add(word);
    }
  }
  return reservedWords;
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const isWordStart = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
const isWordChar = (code: number) => isWordStart(code) || isDigit(code);
/** Operator and punctuation characters read one by one: ( ) , . ; * = < > + - / % ! | & ~ ^ */
const PUNCTUATION = new Set('(),.;*=<>+-/%!|&~^'.split('').map((char) => char.charCodeAt(0)));
const QUOTE_KIND: Record<number, string> = { 39: 'S', 34: 'Q', 96: 'B' };
const HAS_LETTER = /[A-Za-z]/;
/** What may stand right before a quote: a prefix such as `U&'…'` or `@"…"` is not read. */
const BEFORE_QUOTE = new Set(' \n\t(,=<>+-*/|;.'.split('').map((char) => char.charCodeAt(0)));

/** How a dialect reads a quote character: whether `''` inside stands for one quote, whether `'''` opens a string. */
interface QuoteRule {
  doubling: boolean;
  triple: boolean;
}
export type QuoteRules = ReadonlyMap<number, QuoteRule>;

const quoteRulesCache = new Map<Dialect, QuoteRules>();
/**
 * The dialect's quote characters among `'`, `"` and `` ` `` (sql-formatter's string and identifier
 * types usable without a prefix): a character none of them starts is not read at all.
 */
export function quoteRules(language: Dialect): QuoteRules {
  let rules = quoteRulesCache.get(language);
  if (rules) return rules;
  const options = (dialects as unknown as Record<string, DialectOptions>)[language]!.tokenizerOptions as unknown as Record<string, unknown>;
  const types = [...((options.stringTypes as unknown[]) ?? []), ...((options.identTypes as unknown[]) ?? [])];
  const found = new Map<number, { doubling: boolean[]; triple: boolean }>();
  for (const type of types) {
    if (typeof type === 'object' && type !== null && ('regex' in type || (type as { requirePrefix?: boolean }).requirePrefix)) continue;
    const quote = typeof type === 'string' ? type : (type as { quote: string }).quote;
    const code = quote.charCodeAt(0);
    if (QUOTE_KIND[code] === undefined) continue;
    const rule = found.get(code) ?? { doubling: [], triple: false };
    if (quote.startsWith(quote[0]!.repeat(3))) rule.triple = true;
    else rule.doubling.push(quote.includes('-qq') || quote === '``');
    found.set(code, rule);
  }
  rules = new Map([...found].map(([code, rule]) => [code, { doubling: rule.doubling.length > 0 && rule.doubling.every(Boolean), triple: rule.triple }]));
  quoteRulesCache.set(language, rules);
  return rules;
}

export interface LexedStatement {
  /** The statement's text, from just after the previous `;` to its own `;` included. */
  text: string;
  /** Its shape: fixed text with each variable token as a kind-and-length marker. */
  shape: string;
  /** The variable tokens, in order. */
  values: string[];
  /** Where each variable token starts in the lexed text. */
  offsets: number[];
}

/**
 * The chunk's statements (split at each `;`), or undefined when the lexer meets something it does
 * not read. `trailing`: what follows the last `;` (blank when the chunk ends with a statement).
 */
export function lexStatements(text: string, rules: QuoteRules = quoteRules('sql')): { statements: LexedStatement[]; trailing: string } | undefined {
  try {
    const statements: LexedStatement[] = [];
    let shape = '';
    let values: string[] = [];
    let offsets: number[] = [];
    let start = 0;
    let index = 0;
    const length = text.length;
    while (index < length) {
      const code = text.charCodeAt(index);
      if (code === 32 || code === 10 || code === 9) {
        let end = index + 1;
        while (end < length && (text.charCodeAt(end) === 32 || text.charCodeAt(end) === 10 || text.charCodeAt(end) === 9)) end++;
        shape += text.slice(index, end);
        index = end;
      } else if (isWordStart(code)) {
        let end = index + 1;
        while (end < length && isWordChar(text.charCodeAt(end))) end++;
        const next = text.charCodeAt(end);
        if (QUOTE_KIND[next] !== undefined || next > 127) throw UNSURE; // a string prefix (N'…', E'…'), or a non-ASCII word
        const word = text.slice(index, end);
        // A reserved word, or one with no letter (`_19` reads as a number after a dot): kept as text.
        if (reserved().has(word.toUpperCase()) || !HAS_LETTER.test(word)) shape += `\u0000${word}\u0000`;
        else {
          shape += `\u0001${code === 95 ? '_' : 'w'}${end - index}\u0001`;
          values.push(word);
          offsets.push(index);
        }
        index = end;
      } else if (isDigit(code)) {
        if (index > 0 && text.charCodeAt(index - 1) === 46) throw UNSURE; // `.5` or `a.1`
        let end = index + 1;
        while (end < length && isDigit(text.charCodeAt(end))) end++;
        let kind = 'n';
        if (text.charCodeAt(end) === 46 && isDigit(text.charCodeAt(end + 1))) {
          end += 2;
          while (end < length && isDigit(text.charCodeAt(end))) end++;
          kind = 'd';
        }
        const next = text.charCodeAt(end);
        if (isWordChar(next) || next === 46 || next > 127 || QUOTE_KIND[next] !== undefined) throw UNSURE; // 1e5, 0x1F, 1., 1abc
        shape += `\u0001${kind}${end - index}\u0001`;
        values.push(text.slice(index, end));
        offsets.push(index);
        index = end;
      } else if (QUOTE_KIND[code] !== undefined) {
        const rule = rules.get(code);
        if (!rule) throw UNSURE; // not a quote in this dialect
        if (index > 0 && !BEFORE_QUOTE.has(text.charCodeAt(index - 1))) throw UNSURE;
        if (rule.triple && text.charCodeAt(index + 1) === code && text.charCodeAt(index + 2) === code) throw UNSURE;
        let end = index + 1;
        for (;;) {
          const found = text.indexOf(text[index]!, end);
          if (found === -1) throw UNSURE;
          if (text.charCodeAt(found + 1) === code) {
            if (!rule.doubling) throw UNSURE; // two strings side by side, or a triple quote
            end = found + 2; // a doubled quote inside
            continue;
          }
          end = found + 1;
          break;
        }
        const token = text.slice(index, end);
        if (token.includes('\\') || token.includes('\n') || token.includes('\r')) throw UNSURE;
        const next = text.charCodeAt(end);
        if (isWordChar(next) || next > 127) throw UNSURE;
        shape += `\u0001${QUOTE_KIND[code]}${end - index}\u0001`;
        values.push(token);
        offsets.push(index);
        index = end;
      } else if (code === 45 && text.charCodeAt(index + 1) === 45) {
        // `--` comment: MySQL reads it only before a space, so nothing else follows it here.
        const after = text.charCodeAt(index + 2);
        if (!(after === 32 || after === 10 || Number.isNaN(after))) throw UNSURE;
        let end = text.indexOf('\n', index);
        if (end === -1) end = length;
        const comment = text.slice(index, end);
        if (comment.includes('\r')) throw UNSURE;
        shape += `\u0002${comment}\u0002`;
        index = end;
      } else if (code === 47 && text.charCodeAt(index + 1) === 42) {
        const end = text.indexOf('*/', index + 2);
        if (end === -1) throw UNSURE;
        const comment = text.slice(index, end + 2);
        if (comment.indexOf('/*', 2) !== -1 || comment.includes('sql-formatter') || comment.includes('\r')) throw UNSURE;
        shape += `\u0002${comment}\u0002`;
        index = end + 2;
      } else if (PUNCTUATION.has(code)) {
        shape += text[index];
        index++;
        if (code === 59) {
          const statement = text.slice(start, index);
          if (values.length === 0 && statement.trim() === ';') throw UNSURE; // an empty statement
          statements.push({ text: statement, shape, values, offsets });
          shape = '';
          values = [];
          offsets = [];
          start = index;
        }
      } else throw UNSURE;
    }
    return { statements, trailing: text.slice(start) };
  } catch (error) {
    if (error === UNSURE) return undefined;
    throw error;
  }
}

const templates = new LayoutTemplates();

/** Where `values` are in `output`, as the text between them (parts.length = values.length + 1). */
function cutAround(output: string, values: readonly string[], rules: QuoteRules): string[] | undefined {
  const lexed = lexStatements(output.endsWith(';') ? output : `${output};`, rules);
  if (!lexed || lexed.trailing.trim() !== '') return undefined;
  const found = lexed.statements.flatMap((statement) => statement.values);
  if (found.length !== values.length || found.some((value, index) => value !== values[index])) return undefined;
  const offsets = lexed.statements.flatMap((statement) => statement.offsets);
  const parts: string[] = [];
  let from = 0;
  offsets.forEach((offset, index) => {
    parts.push(output.slice(from, offset));
    from = offset + values[index]!.length;
  });
  parts.push(output.slice(from));
  return parts;
}

/** How many statements were formatted by sql-formatter and how many put together from a template. */
export const templateStats = templates.counts;

/**
 * A chunk formatted statement by statement, shapes met before put together from their template;
 * undefined when the lexer cannot read the chunk (format it whole). `formatOne` formats one
 * statement with sql-formatter in `language` (and throws its errors); `cacheKey` names the dialect
 * and the options.
 */
export function formatWithTemplates(text: string, language: Dialect, cacheKey: string, formatOne: (statement: string) => string): { output: string; delimiters: number } | undefined {
  const rules = quoteRules(language);
  const lexed = lexStatements(text, rules);
  if (!lexed || lexed.statements.length < 2) return undefined;
  const outputs: string[] = [];
  for (const statement of lexed.statements) {
    const output = templates.output(
      cacheKey,
      statement.shape,
      statement.values,
      () => formatOne(statement.text),
      (printed) => cutAround(printed, statement.values, rules),
    );
    outputs.push(output!);
  }
  if (lexed.trailing.trim() !== '') {
    outputs.push(formatOne(lexed.trailing));
    templateStats.printed++;
  }
  return { output: outputs.join('\n\n'), delimiters: lexed.statements.length };
}
