import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/random';
import { shapeRecorder } from '../../lib/testing/shape-recorder';
import { prettifyYamlInChunks } from './yaml-chunks';
import { prettifyYamlOutcome, type PrettifyYamlOptions } from './yaml-prettify.service';
import { readItem, yamlTemplateStats } from './yaml-templates';

/**
 * Items put together from a template must be exactly what the yaml library prints for them: the
 * chunked, templated prettifying is compared with the library on the whole stream, for generated
 * lists whose items repeat a few shapes with numbers, words and quoted strings of every length,
 * special words, flow collections, comments, blank lines, long lines and constructs the templates'
 * reader must refuse.
 */

function generator(seed: number) {
  const random = seededRandom(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const letters = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  const printable = [...letters, ...'0123456789 #:,.-_/()[]{}!?@&*%=+~<>|;'];
  // Lengths mostly from a few values and branches replayed (shape-recorder.ts): the same item shapes
  // come back with other values in them.
  const { choice, size, run } = shapeRecorder(random);
  const chars = (length: number, from: readonly string[]) => Array.from({ length }, () => pick(from)).join('');
  const digits = (length: number) => (length > 1 ? pick([...'123456789']) : '') + chars(length > 1 ? length - 1 : 1, [...'0123456789']);
  const words = () => Array.from({ length: 1 + choice(3) }, () => pick(letters.slice(0, 26)) + chars(size([0, 2, 5], 12), [...letters, ...'0123456789_-.'])).join(' ');
  const scalar = (): string =>
    [
      () => digits(size([1, 3], 9)),
      () => `-${digits(size([2], 5))}`,
      () => `${digits(size([1, 3], 4))}.${digits(size([2], 3))}`,
      words,
      () => ['true', 'null', 'yes', 'No', '~', 'FALSE', 'on'][choice(7)]!,
      () => `"${chars(size([0, 4, 12], choice(4) === 0 ? 90 : 20), printable)}"`,
      () => `'${chars(size([0, 4, 12], 20), printable)}'`,
      () => ['&anchor 1', '*anchor', '!!str 5', '"a\\nb"', "'it''s'", 'café', '0x1F', '1e5', '2024-01-02', 'a: b', '@x'][choice(11)]!,
    ][choice(100) < 4 ? 7 : choice(7)]!();
  const flow = (depth: number): string =>
    choice(2) === 0
      ? `[${Array.from({ length: choice(4) }, () => (depth < 1 && choice(5) === 0 ? flow(depth + 1) : scalar())).join(', ')}]`
      : `{${Array.from({ length: choice(3) }, () => `${pick(['x', 'y', 'key', 'k_1'])}: ${scalar()}`).join(', ')}}`;
  const comment = () => (choice(5) === 0 ? ` # ${chars(size([3], 20), printable)}` : '');
  const keys = ['id', 'name', 'tags', 'nested', 'value', 'enabled', 'note', 'a', 'list', 'true', 'k-1'];
  /** A block mapping's lines at `indent` (the first one written after `prefix`). */
  const mapping = (indent: string, prefix: string, depth: number): string[] => {
    const lines: string[] = [];
    const used = new Set<string>();
    const count = 1 + choice(4);
    for (let index = 0; index < count; index++) {
      let key = keys[choice(keys.length)]!;
      if (used.has(key)) key = `${key}_${index}`;
      used.add(key);
      const start = index === 0 ? prefix : indent;
      if (choice(12) === 0) lines.push(choice(2) === 0 ? '' : `${indent}# ${chars(size([5], 10), printable)}`);
      const kind = depth < 2 ? choice(10) : choice(7);
      if (kind < 5) lines.push(`${start}${key}: ${scalar()}${comment()}`);
      else if (kind < 7) lines.push(`${start}${key}: ${flow(0)}${comment()}`);
      else if (kind < 9) {
        lines.push(`${start}${key}:${comment()}`);
        lines.push(...mapping(`${indent}  `, `${indent}  `, depth + 1));
      } else {
        lines.push(`${start}${key}:`);
        const inner = choice(2) === 0 ? indent : `${indent}  `;
        for (let item = 0; item <= choice(3); item++) lines.push(choice(3) === 0 ? mapping(`${inner}  `, `${inner}- `, depth + 1).join('\n') : `${inner}- ${scalar()}${comment()}`);
      }
    }
    return lines;
  };
  return {
    random,
    stream(items: number): string {
      const shapes = Array.from({ length: 1 + Math.floor(random() * 3) }, () => [] as number[][]);
      const lines: string[] = [];
      if (random() < 0.2) lines.push(pick(['# a list', '---', '%YAML 1.2\n---']));
      for (let index = 0; index < items; index++) {
        const plans = pick(shapes);
        const replay = plans.length > 0 && random() < 0.85 ? pick(plans) : undefined;
        const { value: item, plan } = run(() => (choice(10) > 0 ? mapping('  ', '- ', 0).join('\n') : `- ${scalar()}`), replay);
        if (!replay) plans.push(plan);
        lines.push(item);
        if (random() < 0.05) lines.push(pick(['', '# between', '  # indented']));
      }
      return lines.join('\n') + pick(['', '\n', '\n\n']);
    },
  };
}

describe('list items printed once per shape', () => {
  it('gives the library’s output for generated streams, under every option', () => {
    const { random, stream } = generator(20261126);
    const before = { ...yamlTemplateStats };
    let compared = 0;
    for (let run = 0; run < Number(process.env.FUZZ_YAML ?? 200); run++) {
      const options: PrettifyYamlOptions = { sortKeys: random() < 0.15, indentSize: 1 + Math.floor(random() * 4) };
      const text = stream(5 + Math.floor(random() * 80));
      const expected = prettifyYamlOutcome(text, options);
      const { chunks: _chunks, ...outcome } = prettifyYamlInChunks(text, options, { first: 300, rest: 1500 });
      if (expected.ok) compared++;
      expect(outcome, `${JSON.stringify(options)}\n${text}`).toEqual(expected);
    }
    expect(compared).toBeGreaterThan(60);
    expect(yamlTemplateStats.reused - before.reused).toBeGreaterThan(500);
  });

  it('prints a 3,000-item list with a handful of library calls', () => {
    const text = Array.from({ length: 3000 }, (_, index) => `- id: ${index}\n  name: "item ${index}" # comment\n  tags: [a, b]\n  nested: {x: ${index}, y: 1.50}`).join('\n');
    const before = { ...yamlTemplateStats };
    const options = { sortKeys: false, indentSize: 2 };
    const outcome = prettifyYamlInChunks(text, options);
    expect(outcome.ok && outcome.output).toBe(prettifyYamlOutcome(text, options).ok && (prettifyYamlOutcome(text, options) as { output: string }).output);
    expect(yamlTemplateStats.printed - before.printed).toBeLessThan(60);
  });

  it.each([
    ['an anchor', '- a: &x 1'],
    ['an alias', '- a: *x'],
    ['a tag', '- a: !!str 5'],
    ['a block scalar', '- a: |\n    text'],
    ['a multi-line plain scalar', '- a: one\n    two'],
    ['an escape', '- a: "x\\ny"'],
    ['a doubled quote', "- a: 'it''s'"],
    ['non-ASCII text', '- a: café'],
    ['a tab', '- a:\t1'],
    ['a quoted key', '- "a": 1'],
    ['a hexadecimal number', '- a: 0x1F'],
    ['a date', '- a: 2024-01-02'],
    ['a multi-line flow collection', '- a: [1,\n    2]'],
  ])('leaves an item with %s to the library', (_name, text) => {
    expect(readItem(text)).toBeUndefined();
  });

  it('reads items into shapes that differ only by their values', () => {
    const first = readItem('- id: 1\n  name: "x" # c\n  tags: [a, b]')!;
    const second = readItem('- id: 2\n  name: "y" # c\n  tags: [c, d]')!;
    expect(second.shape).toBe(first.shape);
    expect(second.values).toEqual(['2', '"y"', 'c', 'd']);
    expect(readItem('- id: 10\n  name: "x" # c\n  tags: [a, b]')!.shape).not.toBe(first.shape);
    expect(readItem('- id: 1\n  name: "x" # d\n  tags: [a, b]')!.shape).not.toBe(first.shape);
    // Words whose meaning depends on their text stay part of the shape.
    expect(readItem('- a: true')!.shape).not.toBe(readItem('- a: abcd')!.shape);
  });
});
