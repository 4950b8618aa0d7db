/**
 * The app's one strict JSON (RFC 8259) reader: a hand-written, iterative scanner (no recursion: a
 * document nested 100 000 levels deep does not overflow the stack; a 5 MB document reads in a
 * fraction of a second). A leading byte order mark is skipped. Anything else that is not strict
 * JSON (comments, trailing commas, single quotes, NaN…) throws {@link StrictJsonSyntaxError} with
 * the position, which callers use to fall back to JSON5.
 *
 * What the value is made of is the caller's choice, through a {@link StrictJsonBuilder} called for
 * every value as the scanner meets it: the scanner itself holds nothing but the open containers.
 * Two builds exist:
 * - `parseStrictJsonData` (data-formats/json-read.ts): Maps in key order, bigint integers and
 *   number floats, for the data-format converters;
 * - JSON prettify's printer (tools/json-prettify/json-prettify.service.ts): each value becomes its
 *   formatted text as soon as it ends, so a large document is printed while it is read.
 *
 * Duplicate keys are passed to the builder in document order (the builds keep the last value at the
 * first key's place, as `JSON.parse` does).
 */

/**
 * How the scanner builds a value. `Value` is what every value becomes; containers are made by
 * `object`/`array` when they open, filled in document order, and turned into a value by
 * `endObject`/`endArray` when they close.
 */
export interface StrictJsonBuilder<Value, ObjectBuild, ArrayBuild> {
  object(): ObjectBuild;
  /** A member of an object; keys come in document order, duplicates included. */
  set(object: ObjectBuild, key: string, value: Value): void;
  endObject(object: ObjectBuild): Value;
  array(): ArrayBuild;
  push(array: ArrayBuild, value: Value): void;
  endArray(array: ArrayBuild): Value;
  /** A string, decoded. */
  string(text: string): Value;
  /** A number, from its exact source text; `integer` when it has neither a fraction nor an exponent. */
  number(literal: string, integer: boolean): Value;
  /** `true`, `false` or `null`. */
  constant(value: boolean | null): Value;
}

/** Thrown by the strict reader; the message ends with "at position N" (a UTF-16 offset). */
export class StrictJsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} at position ${position}`);
    this.name = 'StrictJsonSyntaxError';
  }
}

/** The plain run of a string: no quote, no backslash, no control character. */
// eslint-disable-next-line no-control-regex -- JSON strings may not hold raw control characters
const STRING_PLAIN_RUN = /[^"\\\u0000-\u001f]*/y;
/** A whole string literal with escapes, validated here and decoded by the native JSON.parse. */
// eslint-disable-next-line no-control-regex -- same rule as above
const STRING_WITH_ESCAPES = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const DIGIT_0 = 0x30;
const DIGIT_1 = 0x31;
const DIGIT_9 = 0x39;
const LOWER_E = 0x65;
const UPPER_E = 0x45;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const BOM = 0xfeff;

function isDigit(code: number): boolean {
  return code >= DIGIT_0 && code <= DIGIT_9;
}

/** Strict JSON → value, built by `builder`. Throws {@link StrictJsonSyntaxError}. */
export function readStrictJson<Value, ObjectBuild, ArrayBuild>(text: string, builder: StrictJsonBuilder<Value, ObjectBuild, ArrayBuild>): Value {
  const length = text.length;
  let pos = text.charCodeAt(0) === BOM ? 1 : 0;

  const fail = (message: string): never => {
    throw new StrictJsonSyntaxError(message, pos);
  };
  const skipWhitespace = () => {
    let code = text.charCodeAt(pos);
    while (code === SPACE || code === LF || code === CR || code === TAB) code = text.charCodeAt(++pos);
  };
  const readString = (): string => {
    // pos is on the opening quote
    const start = pos + 1;
    STRING_PLAIN_RUN.lastIndex = start;
    STRING_PLAIN_RUN.test(text);
    const end = STRING_PLAIN_RUN.lastIndex;
    const code = text.charCodeAt(end);
    if (code === QUOTE) {
      pos = end + 1;
      return text.slice(start, end);
    }
    if (code !== BACKSLASH) {
      pos = end;
      return fail(end >= length ? 'Unterminated string' : 'Control character in string');
    }
    STRING_WITH_ESCAPES.lastIndex = start - 1;
    if (!STRING_WITH_ESCAPES.test(text)) return fail('Invalid string');
    const literalEnd = STRING_WITH_ESCAPES.lastIndex;
    const decoded = JSON.parse(text.slice(start - 1, literalEnd)) as string;
    pos = literalEnd;
    return decoded;
  };
  const readKey = (): string => {
    if (text.charCodeAt(pos) !== QUOTE) fail('Expected a double-quoted key');
    const key = readString();
    skipWhitespace();
    if (text.charCodeAt(pos) !== COLON) fail("Expected ':'");
    pos++;
    return key;
  };

  const containers: (ObjectBuild | ArrayBuild)[] = [];
  /** Per open container: true for an array. */
  const isArrays: boolean[] = [];
  const pendingKeys: string[] = [];
  let value: Value;

  for (;;) {
    // Read one value (or open a container and go read its first member).
    skipWhitespace();
    const code = text.charCodeAt(pos);
    if (code === OPEN_BRACE) {
      pos++;
      skipWhitespace();
      if (text.charCodeAt(pos) === CLOSE_BRACE) {
        pos++;
        value = builder.endObject(builder.object());
      } else {
        containers.push(builder.object());
        isArrays.push(false);
        pendingKeys.push(readKey());
        continue;
      }
    } else if (code === OPEN_BRACKET) {
      pos++;
      skipWhitespace();
      if (text.charCodeAt(pos) === CLOSE_BRACKET) {
        pos++;
        value = builder.endArray(builder.array());
      } else {
        containers.push(builder.array());
        isArrays.push(true);
        pendingKeys.push('');
        continue;
      }
    } else if (code === QUOTE) {
      value = builder.string(readString());
    } else if (code === 0x74 /* t */ && text.startsWith('true', pos)) {
      pos += 4;
      value = builder.constant(true);
    } else if (code === 0x66 /* f */ && text.startsWith('false', pos)) {
      pos += 5;
      value = builder.constant(false);
    } else if (code === 0x6e /* n */ && text.startsWith('null', pos)) {
      pos += 4;
      value = builder.constant(null);
    } else {
      // -?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)? — a fraction or exponent without digits is left
      // unread (the next check then fails on it).
      let end = code === MINUS ? pos + 1 : pos;
      let digit = text.charCodeAt(end);
      if (digit === DIGIT_0) digit = text.charCodeAt(++end);
      else if (digit >= DIGIT_1 && digit <= DIGIT_9) {
        do digit = text.charCodeAt(++end);
        while (isDigit(digit));
      } else return fail(pos >= length ? 'Unexpected end of input' : 'Unexpected character');
      let integer = true;
      if (digit === DOT && isDigit(text.charCodeAt(end + 1))) {
        integer = false;
        end += 2;
        while (isDigit(text.charCodeAt(end))) end++;
        digit = text.charCodeAt(end);
      }
      if (digit === LOWER_E || digit === UPPER_E) {
        let exponent = end + 1;
        const sign = text.charCodeAt(exponent);
        if (sign === PLUS || sign === MINUS) exponent++;
        if (isDigit(text.charCodeAt(exponent))) {
          integer = false;
          end = exponent + 1;
          while (isDigit(text.charCodeAt(end))) end++;
        }
      }
      value = builder.number(text.slice(pos, end), integer);
      pos = end;
    }

    // Attach the value to its container; close every container that ends here.
    for (;;) {
      const depth = containers.length;
      if (depth === 0) {
        skipWhitespace();
        if (pos < length) fail('Unexpected data after the JSON value');
        return value;
      }
      const container = containers[depth - 1] as ObjectBuild | ArrayBuild;
      const isArray = isArrays[depth - 1] as boolean;
      if (isArray) builder.push(container as ArrayBuild, value);
      else builder.set(container as ObjectBuild, pendingKeys[depth - 1] as string, value);
      skipWhitespace();
      const next = text.charCodeAt(pos);
      if (next === COMMA) {
        pos++;
        if (!isArray) {
          skipWhitespace();
          pendingKeys[depth - 1] = readKey();
        }
        break;
      }
      if (next !== (isArray ? CLOSE_BRACKET : CLOSE_BRACE)) fail(isArray ? "Expected ',' or ']'" : "Expected ',' or '}'");
      pos++;
      containers.pop();
      isArrays.pop();
      pendingKeys.pop();
      value = isArray ? builder.endArray(container as ArrayBuild) : builder.endObject(container as ObjectBuild);
    }
  }
}
