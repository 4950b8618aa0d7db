import { DataDate, type DataMap, type DataValue } from '../data';

export { seededRandom } from '../../random';

/**
 * Helpers of the tests that compare the fast YAML/TOML paths with the libraries: seeded random
 * documents (nested mappings and sequences whose strings are made of the pieces YAML and TOML treat
 * specially: indicators, `: `, ` #`, quotes, line breaks, control characters, words that read as
 * other types), damaged copies of a text, and an exact rendering of data for comparisons.
 */

export const TRICKY_PIECES = [
  '', ' ', 'a', 'word', 'two words', 'x-y', 'a.b', 'http://host:8080/p?q=1#frag', ': ', ':', '#', ' #', 'a#b', '-', '- ', '? ', '?', '"', "'", '\\',
  '\n', '\n\n', '\t', '  ', 'true', 'False', 'null', 'NULL', '~', 'yes', 'on', 'off', 'y', '1', '-1', '+1', '007', '0x1F', '0o17', '0b101', '1_000',
  '1:30', '1.5', '.5', '1.', '1e3', '-2E-2', '.inf', '-.Inf', '.nan', '---', '...', '%', '@', '`', '[', ']', '{', '}', ',', '&', '*', '!', '|',
  '>', 'é', 'ü mlaut', '😀', '中文', '\u0007', '\u001b', '\u0000', '\u0085', '\u00a0', '\u2028', '\u007f', '\ufeff', 'key: value', '- item',
  '2024-01-02', '12:30:00', '=', '<<', '\\u0041', 'u00e9',
];

export function randomString(random: () => number): string {
  const count = 1 + Math.floor(random() * 4);
  let text = '';
  for (let index = 0; index < count; index++) text += TRICKY_PIECES[Math.floor(random() * TRICKY_PIECES.length)];
  return text;
}

function randomScalar(random: () => number): DataValue {
  const pick = random();
  if (pick < 0.45) return randomString(random);
  if (pick < 0.55) return BigInt(Math.floor((random() - 0.5) * 1e6));
  if (pick < 0.6) return 12345678901234567890n * (random() < 0.5 ? -1n : 1n);
  if (pick < 0.7) return [0.5, -1.25, 1e21, 1e-7, 3, -0, 0, Infinity, -Infinity, Number.NaN, 123.456][Math.floor(random() * 11)] as number;
  if (pick < 0.78) return random() < 0.5;
  if (pick < 0.85) return null;
  if (pick < 0.88) return new DataDate('local-date', '1979-05-27');
  return ['plain', 'with space', 'CamelCase', 'snake_case', 'a/b/c', 'v1.2.3'][Math.floor(random() * 6)] as string;
}

export function randomData(random: () => number, depth = 0): DataValue {
  const pick = random();
  if (depth >= 4 || (depth > 0 && pick < 0.45)) return randomScalar(random);
  const size = Math.floor(random() * (depth === 0 ? 6 : 4)) + (depth === 0 ? 1 : 0);
  if (pick < 0.7) {
    const map: DataMap = new Map();
    for (let index = 0; index < size; index++) map.set(random() < 0.6 ? `k${Math.floor(random() * 20)}` : randomString(random), randomData(random, depth + 1));
    return map;
  }
  return Array.from({ length: size }, () => randomData(random, depth + 1));
}

/** `text` with `edits` random cuts and insertions, each insertion one of `damage` or of {@link TRICKY_PIECES}. */
export function damageText(text: string, random: () => number, edits: number, damage: readonly string[]): string {
  let damaged = text;
  for (let edit = 0; edit < edits; edit++) {
    const at = Math.floor(random() * (damaged.length + 1));
    const cut = Math.floor(random() * 3);
    const pieces = random() < 0.6 ? damage : TRICKY_PIECES;
    damaged = damaged.slice(0, at) + (pieces[Math.floor(random() * pieces.length)] as string) + damaged.slice(at + cut);
  }
  return damaged;
}

/** Data → text that shows types, key order, date kinds and -0, so two results compare exactly. */
export function showData(value: DataValue): string {
  if (value === null) return 'null';
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof DataDate) return `${value.kind}(${value.text})`;
  if (Array.isArray(value)) return `[${value.map(showData).join(',')}]`;
  return `{${[...value].map(([key, item]) => `${JSON.stringify(key)}:${showData(item)}`).join(',')}}`;
}
