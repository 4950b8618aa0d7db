import { isScalar, parseAllDocuments, visit, type Pair, type Tags } from 'yaml';
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

/** Raw YAML → prettified YAML ending with one newline; blank gives ''. Parse errors throw ToolInputError('invalidYaml'). */
export function prettifyYaml(text: string, options: PrettifyYamlOptions): string {
  if (text.trim() === '') return '';
  const documents = parseAllDocuments(text, { intAsBigInt: true, customTags: keepNumberSource });
  if (documents.length === 0) {
    // An empty stream (only comments or directives): keep its comment.
    const comment = (documents as { comment?: string }).comment;
    return comment ? `${comment.split('\n').map((line: string) => (line === '' ? '#' : `#${line}`)).join('\n')}\n` : '';
  }
  for (const document of documents) {
    const error = document.errors[0];
    if (error) throw new ToolInputError('invalidYaml', { detail: error.message.split('\n', 1)[0] ?? '' });
  }
  const printed = documents.map((document, index) => {
    visit(document, {
      Map(_key, map) {
        map.flow = false;
        if (options.sortKeys) map.items.sort((a, b) => keyText(a).localeCompare(keyText(b), 'en'));
      },
      Seq(_key, seq) {
        seq.flow = false;
      },
    });
    const out = document.toString({ indent: options.indentSize });
    return index > 0 && !out.startsWith('---') && !out.startsWith('%') ? `---\n${out}` : out;
  });
  return printed.join('').replace(/\n*$/, '\n');
}

export type PrettifyYamlOutcome = { ok: true; output: string } | { ok: false; detail: string };

export function prettifyYamlOutcome(text: string, options: PrettifyYamlOptions): PrettifyYamlOutcome {
  try {
    return { ok: true, output: prettifyYaml(text, options) };
  } catch (error) {
    return { ok: false, detail: error instanceof ToolInputError ? (error.detail ?? '') : error instanceof Error ? error.message : String(error) };
  }
}
