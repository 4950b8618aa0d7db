import type { DetectReason, DetectScore } from './detect';
import type { DetectSample } from './sample';

/** A structural estimate of YAML (mappings, sequences, `---`), shared by the YAML tools' declarations: the dry run makes the real parse. */

interface YamlShape {
  /** `key: value` and `key:` lines (in a sequence item too). */
  mappings: number;
  /** `- item` lines. */
  items: number;
  /** Lines that are neither (prose, code); comments, blank lines and `---` are not counted. */
  other: number;
  /** A key line indented under another key: nesting. */
  nested: boolean;
  /** `---` document markers. */
  documents: boolean;
  /** `- [ ]` task items, Markdown lists rather than YAML. */
  tasks: number;
}

const isKeyCode = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 45 || code === 46 || code === 47 || code === 36 || code === 64 || code >= 0xc0;

/** The end of a `key:` at `start` (a plain or quoted key, then `:` and a space or the line's end), or -1. */
function keyEnd(line: string, start: number): number {
  let index = start;
  const quote = line.charCodeAt(index);
  if (quote === 34 || quote === 39) {
    index = line.indexOf(quote === 34 ? '"' : "'", index + 1);
    if (index < 0) return -1;
    index++;
  } else {
    // A plain key: one word (inner spaces are prose far more often than keys), `<<` for merges.
    if (line.startsWith('<<', index)) index += 2;
    while (index < line.length && isKeyCode(line.charCodeAt(index))) index++;
    if (index === start) return -1;
  }
  while (line.charCodeAt(index) === 32) index++;
  if (line.charCodeAt(index) !== 58) return -1;
  const after = line.charCodeAt(index + 1);
  return Number.isNaN(after) || after === 32 || after === 9 ? index + 1 : -1;
}

/** Sentence-like value: a word ending with a full stop, a question or exclamation mark (prose after a colon, not data). */
function proseValue(value: string): boolean {
  return /\p{L}[.!?]$/u.test(value);
}

function yamlShape(text: string): YamlShape {
  const shape: YamlShape = { mappings: 0, items: 0, other: 0, nested: false, documents: false, tasks: 0 };
  let previousKeyIndent = -1;
  let openBlock = -1; // indentation of a `key: |` block scalar whose lines are content
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end).replace(/\r$/, '');
    start = end + 1;
    let indent = 0;
    while (line.charCodeAt(indent) === 32) indent++;
    if (indent === line.length) continue;
    if (openBlock >= 0) {
      if (indent > openBlock) continue;
      openBlock = -1;
    }
    const first = line.charCodeAt(indent);
    if (first === 35 /* # */) continue;
    if (indent === 0 && (line.startsWith('---') || line.startsWith('...')) && line.slice(3).trim() === '') {
      shape.documents = true;
      continue;
    }
    let at = indent;
    if (first === 45 /* - */ && (line.length === indent + 1 || line.charCodeAt(indent + 1) === 32)) {
      shape.items++;
      at = indent + 2;
      while (line.charCodeAt(at) === 32) at++;
      if (line.startsWith('[ ]', at) || line.startsWith('[x]', at) || line.startsWith('[X]', at)) shape.tasks++;
    }
    const key = at < line.length ? keyEnd(line, at) : -1;
    if (key > 0) {
      const value = line.slice(key).trim();
      if (proseValue(value)) {
        shape.other++;
        continue;
      }
      shape.mappings++;
      if (previousKeyIndent >= 0 && at > previousKeyIndent) shape.nested = true;
      previousKeyIndent = at;
      if (/^[|>][-+0-9]*$/.test(value)) openBlock = indent;
    } else if (at === indent) {
      // Neither key nor item: a continuation of a flow collection or a multi-line scalar is rare; prose and code are not.
      shape.other++;
    }
  }
  return shape;
}

/** A confidence that the sample is a YAML document with mappings or sequences (0 for prose, JSON, a lone line). */
export function yamlConfidence({ text }: DetectSample): DetectScore | number {
  const first = text.charCodeAt(0);
  // JSON is YAML too, but the JSON tools read it; XML and HTML are not YAML.
  if (first === 123 || first === 91 || first === 60) return 0;
  const shape = yamlShape(text);
  const structural = shape.mappings + shape.items;
  if (structural === 0 || shape.tasks > 0) return 0;
  const share = structural / (structural + shape.other);
  if (share < 0.8) return 0;
  const reason: DetectReason = shape.mappings > 0 ? { key: 'mapping' } : { key: 'sequence' };
  if (structural === 1) {
    // One `key: value` line: weak (a label in prose reads the same), and only for a one-word value.
    if (shape.mappings !== 1 || shape.other > 0) return 0;
    const colon = text.indexOf(': ');
    const value = colon < 0 ? '' : text.slice(colon + 2).trim();
    return value !== '' && !/\s/.test(value) ? { confidence: 0.15, reason } : 0;
  }
  let confidence = 0.5 + 0.35 * Math.min(1, structural / 6) * share;
  if (shape.nested) confidence += 0.08;
  if (shape.documents) confidence += 0.05;
  // A list of plain items only: a Markdown list reads the same.
  if (shape.mappings === 0) confidence -= 0.1;
  return { confidence: Math.min(0.95, confidence), reason };
}
