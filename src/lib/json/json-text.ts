/**
 * A strict JSON (RFC 8259) scanner that knows where everything is: it checks a text of one or
 * several JSON values (jq's input: values separated by whitespace, or simply one after another)
 * and reports each value with its path and its range, or throws {@link JsonTextError} at the first
 * character that is not JSON. Iterative (any depth), linear in the text's length.
 *
 * Used by the tools that locate what they say in a JSON text (JSON query, JSON Schema validator,
 * Markdown table generator). It scans as `strict-json.ts` does, keeping ranges instead of building
 * values; the two could become one scanner with a builder that receives ranges.
 */

/** Not JSON: what is wrong, and where (a UTF-16 offset in the text). */
export class JsonTextError extends Error {
  constructor(
    readonly reason: string,
    readonly offset: number,
  ) {
    super(reason);
    this.name = 'JsonTextError';
  }
}

/** A line and a column, both from 1 (columns in UTF-16 code units, as editors place the caret). */
export interface TextPosition {
  line: number;
  column: number;
}

/** Line and column of offsets in one text (the line starts are found once). */
export function positionFinder(text: string): (offset: number) => TextPosition {
  const starts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (starts[low] as number) + 1 };
  };
}

/** "line 3, column 7". */
export const formatPosition = ({ line, column }: TextPosition): string => `line ${line}, column ${column}`;

/** Called for every value: its path from the top value (keys and indexes), where it starts and ends (exclusive), and where its key starts. */
export type JsonValueVisitor = (path: readonly (string | number)[], start: number, end: number, keyStart: number | undefined) => void;

export interface ScanJsonOptions {
  /** Several top-level values allowed (jq's input); otherwise exactly one. */
  stream?: boolean;
  visit?: JsonValueVisitor;
}

interface Frame {
  isArray: boolean;
  start: number;
  /** The current member's key or index. */
  key: string | number;
  keyStart: number | undefined;
  /** Members so far. */
  count: number;
}

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;
const HEX = /^[0-9a-fA-F]{4}$/;

/** How a character is named in a message: 'x', or U+0007 for a control character. */
function describe(text: string, offset: number): string {
  if (offset >= text.length) return 'the end of the text';
  const code = text.codePointAt(offset) as number;
  if (code < 0x20 || code === 0x7f) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `'${String.fromCodePoint(code)}'`;
}

/**
 * Checks `text` and returns the range of each top-level value ([start, end), in order). A leading
 * byte order mark is skipped. Throws JsonTextError for anything else: an empty text is an error
 * unless `stream` is set (no values).
 */
export function scanJson(text: string, { stream = false, visit }: ScanJsonOptions = {}): [number, number][] {
  const length = text.length;
  const ranges: [number, number][] = [];
  const stack: Frame[] = [];
  const path: (string | number)[] = [];
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const skipSpace = () => {
    while (index < length && isSpace(text.charCodeAt(index))) index++;
  };
  const fail = (reason: string, at = index): never => {
    throw new JsonTextError(reason, at);
  };
  const unexpected = (expected: string): never => fail(index >= length ? `Unexpected end of the text: ${expected}` : `Unexpected character ${describe(text, index)}: ${expected}`);

  /** A string literal at `index` (a quote); returns its decoded value when `decode` is set. */
  const readString = (decode: boolean): string => {
    const start = index;
    index++;
    let plainFrom = index;
    let value = '';
    for (;;) {
      if (index >= length) fail('Unterminated string', start);
      const code = text.charCodeAt(index);
      if (code === 0x22) {
        if (decode) value += text.slice(plainFrom, index);
        index++;
        return value;
      }
      if (code < 0x20) fail(`Control character ${describe(text, index)} in a string (write it as an escape)`);
      if (code === 0x5c) {
        if (decode) value += text.slice(plainFrom, index);
        const escape = text.charCodeAt(index + 1);
        if (escape === 0x75) {
          const hex = text.slice(index + 2, index + 6);
          if (!HEX.test(hex)) fail('Invalid \\u escape (four hexadecimal digits expected)');
          if (decode) value += String.fromCharCode(Number.parseInt(hex, 16));
          index += 6;
        } else {
          const simple = ESCAPES[escape];
          if (simple === undefined) fail(`Invalid escape \\${text[index + 1] ?? ''}`);
          if (decode) value += simple;
          index += 2;
        }
        plainFrom = index;
        continue;
      }
      index++;
    }
  };

  const readNumber = () => {
    const start = index;
    if (text.charCodeAt(index) === 0x2d) index++;
    if (text.charCodeAt(index) === 0x30) index++;
    else if (isDigit(text.charCodeAt(index))) while (isDigit(text.charCodeAt(index))) index++;
    else fail('Invalid number: a digit must follow the minus sign', start);
    if (text.charCodeAt(index) === 0x2e) {
      index++;
      if (!isDigit(text.charCodeAt(index))) fail('Invalid number: a digit must follow the decimal point');
      while (isDigit(text.charCodeAt(index))) index++;
    }
    if (text.charCodeAt(index) === 0x65 || text.charCodeAt(index) === 0x45) {
      index++;
      if (text.charCodeAt(index) === 0x2b || text.charCodeAt(index) === 0x2d) index++;
      if (!isDigit(text.charCodeAt(index))) fail('Invalid number: a digit must follow the exponent');
      while (isDigit(text.charCodeAt(index))) index++;
    }
    if (isDigit(text.charCodeAt(index))) fail('Invalid number: no leading zeros');
  };

  /** A scalar at `index` (visited), or a container opened (pushed): true when a container opened. */
  const readValue = (): boolean => {
    const code = text.charCodeAt(index);
    const start = index;
    if (code === 0x7b || code === 0x5b) {
      stack.push({ isArray: code === 0x5b, start, key: 0, keyStart: undefined, count: 0 });
      index++;
      return true;
    }
    if (code === 0x22) readString(false);
    else if (code === 0x2d || isDigit(code)) readNumber();
    else if (text.startsWith('true', index)) index += 4;
    else if (text.startsWith('false', index)) index += 5;
    else if (text.startsWith('null', index)) index += 4;
    else unexpected('a value was expected');
    visit?.(path, start, index, stack[stack.length - 1]?.keyStart);
    return false;
  };

  const readKey = (frame: Frame): void => {
    if (text.charCodeAt(index) !== 0x22) unexpected('a property name in double quotes was expected');
    frame.keyStart = index;
    frame.key = readString(true);
    skipSpace();
    if (text.charCodeAt(index) !== 0x3a) unexpected("':' was expected after the property name");
    index++;
  };

  /** Closes the innermost container (at its closing bracket). */
  const close = (): void => {
    index++;
    const frame = stack.pop() as Frame;
    if (frame.count > 0) path.pop();
    visit?.(path, frame.start, index, stack[stack.length - 1]?.keyStart);
  };

  /**
   * One whole value from `index`: containers are entered and left without recursion. After each
   * value, the innermost container either closes or moves on to its next member.
   */
  const readWholeValue = (): void => {
    for (;;) {
      skipSpace();
      if (readValue()) {
        const frame = stack[stack.length - 1] as Frame;
        skipSpace();
        if (text.charCodeAt(index) !== (frame.isArray ? 0x5d : 0x7d)) {
          if (!frame.isArray) readKey(frame);
          frame.count = 1;
          path.push(frame.key);
          continue;
        }
        close();
      }
      // A value ended: close the containers it ends, or start the next member.
      for (;;) {
        const frame = stack[stack.length - 1];
        if (!frame) return;
        skipSpace();
        const code = text.charCodeAt(index);
        if (code === (frame.isArray ? 0x5d : 0x7d)) {
          close();
          continue;
        }
        if (code !== 0x2c) unexpected(frame.isArray ? "',' or ']' was expected after an array element" : "',' or '}' was expected after a property value");
        index++;
        skipSpace();
        if (frame.isArray) frame.key = frame.count;
        else readKey(frame);
        frame.count++;
        path[path.length - 1] = frame.key;
        break;
      }
    }
  };

  skipSpace();
  if (index >= length && !stream) fail('The text is empty: a JSON value was expected');
  while (index < length) {
    const start = index;
    readWholeValue();
    ranges.push([start, index]);
    skipSpace();
    if (!stream && index < length) unexpected('the text should end after the JSON value');
  }
  return ranges;
}

const ESCAPES: Record<number, string> = { 0x22: '"', 0x5c: '\\', 0x2f: '/', 0x62: '\b', 0x66: '\f', 0x6e: '\n', 0x72: '\r', 0x74: '\t' };
