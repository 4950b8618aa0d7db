import { isMap, isScalar, isSeq, parseAllDocuments, type Document, type Pair, type Tags } from 'yaml';
import { ToolInputError } from '../../lib/errors';

/**
 * YAML prettify: every document of the stream is parsed keeping comments (integers as BigInt, so
 * big numbers stay exact), flow collections become block style, mappings are optionally sorted by
 * key (comments attached to a pair move with it), and the stream is printed again with the chosen
 * indent. Scalars keep their source style (quotes, `1.50`).
 */

export interface PrettifyYamlOptions {
  sortKeys: boolean;
  /** Spaces per level, 1–10. */
  indentSize: number;
}

export const MIN_INDENT_SIZE = 1;
export const MAX_INDENT_SIZE = 10;
export const DEFAULT_INDENT_SIZE = 2;

/** The Indent size field's text → a whole number in 1–10, or undefined (never clamped). */
export function parseIndentSize(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.0*)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= MIN_INDENT_SIZE && value <= MAX_INDENT_SIZE ? value : undefined;
}

/** The text a pair is sorted by: the key as written in the source (or its printed form). */
function keyText(pair: Pair): string {
  const key = pair.key;
  if (isScalar(key)) return key.source ?? String(key.value);
  return String(key);
}

/**
 * The schema's tags, with numbers printed as written (`0x1F`, `1e3`, `1.50`) instead of the
 * library's normalised form (`0x1f`, `1e+3`): scalars keep their source style.
 */
function keepNumberSource(tags: Tags): Tags {
  return tags.map((tag) => {
    if (typeof tag !== 'object' || !tag.stringify) return tag;
    const stringify = tag.stringify;
    return {
      ...tag,
      stringify(item, context, onComment, onChompKeep) {
        if (isScalar(item) && typeof item.source === 'string' && (typeof item.value === 'number' || typeof item.value === 'bigint')) return item.source;
        return stringify(item, context, onComment, onChompKeep);
      },
    };
  }) as Tags;
}

/** The documents of a stream, parsed as the spec says: comments kept, integers as BigInt, numbers printed as written. */
export function parseYamlStream(text: string): Document.Parsed[] {
  return parseAllDocuments(text, { intAsBigInt: true, customTags: keepNumberSource }) as Document.Parsed[];
}

/** The first parse error of the documents, as ToolInputError('invalidYaml') with the message's first line. */
export function throwFirstError(documents: readonly Document.Parsed[]): void {
  for (const document of documents) {
    const error = document.errors[0];
    if (error) throw new ToolInputError('invalidYaml', { detail: error.message.split('\n', 1)[0] ?? '' });
  }
}

/**
 * Every collection to block style, and with `sortKeys` every mapping sorted: what `visit` with Map
 * and Seq visitors does, without visiting each scalar and pair (a 5 MB stream has millions of them).
 */
function toBlockStyle(node: unknown, sortKeys: boolean): void {
  if (isMap(node)) {
    node.flow = false;
    if (sortKeys) node.items.sort((a, b) => keyText(a).localeCompare(keyText(b), 'en'));
    for (const pair of node.items) {
      toBlockStyle(pair.key, sortKeys);
      toBlockStyle(pair.value, sortKeys);
    }
  } else if (isSeq(node)) {
    node.flow = false;
    for (const item of node.items) toBlockStyle(item, sortKeys);
  }
}

/**
 * `document.toString` first asks its directives for `%TAG` lines, which walks the whole document to
 * collect the tags in use. With only the default `!!` handle there is never such a line: skip the walk.
 */
function skipDefaultTagWalk(document: Document.Parsed): void {
  const directives = document.directives;
  const handles = Object.keys(directives.tags);
  if (handles.length !== 1 || directives.tags['!!'] !== 'tag:yaml.org,2002:') return;
  directives.toString = () => (directives.yaml.explicit ? `%YAML ${directives.yaml.version || '1.2'}` : '');
}

/**
 * One parsed document → its prettified text (with a trailing newline). `needsStyleWalk` false: the
 * source holds no `[` or `{` at all (so no flow collection) and keys are not sorted, nothing to change.
 */
export function printYamlDocument(document: Document.Parsed, options: PrettifyYamlOptions, needsStyleWalk: boolean): string {
  if (needsStyleWalk) toBlockStyle(document.contents, options.sortKeys);
  skipDefaultTagWalk(document);
  return document.toString({ indent: options.indentSize });
}

/** Whether flow collections may be present or keys must be sorted (otherwise the style walk changes nothing). */
export function needsStyleWalk(text: string, options: PrettifyYamlOptions): boolean {
  return options.sortKeys || text.includes('[') || text.includes('{');
}

/** Documents after the first are separated by `---` (unless they print their own marker or directives). */
export function withDocumentMarker(out: string, index: number): string {
  return index > 0 && !out.startsWith('---') && !out.startsWith('%') ? `---\n${out}` : out;
}

/**
 * The text with its trailing line breaks replaced by one (as `.replace(/\n*$/, '\n')`, which takes
 * ~0.2 s on 5 MB). When the text ends with a line break this is the text itself or a slice of it:
 * `slice + '\n'` is a new string made of two parts, which the next reader (the output's view) copies
 * into one first — 50 ms for a 5 MB output.
 */
export function withOneFinalNewline(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end -= 1;
  return end < text.length ? text.slice(0, end + 1) : `${text}\n`;
}

/** Raw YAML → prettified YAML ending with one newline; blank gives ''. Parse errors throw ToolInputError('invalidYaml'). */
export function prettifyYaml(text: string, options: PrettifyYamlOptions): string {
  if (text.trim() === '') return '';
  const documents = parseYamlStream(text);
  if (documents.length === 0) {
    // An empty stream (only comments or directives): keep its comment.
    const comment = (documents as { comment?: string }).comment;
    return comment ? `${comment.split('\n').map((line: string) => (line === '' ? '#' : `#${line}`)).join('\n')}\n` : '';
  }
  throwFirstError(documents);
  const walk = needsStyleWalk(text, options);
  const printed = documents.map((document, index) => withDocumentMarker(printYamlDocument(document, options, walk), index));
  return withOneFinalNewline(printed.join(''));
}

export type PrettifyYamlOutcome = { ok: true; output: string } | { ok: false; detail: string };

export function prettifyYamlOutcome(text: string, options: PrettifyYamlOptions): PrettifyYamlOutcome {
  try {
    return { ok: true, output: prettifyYaml(text, options) };
  } catch (error) {
    return { ok: false, detail: error instanceof ToolInputError ? (error.detail ?? '') : error instanceof Error ? error.message : String(error) };
  }
}
