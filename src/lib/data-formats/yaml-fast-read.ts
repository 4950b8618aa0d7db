import type { DataMap, DataValue } from './data';

/**
 * A fast reader for the YAML most documents are made of, giving exactly what yaml-read.ts gives
 * through the `yaml` library (YAML 1.2 core schema, integers as bigint), or `undefined` to leave
 * the text to the library. The library keeps every node with its source position and takes about
 * 6 s for a 5 MB document; this reads the same in a few hundred milliseconds.
 *
 * Covered: block mappings and sequences (compact `- key: value` items, `- - x`), plain, single- and
 * double-quoted one-line scalars, literal block scalars (`|`, `|-`), one-line flow collections
 * (`[a, "b"]`, `{a: 1, b: [2, {c: 3}]}`, `[]`, `{}`), comments, `---` between documents. Anything else —
 * anchors, aliases, tags, merge keys, directives, folded or multi-line scalars, explicit `?` keys,
 * tabs, carriage returns, a top-level scalar, an empty document, a duplicate key, any error — makes
 * it answer `undefined`, and the library reads the text (and words any error). yaml-fast-read.test.ts
 * compares both readers on the YAML test suite and on thousands of generated and damaged documents.
 */

/** Thrown inside the reader when the library has to read the text. */
class Unsupported extends Error {}
const UNSUPPORTED = new Unsupported();

/** Characters outside what this reader handles: tabs, CR, BOM, YAML's non-printables, Unicode line breaks, lone surrogates. */
const UNHANDLED_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  /[\t\r\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\u2028\u2029\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Characters a plain scalar may not start with (`-`, `?`, `:` are checked separately). */
const PLAIN_START_FORBIDDEN = new Set([',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', "'", '"', '%', '@', '`']);
const INT = /^[-+]?[0-9]+$/;
const INT_OCT = /^0o[0-7]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_SPECIAL = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;
/** First characters of plain scalars that may read as something other than a string. */
const MAYBE_NOT_STRING = new Set(['~', 'n', 'N', 't', 'T', 'f', 'F', '+', '-', '.', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);

/** A plain scalar's value under the core schema, as the library resolves it (integers as bigint). */
function resolvePlain(text: string): DataValue {
  if (!MAYBE_NOT_STRING.has(text[0] as string)) return text;
  if (text === '~' || text === 'null' || text === 'Null' || text === 'NULL') return null;
  if (text === 'true' || text === 'True' || text === 'TRUE') return true;
  if (text === 'false' || text === 'False' || text === 'FALSE') return false;
  if (INT_OCT.test(text) || INT.test(text) || INT_HEX.test(text)) return BigInt(text);
  if (FLOAT_SPECIAL.test(text)) return text.slice(-3).toLowerCase() === 'nan' ? Number.NaN : text[0] === '-' ? -Infinity : Infinity;
  if (FLOAT_EXP.test(text) || FLOAT.test(text)) return parseFloat(text);
  return text;
}

/** Whether a plain scalar may start with these characters (block context). */
function plainStartAllowed(text: string): boolean {
  const first = text[0];
  if (first === undefined || PLAIN_START_FORBIDDEN.has(first)) return false;
  if (first === '-' || first === '?' || first === ':') return text.length > 1 && text[1] !== ' ';
  return true;
}

function hex(text: string, start: number, length: number): number {
  const digits = text.slice(start, start + length);
  if (digits.length !== length || !/^[0-9a-fA-F]+$/.test(digits)) throw UNSUPPORTED;
  return parseInt(digits, 16);
}

const SIMPLE_ESCAPES: Record<string, string> = {
  '0': '\0', a: '\x07', b: '\b', t: '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b', ' ': ' ', '"': '"', '/': '/', '\\': '\\',
  N: '\x85', _: '\xa0', L: '\u2028', P: '\u2029',
};

/** A double-quoted scalar starting at `start` and closing on the same line → [value, index after the quote]. */
function doubleQuoted(line: string, start: number): [string, number] {
  let value = '';
  let from = start + 1;
  for (;;) {
    const quote = line.indexOf('"', from);
    const backslash = line.indexOf('\\', from);
    if (quote === -1) throw UNSUPPORTED;
    if (backslash === -1 || backslash > quote) return [value + line.slice(from, quote), quote + 1];
    value += line.slice(from, backslash);
    const code = line[backslash + 1];
    if (code === undefined) throw UNSUPPORTED;
    const simple = SIMPLE_ESCAPES[code];
    if (simple !== undefined) {
      value += simple;
      from = backslash + 2;
    } else if (code === 'x' || code === 'u' || code === 'U') {
      const length = code === 'x' ? 2 : code === 'u' ? 4 : 8;
      const point = hex(line, backslash + 2, length);
      if (point > 0x10ffff) throw UNSUPPORTED;
      value += code === 'u' ? String.fromCharCode(point) : String.fromCodePoint(point);
      from = backslash + 2 + length;
    } else throw UNSUPPORTED;
  }
}

/** A single-quoted scalar starting at `start` and closing on the same line → [value, index after the quote]. */
function singleQuoted(line: string, start: number): [string, number] {
  let value = '';
  let from = start + 1;
  for (;;) {
    const quote = line.indexOf("'", from);
    if (quote === -1) throw UNSUPPORTED;
    value += line.slice(from, quote);
    if (line[quote + 1] !== "'") return [value, quote + 1];
    value += "'";
    from = quote + 2;
  }
}

/** After a scalar or flow collection: only spaces and a comment may follow on its line. */
function expectLineEnd(line: string, from: number): void {
  let index = from;
  while (line.charCodeAt(index) === 32) index++;
  if (index === line.length) return;
  if (line[index] === '#' && index > from) return;
  throw UNSUPPORTED;
}

/** A mapping key: its text in the data and its identity for the duplicate check (as yaml-read.ts forms them). */
interface Key {
  key: string;
  id: string;
  /** Index in the line just after the `:`. */
  after: number;
}

function keyOf(value: DataValue): Key {
  if (value === null) return { key: 'null', id: 'null', after: 0 };
  const text = String(value);
  return { key: text, id: `${typeof value}:${text}`, after: 0 };
}

/** The key of a block mapping entry starting at `start` of `line`, or undefined when the line is not one. */
function blockKey(line: string, start: number): Key | undefined {
  const first = line[start];
  if (first === '"' || first === "'") {
    const [text, end] = first === '"' ? doubleQuoted(line, start) : singleQuoted(line, start);
    let index = end;
    while (line.charCodeAt(index) === 32) index++;
    if (line[index] !== ':') return undefined;
    if (index + 1 < line.length && line[index + 1] !== ' ') throw UNSUPPORTED;
    if (text === '<<' || end - start > 1000) throw UNSUPPORTED;
    return { key: text, id: `string:${text}`, after: index + 1 };
  }
  let colon = line.indexOf(': ', start);
  if (colon === -1) {
    if (line.charCodeAt(line.length - 1) !== 58) return undefined;
    colon = line.length - 1;
  }
  // A flow collection, block scalar or other indicator first: not a plain key (the caller decides).
  if (!plainStartAllowed(line.slice(start, start + 2))) return undefined;
  const hash = line.indexOf(' #', start);
  if (hash !== -1 && hash < colon) throw UNSUPPORTED;
  const text = sliceTrimmed(line, start, colon);
  if (!plainStartAllowed(text) || text === '<<' || text.length > 1000) throw UNSUPPORTED;
  const key = keyOf(resolvePlain(text));
  key.after = colon + 1;
  return key;
}

function isSequenceEntry(line: string, start: number): boolean {
  return line.charCodeAt(start) === 45 && (start + 1 === line.length || line.charCodeAt(start + 1) === 32);
}

/** A plain scalar in flow context from `start` to before `,`, `]`, `}` or `: ` → [value, index of that character]. */
function flowPlain(line: string, start: number): [DataValue, number] {
  let end = start;
  while (end < line.length) {
    const char = line[end];
    if (char === ',' || char === ']' || char === '}' || char === '[' || char === '{') break;
    if (char === ':' && line[end + 1] === ' ') break;
    end++;
  }
  const text = sliceTrimmed(line, start, end);
  if (text === '' || !plainStartAllowed(text) || text.includes(':') || text.includes(' #')) throw UNSUPPORTED;
  if (line[end] === '[' || line[end] === '{') throw UNSUPPORTED;
  return [resolvePlain(text), end];
}

/** A scalar or (for values) a nested collection in flow context → [value, index after it]. */
function flowNode(line: string, start: number, collectionAllowed: boolean, depth: number): [DataValue, number] {
  const first = line[start];
  if (first === '"') return doubleQuoted(line, start);
  if (first === "'") return singleQuoted(line, start);
  if (first === '[' || first === '{') {
    if (!collectionAllowed || depth > 100) throw UNSUPPORTED;
    return flowCollection(line, start, depth + 1);
  }
  return flowPlain(line, start);
}

function skipSpaces(line: string, index: number): number {
  while (line.charCodeAt(index) === 32) index++;
  return index;
}

/** A one-line flow sequence or mapping starting at `start` → [value, index after it]. */
function flowCollection(line: string, start: number, depth = 0): [DataValue, number] {
  const isSequence = line[start] === '[';
  const close = isSequence ? ']' : '}';
  const items: DataValue[] = [];
  const map: DataMap = new Map();
  const seen = new Set<string>();
  let index = skipSpaces(line, start + 1);
  if (line[index] === close) return [isSequence ? items : map, index + 1];
  for (;;) {
    if (isSequence) {
      const [value, end] = flowNode(line, index, true, depth);
      items.push(value);
      index = skipSpaces(line, end);
      if (line[index] === ':') throw UNSUPPORTED;
    } else {
      const [keyValue, keyEnd] = flowNode(line, index, false, depth);
      const quotedKey = line[index] === '"' || line[index] === "'";
      const key = quotedKey ? { key: keyValue as string, id: `string:${keyValue as string}`, after: 0 } : keyOf(keyValue);
      if (key.key === '<<' || seen.has(key.id)) throw UNSUPPORTED;
      seen.add(key.id);
      index = skipSpaces(line, keyEnd);
      if (line[index] !== ':' || line[index + 1] !== ' ') throw UNSUPPORTED;
      const [value, end] = flowNode(line, skipSpaces(line, index + 1), true, depth);
      map.set(key.key, value);
      index = skipSpaces(line, end);
    }
    if (line[index] === close) return [isSequence ? items : map, index + 1];
    if (line[index] !== ',') throw UNSUPPORTED;
    index = skipSpaces(line, index + 1);
    if (line[index] === close || line[index] === ',') throw UNSUPPORTED;
  }
}

/** `line` from `start` to `end` without the spaces at its end (only spaces: YAML's white space, unlike trimEnd's). */
function sliceTrimmed(line: string, start: number, end: number): string {
  while (end > start && line.charCodeAt(end - 1) === 32) end--;
  return line.slice(start, end);
}

function indentOf(line: string): number {
  let index = 0;
  while (line.charCodeAt(index) === 32) index++;
  return index;
}

export function readYamlFast(text: string): DataValue[] | undefined {
  if (UNHANDLED_CHARACTERS.test(text)) return undefined;
  const lines = text.split('\n');
  const count = lines.length;
  /**
   * The column a line's content starts at when it is not its indentation: the content of a
   * `- key: value` or `- - x` entry, a collection at the column after the dash (-1: none).
   */
  const contentColumn = new Int32Array(count).fill(-1);
  let pos = 0;

  /** Skips blank and comment lines; the indentation of the next content line, or -1 at the end or a document marker. */
  function nextIndent(): number {
    while (pos < count) {
      const line = lines[pos] as string;
      const column = contentColumn[pos] as number;
      if (column >= 0) return column;
      const indent = indentOf(line);
      if (indent === line.length || line.charCodeAt(indent) === 35) {
        pos++;
        continue;
      }
      if (indent === 0 && (line.startsWith('---') || line.startsWith('...')) && (line.length === 3 || line.charCodeAt(3) === 32)) return -1;
      return indent;
    }
    return -1;
  }

  /** After a one-line value: the next content line must not be indented deeper than the value's parent. */
  function expectNoContinuation(parentIndent: number): void {
    if (nextIndent() > parentIndent) throw UNSUPPORTED;
  }

  /** A mapping or sequence starting on the next content line, whose indentation is `indent`. */
  function blockNode(indent: number): DataValue {
    const line = lines[pos] as string;
    if (isSequenceEntry(line, indent)) return sequence(indent);
    if (blockKey(line, indent) !== undefined) return mapping(indent);
    throw UNSUPPORTED;
  }

  function mapping(indent: number): DataMap {
    const map: DataMap = new Map();
    const seen = new Set<string>();
    for (;;) {
      const next = nextIndent();
      if (next < indent) return map;
      if (next > indent) throw UNSUPPORTED;
      const line = lines[pos] as string;
      const key = blockKey(line, indent);
      if (key === undefined || seen.has(key.id)) throw UNSUPPORTED;
      seen.add(key.id);
      pos++;
      map.set(key.key, value(line, key.after, indent, true));
    }
  }

  function sequence(indent: number): DataValue[] {
    const items: DataValue[] = [];
    for (;;) {
      const next = nextIndent();
      if (next < indent) return items;
      if (next > indent) throw UNSUPPORTED;
      const line = lines[pos] as string;
      if (!isSequenceEntry(line, indent)) return items;
      const start = skipSpaces(line, indent + 1);
      if (start === line.length || line.charCodeAt(start) === 35) {
        pos++;
        const child = nextIndent();
        items.push(child > indent ? blockNode(child) : null);
      } else if (isSequenceEntry(line, start) || blockKey(line, start) !== undefined) {
        // `- key: value` / `- - x`: the entry's content is a collection at the column it starts in.
        contentColumn[pos] = start;
        items.push(blockNode(start));
      } else {
        pos++;
        items.push(value(line, start, indent, false));
      }
    }
  }

  /** A literal block scalar whose header `|`, `|-` starts at `start` of `line` (already consumed). */
  function literal(line: string, start: number, parentIndent: number): string {
    let index = start + 1;
    const chomp = line[index] === '-' ? 'strip' : line[index] === '+' ? 'keep' : 'clip';
    if (chomp !== 'clip') index++;
    if (chomp === 'keep') throw UNSUPPORTED;
    expectLineEnd(line, index);
    let contentIndent = -1;
    let end = pos;
    let lastContent = -1;
    let blankBefore = 0;
    while (end < count) {
      const current = lines[end] as string;
      const indent = indentOf(current);
      if (indent === current.length) {
        if (contentIndent === -1) blankBefore = Math.max(blankBefore, indent);
        else if (indent > contentIndent) throw UNSUPPORTED;
        end++;
        continue;
      }
      if (contentIndent === -1) {
        if (indent <= parentIndent || blankBefore > indent) throw UNSUPPORTED;
        contentIndent = indent;
      } else if (indent < contentIndent) break;
      lastContent = end;
      end++;
    }
    if (lastContent === -1) throw UNSUPPORTED;
    const body: string[] = [];
    for (let row = pos; row <= lastContent; row++) {
      const current = lines[row] as string;
      body.push(current.length <= contentIndent ? '' : current.slice(contentIndent));
    }
    pos = end;
    const text = body.join('\n');
    // Clip keeps one line break, even after the last line of a file that has none (as the library reads it).
    return chomp === 'strip' ? text : `${text}\n`;
  }

  /** The value after `key:` or `- ` on `line` from `start` (the line is consumed), or on the lines below. */
  function value(line: string, from: number, parentIndent: number, inMapping: boolean): DataValue {
    const start = skipSpaces(line, from);
    if (start === line.length || line.charCodeAt(start) === 35) {
      const next = nextIndent();
      if (next > parentIndent) return blockNode(next);
      if (inMapping && next === parentIndent && isSequenceEntry(lines[pos] as string, next)) return sequence(next);
      return null;
    }
    const first = line[start];
    let result: DataValue;
    if (first === '"' || first === "'") {
      const [text, end] = first === '"' ? doubleQuoted(line, start) : singleQuoted(line, start);
      expectLineEnd(line, end);
      result = text;
    } else if (first === '[' || first === '{') {
      const [collection, end] = flowCollection(line, start);
      expectLineEnd(line, end);
      result = collection;
    } else if (first === '|') {
      result = literal(line, start, parentIndent);
    } else {
      const hash = line.indexOf(' #', start);
      const text = sliceTrimmed(line, start, hash === -1 ? line.length : hash);
      if (!plainStartAllowed(text) || text.includes(': ') || text.endsWith(':')) throw UNSUPPORTED;
      result = resolvePlain(text);
    }
    expectNoContinuation(parentIndent);
    return result;
  }

  try {
    const documents: DataValue[] = [];
    for (;;) {
      let indent = nextIndent();
      if (pos >= count) break;
      const line = lines[pos] as string;
      if (indent === -1) {
        // A document marker: `---` alone (or with a comment) starts the next document.
        if (!line.startsWith('---')) throw UNSUPPORTED;
        expectLineEnd(line, 3);
        pos++;
        indent = nextIndent();
        if (indent === -1) throw UNSUPPORTED;
      } else if (documents.length > 0) throw UNSUPPORTED;
      if (line.startsWith('%')) throw UNSUPPORTED;
      documents.push(blockNode(indent));
      if (nextIndent() !== -1) throw UNSUPPORTED;
    }
    return documents.length === 0 ? undefined : documents;
  } catch (error) {
    // Nesting deeper than the stack allows is left to the other path too.
    if (error instanceof Unsupported || error instanceof RangeError) return undefined;
    throw error;
  }
}
