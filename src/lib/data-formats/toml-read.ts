import { parse, TomlDate, TomlError } from 'smol-toml';
import { ToolInputError } from '../errors';
import { DataDate, type DataCommentEntry, type DataComments, type DataDateKind, type DataMap, type DataValue } from './data';

/**
 * TOML → data with smol-toml, held to TOML 1.0. smol-toml also accepts a few TOML 1.1 additions,
 * so a second pass over the (by then well-formed) text rejects them: line breaks, comments and a
 * trailing comma inside inline tables, times without seconds, `\x`/`\e` escapes, plus dates that
 * do not exist (February 30) and a byte order mark anywhere but at the start. The same pass
 * collects the comments and the entries they belong to (for TOML → YAML).
 *
 * Integers are bigint (exact), floats numbers, date/times {@link DataDate}s with the ISO text of
 * the spec: `1979-05-27T07:32:00.000Z` (offset kept, e.g. `-07:00`), `1979-05-27T07:32:00.000`,
 * `1979-05-27`, `07:32:00.000`. Key order is the document's: smol-toml builds plain objects, which
 * put integer-like keys first, so the order is restored from the statements the scan collected
 * (keys inside inline tables excepted).
 */

export interface TomlReadResult {
  data: DataMap;
  comments: DataComments;
}

/** A key a JavaScript object puts before the others (an array index: 0 … 2^32 − 2). */
const INTEGER_KEY = /^(?:0|[1-9]\d{0,9})$/;

function invalid(line: number, column: number, reason: string): ToolInputError {
  return new ToolInputError('invalidToml', { detail: `Line ${line}, column ${column}: ${reason}` });
}

function dateKind(date: TomlDate): DataDateKind {
  if (date.isDate()) return 'local-date';
  if (date.isTime()) return 'local-time';
  return date.isLocal() ? 'local-datetime' : 'offset-datetime';
}

/**
 * smol-toml's value → data. `order.integerKeys` is set when a table has an integer-like key (a
 * plain object lists those first, whatever the document's order: see restoreKeyOrder); only a
 * table's first key needs a look.
 */
function fromToml(value: unknown, order: { integerKeys: boolean }): DataValue {
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof TomlDate) return new DataDate(dateKind(value), value.toISOString());
  if (Array.isArray(value)) return value.map((item) => fromToml(item, order));
  const map: DataMap = new Map();
  const keys = Object.keys(value as object);
  if (!order.integerKeys && keys.length > 0 && INTEGER_KEY.test(keys[0] as string)) order.integerKeys = true;
  for (const key of keys) map.set(key, fromToml((value as Record<string, unknown>)[key], order));
  return map;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DATE_START = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME_PART = /(?:^|[Tt ])(\d{2}):(\d{2})(:\d{2})?/;
const HEX = /^[0-9a-fA-F]+$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Characters that end a bare value (number, boolean, inf/nan, date or time). */
function endsBareValue(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0x2c || code === 0x5d || code === 0x7d || code === 0x23 || Number.isNaN(code);
}

/** Characters that end a bare key part. */
function endsBareKey(code: number): boolean {
  return endsBareValue(code) || code === 0x3d || code === 0x2e;
}

/**
 * The TOML 1.0 check and comment collection over text that smol-toml accepted. Throws
 * ToolInputError('invalidToml') for a TOML 1.1 construct or an impossible date.
 */
export function scanToml(text: string, collect = true): DataComments {
  const length = text.length;
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let lineStart = 0;
  const column = (at = pos) => at - lineStart + 1;

  /** Open value brackets: '[' or '{'. */
  const stack: string[] = [];
  let expectKey = true;
  /** Only spaces since the start of the current line. */
  let blankSoFar = true;
  /** The current line had a statement or a comment. */
  let lineHadContent = false;

  const entries: DataCommentEntry[] = [];
  let head: string | undefined;
  let pending: string[] = [];
  let blankAfterPending = false;
  let current: DataCommentEntry | undefined;
  let statements = 0;
  let tablePath: (string | number)[] = [];
  const arrayCounts = new Map<string, number>();
  let keyParts: string[] = [];

  const newline = () => {
    if (!lineHadContent && pending.length > 0) blankAfterPending = true;
    line++;
    lineStart = pos;
    blankSoFar = true;
    lineHadContent = false;
  };

  const startStatement = (path: (string | number)[]) => {
    const entry: DataCommentEntry = { path };
    if (pending.length > 0) {
      if (statements === 0 && blankAfterPending) head = head === undefined ? pending.join('\n') : `${head}\n${pending.join('\n')}`;
      else entry.before = pending.join('\n');
    }
    pending = [];
    blankAfterPending = false;
    statements++;
    entries.push(entry);
    current = entry;
  };

  const readEscape = (multiline: boolean) => {
    // pos is on the backslash
    const escape = text[pos + 1] ?? '';
    if ('btnfr"\\'.includes(escape) && escape !== '') {
      pos += 2;
      return;
    }
    if (escape === 'u' || escape === 'U') {
      const digits = escape === 'u' ? 4 : 8;
      if (!HEX.test(text.slice(pos + 2, pos + 2 + digits))) throw invalid(line, column(), 'invalid unicode escape');
      pos += 2 + digits;
      return;
    }
    if (multiline && /[ \t\r\n]/.test(escape)) {
      pos += 1; // line-ending backslash: the whitespace is read by the caller
      return;
    }
    throw invalid(line, column(), escape === 'x' || escape === 'e' ? `the escape \\${escape} is TOML 1.1, not TOML 1.0` : `invalid escape \\${escape}`);
  };

  /** Skips a string starting at pos (any of the four kinds); returns its value when it is single-line. */
  const readString = (): string => {
    const quote = text[pos] as '"' | "'";
    const triple = text.startsWith(quote.repeat(3), pos);
    let value = '';
    if (triple) {
      pos += 3;
      for (;;) {
        if (pos >= length) throw invalid(line, column(), 'unterminated string');
        const char = text[pos] as string;
        if (char === quote && text.startsWith(quote.repeat(3), pos)) {
          let run = 3;
          while (text[pos + run] === quote && run < 5) run++;
          pos += run;
          return value;
        }
        if (char === '\\' && quote === '"') {
          readEscape(true);
          continue;
        }
        if (char === '\n') {
          pos++;
          line++;
          lineStart = pos;
          continue;
        }
        pos++;
      }
    }
    pos++;
    const start = pos;
    for (;;) {
      const char = text[pos];
      if (char === undefined || char === '\n') throw invalid(line, column(), 'unterminated string');
      if (char === quote) {
        const raw = text.slice(start, pos);
        pos++;
        value = quote === "'" ? raw : decodeBasic(raw);
        return value;
      }
      if (char === '\\' && quote === '"') readEscape(false);
      else pos++;
    }
  };

  const skipSpaces = () => {
    while (text[pos] === ' ' || text[pos] === '\t') pos++;
  };

  /** A dotted key (bare or quoted parts) up to '=' or ']' (left unread). */
  const readKey = (): string[] => {
    const parts: string[] = [];
    for (;;) {
      skipSpaces();
      const char = text[pos];
      if (char === '"' || char === "'") parts.push(readString());
      else {
        const start = pos;
        while (!endsBareKey(text.charCodeAt(pos))) pos++;
        parts.push(text.slice(start, pos));
      }
      skipSpaces();
      if (text[pos] !== '.') return parts;
      pos++;
    }
  };

  const checkBareValue = (token: string, at: number) => {
    const date = DATE_START.exec(token);
    if (date) {
      const year = Number(date[1]);
      const month = Number(date[2]);
      const day = Number(date[3]);
      const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
      if (month < 1 || month > 12 || day < 1 || day > days) throw invalid(line, column(at), `the date ${date[0]} does not exist`);
    }
    const time = token.includes(':') ? TIME_PART.exec(token) : null;
    if (time && time[3] === undefined) throw invalid(line, column(at), 'a time needs seconds in TOML 1.0 (e.g. 17:45:00)');
  };

  /** Called when a value at the top level is complete. */
  const valueDone = () => {
    if (stack.length === 0) expectKey = true;
  };

  while (pos < length) {
    const char = text[pos] as string;
    const code = text.charCodeAt(pos);
    if (char === '\n') {
      if (stack[stack.length - 1] === '{') throw invalid(line, column(), 'an inline table must stay on one line in TOML 1.0');
      pos++;
      newline();
      continue;
    }
    if (char === ' ' || char === '\t' || char === '\r') {
      pos++;
      continue;
    }
    if (code === 0xfeff) throw invalid(line, column(), 'a byte order mark is only allowed at the very start');
    if (char === '#') {
      if (stack[stack.length - 1] === '{') throw invalid(line, column(), 'an inline table must stay on one line in TOML 1.0');
      const end = text.indexOf('\n', pos);
      const commentEnd = end === -1 ? length : end;
      const comment = text.slice(pos + 1, commentEnd).replace(/\r$/, '');
      // Without collecting, `current` stays undefined: comments are only skipped.
      if (collect && blankSoFar && stack.length === 0) {
        if (blankAfterPending && statements === 0) {
          // A block of comments separated by a blank line at the top belongs to the document.
          head = head === undefined ? pending.join('\n') : `${head}\n${pending.join('\n')}`;
          pending = [];
        }
        blankAfterPending = false;
        pending.push(comment);
      }
      else if (current) current.trailing = current.trailing === undefined ? comment : `${current.trailing}\n${comment}`;
      lineHadContent = true;
      pos = commentEnd;
      continue;
    }
    lineHadContent = true;
    const wasBlank = blankSoFar;
    blankSoFar = false;

    if (stack.length === 0 && expectKey) {
      if (char === '[' && wasBlank) {
        const isArray = text[pos + 1] === '[';
        pos += isArray ? 2 : 1;
        const parts = readKey();
        pos += isArray ? 2 : 1;
        if (!collect) {
          statements++;
          continue;
        }
        const resolved: (string | number)[] = [];
        parts.forEach((part, index) => {
          resolved.push(part);
          const id = JSON.stringify(resolved);
          if (index === parts.length - 1 && isArray) {
            const count = (arrayCounts.get(id) ?? 0) + 1;
            arrayCounts.set(id, count);
            resolved.push(count - 1);
          } else {
            const count = arrayCounts.get(id);
            if (count !== undefined) resolved.push(count - 1);
          }
        });
        tablePath = resolved;
        startStatement(resolved);
        continue;
      }
      keyParts = readKey();
      if (collect) startStatement([...tablePath, ...keyParts]);
      else statements++;
      if (text[pos] === '=') pos++;
      expectKey = false;
      continue;
    }

    const top = stack[stack.length - 1];
    if (top === '{' && expectKey) {
      if (char === '}') {
        stack.pop();
        expectKey = false;
        valueDone();
        pos++;
        continue;
      }
      readKey();
      if (text[pos] === '=') pos++;
      expectKey = false;
      continue;
    }
    if (char === '[' || char === '{') {
      stack.push(char);
      expectKey = char === '{';
      pos++;
      continue;
    }
    if (char === ']' || char === '}') {
      stack.pop();
      pos++;
      valueDone();
      continue;
    }
    if (char === ',') {
      if (top === '{') {
        let next = pos + 1;
        while (text[next] === ' ' || text[next] === '\t') next++;
        if (text[next] === '}') throw invalid(line, column(), 'a trailing comma in an inline table is TOML 1.1, not TOML 1.0');
        expectKey = true;
      }
      pos++;
      continue;
    }
    if (char === '"' || char === "'") {
      readString();
      valueDone();
      continue;
    }
    // A bare value: number, boolean, inf/nan, date or time (a date and a time may be joined by a space).
    const start = pos;
    while (!endsBareValue(text.charCodeAt(pos))) pos++;
    if (pos === start) pos++;
    if (text[pos] === ' ' && /^\d{4}-\d{2}-\d{2}$/.test(text.slice(start, pos)) && /^ \d{2}:/.test(text.slice(pos, pos + 4))) {
      pos++;
      while (!endsBareValue(text.charCodeAt(pos))) pos++;
    }
    checkBareValue(text.slice(start, pos).replace(/\r$/, ''), start);
    valueDone();
  }
  if (pending.length > 0) {
    const tail = pending.join('\n');
    if (statements === 0) head = tail;
    else return { head, tail, entries };
  }
  return { head, entries };
}

/** The text of a single-line basic string (already validated) with its escapes decoded. */
function decodeBasic(raw: string): string {
  if (!raw.includes('\\')) return raw;
  return raw.replace(/\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)/g, (_match, escape: string) => {
    if (escape.length > 1) return String.fromCodePoint(Number.parseInt(escape.slice(1), 16));
    return ({ b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' } as Record<string, string>)[escape] ?? escape;
  });
}

/**
 * Puts the keys of every table back in the order of the statements that define them (`entries`,
 * in document order, as the scan found them). Only needed when an integer-like key exists.
 */
export function restoreKeyOrder(data: DataMap, entries: readonly DataCommentEntry[]): DataMap {
  const orders = new Map<string, Set<string>>();
  for (const { path } of entries) {
    let parent = '';
    for (const part of path) {
      if (typeof part === 'string') {
        let keys = orders.get(parent);
        if (!keys) orders.set(parent, (keys = new Set()));
        keys.add(part);
      }
      parent += `\u0000${typeof part === 'number' ? `#${part}` : part}`;
    }
  }
  const rebuild = (value: DataValue, id: string): DataValue => {
    if (Array.isArray(value)) return value.map((item, index) => rebuild(item, `${id}\u0000#${index}`));
    if (!(value instanceof Map)) return value;
    const map: DataMap = new Map();
    for (const key of orders.get(id) ?? []) if (value.has(key)) map.set(key, rebuild(value.get(key) as DataValue, `${id}\u0000${key}`));
    for (const [key, item] of value) if (!map.has(key)) map.set(key, rebuild(item, `${id}\u0000${key}`));
    return map;
  };
  return rebuild(data, '') as DataMap;
}

/**
 * TOML text → data and comments, through smol-toml and the TOML 1.0 scan (`comments: false` skips
 * collecting them, which is faster on large documents; the TOML 1.0 checks still run). Throws
 * ToolInputError('invalidToml') with "Line L, column C: reason". A hand-written one-pass reader
 * stood in front of smol-toml until it was measured on realistic 4 MB documents: 1.25 s against
 * 2.24 s, not enough to pay for 400 lines (docs/performance.md).
 */
export function readToml(text: string, options: { comments: boolean } = { comments: true }): TomlReadResult {
  let parsed: Record<string, unknown>;
  try {
    parsed = parse(text, { integersAsBigInt: true });
  } catch (error) {
    if (error instanceof TomlError) {
      const reason = (error.message.split('\n')[0] ?? '').replace(/^Invalid TOML document:\s*/, '');
      throw invalid(error.line, error.column, reason);
    }
    throw new ToolInputError('invalidToml', { detail: error instanceof Error ? error.message : String(error) });
  }
  const order = { integerKeys: false };
  const data = fromToml(parsed, order) as DataMap;
  // The statements (paths) are collected for the comments, or to restore the order of integer-like keys.
  const comments = scanToml(text, options.comments || order.integerKeys);
  return { data: order.integerKeys ? restoreKeyOrder(data, comments.entries) : data, comments };
}
