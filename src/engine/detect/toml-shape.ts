import type { DetectScore } from './detect';
import type { DetectSample } from './sample';

/** A structural estimate of TOML (`[table]` headers, `key = value` lines), shared by the TOML tools' declarations: the dry run makes the real parse. */

interface TomlShape {
  /** `[table]` and `[[array.of.tables]]` headers. */
  headers: number;
  /** `key = value` lines whose value starts as a TOML value does (string, number, date, boolean, array, inline table). */
  pairs: number;
  /** Lines that are neither (prose, code, INI values without quotes); comments and blank lines are not counted. */
  other: number;
}

const isBareKeyCode = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 45;

/** The end of a (dotted, possibly quoted) key starting at `start`, or -1. */
function tomlKeyEnd(line: string, start: number): number {
  let index = start;
  for (;;) {
    const code = line.charCodeAt(index);
    if (code === 34 || code === 39) {
      const close = line.indexOf(code === 34 ? '"' : "'", index + 1);
      if (close < 0) return -1;
      index = close + 1;
    } else {
      const from = index;
      while (index < line.length && isBareKeyCode(line.charCodeAt(index))) index++;
      if (index === from) return -1;
    }
    let next = index;
    while (line.charCodeAt(next) === 32 || line.charCodeAt(next) === 9) next++;
    if (line.charCodeAt(next) !== 46 /* . */) return index;
    index = next + 1;
    while (line.charCodeAt(index) === 32 || line.charCodeAt(index) === 9) index++;
  }
}

/** True when a value starts as a TOML value does. */
function tomlValueStart(value: string): boolean {
  const code = value.charCodeAt(0);
  if (code === 34 || code === 39 || code === 91 || code === 123 || code === 43 || code === 45 || (code >= 48 && code <= 57)) return true;
  return /^(true|false|inf|nan)\b/.test(value);
}

/** Bracket depth change of a line's value outside strings and comments. */
function bracketDelta(line: string): number {
  let depth = 0;
  for (let index = 0; index < line.length; index++) {
    const code = line.charCodeAt(index);
    if (code === 34 || code === 39) {
      const close = line.indexOf(code === 34 ? '"' : "'", index + 1);
      if (close < 0) return depth;
      index = close;
    } else if (code === 35) return depth;
    else if (code === 91 || code === 123) depth++;
    else if (code === 93 || code === 125) depth--;
  }
  return depth;
}

function tomlShape(text: string): TomlShape {
  const shape: TomlShape = { headers: 0, pairs: 0, other: 0 };
  let depth = 0; // inside a multi-line array or inline table
  let inString = ''; // inside a multi-line string: its closing delimiter
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end).trim();
    start = end + 1;
    if (inString) {
      if (line.includes(inString)) inString = '';
      continue;
    }
    if (depth > 0) {
      depth = Math.max(0, depth + bracketDelta(line));
      continue;
    }
    if (line === '' || line.charCodeAt(0) === 35) continue;
    if (line.charCodeAt(0) === 91 /* [ */) {
      const double = line.charCodeAt(1) === 91;
      const keyStart = double ? 2 : 1;
      let keyStop = tomlKeyEnd(line, keyStart + (line.charCodeAt(keyStart) === 32 ? 1 : 0));
      while (line.charCodeAt(keyStop) === 32) keyStop++;
      const rest = keyStop < 0 ? '' : line.slice(keyStop);
      if (keyStop > 0 && (double ? rest.startsWith(']]') : rest.startsWith(']'))) {
        const after = rest.slice(double ? 2 : 1).trim();
        if (after === '' || after.startsWith('#')) {
          shape.headers++;
          continue;
        }
      }
      shape.other++;
      continue;
    }
    const keyStop = tomlKeyEnd(line, 0);
    let equals = keyStop;
    while (equals > 0 && (line.charCodeAt(equals) === 32 || line.charCodeAt(equals) === 9)) equals++;
    if (keyStop > 0 && line.charCodeAt(equals) === 61 && line.charCodeAt(equals + 1) !== 61) {
      const value = line.slice(equals + 1).trim();
      if (!tomlValueStart(value)) {
        shape.other++;
        continue;
      }
      shape.pairs++;
      if (value.startsWith('"""') || value.startsWith("'''")) {
        const delimiter = value.slice(0, 3);
        if (!value.slice(3).includes(delimiter)) inString = delimiter;
      } else depth = Math.max(0, bracketDelta(value));
      continue;
    }
    shape.other++;
  }
  return shape;
}

/** A confidence that the sample is a TOML document (0 for prose, code, JSON). */
export function tomlConfidence({ text }: DetectSample): DetectScore | number {
  const first = text.charCodeAt(0);
  if (first === 123 || first === 60) return 0;
  const shape = tomlShape(text);
  if (shape.pairs === 0) return 0;
  const structural = shape.headers + shape.pairs;
  const share = structural / (structural + shape.other);
  if (share < 0.8) return 0;
  if (shape.headers > 0) return { confidence: 0.65 + 0.3 * Math.min(1, structural / 6) * share, reason: { key: 'tables' } };
  if (shape.pairs === 1) return { confidence: 0.3, reason: { key: 'pairs' } };
  return { confidence: 0.5 + 0.3 * Math.min(1, shape.pairs / 6) * share, reason: { key: 'pairs' } };
}
