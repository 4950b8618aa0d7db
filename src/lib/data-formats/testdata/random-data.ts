import { DataDate, type DataMap, type DataValue } from '../data';

/**
 * Seeded random documents for the tests that compare a fast YAML path with the `yaml` library:
 * nested mappings and sequences whose strings are made of the pieces YAML treats specially
 * (indicators, `: `, ` #`, quotes, line breaks, control characters, words that read as other types).
 */

/** A small deterministic generator (mulberry32): the same seed gives the same documents on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const TRICKY_PIECES = [
  '', ' ', 'a', 'word', 'two words', 'x-y', 'a.b', 'http://host:8080/p?q=1#frag', ': ', ':', '#', ' #', 'a#b', '-', '- ', '? ', '?', '"', "'", '\\',
  '\n', '\n\n', '\t', '  ', 'true', 'False', 'null', 'NULL', '~', 'yes', 'on', 'off', 'y', '1', '-1', '+1', '007', '0x1F', '0o17', '0b101', '1_000',
  '1:30', '1.5', '.5', '1.', '1e3', '-2E-2', '.inf', '-.Inf', '.nan', '---', '...', '%', '@', '`', '[', ']', '{', '}', ',', '&', '*', '!', '|',
  '>', 'é', 'ü mlaut', '😀', '中文', '\u0007', '\u001b', '\u0000', '\u0085', '\u00a0', '\u2028', '\u007f', '\ufeff', 'key: value', '- item',
  '2024-01-02', '12:30:00', '=', '<<',
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
