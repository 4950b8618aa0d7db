import { LayoutTemplates } from '../../lib/layout-templates';
import type { ChunkContext, YamlChunkResult } from './yaml-chunks';
import type { PrettifyYamlOptions } from './yaml-prettify.service';

/**
 * Items of a root sequence that share a shape, printed once. A large YAML stream is most often a
 * list of records written alike (`- id: 1\n  name: "a"\n  tags: [x, y]`), and the `yaml` library
 * spends ~1 ms per KB parsing and printing each. Prettifying keeps every scalar's source text
 * (numbers as written, quotes kept), so two items that differ only in some scalar values, of the
 * same kind and length, print alike but for those values — as long as no line is long enough to be
 * folded (the library folds at 80 columns): the second item's output is the first one's with its
 * values put back in.
 *
 * An item's shape is its text with each such value replaced by its kind and length. The values are
 * read by a deliberately small line reader: `- ` markers, `key:` with a plain key (kept as text,
 * so duplicate keys still meet the parser), one-line flow collections, comments, blank lines, and as
 * values: integers, decimals, plain words (not `true`, `null`, `yes`… whose meaning depends on the
 * text), double- and single-quoted strings of printable ASCII without escapes or doubled quotes.
 * Anything else in an item — anchors, tags, aliases, block scalars, multi-line scalars, tabs,
 * non-ASCII text, other keys — and the item is printed by the library. Where a shape is first met,
 * its output is read back with the same reader and its values must be found there, in order, with
 * the same text, and no output line may reach 60 columns; its first reuse is also printed by the
 * library and compared. A shape failing either check is never reused. Sorting keys turns all of
 * this off. yaml-templates.test.ts compares the result with the library's on generated streams
 * under every option.
 */

const UNSURE = Symbol('unsure');

/** Plain words whose meaning depends on the text (YAML 1.2 core schema and YAML 1.1 booleans): kept as text. */
const SPECIAL_WORDS = /^(?:true|false|null|yes|no|on|off|y|n)$/i;
const KEY = /[A-Za-z_][A-Za-z0-9_-]*:(?= |$)/y;
const NUMBER = /-?[0-9]+(?:\.[0-9]+)?/y;
/** A plain word value: starts with a letter; letters, digits, `_ . -` and single spaces inside. */
const BLOCK_PLAIN = /[A-Za-z][A-Za-z0-9_.-]*(?: [A-Za-z0-9_.-]+)*/y;
const FLOW_PLAIN = /[A-Za-z][A-Za-z0-9_.-]*(?: [A-Za-z0-9_.-]+)*/y;
const DOUBLE_QUOTED = /"[\x20\x21\x23-\x5b\x5d-\x7e]*"/y;
const SINGLE_QUOTED = /'[\x20-\x26\x28-\x7e]*'(?!')/y;
/** The longest output line a template may have (the library folds scalars at 80 columns). */
const MAX_LINE = 60;

export interface ReadItem {
  shape: string;
  values: string[];
  /** Where each value starts in the text. */
  offsets: number[];
}

/** Reads a piece of block YAML into its shape, or undefined when it holds anything not covered. */
export function readItem(text: string): ReadItem | undefined {
  let shape = '';
  const values: string[] = [];
  const offsets: number[] = [];
  const variable = (kind: string, start: number, value: string) => {
    shape += `\u0001${kind}${value.length}\u0001`;
    values.push(value);
    offsets.push(start);
  };
  /** A scalar at `at`; returns where it ends. */
  const scalar = (line: string, lineStart: number, at: number, flow: boolean): number => {
    const code = line.charCodeAt(at);
    if (code === 34 || code === 39) {
      const pattern = code === 34 ? DOUBLE_QUOTED : SINGLE_QUOTED;
      pattern.lastIndex = at;
      const match = pattern.exec(line);
      if (!match) throw UNSURE;
      variable(code === 34 ? 'd' : 's', lineStart + at, match[0]);
      return at + match[0].length;
    }
    if ((code >= 48 && code <= 57) || code === 45) {
      NUMBER.lastIndex = at;
      const match = NUMBER.exec(line);
      if (!match) throw UNSURE;
      const end = at + match[0].length;
      const next = line.charCodeAt(end);
      if (!(Number.isNaN(next) || next === 32 || (flow && (next === 44 || next === 93 || next === 125)))) throw UNSURE;
      variable(match[0].includes('.') ? 'f' : 'i', lineStart + at, match[0]);
      return end;
    }
    if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) {
      const pattern = flow ? FLOW_PLAIN : BLOCK_PLAIN;
      pattern.lastIndex = at;
      const match = pattern.exec(line)!;
      const end = at + match[0].length;
      const next = line.charCodeAt(end);
      if (!(Number.isNaN(next) || next === 32 || (flow && (next === 44 || next === 93 || next === 125)))) throw UNSURE;
      if (SPECIAL_WORDS.test(match[0])) shape += `\u0000${match[0]}\u0000`;
      else variable('p', lineStart + at, match[0]);
      return end;
    }
    throw UNSURE;
  };
  /** A one-line flow collection at `at` (`[` or `{`); returns where it ends. */
  const flowCollection = (line: string, lineStart: number, at: number): number => {
    const close = line[at] === '[' ? ']' : '}';
    const mapping = close === '}';
    shape += line[at];
    let index = at + 1;
    for (;;) {
      while (line[index] === ' ') shape += line[index++];
      if (line[index] === close) {
        shape += close;
        return index + 1;
      }
      if (mapping) {
        KEY.lastIndex = index;
        const key = KEY.exec(line);
        if (!key) throw UNSURE;
        shape += key[0];
        index += key[0].length;
        while (line[index] === ' ') shape += line[index++];
      }
      index = line[index] === '[' || line[index] === '{' ? flowCollection(line, lineStart, index) : scalar(line, lineStart, index, true);
      while (line[index] === ' ') shape += line[index++];
      if (line[index] === ',') shape += line[index++];
      else if (line[index] !== close) throw UNSURE;
    }
  };
  try {
    let lineStart = 0;
    while (lineStart <= text.length) {
      let lineEnd = text.indexOf('\n', lineStart);
      if (lineEnd === -1) lineEnd = text.length;
      const line = text.slice(lineStart, lineEnd);
      if (line.includes('\t') || line.includes('\r')) throw UNSURE;
      let index = 0;
      while (line[index] === ' ') index++;
      shape += line.slice(0, index);
      if (index < line.length && line[index] !== '#') {
        let entry = false;
        while (line[index] === '-' && (line[index + 1] === ' ' || index + 1 === line.length)) {
          shape += line[index + 1] === ' ' ? '- ' : '-';
          index += line[index + 1] === ' ' ? 2 : 1;
          entry = true;
          while (line[index] === ' ') shape += line[index++];
        }
        KEY.lastIndex = index;
        const key = KEY.exec(line);
        if (key) {
          shape += key[0];
          index += key[0].length;
          entry = true;
          while (line[index] === ' ') shape += line[index++];
        }
        // A line that is neither an item nor a key continues a multi-line scalar: not read here.
        if (!entry) throw UNSURE;
        if (index < line.length && line[index] !== '#') {
          index = line[index] === '[' || line[index] === '{' ? flowCollection(line, lineStart, index) : scalar(line, lineStart, index, false);
        }
        const rest = line.slice(index);
        if (!/^(?: +#.*)?$/.test(rest) && !(rest.startsWith('#') && index === line.length)) throw UNSURE;
        shape += `\u0002${rest}\u0002`;
      } else shape += `\u0002${line.slice(index)}\u0002`;
      shape += '\n';
      lineStart = lineEnd + 1;
    }
    return { shape, values, offsets };
  } catch (error) {
    if (error === UNSURE) return undefined;
    throw error;
  }
}

const templates = new LayoutTemplates();

/** How many items were printed by the library and how many put together from a template. */
export const yamlTemplateStats = templates.counts;

/** The output cut around `values`, read back in order; undefined when they are not all found or a line is too long. */
function cutAround(output: string, values: readonly string[]): string[] | undefined {
  if (output.split('\n').some((line) => line.length >= MAX_LINE)) return undefined;
  const read = readItem(output.endsWith('\n') ? output.slice(0, -1) : output);
  if (!read || read.values.length !== values.length || read.values.some((value, index) => value !== values[index])) return undefined;
  const parts: string[] = [];
  let from = 0;
  read.offsets.forEach((offset, index) => {
    parts.push(output.slice(from, offset));
    from = offset + values[index]!.length;
  });
  parts.push(output.slice(from));
  return parts;
}

/**
 * A chunk that is a run of root sequence items (`cuts`: where each item after the first starts),
 * printed item by item, shapes met before put together from their template. `printPiece` prints
 * one piece as a chunk of its own. Undefined when the chunk is not such a run or a piece cannot be
 * printed on its own (then the chunk is printed whole).
 */
export function prettifyWithTemplates(
  text: string,
  cuts: readonly number[],
  options: PrettifyYamlOptions,
  context: ChunkContext,
  printPiece: (piece: string, context: ChunkContext) => YamlChunkResult,
): YamlChunkResult | undefined {
  if (options.sortKeys || cuts.length === 0) return undefined;
  const optionsKey = `${options.indentSize} ${context.styleWalk}`;
  const bounds = [0, ...cuts, text.length];
  let output = '';
  for (let index = 0; index < bounds.length - 1; index++) {
    const piece = text.slice(bounds[index], bounds[index + 1]);
    const first = index === 0;
    const last = index === bounds.length - 2;
    const pieceContext: ChunkContext = {
      continues: first ? context.continues : true,
      headKind: first ? context.headKind : 'seq',
      continued: last ? context.continued : true,
      tailKind: last ? context.tailKind : 'seq',
      first: first && context.first,
      styleWalk: context.styleWalk,
    };
    const print = (): string | undefined => {
      const result = printPiece(piece, pieceContext);
      return result.ok && result.documents === 1 ? result.output : undefined;
    };
    // Only an item in the middle of its document (not the stream's first, going on after it) is templated.
    const middle = pieceContext.continues && pieceContext.continued && pieceContext.headKind === 'seq' && pieceContext.tailKind === 'seq' && !pieceContext.first;
    const read = middle ? readItem(piece) : undefined;
    let printed: string | undefined;
    if (read) printed = templates.output(optionsKey, read.shape, read.values, print, (result) => cutAround(result, read.values));
    else {
      yamlTemplateStats.printed++;
      printed = print();
    }
    if (printed === undefined) return undefined;
    output += printed;
  }
  return { ok: true, output, documents: 1, headKeys: undefined, tailKeys: undefined };
}
