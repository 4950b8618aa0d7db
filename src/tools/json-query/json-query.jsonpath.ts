/**
 * JSONPath's front end: the expression is read here (RFC 9535's grammar, plus jsonpath-plus's own
 * extensions `~`, `^`, `@number()`… and `(script)` selectors), every mistake reported at its
 * column, then written again in the form jsonpath-plus evaluates. That rewrite brings the RFC's
 * meaning where jsonpath-plus reads the same text differently:
 * - blank space inside brackets and between segments is allowed (jsonpath-plus: no match);
 * - a negative index `[-1]` counts from the end (jsonpath-plus: no match) — written as a slice;
 * - a union of quoted names `['a','b']` selects both (jsonpath-plus: no match);
 * - a filter may be written without parentheses, `[?@.price < 10]` (jsonpath-plus: no match);
 * - `==` and `!=` in a filter compare without type conversion (`1 == '1'` is false);
 * - `$` in a filter is the root (jsonpath-plus: `@root`);
 * - the RFC's functions `length()`, `match()` and `search()` are available in filters;
 * - a slice with step 0, or ending at 0, selects nothing (jsonpath-plus: every element).
 * What stays jsonpath-plus's (see DIFFERENCES): filters are JavaScript-like expressions (a bare
 * `@.isbn` tests truthiness, not existence), no `count()`/`value()`, no negative slice steps, no
 * filter inside a union, no nested queries inside a filter.
 */

/** A mistake in the expression, at a UTF-16 offset of it. */
export class JsonPathSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly offset: number,
  ) {
    super(reason);
    this.name = 'JsonPathSyntaxError';
  }
}

/** A filter's expression as rewritten for jsonpath-plus, with what it takes to point back into the original. */
export interface PreparedFilter {
  /** The expression handed to jsonpath-plus (inside `?(…)`). */
  expression: string;
  /** Where the original expression starts in the path. */
  offset: number;
  /** Text inserted or removed by the rewrite, to map an offset in `expression` back. */
  edits: TextEdit[];
}

export interface PreparedPath {
  /** The path in jsonpath-plus's form. */
  path: string;
  filters: PreparedFilter[];
}

/** A change at `at` (an offset in the text before it): `removed` characters replaced by `inserted` ones. */
export interface TextEdit {
  at: number;
  removed: number;
  inserted: number;
}

/** An offset in a rewritten text → the offset in the text before the edits (inside an insertion: where it was inserted). */
export function offsetBefore(offset: number, edits: readonly TextEdit[]): number {
  let shift = 0;
  for (const edit of edits) {
    const start = edit.at + shift;
    if (offset < start) break;
    if (offset < start + edit.inserted) return edit.at;
    shift += edit.inserted - edit.removed;
  }
  return offset - shift;
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
/** RFC 9535 member-name-shorthand: a letter, `_` or a non-ASCII character first, then digits too. jsonpath-plus also reads `$` and `-`. */
const NAME_FIRST = /[A-Za-z_$\u0080-\uffff]/;
const NAME_CHAR = /[\w$\-\u0080-\uffff]/;
/** jsonpath-plus's type selectors (`$..*@number()`). */
const TYPE_SELECTOR = /^@(?:null|boolean|number|string|integer|undefined|nonFinite|scalar|array|object|function|other)\(\)/;
/** Names jsonpath-plus reads without quotes in a union `[a,b]`, and after a dot. */
const PLAIN_NAME = /^[A-Za-z_$\u0080-\uffff][\w$\-\u0080-\uffff]*$/;
/** Characters that jsonpath-plus's own path reader treats as syntax even inside quotes. */
const UNSAFE_IN_QUOTES = /['\]]/;

type Selector =
  | { kind: 'name'; name: string; at: number }
  | { kind: 'wildcard' }
  | { kind: 'index'; index: number }
  | { kind: 'slice'; start: number | undefined; end: number | undefined; step: number | undefined; at: number }
  | { kind: 'filter'; filter: PreparedFilter; at: number }
  | { kind: 'script'; text: string };

/** The RFC's string literal escapes (and JSON's). */
const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', '/': '/', '\\': '\\', "'": "'", '"': '"' };

/**
 * Reads a JSONPath expression and writes it in jsonpath-plus's form. Throws JsonPathSyntaxError
 * (with the offset) for anything that is not a path.
 */
export function prepareJsonPath(source: string): PreparedPath {
  let index = 0;
  const filters: PreparedFilter[] = [];
  let out = '';
  const fail = (reason: string, at = index): never => {
    throw new JsonPathSyntaxError(reason, at);
  };
  const char = (offset = 0) => source[index + offset];
  const describe = (at = index) => (at >= source.length ? 'the end of the expression' : `'${source[at]}'`);
  const skipSpace = () => {
    while (isSpace(char())) index++;
  };

  const readName = (): string => {
    const start = index;
    if (!NAME_FIRST.test(char() ?? '')) fail(`Unexpected ${describe()}: a name was expected`);
    while (index < source.length && NAME_CHAR.test(char() as string)) index++;
    return source.slice(start, index);
  };

  const readQuoted = (): string => {
    const quote = char() as string;
    const start = index;
    index++;
    let value = '';
    for (;;) {
      const current = char();
      if (current === undefined) fail('Unterminated string', start);
      index++;
      if (current === quote) return value;
      if (current === '\\') {
        const escape = char();
        if (escape === 'u') {
          const hex = source.slice(index + 1, index + 5);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('Invalid \\u escape (four hexadecimal digits expected)', index - 1);
          value += String.fromCharCode(Number.parseInt(hex, 16));
          index += 5;
        } else if (escape !== undefined && escape in ESCAPES) {
          value += ESCAPES[escape];
          index++;
        } else fail(`Invalid escape \\${escape ?? ''}`, index - 1);
        continue;
      }
      value += current;
    }
  };

  /** A string inside a filter or script: skipped to its closing quote (any escape), index left on that quote. */
  const skipQuoted = (): void => {
    const quote = char();
    const start = index;
    index++;
    while (index < source.length && char() !== quote) index += char() === '\\' ? 2 : 1;
    if (index >= source.length) fail('Unterminated string', start);
  };

  const readInteger = (): number | undefined => {
    const start = index;
    if (char() === '-') index++;
    if (!isDigit(char())) {
      index = start;
      return undefined;
    }
    while (isDigit(char())) index++;
    const text = source.slice(start, index);
    if (/^-?0\d/.test(text) || text === '-0') fail(`Invalid integer ${text} (no leading zeros)`, start);
    return Number(text);
  };

  /** The text up to the `)` matching the `(` at `index` (strings and nesting respected); index moves past it. */
  const readParenthesised = (): string => {
    const open = index;
    let depth = 0;
    for (; index < source.length; index++) {
      const current = source[index] as string;
      if (current === "'" || current === '"') {
        skipQuoted();
        continue;
      }
      if (current === '(' || current === '[') depth++;
      else if (current === ')' || current === ']') {
        depth--;
        if (depth === 0) {
          if (current !== ')') fail(`Unexpected ']': '(' at column ${open + 1} is not closed`, index);
          index++;
          return source.slice(open + 1, index - 1);
        }
      }
    }
    return fail("Unclosed '('", open);
  };

  /** An RFC filter without parentheses: everything up to the `,` or `]` that ends the selector. */
  const readBareFilter = (): string => {
    const start = index;
    let depth = 0;
    for (; index < source.length; index++) {
      const current = source[index] as string;
      if (current === "'" || current === '"') {
        skipQuoted();
        continue;
      }
      if (current === '(' || current === '[') depth++;
      else if (current === ')' || current === ']') {
        if (depth === 0) break;
        depth--;
      } else if (current === ',' && depth === 0) break;
    }
    if (index >= source.length) fail("Unclosed '['", start);
    return source.slice(start, index);
  };

  const readSelector = (): Selector => {
    const at = index;
    const current = char();
    if (current === "'" || current === '"') return { kind: 'name', name: readQuoted(), at };
    if (current === '*') {
      index++;
      return { kind: 'wildcard' };
    }
    if (current === '?') {
      index++;
      skipSpace();
      const parenthesised = char() === '(' && closesSelector(source, index);
      const offset = parenthesised ? index + 1 : index;
      const text = parenthesised ? readParenthesised() : readBareFilter();
      if (text.trim() === '') fail('Empty filter: an expression was expected', offset);
      return { kind: 'filter', filter: prepareFilter(text, offset), at };
    }
    if (current === '(') return { kind: 'script', text: readParenthesised() };
    if (current === '-' || isDigit(current) || current === ':') {
      const start = readInteger();
      skipSpace();
      if (char() !== ':') {
        if (start === undefined) fail(`Unexpected ${describe()}: an index was expected`);
        return { kind: 'index', index: start as number };
      }
      index++;
      skipSpace();
      const end = readInteger();
      skipSpace();
      let step: number | undefined;
      if (char() === ':') {
        index++;
        skipSpace();
        step = readInteger();
      }
      return { kind: 'slice', start, end, step, at };
    }
    // jsonpath-plus also reads a bare name in brackets: `$[store]`.
    if (current !== undefined && NAME_FIRST.test(current)) return { kind: 'name', name: readName(), at };
    return fail(`Unexpected ${describe()}: a selector was expected (a quoted name, an index, a slice, * or a ?filter)`);
  };

  const readBracket = (): Selector[] => {
    const open = index;
    index++;
    const selectors: Selector[] = [];
    for (;;) {
      skipSpace();
      if (index >= source.length) fail("Unclosed '['", open);
      if (char() === ']' && selectors.length === 0) fail("Empty brackets: a selector was expected");
      selectors.push(readSelector());
      skipSpace();
      if (char() === ']') {
        index++;
        return selectors;
      }
      if (char() !== ',') {
        if (index >= source.length) fail("Unclosed '['", open);
        fail(`Unexpected ${describe()}: ',' or ']' was expected`);
      }
      index++;
    }
  };

  const write = (selectors: Selector[], descendant: boolean): void => {
    const prefix = descendant ? '..' : '';
    if (selectors.length === 1) {
      const [selector] = selectors as [Selector];
      switch (selector.kind) {
        case 'wildcard':
          out += `${descendant ? '..' : '.'}*`;
          return;
        case 'name':
          if (PLAIN_NAME.test(selector.name)) out += `${descendant ? '..' : '.'}${selector.name}`;
          else if (!UNSAFE_IN_QUOTES.test(selector.name)) out += `${prefix}['${selector.name}']`;
          else if (!/["\]]/.test(selector.name)) out += `${prefix}["${selector.name}"]`;
          else fail('jsonpath-plus cannot select a name holding both a quote and ]', selector.at);
          return;
        case 'filter':
          filters.push(selector.filter);
          out += `${prefix}[?(${selector.filter.expression})]`;
          return;
        default:
          out += `${prefix}[${selectorText(selector)}]`;
          return;
      }
    }
    for (const selector of selectors) {
      if (selector.kind === 'filter') fail('jsonpath-plus cannot take a filter in a union: write it in brackets of its own', selector.at);
      if (selector.kind === 'name' && !PLAIN_NAME.test(selector.name)) fail('jsonpath-plus cannot take this name in a union: select it in brackets of its own', selector.at);
    }
    out += `${prefix}[${selectors.map(selectorText).join(',')}]`;
  };

  const selectorText = (selector: Selector): string => {
    switch (selector.kind) {
      case 'wildcard':
        return '*';
      case 'name':
        return selector.name;
      case 'index':
        // A negative index is the one-element slice ending where the next one starts.
        return selector.index >= 0 ? String(selector.index) : `${selector.index}:${selector.index === -1 ? '' : selector.index + 1}`;
      case 'slice':
        if (selector.step !== undefined && selector.step < 0) return fail('jsonpath-plus cannot take a negative slice step', selector.at);
        // Nothing: step 0 (RFC 9535 §2.3.4.2.2), or an end of 0 (jsonpath-plus reads 0 as no end). `1:1` is empty on any array.
        if (selector.step === 0 || (selector.end === 0 && (selector.step ?? 1) > 0)) return '1:1';
        return `${selector.start ?? ''}:${selector.end ?? ''}${selector.step === undefined ? '' : `:${selector.step}`}`;
      case 'script':
        return `(${selector.text})`;
      case 'filter':
        return `?(${selector.filter.expression})`;
    }
  };

  skipSpace();
  if (index >= source.length) fail('The expression is empty');
  if (char() === '$') {
    index++;
  } else if (char() !== '.' && char() !== '[' && NAME_FIRST.test(char() ?? '')) {
    // jsonpath-plus reads a path without `$` (`store.book`) from the root.
    write([{ kind: 'name', name: readName(), at: 0 }], false);
  } else if (char() !== '.' && char() !== '[') fail(`Unexpected ${describe()}: a path starts with $`);
  out = `$${out}`;

  for (;;) {
    skipSpace();
    if (index >= source.length) break;
    const current = char();
    if (current === '.') {
      const descendant = char(1) === '.';
      index += descendant ? 2 : 1;
      if (char() === '*') {
        index++;
        write([{ kind: 'wildcard' }], descendant);
      } else if (descendant && char() === '[') write(readBracket(), true);
      else if (isDigit(char()) && !descendant) {
        // jsonpath-plus reads `$.0` as an index.
        write([{ kind: 'index', index: readInteger() as number }], false);
      } else write([{ kind: 'name', name: readName(), at: index }], descendant);
    } else if (current === '[') write(readBracket(), false);
    else if (current === '~' || current === '^') {
      out += current;
      index++;
    } else if (current === '@' && TYPE_SELECTOR.test(source.slice(index, index + 14))) {
      const match = TYPE_SELECTOR.exec(source.slice(index, index + 14)) as RegExpExecArray;
      out += match[0];
      index += match[0].length;
    } else if (current === ']') fail("Unexpected ']': no '[' is open");
    else fail(`Unexpected ${describe()}: '.', '..' or '[' was expected`);
  }
  return { path: out, filters };
}

/** Whether the `(` at `open` closes right before the `]` or `,` that ends the selector (so it wraps the whole filter). */
function closesSelector(source: string, open: number): boolean {
  let depth = 0;
  for (let index = open; index < source.length; index++) {
    const current = source[index];
    if (current === "'" || current === '"') {
      const close = source.indexOf(current, index + 1);
      if (close < 0) return false;
      index = close;
      continue;
    }
    if (current === '(' || current === '[') depth++;
    else if (current === ')' || current === ']') {
      depth--;
      if (depth === 0) {
        let next = index + 1;
        while (isSpace(source[next])) next++;
        return source[next] === ']' || source[next] === ',';
      }
    }
  }
  return false;
}

/**
 * A filter expression (RFC 9535 or jsonpath-plus's JavaScript-like one) in jsonpath-plus's form:
 * `==`/`!=` become `===`/`!==`, and `$` (the root) becomes `@root`. Strings are left alone.
 */
export function prepareFilter(text: string, offset: number): PreparedFilter {
  const edits: TextEdit[] = [];
  let expression = '';
  for (let index = 0; index < text.length; index++) {
    const current = text[index] as string;
    if (current === "'" || current === '"') {
      let end = index + 1;
      while (end < text.length && text[end] !== current) end += text[end] === '\\' ? 2 : 1;
      expression += text.slice(index, end + 1);
      index = end;
      continue;
    }
    const previous = text[index - 1];
    if ((current === '=' || current === '!') && text[index + 1] === '=' && text[index + 2] !== '=' && previous !== '=' && previous !== '<' && previous !== '>' && previous !== '!') {
      expression += `${current}==`;
      edits.push({ at: index + 1, removed: 0, inserted: 1 });
      index++;
      continue;
    }
    if (current === '$' && !(previous !== undefined && /[\w$]/.test(previous)) && !/[\w$]/.test(text[index + 1] ?? '')) {
      expression += '@root';
      edits.push({ at: index, removed: 1, inserted: 5 });
      continue;
    }
    expression += current;
  }
  return { expression, offset, edits };
}

/**
 * Where a jsep error's "at character N" in the script jsonpath-plus made of a filter points in
 * the original path: jsonpath-plus writes `@` as `_$_v` (before `.`, `[`, `)` or a space) or as
 * `_$_` (`@root`, `@parent`, `@property`, `@path`), then jsep reads the result.
 */
export function filterErrorOffset(filter: PreparedFilter, scriptOffset: number): number {
  const edits: TextEdit[] = [];
  const { expression } = filter;
  for (let index = expression.indexOf('@'); index >= 0; index = expression.indexOf('@', index + 1)) {
    const rest = expression.slice(index + 1, index + 15);
    if (/^(?:parentProperty|parent|property|root|path)/.test(rest)) edits.push({ at: index, removed: 1, inserted: 3 });
    else if (/^[.\s)[]/.test(rest)) edits.push({ at: index, removed: 1, inserted: 4 });
  }
  const inExpression = offsetBefore(scriptOffset, edits);
  return filter.offset + Math.min(offsetBefore(inExpression, filter.edits), Number.MAX_SAFE_INTEGER);
}

/** RFC 9535 §2.4's functions that filters may call (jsonpath-plus's sandbox). */
export const FILTER_FUNCTIONS = {
  /** length(): characters of a string, elements of an array, members of an object; otherwise nothing. */
  length: (value: unknown): number | undefined => {
    if (typeof value === 'string') return [...value].length;
    if (Array.isArray(value)) return value.length;
    if (value !== null && typeof value === 'object') return Object.keys(value).length;
    return undefined;
  },
  /** match(): the whole string matches the regular expression (I-Regexp, read as a JavaScript one). */
  match: (value: unknown, pattern: unknown): boolean => typeof value === 'string' && typeof pattern === 'string' && regexp(`^(?:${pattern})$`)?.test(value) === true,
  /** search(): some part of the string matches. */
  search: (value: unknown, pattern: unknown): boolean => typeof value === 'string' && typeof pattern === 'string' && regexp(pattern)?.test(value) === true,
};

const regexps = new Map<string, RegExp | undefined>();
function regexp(pattern: string): RegExp | undefined {
  if (!regexps.has(pattern)) {
    if (regexps.size > 200) regexps.clear();
    let compiled: RegExp | undefined;
    try {
      compiled = new RegExp(pattern, 'u');
    } catch {
      compiled = undefined;
    }
    regexps.set(pattern, compiled);
  }
  return regexps.get(pattern);
}
