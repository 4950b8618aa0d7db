import { isMap, isScalar, isSeq, type Document } from 'yaml';
import {
  needsStyleWalk,
  parseYamlStream,
  prettifyYamlOutcome,
  printYamlDocument,
  withDocumentMarker,
  withOneFinalNewline,
  type PrettifyYamlOptions,
  type PrettifyYamlOutcome,
} from './yaml-prettify.service';

/**
 * A large YAML stream prettified in pieces (on several workers, shown as it comes): the text is cut
 * at the start of a line, only where the pieces printed one after the other give exactly the text
 * the whole stream gives:
 * - before a `---` line (a new document), or
 * - before a top-level item of a document's root block collection: a `- ` line at column 0 when
 *   the root is a sequence, a `key:` line at column 0 when it is a mapping (not when sorting keys:
 *   the root mapping must then be sorted as a whole);
 * and only where the line before holds content (not blank, not a comment: blank lines and comments
 * belong to what follows them). Streams with directives (`%`), document end markers (`...`) or
 * keep-chomping block scalars (`|+`, `>+`: their trailing lines depend on what follows) are not cut.
 *
 * Each piece is checked after parsing (no error, a block collection of the expected kind where a
 * document is cut, no trailing document comment there, no key repeated across pieces); anything
 * unexpected, and every error, falls back to the whole stream in one go, so the output and the error
 * messages (their line numbers) are always those of the whole stream.
 */

export type RootKind = 'seq' | 'map';

export interface YamlChunk {
  start: number;
  end: number;
  /** Starts inside a document, at one of its root items (of `headKind`). */
  continues: boolean;
  /** Its last document goes on in the next chunk (its root is a `tailKind`). */
  continued: boolean;
  headKind?: RootKind;
  tailKind?: RootKind;
}

export interface ChunkSizes {
  /** Characters in the first chunk (small: the first lines show quickly). */
  first: number;
  /** Characters in each following chunk. */
  rest: number;
}

export const DEFAULT_CHUNK_SIZES: ChunkSizes = { first: 4 * 1024, rest: 128 * 1024 };

const DIRECTIVE_OR_DOCUMENT_END = /^(?:%|\.\.\.(?:[ \t\r\n]|$))/m;
const KEEP_CHOMPING = /[|>](?:[1-9]?\+|\+[1-9])/;
/** A column-0 line that can start a root mapping key (not an indicator, comment or quote-less oddity). */
const KEY_START = /[^\s#\-?:,[\]{}&*!|>%@`]/y;

interface Cut {
  at: number;
  /** Cut before an item of the current document (else before a `---` line). */
  item: boolean;
  kind?: RootKind;
}

function isBlankRest(text: string, from: number): boolean {
  for (let index = from; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 10) return true;
    if (code === 13 || code === 32 || code === 9) continue;
    return code === 35; // a comment
  }
  return true;
}

/** Where the stream may be cut (see the module comment), in order. */
export function findYamlCuts(text: string, sortKeys: boolean): Cut[] {
  if (DIRECTIVE_OR_DOCUMENT_END.test(text) || KEEP_CHOMPING.test(text)) return [];
  const cuts: Cut[] = [];
  let streamHasContent = false;
  /** The root kind of the current document: undefined until its first content line; 'none' when not cut. */
  let kind: RootKind | 'none' | undefined;
  let previousHasContent = false;
  let lineStart = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const first = text.charCodeAt(lineStart);
    let indent = lineStart;
    while (indent < lineEnd && (text.charCodeAt(indent) === 32 || text.charCodeAt(indent) === 9)) indent += 1;
    const firstContent = indent < lineEnd ? text.charCodeAt(indent) : 10;
    if (firstContent === 10 || firstContent === 13 || firstContent === 35) {
      // Blank or comment-only line.
      previousHasContent = false;
    } else if (indent > lineStart) {
      previousHasContent = true;
    } else if (first === 45 && text.startsWith('---', lineStart) && (lineStart + 3 >= lineEnd || /[ \t\r]/.test(text[lineStart + 3]!))) {
      if (previousHasContent && streamHasContent) cuts.push({ at: lineStart, item: false });
      // Content after the marker (`--- |`, `--- !tag`, `--- a`): this document is not cut.
      kind = isBlankRest(text, lineStart + 3) ? undefined : 'none';
      streamHasContent = true;
      previousHasContent = true;
    } else {
      const isItem = first === 45 && (lineStart + 1 >= lineEnd || text[lineStart + 1] === ' ' || text[lineStart + 1] === '\r');
      KEY_START.lastIndex = lineStart;
      const isKey = !isItem && KEY_START.test(text);
      if (kind === undefined) {
        kind = isItem ? 'seq' : isKey && !sortKeys ? 'map' : 'none';
      } else if (previousHasContent && ((kind === 'seq' && isItem) || (kind === 'map' && isKey))) {
        cuts.push({ at: lineStart, item: true, kind });
      }
      streamHasContent = true;
      previousHasContent = true;
    }
    lineStart = lineEnd + 1;
  }
  return cuts;
}

/** The stream cut into chunks of about `sizes` characters (one chunk when it cannot be cut). */
export function planYamlChunks(text: string, sortKeys: boolean, sizes: ChunkSizes = DEFAULT_CHUNK_SIZES): YamlChunk[] {
  const chunks: YamlChunk[] = [];
  let current: YamlChunk = { start: 0, end: text.length, continues: false, continued: false };
  if (text.length > sizes.first) {
    for (const cut of findYamlCuts(text, sortKeys)) {
      if (cut.at - current.start < (chunks.length === 0 ? sizes.first : sizes.rest)) continue;
      chunks.push({ ...current, end: cut.at, continued: cut.item, tailKind: cut.item ? cut.kind : undefined });
      current = { start: cut.at, end: text.length, continues: cut.item, continued: false, headKind: cut.item ? cut.kind : undefined };
    }
  }
  chunks.push(current);
  return chunks;
}

export interface YamlPlan {
  chunks: YamlChunk[];
  /** `needsStyleWalk` of the whole stream. */
  styleWalk: boolean;
}

/** Where to cut the stream, and whether its chunks need the style walk (a scan of every character: done in a worker). */
export function planYamlStream(text: string, options: PrettifyYamlOptions, sizes: ChunkSizes = DEFAULT_CHUNK_SIZES): YamlPlan {
  return { chunks: planYamlChunks(text, options.sortKeys, sizes), styleWalk: needsStyleWalk(text, options) };
}

/** A top-level key value, as the parser compares keys for uniqueness (`a.value === b.value`). */
export type KeyValue = string | number | bigint | boolean | null;

export type YamlChunkResult =
  | {
      ok: true;
      output: string;
      /** How many documents the chunk holds (1: the document it continues may also go on in the next chunk). */
      documents: number;
      /** The root mapping keys of the document the chunk starts inside (when it continues one). */
      headKeys?: KeyValue[];
      /** The root mapping keys of its last document, when that one starts here and goes on in the next chunk. */
      tailKeys?: KeyValue[];
    }
  | { ok: false };

export interface ChunkContext {
  continues: boolean;
  continued: boolean;
  headKind?: RootKind;
  tailKind?: RootKind;
  /** The chunk is the first of the stream (its first document is the stream's first). */
  first: boolean;
  /** The whole stream may hold flow collections (or keys are sorted): see `needsStyleWalk`. */
  styleWalk: boolean;
}

function isRootOf(document: Document.Parsed, kind: RootKind | undefined): boolean {
  const root = document.contents;
  return (kind === 'seq' ? isSeq(root) : kind === 'map' ? isMap(root) : false) && !(root as { flow?: boolean }).flow;
}

function rootKeys(document: Document.Parsed): KeyValue[] | undefined {
  const root = document.contents;
  if (!isMap(root)) return undefined;
  const keys: KeyValue[] = [];
  for (const pair of root.items) {
    // Two absent keys (`: a`) are equal too: such a root is left to the whole stream.
    if (pair.key === null || pair.key === undefined) throw new Error('absent key');
    if (!isScalar(pair.key)) continue;
    const value = pair.key.value;
    // NaN never equals itself; other non-primitive values are distinct objects.
    if (value === null || typeof value === 'string' || typeof value === 'bigint' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value))) {
      keys.push(value);
    }
  }
  return keys;
}

/** Parses and prints one chunk with the library; `{ ok: false }` whenever it cannot stand for its part of the whole. */
export function prettifyYamlChunk(text: string, options: PrettifyYamlOptions, context: ChunkContext): YamlChunkResult {
  try {
    const documents = parseYamlStream(text);
    if (documents.length === 0) return { ok: false };
    for (const document of documents) if (document.errors.length > 0) return { ok: false };
    const head = documents[0]!;
    const tail = documents[documents.length - 1]!;
    if (context.continues) {
      const root = head.contents as { commentBefore?: string | null } | null;
      if (head.directives.docStart || head.commentBefore || !isRootOf(head, context.headKind) || root?.commentBefore) return { ok: false };
    }
    if (context.continued) {
      const root = tail.contents as { comment?: string | null } | null;
      if (tail.comment || tail.directives.docEnd || !isRootOf(tail, context.tailKind) || root?.comment) return { ok: false };
    }
    let output = '';
    documents.forEach((document, index) => {
      const out = printYamlDocument(document, options, context.styleWalk);
      output += index === 0 && context.continues ? out : withDocumentMarker(out, context.first ? index : 1);
    });
    const single = documents.length === 1;
    return {
      ok: true,
      output,
      documents: documents.length,
      headKeys: context.continues && context.headKind === 'map' ? rootKeys(head) : undefined,
      tailKeys: context.continued && context.tailKind === 'map' && !(context.continues && single) ? rootKeys(tail) : undefined,
    };
  } catch {
    // A printing error (an alias to an anchor in another chunk…): the whole stream decides.
    return { ok: false };
  }
}

/**
 * Puts the chunk results together, in order. `add` returns false when the chunks cannot stand for
 * the whole stream (then the whole stream must be prettified in one go).
 */
export class YamlChunkAssembler {
  private readonly outputs: string[] = [];
  /** The root mapping keys seen so far of the document cut across chunks (the open one). */
  private open: Set<KeyValue> | undefined;

  constructor(private readonly chunks: readonly YamlChunk[]) {}

  add(result: YamlChunkResult, index: number): boolean {
    if (!result.ok) return false;
    const chunk = this.chunks[index]!;
    const middle = chunk.continues && chunk.continued && result.documents === 1;
    if (chunk.continues) {
      // The chunk's first document is the end (or, `middle`, a further part) of the open one.
      if (!this.merge(result.headKeys)) return false;
      if (!middle) this.open = undefined;
    }
    if (chunk.continued && !middle) {
      this.open = new Set();
      if (!this.merge(result.tailKeys)) return false;
    }
    this.outputs.push(result.output);
    return true;
  }

  /** Adds a part's root keys to the open document's; false when one is already there (a duplicate key). */
  private merge(keys: KeyValue[] | undefined): boolean {
    if (keys === undefined) return true;
    const seen = (this.open ??= new Set());
    for (const key of keys) {
      if (seen.has(key)) return false;
      seen.add(key);
    }
    return true;
  }

  /** The output so far (the chunks added, in order). */
  partial(): string {
    return this.outputs.join('');
  }

  /** The whole output, once every chunk is added. */
  output(): string {
    return withOneFinalNewline(this.partial());
  }
}

/**
 * How much of the start of a stream is planned for its first chunk (prettifyFirstChunk): room for
 * a top-level item or document of up to ~28 KB to end after the first chunk's 4 KB.
 */
export const FIRST_CHUNK_SCAN_CHARS = 32 * 1024;

/**
 * The first chunk of planYamlStream(stream), planned and prettified from the start of the stream
 * alone (in a worker, before the whole stream has come and been planned): its bounds and result, or
 * undefined when the start has no cut for it or the chunk fails. The style walk is needed for the
 * chunk when its own text needs it (a walk changes nothing in a document without flow collections
 * when keys are not sorted). The caller checks the chunk against the whole stream's plan.
 */
export function prettifyFirstChunk(head: string, options: PrettifyYamlOptions): { chunk: YamlChunk; result: YamlChunkResult & { ok: true } } | undefined {
  const chunks = planYamlChunks(head, options.sortKeys);
  const chunk = chunks[0]!;
  // The line after the cut must be whole in `head` (whether it starts an item or a key is read there).
  if (chunks.length < 2 || head.indexOf('\n', chunk.end) < 0) return undefined;
  const text = head.slice(chunk.start, chunk.end);
  const result = prettifyYamlChunk(text, options, chunkContext(chunks, 0, needsStyleWalk(text, options)));
  return result.ok ? { chunk, result } : undefined;
}

/** Whether two plans' chunks are the same piece of the stream, read the same way. */
export function sameChunk(a: YamlChunk, b: YamlChunk): boolean {
  return a.start === b.start && a.end === b.end && a.continues === b.continues && a.continued === b.continued && a.headKind === b.headKind && a.tailKind === b.tailKind;
}

/** What the worker needs to know of chunk `index`; `styleWalk`: `needsStyleWalk` of the whole text. */
export function chunkContext(chunks: readonly YamlChunk[], index: number, styleWalk: boolean): ChunkContext {
  const chunk = chunks[index]!;
  return { continues: chunk.continues, continued: chunk.continued, headKind: chunk.headKind, tailKind: chunk.tailKind, first: index === 0, styleWalk };
}

/**
 * The chunked pipeline run in one thread (what the workers do, in order): the same result as
 * `prettifyYamlOutcome(text, options)`. For tests, and a reference for the page's worker job.
 */
export function prettifyYamlInChunks(text: string, options: PrettifyYamlOptions, sizes: ChunkSizes = DEFAULT_CHUNK_SIZES): PrettifyYamlOutcome & { chunks: number } {
  const { chunks, styleWalk } = planYamlStream(text, options, sizes);
  if (chunks.length > 1) {
    const assembler = new YamlChunkAssembler(chunks);
    const ok = chunks.every((chunk, index) => assembler.add(prettifyYamlChunk(text.slice(chunk.start, chunk.end), options, chunkContext(chunks, index, styleWalk)), index));
    if (ok) return { ok: true, output: assembler.output(), chunks: chunks.length };
  }
  return { ...prettifyYamlOutcome(text, options), chunks: 1 };
}
