import { Document, isMap, isNode, isScalar, isSeq, Scalar, visit, type Node, type Pair } from 'yaml';
import { DataDate, sortDataKeys, type DataComments, type DataValue } from './data';
import { writeYamlFast, type FastYamlOptions } from './yaml-fast-write';

/**
 * Data → YAML 1.2 text with the `yaml` library: block style, sequences under a key indented
 * (`list:\n  - item`), strings plain unless they would read back as another type or hold special
 * characters (then double-quoted: `"123"`, `""`, `"a: b"`, `"true"`), multi-line strings as `|-`
 * blocks, `[]` and `{}` for empty collections, no line folding, no trailing newline. Integers
 * (bigint) are exact; a float that happens to be whole keeps a fraction (`1.0`) so it reads back as
 * a float; dates are written as their ISO strings.
 */

export type YamlQuoteStyle = 'auto' | 'double' | 'single';

export interface YamlWriteOptions {
  indent: 2 | 4;
  /** `auto`: plain where possible; `double`/`single`: every one-line string value quoted that way. */
  quoteStyle: YamlQuoteStyle;
  sortKeys: boolean;
  /** Also quote what a YAML 1.1 reader (PyYAML, Ansible, older Go/Ruby) would not read as a string. */
  quoteYaml11: boolean;
  /** Arrays of scalars that fit on a short line are written in flow style: `[8000, 8001]`. */
  flowShortArrays?: boolean;
  comments?: DataComments;
}


export const DEFAULT_YAML_WRITE_OPTIONS: YamlWriteOptions = { indent: 2, quoteStyle: 'auto', sortKeys: false, quoteYaml11: false };

/** Plain scalars a YAML 1.1 reader takes for booleans, or for integers (sexagesimal `1:30`, `0b101`, `1_000`). */
export const YAML11_SPECIAL =
  /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?|[-+]?0b[01_]+|[-+]?[0-9][0-9_]*_[0-9_]*|[-+]?0x[0-9a-fA-F_]+|[-+]?0[0-7_]+)$/;

/** The longest one-line rendering of an array kept in flow style by `flowShortArrays`. */
export const FLOW_ARRAY_MAX_CHARS = 60;

/** Dates → their ISO text (the yaml library would otherwise see an object). */
function prepare(value: DataValue): unknown {
  if (value instanceof DataDate) return value.text;
  if (Array.isArray(value)) return value.map(prepare);
  if (value instanceof Map) {
    const map = new Map<string, unknown>();
    for (const [key, item] of value) map.set(key, prepare(item));
    return map;
  }
  return value;
}

function scalarLength(node: unknown): number | undefined {
  if (!isScalar(node)) return undefined;
  const value = node.value;
  if (value === null) return 4;
  if (typeof value === 'string') return value.includes('\n') ? undefined : value.length + 2;
  return String(value).length + 2;
}

function findChild(node: unknown, part: string | number): { pair?: Pair; node: unknown } | undefined {
  if (typeof part === 'number') return isSeq(node) ? { node: node.items[part] } : undefined;
  if (!isMap(node)) return undefined;
  const pair = node.items.find((item) => isScalar(item.key) && item.key.value === part);
  return pair ? { pair, node: pair.value } : undefined;
}

function appendComment(existing: string | null | undefined, text: string): string {
  return existing ? `${existing}\n${text}` : text;
}

function applyComments(document: Document, comments: DataComments): void {
  if (comments.head) document.commentBefore = comments.head;
  if (comments.tail) document.comment = comments.tail;
  for (const entry of comments.entries) {
    let node: unknown = document.contents;
    let pair: Pair | undefined;
    for (const part of entry.path) {
      const child = findChild(node, part);
      if (!child) {
        node = undefined;
        break;
      }
      pair = typeof part === 'number' ? undefined : child.pair;
      node = child.node;
    }
    if (node === undefined || entry.path.length === 0) continue;
    const last = entry.path[entry.path.length - 1];
    if (typeof last === 'string' && pair && isScalar(pair.key)) {
      const key = pair.key as Scalar;
      if (entry.before) key.commentBefore = appendComment(key.commentBefore, entry.before);
      if (entry.trailing) {
        if (isScalar(node) || (isSeq(node) && node.flow)) (node as Node).comment = appendComment((node as Node).comment, entry.trailing);
        else key.comment = appendComment(key.comment, entry.trailing);
      }
    } else if (typeof last === 'number' && isNode(node)) {
      const item = node;
      const text = [entry.before, entry.trailing].filter(Boolean).join('\n');
      if (text) item.commentBefore = appendComment(item.commentBefore, text);
    }
  }
}

/** The fast writer's options for these (the same quoting rules and flow-array limit). */
export function fastWriterOptions(options: YamlWriteOptions): FastYamlOptions {
  return {
    indent: options.indent,
    quoteStyle: options.quoteStyle,
    quoteYaml11: options.quoteYaml11,
    flowShortArrays: options.flowShortArrays ?? false,
    yaml11Special: YAML11_SPECIAL,
    flowArrayMaxChars: FLOW_ARRAY_MAX_CHARS,
  };
}

/**
 * Data → YAML text. yaml-fast-write.ts writes it (the same text, about ten times faster); what
 * that writer leaves to the library, the library.
 */
export function writeYaml(value: DataValue, options: YamlWriteOptions): string {
  const fast = writeYamlFast(options.sortKeys ? sortDataKeys(value) : value, fastWriterOptions(options), options.comments);
  return fast ?? writeYamlWithLibrary(value, options);
}

/** {@link writeYaml} through the `yaml` library only (what the fast writer is tested against). */
export function writeYamlWithLibrary(value: DataValue, options: YamlWriteOptions): string {
  const data = prepare(options.sortKeys ? sortDataKeys(value) : value);
  const document = new Document(data);
  const quoteType = options.quoteStyle === 'double' ? Scalar.QUOTE_DOUBLE : options.quoteStyle === 'single' ? Scalar.QUOTE_SINGLE : undefined;
  visit(document, {
    Scalar(key, node) {
      const scalarValue = node.value;
      if (typeof scalarValue === 'number' && Number.isInteger(scalarValue)) node.minFractionDigits = 1;
      if (typeof scalarValue !== 'string') return;
      if (options.quoteYaml11 && YAML11_SPECIAL.test(scalarValue)) node.type = quoteType ?? Scalar.QUOTE_DOUBLE;
      else if (quoteType && key !== 'key' && !scalarValue.includes('\n')) node.type = quoteType;
    },
    Seq(_key, node) {
      if (!options.flowShortArrays || node.items.length === 0) return;
      let total = 0;
      for (const item of node.items) {
        const length = scalarLength(item);
        if (length === undefined) return;
        total += length;
      }
      if (total <= FLOW_ARRAY_MAX_CHARS) node.flow = true;
    },
  });
  if (options.comments) applyComments(document, options.comments);
  const text = document.toString({ indent: options.indent, lineWidth: 0, minContentWidth: 0, flowCollectionPadding: false, indentSeq: true });
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}
