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

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const isDigit = (code: number) => code >= 0x30 && code <= 0x39;
const isHexDigit = (code: number) => isDigit(code) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);

/** Characters that end a bare value (number, boolean, inf/nan, date or time); NaN is the end of the text. */
function endsBareValue(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0x2c || code === 0x5d || code === 0x7d || code === 0x23 || Number.isNaN(code);
}

/** Characters that end a bare key part. */
function endsBareKey(code: number): boolean {
  return endsBareValue(code) || code === 0x3d || code === 0x2e;
}

/**
 * What the scan collects besides checking: nothing; the comments with the statements they belong
 * to (an entry only for a statement that has a comment); or every statement (to restore key order).
 */
export type TomlScanCollect = 'none' | 'comments' | 'all';

/**
 * A statement: its table's path (resolved, with array-of-tables indexes) and where its own key is
 * (-1 for a table header); its key is read again only if a comment needs its path.
 */
interface Statement {
  table: (string | number)[];
  keyAt: number;
  entry: DataCommentEntry | undefined;
}

/**
 * The TOML 1.0 check and comment collection over text that smol-toml accepted. Throws
 * ToolInputError('invalidToml') for a TOML 1.1 construct or an impossible date.
 */
export function scanToml(text: string, collect: TomlScanCollect = 'comments'): DataComments {
  const length = text.length;
  const collecting = collect !== 'none';
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let lineStart = 0;
  const column = (at = pos) => at - lineStart + 1;

  /** Open value brackets: '[' (0x5b) or '{' (0x7b). */
  const stack: number[] = [];
  let expectKey = true;
  /** Only spaces since the start of the current line. */
  let blankSoFar = true;
  /** The current line had a statement or a comment. */
  let lineHadContent = false;

  const entries: DataCommentEntry[] = [];
  let head: string | undefined;
  let pending: string[] = [];
  let blankAfterPending = false;
  let current: Statement | undefined;
  let statements = 0;
  let tablePath: (string | number)[] = [];
  const arrayCounts = new Map<string, number>();

  const newline = () => {
    if (!lineHadContent && pending.length > 0) blankAfterPending = true;
    line++;
    lineStart = pos;
    blankSoFar = true;
    lineHadContent = false;
  };

  const entryOf = (statement: Statement): DataCommentEntry => {
    if (!statement.entry) {
      let path = statement.table;
      if (statement.keyAt >= 0) {
        const resume = pos;
        pos = statement.keyAt;
        path = [...path, ...readKey(true)];
        pos = resume;
      }
      statement.entry = { path };
      entries.push(statement.entry);
    }
    return statement.entry;
  };

  const startStatement = (table: (string | number)[], keyAt: number) => {
    statements++;
    if (!collecting) return;
    current = { table, keyAt, entry: undefined };
    if (collect === 'all') entryOf(current);
    if (pending.length > 0) {
      if (statements === 1 && blankAfterPending) head = head === undefined ? pending.join('\n') : `${head}\n${pending.join('\n')}`;
      else entryOf(current).before = pending.join('\n');
      pending = [];
    }
    blankAfterPending = false;
  };

  const readEscape = (multiline: boolean) => {
    // pos is on the backslash
    const escape = text.charCodeAt(pos + 1);
    // b t n f r " \
    if (escape === 0x62 || escape === 0x74 || escape === 0x6e || escape === 0x66 || escape === 0x72 || escape === 0x22 || escape === 0x5c) {
      pos += 2;
      return;
    }
    if (escape === 0x75 || escape === 0x55) {
      const end = pos + 2 + (escape === 0x75 ? 4 : 8);
      for (let at = pos + 2; at < end; at++) if (!isHexDigit(text.charCodeAt(at))) throw invalid(line, column(), 'invalid unicode escape');
      pos = end;
      return;
    }
    if (multiline && (escape === 0x20 || escape === 0x09 || escape === 0x0d || escape === 0x0a)) {
      pos += 1; // line-ending backslash: the whitespace is read by the caller
      return;
    }
    const char = text[pos + 1] ?? '';
    throw invalid(line, column(), char === 'x' || char === 'e' ? `the escape \\${char} is TOML 1.1, not TOML 1.0` : `invalid escape \\${char}`);
  };

  /** Skips a string starting at pos (any of the four kinds); returns its value when it is single-line and `wanted`. */
  const readString = (wanted: boolean): string => {
    const quote = text.charCodeAt(pos);
    const basic = quote === 0x22;
    if (text.charCodeAt(pos + 1) === quote && text.charCodeAt(pos + 2) === quote) {
      pos += 3;
      for (;;) {
        if (pos >= length) throw invalid(line, column(), 'unterminated string');
        const code = text.charCodeAt(pos);
        if (code === quote && text.charCodeAt(pos + 1) === quote && text.charCodeAt(pos + 2) === quote) {
          let run = 3;
          while (text.charCodeAt(pos + run) === quote && run < 5) run++;
          pos += run;
          return '';
        }
        if (code === 0x5c && basic) readEscape(true);
        else if (code === 0x0a) {
          pos++;
          line++;
          lineStart = pos;
        } else pos++;
      }
    }
    pos++;
    const start = pos;
    let escaped = false;
    for (;;) {
      const code = text.charCodeAt(pos);
      if (Number.isNaN(code) || code === 0x0a) throw invalid(line, column(), 'unterminated string');
      if (code === quote) {
        pos++;
        if (!wanted) return '';
        const raw = text.slice(start, pos - 1);
        return escaped ? decodeBasic(raw) : raw;
      }
      if (code === 0x5c && basic) {
        escaped = true;
        readEscape(false);
      } else pos++;
    }
  };

  const skipSpaces = () => {
    for (let code = text.charCodeAt(pos); code === 0x20 || code === 0x09; code = text.charCodeAt(pos)) pos++;
  };

  /** A dotted key (bare or quoted parts) up to '=' or ']' (left unread); its parts when `wanted`. */
  function readKey(wanted: true): string[];
  function readKey(wanted: boolean): string[] | undefined;
  function readKey(wanted: boolean): string[] | undefined {
    const parts: string[] | undefined = wanted ? [] : undefined;
    for (;;) {
      skipSpaces();
      const code = text.charCodeAt(pos);
      if (code === 0x22 || code === 0x27) {
        const part = readString(wanted);
        parts?.push(part);
      } else {
        const start = pos;
        while (!endsBareKey(text.charCodeAt(pos))) pos++;
        if (parts) parts.push(text.slice(start, pos));
      }
      skipSpaces();
      if (text.charCodeAt(pos) !== 0x2e) return parts;
      pos++;
    }
  }

  /** A number of `count` digits at `at`, or -1. */
  const digits = (at: number, count: number): number => {
    let value = 0;
    for (let index = 0; index < count; index++) {
      const code = text.charCodeAt(at + index);
      if (!isDigit(code)) return -1;
      value = value * 10 + code - 0x30;
    }
    return value;
  };

  /** `YYYY-MM-DD` at `at`. */
  const isDate = (at: number) => digits(at, 4) >= 0 && text.charCodeAt(at + 4) === 0x2d && digits(at + 5, 2) >= 0 && text.charCodeAt(at + 7) === 0x2d && digits(at + 8, 2) >= 0;

  /** The checks smol-toml does not make on a bare value from `start` to `end`: dates that exist, times with seconds. */
  const checkBareValue = (start: number, end: number) => {
    if (isDate(start)) {
      const year = digits(start, 4);
      const month = digits(start + 5, 2);
      const day = digits(start + 8, 2);
      const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
      if (month < 1 || month > 12 || day < 1 || day > days) throw invalid(line, column(start), `the date ${text.slice(start, start + 10)} does not exist`);
    }
    // A time: hh:mm at the start or after the date's T, t or space, and then it needs :ss.
    let time = -1;
    if (isDigit(text.charCodeAt(start)) && text.charCodeAt(start + 2) === 0x3a) time = start;
    else if (end - start > 10) {
      const separator = text.charCodeAt(start + 10);
      if ((separator === 0x54 || separator === 0x74 || separator === 0x20) && text.charCodeAt(start + 13) === 0x3a) time = start + 11;
    }
    if (time >= 0 && digits(time, 2) >= 0 && digits(time + 3, 2) >= 0 && !(text.charCodeAt(time + 5) === 0x3a && time + 5 < end)) {
      throw invalid(line, column(start), 'a time needs seconds in TOML 1.0 (e.g. 17:45:00)');
    }
  };

  /** Called when a value at the top level is complete. */
  const valueDone = () => {
    if (stack.length === 0) expectKey = true;
  };

  while (pos < length) {
    const code = text.charCodeAt(pos);
    if (code === 0x0a) {
      if (stack[stack.length - 1] === 0x7b) throw invalid(line, column(), 'an inline table must stay on one line in TOML 1.0');
      pos++;
      newline();
      continue;
    }
    if (code === 0x20 || code === 0x09 || code === 0x0d) {
      pos++;
      continue;
    }
    if (code === 0xfeff) throw invalid(line, column(), 'a byte order mark is only allowed at the very start');
    if (code === 0x23) {
      if (stack[stack.length - 1] === 0x7b) throw invalid(line, column(), 'an inline table must stay on one line in TOML 1.0');
      const end = text.indexOf('\n', pos);
      const commentEnd = end === -1 ? length : end;
      if (collecting) {
        const comment = text.slice(pos + 1, text.charCodeAt(commentEnd - 1) === 0x0d && commentEnd - 1 > pos ? commentEnd - 1 : commentEnd);
        if (blankSoFar && stack.length === 0) {
          if (blankAfterPending && statements === 0) {
            // A block of comments separated by a blank line at the top belongs to the document.
            head = head === undefined ? pending.join('\n') : `${head}\n${pending.join('\n')}`;
            pending = [];
          }
          blankAfterPending = false;
          pending.push(comment);
        } else if (current) {
          const entry = entryOf(current);
          entry.trailing = entry.trailing === undefined ? comment : `${entry.trailing}\n${comment}`;
        }
      }
      lineHadContent = true;
      pos = commentEnd;
      continue;
    }
    lineHadContent = true;
    const wasBlank = blankSoFar;
    blankSoFar = false;

    if (stack.length === 0 && expectKey) {
      if (code === 0x5b && wasBlank) {
        const isArray = text.charCodeAt(pos + 1) === 0x5b;
        pos += isArray ? 2 : 1;
        const parts = readKey(collecting);
        pos += isArray ? 2 : 1;
        if (!parts) {
          statements++;
          continue;
        }
        // The path with the index of each array of tables it goes through; `id` spells it out (each key length-prefixed).
        const resolved: (string | number)[] = [];
        let id = '';
        for (let index = 0; index < parts.length; index++) {
          const part = parts[index] as string;
          resolved.push(part);
          id += `${part.length}:${part}`;
          let count = arrayCounts.get(id);
          if (index === parts.length - 1 && isArray) arrayCounts.set(id, (count = (count ?? 0) + 1));
          if (count !== undefined) {
            resolved.push(count - 1);
            id += `#${count - 1}`;
          }
        }
        tablePath = resolved;
        startStatement(resolved, -1);
        continue;
      }
      startStatement(tablePath, pos);
      readKey(false);
      if (text.charCodeAt(pos) === 0x3d) pos++;
      expectKey = false;
      continue;
    }

    const top = stack[stack.length - 1];
    if (top === 0x7b && expectKey) {
      if (code === 0x7d) {
        stack.pop();
        expectKey = false;
        valueDone();
        pos++;
        continue;
      }
      readKey(false);
      if (text.charCodeAt(pos) === 0x3d) pos++;
      expectKey = false;
      continue;
    }
    if (code === 0x5b || code === 0x7b) {
      stack.push(code);
      expectKey = code === 0x7b;
      pos++;
      continue;
    }
    if (code === 0x5d || code === 0x7d) {
      stack.pop();
      pos++;
      valueDone();
      continue;
    }
    if (code === 0x2c) {
      if (top === 0x7b) {
        let next = pos + 1;
        while (text.charCodeAt(next) === 0x20 || text.charCodeAt(next) === 0x09) next++;
        if (text.charCodeAt(next) === 0x7d) throw invalid(line, column(), 'a trailing comma in an inline table is TOML 1.1, not TOML 1.0');
        expectKey = true;
      }
      pos++;
      continue;
    }
    if (code === 0x22 || code === 0x27) {
      readString(false);
      valueDone();
      continue;
    }
    // A bare value: number, boolean, inf/nan, date or time (a date and a time may be joined by a space).
    const start = pos;
    while (!endsBareValue(text.charCodeAt(pos))) pos++;
    if (pos === start) pos++;
    if (pos - start === 10 && text.charCodeAt(pos) === 0x20 && isDate(start) && digits(pos + 1, 2) >= 0 && text.charCodeAt(pos + 3) === 0x3a) {
      pos++;
      while (!endsBareValue(text.charCodeAt(pos))) pos++;
    }
    checkBareValue(start, pos);
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
  const comments = scanToml(text, order.integerKeys ? 'all' : options.comments ? 'comments' : 'none');
  return { data: order.integerKeys ? restoreKeyOrder(data, comments.entries) : data, comments };
}
