import { describe, expect, it } from 'vitest';
import { z } from './zod';
import { optionFields } from './option-fields';

describe('optionFields', () => {
  it('reads each kind of option with its default, bounds and choices', () => {
    const schema = z.object({
      sortKeys: z._default(z.boolean(), true),
      indent: z._default(z.int().check(z.minimum(0), z.maximum(10)), 3),
      ratio: z._default(z.number(), 0.5),
      style: z._default(z.enum(['tabs', 'spaces']), 'spaces'),
      size: z._default(z.union([z.literal(2), z.literal(4)]), 4),
      name: z._default(z.string(), 'x'),
      list: z._default(z.array(z.string()), ['a']),
      clamped: z._default(z.pipe(z.transform((value) => value), z.int().check(z.minimum(1), z.maximum(5))), 2),
    });
    expect(optionFields(schema)).toEqual([
      { key: 'sortKeys', kind: 'boolean', defaultValue: true },
      { key: 'indent', kind: 'number', min: 0, max: 10, integer: true, defaultValue: 3 },
      { key: 'ratio', kind: 'number', min: undefined, max: undefined, integer: false, defaultValue: 0.5 },
      { key: 'style', kind: 'choice', choices: ['tabs', 'spaces'], defaultValue: 'spaces' },
      { key: 'size', kind: 'choice', choices: [2, 4], defaultValue: 4 },
      { key: 'name', kind: 'text', defaultValue: 'x' },
      { key: 'list', kind: 'json', defaultValue: ['a'] },
      { key: 'clamped', kind: 'number', min: 1, max: 5, integer: true, defaultValue: 2 },
    ]);
  });

  it('gives nothing for a schema that is not an object, and no default for an optional number', () => {
    expect(optionFields(z.string())).toEqual([]);
    expect(optionFields(z.object({ seed: z.optional(z.number()) }))).toEqual([{ key: 'seed', kind: 'number', min: undefined, max: undefined, integer: false, defaultValue: undefined }]);
  });
});
