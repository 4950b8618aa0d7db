import { DataDate, type DataComments, type DataValue } from './data';

/**
 * The same YAML text as `writeYaml` (yaml-write.ts) gives through the `yaml` library, written
 * directly: the library builds a node per value and walks the tree several times, about 3 s for a
 * 5 MB document; this takes a few hundred milliseconds. It covers what documents are made of —
 * mappings and sequences at any depth, every scalar, one-line strings in every quoting style,
 * multi-line strings as `|-`/`|` blocks — and answers `undefined` for the rest, which the library
 * then writes: a scalar or empty collection at the top, a string the library prints in a special
 * way (a multi-line key, a block with trailing blank lines or a leading space, a line starting with
 * `---` or `...`, a key over 1,000 characters). Comments (TOML → YAML keeps them) are placed where
 * the library puts them: lines above a key or a sequence item, at the end of a key's line, the
 * document's head and tail; the rare places the library prints in its own way (a comment on the
 * first key of a mapping that starts after `- `, on an item of a flow array, a multi-line trailing
 * comment) are left to it. yaml-fast-write.test.ts compares both writers on generated and
 * hand-picked data, with and without comments.
 */

export interface FastYamlOptions {
  indent: number;
  quoteStyle: 'auto' | 'double' | 'single';
  quoteYaml11: boolean;
  flowShortArrays: boolean;
  /** YAML 1.1 specials (yaml-write.ts) that get quoted when `quoteYaml11` is on. */
  yaml11Special: RegExp;
  /** Longest one-line rendering of an array written in flow style (`flowShortArrays`). */
  flowArrayMaxChars: number;
}

/** Thrown inside the writer when the library has to write the document. */
class Unsupported extends Error {}

/** The comments of one entry and of the entries under it. */
interface CommentTree {
  /** Lines above a key (the library's `key.commentBefore`). */
  before?: string;
  /** At the end of a key's line. */
  trailing?: string;
  /** Lines above a sequence item: its `before` and `trailing` comments, in order. */
  itemBefore?: string;
  children?: Map<string | number, CommentTree>;
}

const appendLine = (existing: string | undefined, text: string) => (existing ? `${existing}\n${text}` : text);

/** The entries' comments as a tree following their paths (yaml-write.ts's `applyComments` rules). */
function commentTree(comments: DataComments): CommentTree {
  const root: CommentTree = {};
  for (const entry of comments.entries) {
    if (entry.path.length === 0 || (!entry.before && !entry.trailing)) continue;
    let tree = root;
    for (const part of entry.path) {
      tree.children ??= new Map();
      let child = tree.children.get(part);
      if (!child) tree.children.set(part, (child = {}));
      tree = child;
    }
    if (typeof entry.path[entry.path.length - 1] === 'string') {
      if (entry.before) tree.before = appendLine(tree.before, entry.before);
      if (entry.trailing) tree.trailing = appendLine(tree.trailing, entry.trailing);
    } else {
      const text = [entry.before, entry.trailing].filter(Boolean).join('\n');
      if (text) tree.itemBefore = appendLine(tree.itemBefore, text);
    }
  }
  return root;
}

/** `#` before each non-empty line, as the library writes a comment. */
const commentText = (text: string) => text.replace(/^(?!$)(?: $)?/gm, '#');

/**
 * Comment lines above an entry, the first one continuing the current line (already indented), the
 * others at `indent` (blank lines stay empty); ends with the next line's indentation.
 */
function commentBlock(text: string, indent: string): string {
  const lines = commentText(text).split('\n');
  if (lines[0] === '') throw new Unsupported();
  return `${lines.map((line, index) => (line === '' ? '' : index === 0 ? line : indent + line)).join('\n')}\n${indent}`;
}

/** A comment at the end of a line. */
function trailingComment(text: string): string {
  if (text.includes('\n')) throw new Unsupported();
  return ` ${commentText(text)}`;
}

/** Characters the library always double-quotes: C0/C1 controls (but tab and line feed), lone surrogates. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const FORCE_DOUBLE = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u;
/** What a plain scalar cannot be: starts with an indicator, `- `/`? `, holds `: ` or ` #`, ends in space or colon. */
const NOT_PLAIN = /^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/;
/** Plain text that YAML 1.2's core schema reads as null, a boolean, an integer or a float. */
const CORE_NON_STRING =
  /^(?:~|[Nn]ull|NULL)?$|^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$|^0o[0-7]+$|^[-+]?[0-9]+$|^0x[0-9a-fA-F]+$|^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$|^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$|^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;
const DOCUMENT_MARKER = /^(?:%|---|\.\.\.)/m;
const FLOW_INDICATOR = /[[\]{},]/;

/** `\u00XX` escapes of JSON → YAML's short forms, as the library prints them. */
function yamlEscape(code: string): string {
  switch (code) {
    case '0000':
      return '\\0';
    case '0007':
      return '\\a';
    case '000b':
      return '\\v';
    case '001b':
      return '\\e';
    default:
      return code.startsWith('00') ? `\\x${code.slice(2)}` : `\\u${code}`;
  }
}

function doubleQuoted(value: string): string {
  if (value.includes('\n')) throw new Unsupported();
  const json = JSON.stringify(value);
  // `\\` pairs are skipped, so a backslash followed by `u0075` in the text stays as it is.
  return json.includes('\\u') ? json.replace(/\\(?:\\|u([0-9a-f]{4}))/g, (match, code: string | undefined) => (code === undefined ? match : yamlEscape(code))) : json;
}

function singleQuoted(value: string): string {
  if (value.includes('\n')) throw new Unsupported();
  return `'${value.replace(/'/g, "''")}'`;
}

/** The library's choice between quotes: single when the text holds `"` but no `'`, double otherwise. */
function quoted(value: string): string {
  return value.includes('"') && !value.includes("'") ? singleQuoted(value) : doubleQuoted(value);
}

/** A multi-line string as a literal block scalar whose lines start at `indent`. */
function literalBlock(value: string, indent: string): string {
  if (/\n[\t ]+$/.test(value)) throw new Unsupported();
  let endStart = value.length;
  while (endStart > 0) {
    const char = value[endStart - 1];
    if (char !== '\n' && char !== '\t' && char !== ' ') break;
    endStart--;
  }
  const end = value.slice(endStart);
  const newline = end.indexOf('\n');
  let chomp: string;
  let body = value;
  if (newline === -1) chomp = '-';
  else if (newline === end.length - 1 && endStart > 0) {
    chomp = '';
    body = value.slice(0, -1);
  } else throw new Unsupported();
  // A leading space needs an indentation indicator.
  if (/^\n* /.test(body)) throw new Unsupported();
  return `|${chomp}\n${indent}${body.replace(/\n+/g, `$&${indent}`)}`;
}

export function writeYamlFast(value: DataValue, options: FastYamlOptions, comments?: DataComments): string | undefined {
  if (!(value instanceof Map || Array.isArray(value)) || (value instanceof Map ? value.size === 0 : value.length === 0)) return undefined;
  const tree = comments ? commentTree(comments) : undefined;
  const step = ' '.repeat(options.indent);
  const forced = options.quoteStyle === 'double' ? doubleQuoted : options.quoteStyle === 'single' ? singleQuoted : undefined;

  /** A string as a key (`key`), in a flow array (`flow`) or as a block value. */
  function string(text: string, position: 'key' | 'flow' | 'value', indent: string): string {
    if (FORCE_DOUBLE.test(text)) return doubleQuoted(text);
    if (options.quoteYaml11 && options.yaml11Special.test(text)) return (forced ?? doubleQuoted)(text);
    const multiLine = text.includes('\n');
    if (forced && position !== 'key' && !multiLine) return forced(text);
    if (multiLine) {
      if (position !== 'value') throw new Unsupported();
      return literalBlock(text, indent);
    }
    if (position === 'flow' && FLOW_INDICATOR.test(text)) return quoted(text);
    if (NOT_PLAIN.test(text)) return quoted(text);
    // A key of the top mapping starting with `---` or `...` is quoted so it cannot end the document.
    if (position === 'key' && indent === step && DOCUMENT_MARKER.test(text)) return quoted(text);
    return CORE_NON_STRING.test(text) ? quoted(text) : text;
  }

  function scalar(item: Exclude<DataValue, DataValue[] | Map<string, DataValue>>, position: 'flow' | 'value', indent: string): string {
    if (item === null) return 'null';
    if (typeof item === 'string') return string(item, position, indent);
    if (item instanceof DataDate) return string(item.text, position, indent);
    if (typeof item === 'boolean') return item ? 'true' : 'false';
    if (typeof item === 'bigint') return String(item);
    if (!Number.isFinite(item)) return Number.isNaN(item) ? '.nan' : item < 0 ? '-.inf' : '.inf';
    if (Object.is(item, -0)) return '-0.0';
    const text = JSON.stringify(item);
    return Number.isInteger(item) && !text.includes('e') ? `${text}.0` : text;
  }

  /** `[a, b]` when the array qualifies for flow style (`flowShortArrays`), else undefined. */
  function flowArray(items: DataValue[], indent: string): string | undefined {
    if (!options.flowShortArrays || items.length === 0) return undefined;
    let total = 0;
    for (const item of items) {
      if (item instanceof Map || Array.isArray(item)) return undefined;
      if (item === null) total += 4;
      else if (typeof item === 'string') {
        if (item.includes('\n')) return undefined;
        total += item.length + 2;
      } else if (item instanceof DataDate) total += item.text.length + 2;
      else total += String(item).length + 2;
    }
    if (total > options.flowArrayMaxChars) return undefined;
    return `[${items.map((item) => scalar(item as Exclude<DataValue, DataValue[] | Map<string, DataValue>>, 'flow', indent + step)).join(', ')}]`;
  }

  /**
   * A node whose first line continues the current one and whose other lines start at `indent`;
   * `inline`: that first line follows a `- `.
   */
  function node(item: DataValue, indent: string, comments: CommentTree | undefined, inline: boolean): string {
    if (item instanceof Map) {
      if (item.size === 0) return '{}';
      let out = '';
      let first = true;
      const inner = indent + step;
      for (const [key, child] of item) {
        const keyText = string(key, 'key', inner);
        if (keyText.length > 1000) throw new Unsupported();
        if (!first) out += `\n${indent}`;
        const keyComments = comments?.children?.get(key);
        if (keyComments?.before) {
          if (first && inline) throw new Unsupported();
          out += commentBlock(keyComments.before, indent);
        }
        first = false;
        out += `${keyText}:`;
        const trailing = keyComments?.trailing;
        if (child instanceof Map || Array.isArray(child)) {
          const flow = Array.isArray(child) ? flowArray(child, inner) : undefined;
          if (flow !== undefined) {
            if (keyComments?.children) throw new Unsupported();
            out += ` ${flow}`;
            if (trailing) out += trailingComment(trailing);
          } else if (child instanceof Map ? child.size === 0 : child.length === 0) {
            out += trailing ? `${trailingComment(trailing)}\n${inner}${child instanceof Map ? '{}' : '[]'}` : child instanceof Map ? ' {}' : ' []';
          } else out += `${trailing ? trailingComment(trailing) : ''}\n${inner}${node(child, inner, keyComments, false)}`;
        } else {
          const text = scalar(child, 'value', inner);
          if (!trailing) out += ` ${text}`;
          else {
            const header = text.indexOf('\n');
            out += header === -1 ? ` ${text}${trailingComment(trailing)}` : ` ${text.slice(0, header)}${trailingComment(trailing)}${text.slice(header)}`;
          }
        }
      }
      return out;
    }
    if (Array.isArray(item)) {
      if (item.length === 0) return '[]';
      const flow = flowArray(item, indent);
      if (flow !== undefined) {
        if (comments?.children) throw new Unsupported();
        return flow;
      }
      let out = '';
      const inner = `${indent}  `;
      for (let index = 0; index < item.length; index++) {
        const child = item[index] as DataValue;
        if (index > 0) out += `\n${indent}`;
        const itemComments = comments?.children?.get(index);
        if (itemComments?.itemBefore) {
          if (index === 0 && inline) throw new Unsupported();
          out += commentBlock(itemComments.itemBefore, indent);
        }
        out += '- ';
        out += child instanceof Map || Array.isArray(child) ? node(child, inner, itemComments, true) : scalar(child, 'value', inner);
      }
      return out;
    }
    return scalar(item, 'value', indent);
  }

  try {
    let out = node(value, '', tree, false);
    if (comments?.head) {
      if (/^\n+$/.test(comments.head)) throw new Unsupported();
      out = `${commentText(comments.head)}\n\n${out}`;
    }
    if (comments?.tail) {
      if (/^\n+$/.test(comments.tail)) throw new Unsupported();
      out += `\n\n${commentText(comments.tail)}`;
    }
    return out;
  } catch (error) {
    // Nesting deeper than the stack allows is left to the other path too.
    if (error instanceof Unsupported || error instanceof RangeError) return undefined;
    throw error;
  }
}
