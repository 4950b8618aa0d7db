import { ToolInputError } from '../../lib/errors';
import type { Header, Note } from './curl-converter.parse';
import { lineColumn, shellQuote } from './curl-converter.shell';

/**
 * A `fetch(url, init)` call, as Chrome's and Firefox's "Copy as fetch" write it (and as people
 * write it by hand), → the curl command that makes the same request. The arguments are read as
 * JavaScript literals — strings (quotes and template literals without `${}`), numbers, booleans,
 * null, objects, arrays, comments, trailing commas — plus `JSON.stringify(…)`, `new Headers(…)`
 * and `new URLSearchParams(…)`. Nothing is evaluated.
 */

type Literal = string | number | boolean | null | undefined | Literal[] | { [key: string]: Literal } | UrlParams;

/** `new URLSearchParams(…)`: its pairs, written as a form body. */
class UrlParams {
  constructor(readonly pairs: [string, string][]) {}
  toString(): string {
    return this.pairs.map(([key, value]) => `${formEncode(key)}=${formEncode(value)}`).join('&');
  }
}

/** application/x-www-form-urlencoded as URLSearchParams writes it (space as +). */
function formEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

class Reader {
  index = 0;
  constructor(readonly text: string) {}

  fail(message: string, at = this.index): never {
    const { line, column } = lineColumn(this.text, at);
    throw new ToolInputError('invalidFetch', { params: { line, column }, detail: `${message} at line ${line}, column ${column}` });
  }

  skip(): void {
    for (;;) {
      const char = this.text[this.index];
      if (char === ' ' || char === '\t' || char === '\n' || char === '\r') this.index++;
      else if (char === '/' && this.text[this.index + 1] === '/') {
        const end = this.text.indexOf('\n', this.index);
        this.index = end === -1 ? this.text.length : end;
      } else if (char === '/' && this.text[this.index + 1] === '*') {
        const end = this.text.indexOf('*/', this.index + 2);
        if (end === -1) this.fail('Unclosed comment');
        this.index = end + 2;
      } else return;
    }
  }

  peek(): string | undefined {
    this.skip();
    return this.text[this.index];
  }

  expect(char: string): void {
    if (this.peek() !== char) this.fail(this.index >= this.text.length ? `Expected '${char}' but the text ends` : `Expected '${char}' but found '${this.text[this.index]}'`);
    this.index++;
  }

  eat(char: string): boolean {
    if (this.peek() !== char) return false;
    this.index++;
    return true;
  }

  word(): string {
    this.skip();
    const match = /^[A-Za-z_$][\w$]*/.exec(this.text.slice(this.index, this.index + 200));
    return match ? match[0] : '';
  }

  string(): string {
    this.skip();
    const quote = this.text[this.index]!;
    const start = this.index;
    this.index++;
    let value = '';
    while (this.index < this.text.length) {
      const char = this.text[this.index]!;
      if (char === quote) {
        this.index++;
        return value;
      }
      if (quote === '`' && char === '$' && this.text[this.index + 1] === '{') this.fail('A template literal with ${…} needs values the converter does not have');
      if (char === '\n' && quote !== '`') break;
      if (char !== '\\') {
        value += char;
        this.index++;
        continue;
      }
      const next = this.text[this.index + 1];
      this.index += 2;
      switch (next) {
        case 'n':
          value += '\n';
          break;
        case 'r':
          value += '\r';
          break;
        case 't':
          value += '\t';
          break;
        case 'b':
          value += '\b';
          break;
        case 'f':
          value += '\f';
          break;
        case 'v':
          value += '\v';
          break;
        case '0':
          value += '\0';
          break;
        case '\n':
          break;
        case 'x': {
          const hex = this.text.slice(this.index, this.index + 2);
          if (!/^[0-9a-fA-F]{2}$/.test(hex)) this.fail('Invalid \\x escape', this.index - 2);
          value += String.fromCharCode(Number.parseInt(hex, 16));
          this.index += 2;
          break;
        }
        case 'u': {
          const braced = this.text[this.index] === '{';
          const hex = braced ? /^\{([0-9a-fA-F]{1,6})\}/.exec(this.text.slice(this.index))?.[1] : /^[0-9a-fA-F]{4}/.exec(this.text.slice(this.index))?.[0];
          if (!hex) this.fail('Invalid \\u escape', this.index - 2);
          value += String.fromCodePoint(Number.parseInt(hex, 16));
          this.index += braced ? hex.length + 2 : 4;
          break;
        }
        default:
          if (next === undefined) this.fail('Unclosed string', start);
          value += next;
      }
    }
    return this.fail('Unclosed string', start);
  }

  /** A literal value, or one of the few calls a copied fetch holds. */
  value(): Literal {
    const char = this.peek();
    if (char === undefined) this.fail('Expected a value but the text ends');
    if (char === '"' || char === "'" || char === '`') return this.string();
    if (char === '{') return this.object();
    if (char === '[') return this.array();
    const numberMatch = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.index, this.index + 50));
    if (numberMatch) {
      this.index += numberMatch[0].length;
      return Number(numberMatch[0]);
    }
    const start = this.index;
    const word = this.word();
    if (word === 'true' || word === 'false' || word === 'null' || word === 'undefined') {
      this.index += word.length;
      return word === 'true' ? true : word === 'false' ? false : word === 'null' ? null : undefined;
    }
    if (word === 'JSON') {
      this.index += 4;
      this.expect('.');
      if (this.word() !== 'stringify') this.fail('Only JSON.stringify(…) is read');
      this.index += 'stringify'.length;
      this.expect('(');
      const inner = this.value();
      this.eat(',');
      this.expect(')');
      return JSON.stringify(plain(inner));
    }
    if (word === 'new') {
      this.index += 3;
      const type = this.word();
      if (type !== 'Headers' && type !== 'URLSearchParams') this.fail(`new ${type || '…'}(…) is not read: only Headers and URLSearchParams`, start);
      this.index += type.length;
      this.expect('(');
      const inner = this.peek() === ')' ? {} : this.value();
      this.expect(')');
      const pairs = toPairs(inner, () => this.fail(`${type} takes an object, an array of pairs or a string`, start));
      if (type === 'Headers') return Object.fromEntries(pairs);
      const params = new UrlParams(pairs);
      // `.toString()` after it changes nothing.
      if (this.eat('.')) {
        if (this.word() !== 'toString') this.fail('Only .toString() is read after new URLSearchParams(…)');
        this.index += 'toString'.length;
        this.expect('(');
        this.expect(')');
      }
      return params;
    }
    return this.fail(word ? `'${word}' is a name whose value the converter does not know: paste literal values` : `Unexpected '${char}'`, start);
  }

  object(): { [key: string]: Literal } {
    this.expect('{');
    const object: { [key: string]: Literal } = {};
    while (this.peek() !== '}') {
      const char = this.peek();
      let key: string;
      if (char === '"' || char === "'") key = this.string();
      else if (char === '.' && this.text.startsWith('...', this.index)) this.fail('Spread (...) is not read');
      else {
        key = this.word() || (/^\d+/.exec(this.text.slice(this.index))?.[0] ?? '');
        if (key === '') this.fail(char === undefined ? "Expected '}' but the text ends" : `Unexpected '${char}' in an object`);
        this.index += key.length;
      }
      this.expect(':');
      object[key] = this.value();
      if (!this.eat(',')) break;
    }
    this.expect('}');
    return object;
  }

  array(): Literal[] {
    this.expect('[');
    const array: Literal[] = [];
    while (this.peek() !== ']') {
      array.push(this.value());
      if (!this.eat(',')) break;
    }
    this.expect(']');
    return array;
  }
}

/** A value for JSON.stringify (URLSearchParams stringify as `{}`, as they do in JavaScript). */
function plain(value: Literal): unknown {
  if (value instanceof UrlParams) return {};
  return value;
}

function toPairs(value: Literal, fail: () => never): [string, string][] {
  if (typeof value === 'string') {
    return value
      .replace(/^\?/, '')
      .split('&')
      .filter((part) => part !== '')
      .map((part) => {
        const [key = '', ...rest] = part.split('=');
        const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
        return [decode(key), decode(rest.join('='))];
      });
  }
  if (Array.isArray(value)) return value.map((pair) => (Array.isArray(pair) && pair.length === 2 ? [String(pair[0]), String(pair[1])] : fail()));
  if (value && typeof value === 'object' && !(value instanceof UrlParams)) return Object.entries(value).map(([key, item]) => [key, String(item)]);
  return fail();
}

export interface FetchConversion {
  command: string;
  notes: Note[];
}

/** Options of a fetch call that change nothing curl sends (a browser's modes and caches). */
const BROWSER_ONLY = new Set(['mode', 'credentials', 'cache', 'redirect', 'referrerPolicy', 'integrity', 'keepalive', 'signal', 'priority', 'window', 'duplex']);

/**
 * A fetch call → a curl command in the form of Chrome's "Copy as cURL (bash)": one option per line
 * after the URL, values in single quotes (`$'…'` when they hold a quote or a control character).
 * Throws ToolInputError('notFetch') when there is no `fetch(` call, ('invalidFetch') with the line
 * and column when its arguments cannot be read.
 */
export function fetchToCurl(text: string): FetchConversion {
  const match = /(?:^|[^\w$.])fetch\s*\(/.exec(text);
  if (!match) throw new ToolInputError('notFetch');
  const reader: Reader = new Reader(text);
  reader.index = match.index + match[0].length;
  const urlValue = reader.value();
  if (typeof urlValue !== 'string') reader.fail('The URL must be a string', match.index + match[0].length);
  let second: Literal = {};
  if (reader.eat(',') && reader.peek() !== ')') second = reader.value();
  reader.eat(',');
  reader.expect(')');
  if (second === null || second === undefined) second = {};
  if (typeof second !== 'object' || Array.isArray(second) || second instanceof UrlParams) reader.fail('The second argument must be an object');
  const init: { [key: string]: Literal } = second;

  const notes: Note[] = [];
  const headers: Header[] = [];
  const rawHeaders = init.headers;
  if (rawHeaders !== undefined && rawHeaders !== null) {
    for (const [name, value] of toPairs(rawHeaders, () => reader.fail('headers must be an object or an array of pairs'))) headers.push({ name, value });
  }
  const has = (name: string) => headers.some((header) => header.name.toLowerCase() === name);
  if (typeof init.referrer === 'string' && init.referrer !== '' && init.referrer !== 'about:client' && !has('referer')) headers.push({ name: 'referer', value: init.referrer });

  let body: string | undefined;
  const rawBody = init.body;
  if (typeof rawBody === 'string') {
    body = rawBody;
    // fetch labels a string body text/plain; curl's --data-raw would say form data.
    if (!has('content-type')) headers.push({ name: 'content-type', value: 'text/plain;charset=UTF-8' });
  } else if (rawBody instanceof UrlParams) {
    body = rawBody.toString();
    if (!has('content-type')) headers.push({ name: 'content-type', value: 'application/x-www-form-urlencoded;charset=UTF-8' });
  } else if (rawBody !== undefined && rawBody !== null) reader.fail('The body must be a string, JSON.stringify(…) or new URLSearchParams(…)');

  const method = typeof init.method === 'string' ? init.method.toUpperCase() : 'GET';
  const unknown = Object.keys(init).filter((key) => !['headers', 'body', 'method', 'referrer'].includes(key) && !BROWSER_ONLY.has(key));
  if (unknown.length > 0) notes.push({ key: 'fetchOptionsIgnored', params: { options: unknown.join(', ') }, message: `fetch options not converted: ${unknown.join(', ')}` });

  const parts = [`curl ${shellQuote(urlValue)}`];
  if (method === 'HEAD') parts.push('--head');
  else if ((method !== 'GET' || body !== undefined) && !(method === 'POST' && body !== undefined)) parts.push(`-X ${shellQuote(method)}`);
  for (const header of headers) parts.push(`-H ${shellQuote(`${header.name}: ${header.value}`)}`);
  if (body !== undefined) parts.push(`--data-raw ${shellQuote(body)}`);
  return { command: parts.join(' \\\n  '), notes };
}
