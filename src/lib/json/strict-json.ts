/**
 * The app's one strict JSON (RFC 8259) reader: a hand-written, iterative scanner (no recursion: a
 * document nested 100 000 levels deep does not overflow the stack; a 5 MB document reads in a
 * fraction of a second). A leading byte order mark is skipped. Anything else that is not strict
 * JSON (comments, trailing commas, single quotes, NaN…) throws {@link StrictJsonSyntaxError} with
 * the position, which callers use to fall back to JSON5.
 *
 * What the value is made of is the caller's choice, through a {@link StrictJsonBuilder}: how an
 * object is made and a key set in it, and how a number literal becomes a value. Strings, `true`,
 * `false`, `null` and arrays are always JavaScript's own. Two builds exist:
 * - {@link parseStrictJson} (below): plain objects, every number kept as its source text
 *   ({@link JsonNumberLiteral}), for JSON prettify;
 * - `parseStrictJsonData` (data-formats/json-read.ts): Maps in key order, bigint integers and
 *   number floats, for the data-format converters.
 *
 * Duplicate keys are passed to the builder in document order (the builds keep the last value at the
 * first key's place, as `JSON.parse` does).
 */

/** How the scanner builds a value: called for each object, each member and each number only. */
export interface StrictJsonBuilder<Value, JsonObject extends Value> {
  /** A new, empty object. */
  object(): JsonObject;
  /** Sets a member of an object made by {@link object}; keys come in document order, duplicates included. */
  set(object: JsonObject, key: string, value: Value): void;
  /** A number, from its exact source text; `integer` when it has neither a fraction nor an exponent. */
  number(literal: string, integer: boolean): Value;
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

/**
 * Strict JSON → value, built by `builder`. Throws {@link StrictJsonSyntaxError}. `Value` must
 * include strings, booleans, null and `Value[]` (arrays are plain arrays).
 */
export function readStrictJson<Value, JsonObject extends Value>(text: string, builder: StrictJsonBuilder<Value, JsonObject>): Value {
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

  const containers: (Value[] | JsonObject)[] = [];
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
        value = builder.object();
      } else {
        containers.push(builder.object());
        pendingKeys.push(readKey());
        continue;
      }
    } else if (code === OPEN_BRACKET) {
      pos++;
      skipWhitespace();
      if (text.charCodeAt(pos) === CLOSE_BRACKET) {
        pos++;
        value = [] as Value[] as Value;
      } else {
        containers.push([]);
        pendingKeys.push('');
        continue;
      }
    } else if (code === QUOTE) {
      value = readString() as Value;
    } else if (code === 0x74 /* t */ && text.startsWith('true', pos)) {
      pos += 4;
      value = true as Value;
    } else if (code === 0x66 /* f */ && text.startsWith('false', pos)) {
      pos += 5;
      value = false as Value;
    } else if (code === 0x6e /* n */ && text.startsWith('null', pos)) {
      pos += 4;
      value = null as Value;
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
      const container = containers[depth - 1] as Value[] | JsonObject;
      const isArray = Array.isArray(container);
      if (isArray) container.push(value);
      else builder.set(container, pendingKeys[depth - 1] as string, value);
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
      pendingKeys.pop();
      value = container as Value;
    }
  }
}

/** A number from strict JSON, kept as its source text so `17478252242305210114` and `1.50` survive. */
export class JsonNumberLiteral {
  constructor(readonly literal: string) {}
}

/** A JSON value as plain JavaScript: objects, and numbers kept as written (JSON5's are doubles). */
export type JsonValue = null | boolean | string | number | JsonNumberLiteral | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** Plain objects (a `__proto__` key is an own property, the prototype untouched), numbers as literals. */
const losslessBuilder: StrictJsonBuilder<JsonValue, JsonObject> = {
  object: () => ({}),
  set(object, key, value) {
    if (key === '__proto__') Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
    else object[key] = value;
  },
  number: (literal) => new JsonNumberLiteral(literal),
};

/**
 * Strict JSON → plain value, losslessly: numbers as {@link JsonNumberLiteral}, key order as a plain
 * object keeps it (integer-like keys first). Throws {@link StrictJsonSyntaxError}.
 */
export function parseStrictJson(text: string): JsonValue {
  return readStrictJson(text, losslessBuilder);
}
