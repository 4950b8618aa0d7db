import { describe, expect, it } from 'vitest';
import { z } from './zod';
import { integerRange, numberBounds, optionChoices } from './schema';

const schema = z.object({
  indent: z._default(z.int().check(z.minimum(0), z.maximum(4)), 3),
  ratio: z._default(z.number().check(z.minimum(0.5)), 1),
  style: z._default(z.enum(['auto', 'double', 'single']), 'auto'),
  width: z._default(z.union([z.literal(2), z.literal(4)]), 2),
  flag: z._default(z.boolean(), false),
  clamped: z._default(z.pipe(z.transform((value) => (typeof value === 'number' ? Math.min(9, value) : value)), z.int().check(z.minimum(1), z.maximum(9))), 5),
});

describe('reading option schemas', () => {
  it('finds number bounds', () => {
    expect(numberBounds(schema, 'indent')).toEqual({ min: 0, max: 4, integer: true });
    expect(numberBounds(schema, 'ratio')).toEqual({ min: 0.5, max: undefined, integer: false });
    expect(integerRange(schema, 'indent')).toEqual([0, 1, 2, 3, 4]);
    expect(() => integerRange(schema, 'ratio')).toThrow('not a small integer range');
    expect(numberBounds(schema, 'clamped')).toEqual({ min: 1, max: 9, integer: true });
  });

  it('finds choices of enums and literal unions, in order', () => {
    expect(optionChoices(schema, 'style')).toEqual(['auto', 'double', 'single']);
    expect(optionChoices<number>(schema, 'width')).toEqual([2, 4]);
  });

  it('says clearly when a screen asks for an option that is not there or of another kind', () => {
    expect(() => numberBounds(schema, 'nope')).toThrow('The schema has no option "nope"');
    expect(() => numberBounds(schema, 'style')).toThrow('Option "style" is not a number');
    expect(() => optionChoices(schema, 'flag')).toThrow('Option "flag" is not a choice of values');
  });
});
