import { TomlDate } from 'smol-toml';
import { DataDate, type DataDateKind, type DataMap, type DataValue } from './data';

/**
 * A fast reader for the TOML most documents are made of, giving exactly the data toml-read.ts gives
 * (smol-toml, then a TOML 1.0 scan over the whole text), or `undefined` to leave the text to that
 * reader. Reading a 5 MB document that way takes two passes and about a second; this is one pass.
 *
 * Covered: comments, bare / quoted / dotted keys, `[table]` and `[[array.of.tables]]` headers,
 * one-line basic and literal strings, integers (decimal, hex, octal, binary, underscores), floats,
 * inf/nan, booleans, the four date/time kinds, arrays (over several lines, comments inside, a
 * trailing comma), one-line inline tables. Anything else — multi-line strings, a key defined twice,
 * a table reopened, a dotted key reaching into another section's table, an integer beyond 64 bits,
 * a control character, a byte order mark, every error — makes it answer `undefined`, and the
 * other reader reads the text (and words the error). toml-fast-read.test.ts compares both readers
 * on the toml-test suite and on thousands of generated and damaged documents.
 */

class Unsupported extends Error {}
const UNSUPPORTED = new Unsupported();

// eslint-disable-next-line no-control-regex -- control characters are what this finds
const UNHANDLED_CHARACTERS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufeff]|\r(?!\n)/;
const BARE_KEY = /^[A-Za-z0-9_-]+$/;
const DECIMAL_INTEGER = /^[+-]?(?:0|[1-9](?:_?[0-9])*)$/;
const PREFIXED_INTEGER = /^0(?:x[0-9A-Fa-f](?:_?[0-9A-Fa-f])*|o[0-7](?:_?[0-7])*|b[01](?:_?[01])*)$/;
const FLOAT = /^[+-]?(?:0|[1-9](?:_?[0-9])*)(?:\.[0-9](?:_?[0-9])*)?(?:[eE][+-]?[0-9](?:_?[0-9])*)?$/;
const SPECIAL_FLOAT = /^[+-]?(?:inf|nan)$/;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))?$/;
/** Keys that plain JavaScript objects put first: smol-toml's order for them in inline tables differs. */
const INTEGER_LIKE_KEY = /^(?:0|[1-9]\d{0,9})$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** How a table came to be, for TOML's rules on defining a table once. */
const enum Origin {
  /** Created as the parent of a `[header]`: may still get its own header once. */
  Implicit,
  /** Defined by its own `[header]` (or the root). */
  Header,
  /** Created by a dotted key; `section` is the header section it was created in. */
  Dotted,
  /** An inline table: complete as written. */
  Inline,
  /** An element of an array of tables. */
  ArrayElement,
}

interface TableInfo {
  origin: Origin;
  section: number;
}

function validDate(year: string, month: string, day: string): boolean {
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1) return false;
  const y = Number(year);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (m === 2 && !leap ? 28 : (DAYS_IN_MONTH[m - 1] as number));
}

function validTime(hour: string, minute: string, second: string): boolean {
  return Number(hour) <= 23 && Number(minute) <= 59 && Number(second) <= 59;
}

function dateValue(raw: string): DataValue {
  let kind: DataDateKind;
  let match = LOCAL_DATE.exec(raw);
  if (match) {
    if (!validDate(match[1] as string, match[2] as string, match[3] as string)) throw UNSUPPORTED;
    kind = 'local-date';
  } else if ((match = LOCAL_TIME.exec(raw))) {
    if (!validTime(match[1] as string, match[2] as string, match[3] as string)) throw UNSUPPORTED;
    kind = 'local-time';
  } else if ((match = DATE_TIME.exec(raw))) {
    if (!validDate(match[1] as string, match[2] as string, match[3] as string) || !validTime(match[4] as string, match[5] as string, match[6] as string)) throw UNSUPPORTED;
    if (match[8] !== undefined && (Number(match[8]) > 23 || Number(match[9]) > 59)) throw UNSUPPORTED;
    kind = match[7] === undefined ? 'local-datetime' : 'offset-datetime';
  } else throw UNSUPPORTED;
  const date = new TomlDate(raw);
  if (Number.isNaN(date.getTime())) throw UNSUPPORTED;
  return new DataDate(kind, date.toISOString());
}

/** A bare value (number, boolean, date/time) → data. */
function bareValue(raw: string): DataValue {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (DECIMAL_INTEGER.test(raw) || PREFIXED_INTEGER.test(raw)) {
    const value = BigInt(raw.replace(/_/g, ''));
    if (value < INT64_MIN || value > INT64_MAX) throw UNSUPPORTED;
    return value;
  }
  if (SPECIAL_FLOAT.test(raw)) return raw.endsWith('nan') ? Number.NaN : raw.startsWith('-') ? -Infinity : Infinity;
  if (FLOAT.test(raw)) {
    const value = Number(raw.replace(/_/g, ''));
    if (!Number.isFinite(value)) throw UNSUPPORTED;
    return value;
  }
  return dateValue(raw);
}

export function readTomlFast(text: string): DataMap | undefined {
  if (UNHANDLED_CHARACTERS.test(text)) return undefined;
  const length = text.length;
  let pos = 0;
  const root: DataMap = new Map();
  const tables = new WeakMap<DataMap, TableInfo>([[root, { origin: Origin.Header, section: 0 }]]);
  /** Arrays made by `[[header]]` (only they may be appended to by another header). */
  const tableArrays = new WeakSet<DataValue[]>();
  let section = 0;

  const skipSpaces = () => {
    while (pos < length) {
      const code = text.charCodeAt(pos);
      if (code !== 32 && code !== 9) break;
      pos++;
    }
  };
  /** Spaces, then an optional comment, then the end of the line (or of the text). */
  const endOfLine = () => {
    skipSpaces();
    if (text.charCodeAt(pos) === 35) {
      const newline = text.indexOf('\n', pos);
      pos = newline === -1 ? length : newline;
    }
    if (pos >= length) return;
    if (text.charCodeAt(pos) === 13) pos++;
    if (text.charCodeAt(pos) !== 10) throw UNSUPPORTED;
    pos++;
  };
  /** Inside an array: spaces, comments and line breaks. */
  const skipBlank = () => {
    for (;;) {
      skipSpaces();
      const code = text.charCodeAt(pos);
      if (code === 35) {
        const newline = text.indexOf('\n', pos);
        pos = newline === -1 ? length : newline;
      } else if (code === 10) pos++;
      else if (code === 13 && text.charCodeAt(pos + 1) === 10) pos += 2;
      else return;
    }
  };

  const basicString = (): string => {
    // pos is on the opening quote; `"""` opens a multi-line string
    if (text.charCodeAt(pos + 1) === 34) {
      if (text.charCodeAt(pos + 2) === 34) throw UNSUPPORTED;
      pos += 2;
      return '';
    }
    let value = '';
    let from = pos + 1;
    for (;;) {
      const quote = text.indexOf('"', from);
      if (quote === -1) throw UNSUPPORTED;
      // Searched up to the quote only: a search of the whole text for every string would be quadratic.
      const segment = text.slice(from, quote);
      if (segment.includes('\n')) throw UNSUPPORTED;
      const offset = segment.indexOf('\\');
      if (offset === -1) {
        value += segment;
        pos = quote + 1;
        return value;
      }
      const backslash = from + offset;
      value += text.slice(from, backslash);
      const code = text[backslash + 1];
      const simple = code === 'b' ? '\b' : code === 't' ? '\t' : code === 'n' ? '\n' : code === 'f' ? '\f' : code === 'r' ? '\r' : code === '"' ? '"' : code === '\\' ? '\\' : undefined;
      if (simple !== undefined) {
        value += simple;
        from = backslash + 2;
      } else if (code === 'u' || code === 'U') {
        const digits = code === 'u' ? 4 : 8;
        const hex = text.slice(backslash + 2, backslash + 2 + digits);
        if (!/^[0-9A-Fa-f]+$/.test(hex) || hex.length !== digits) throw UNSUPPORTED;
        const point = parseInt(hex, 16);
        if (point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) throw UNSUPPORTED;
        value += String.fromCodePoint(point);
        from = backslash + 2 + digits;
      } else throw UNSUPPORTED;
    }
  };

  const literalString = (): string => {
    if (text.charCodeAt(pos + 1) === 39) {
      if (text.charCodeAt(pos + 2) === 39) throw UNSUPPORTED;
      pos += 2;
      return '';
    }
    const quote = text.indexOf("'", pos + 1);
    if (quote === -1) throw UNSUPPORTED;
    const value = text.slice(pos + 1, quote);
    if (value.includes('\n')) throw UNSUPPORTED;
    pos = quote + 1;
    return value;
  };

  /** One part of a key: bare or quoted. */
  const keyPart = (): string => {
    const code = text.charCodeAt(pos);
    if (code === 34) return basicString();
    if (code === 39) return literalString();
    const start = pos;
    while (pos < length) {
      const c = text.charCodeAt(pos);
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 45)) break;
      pos++;
    }
    const part = text.slice(start, pos);
    if (!BARE_KEY.test(part)) throw UNSUPPORTED;
    return part;
  };

  /** A dotted key: its parts. */
  const key = (): string[] => {
    const parts = [keyPart()];
    for (;;) {
      skipSpaces();
      if (text.charCodeAt(pos) !== 46) return parts;
      pos++;
      skipSpaces();
      parts.push(keyPart());
    }
  };

  const inlineTable = (): DataMap => {
    // pos is on `{`
    pos++;
    const table: DataMap = new Map();
    tables.set(table, { origin: Origin.Inline, section: -1 });
    skipSpaces();
    if (text.charCodeAt(pos) === 125) {
      pos++;
      return table;
    }
    for (;;) {
      skipSpaces();
      const parts = key();
      for (const part of parts) if (INTEGER_LIKE_KEY.test(part)) throw UNSUPPORTED;
      if (text.charCodeAt(pos) !== 61) throw UNSUPPORTED;
      pos++;
      skipSpaces();
      assign(table, parts, value(), -1);
      skipSpaces();
      const code = text.charCodeAt(pos);
      pos++;
      if (code === 125) return table;
      if (code !== 44) throw UNSUPPORTED;
    }
  };

  const array = (): DataValue[] => {
    // pos is on `[`
    pos++;
    const items: DataValue[] = [];
    for (;;) {
      skipBlank();
      if (text.charCodeAt(pos) === 93) {
        pos++;
        return items;
      }
      items.push(value());
      skipBlank();
      const code = text.charCodeAt(pos);
      pos++;
      if (code === 93) return items;
      if (code !== 44) throw UNSUPPORTED;
    }
  };

  function value(): DataValue {
    const code = text.charCodeAt(pos);
    if (code === 34) return basicString();
    if (code === 39) return literalString();
    if (code === 91) return array();
    if (code === 123) return inlineTable();
    const start = pos;
    while (pos < length) {
      const c = text.charCodeAt(pos);
      if (c === 32 || c === 9 || c === 10 || c === 13 || c === 44 || c === 93 || c === 125 || c === 35) break;
      pos++;
    }
    // A date and a time may be joined by a space.
    if (pos - start === 10 && text.charCodeAt(pos) === 32 && /^ \d{2}:/.test(text.slice(pos, pos + 4))) {
      pos++;
      while (pos < length) {
        const c = text.charCodeAt(pos);
        if (c === 32 || c === 9 || c === 10 || c === 13 || c === 44 || c === 93 || c === 125 || c === 35) break;
        pos++;
      }
    }
    if (pos === start) throw UNSUPPORTED;
    return bareValue(text.slice(start, pos));
  }

  /** Sets `parts` = `item` under `table`, creating dotted-key tables; `owner` is the section (-1 inside an inline table). */
  function assign(table: DataMap, parts: string[], item: DataValue, owner: number): void {
    let current = table;
    for (let index = 0; index < parts.length - 1; index++) {
      const part = parts[index] as string;
      const existing = current.get(part);
      if (existing === undefined) {
        const created: DataMap = new Map();
        tables.set(created, { origin: Origin.Dotted, section: owner });
        current.set(part, created);
        current = created;
      } else {
        const info = existing instanceof Map ? tables.get(existing) : undefined;
        if (!info || info.origin !== Origin.Dotted || info.section !== owner) throw UNSUPPORTED;
        current = existing as DataMap;
      }
    }
    const last = parts[parts.length - 1] as string;
    if (current.has(last)) throw UNSUPPORTED;
    current.set(last, item);
  }

  /** A `[header]` or `[[header]]`: the table that following key/value pairs go into. */
  function header(isArray: boolean): DataMap {
    skipSpaces();
    const parts = key();
    skipSpaces();
    if (text.charCodeAt(pos) !== 93) throw UNSUPPORTED;
    pos++;
    if (isArray) {
      if (text.charCodeAt(pos) !== 93) throw UNSUPPORTED;
      pos++;
    }
    endOfLine();
    section++;
    let current = root;
    for (let index = 0; index < parts.length - 1; index++) {
      const part = parts[index] as string;
      const existing = current.get(part);
      if (existing === undefined) {
        const created: DataMap = new Map();
        tables.set(created, { origin: Origin.Implicit, section });
        current.set(part, created);
        current = created;
      } else if (existing instanceof Map) {
        const info = tables.get(existing);
        if (!info || info.origin === Origin.Inline || info.origin === Origin.Dotted) throw UNSUPPORTED;
        current = existing;
      } else if (Array.isArray(existing) && tableArrays.has(existing)) {
        current = existing[existing.length - 1] as DataMap;
      } else throw UNSUPPORTED;
    }
    const last = parts[parts.length - 1] as string;
    const existing = current.get(last);
    if (isArray) {
      const element: DataMap = new Map();
      tables.set(element, { origin: Origin.ArrayElement, section });
      if (existing === undefined) {
        const list = [element];
        tableArrays.add(list);
        current.set(last, list);
      } else if (Array.isArray(existing) && tableArrays.has(existing)) existing.push(element);
      else throw UNSUPPORTED;
      return element;
    }
    if (existing === undefined) {
      const created: DataMap = new Map();
      tables.set(created, { origin: Origin.Header, section });
      current.set(last, created);
      return created;
    }
    const info = existing instanceof Map ? tables.get(existing) : undefined;
    if (!info || info.origin !== Origin.Implicit) throw UNSUPPORTED;
    info.origin = Origin.Header;
    return existing as DataMap;
  }

  try {
    let table = root;
    while (pos < length) {
      skipSpaces();
      const code = text.charCodeAt(pos);
      if (code === 35 || code === 10 || code === 13 || pos >= length) {
        endOfLine();
        continue;
      }
      if (code === 91) {
        pos++;
        const isArray = text.charCodeAt(pos) === 91;
        if (isArray) pos++;
        table = header(isArray);
        continue;
      }
      const parts = key();
      if (text.charCodeAt(pos) !== 61) throw UNSUPPORTED;
      pos++;
      skipSpaces();
      assign(table, parts, value(), section);
      endOfLine();
    }
    return root;
  } catch (error) {
    // Nesting deeper than the stack allows is left to the other path too.
    if (error instanceof Unsupported || error instanceof RangeError) return undefined;
    throw error;
  }
}
