import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { defineOperation, type Operation } from '../operation';
import { createRecipe, createStep, differingOptions, stepOperation, firstCostlyStep, jsonValuesEqual, parseRecipe, validateStepOptions } from './recipe';

const prettify: Operation = defineOperation({
  id: 'prettify',
  toolId: 'test',
  input: 'text',
  output: 'text',
  options: z.object({
    indent: z._default(z.int().check(z.minimum(0), z.maximum(8)), 2),
    sortKeys: z._default(z.boolean(), true),
    quote: z._default(z.enum(['double', 'single']), 'double'),
    only: z._default(z.array(z.string()), ['a', 'b']),
    limit: z.optional(z.number()),
  }),
  run: (input) => input,
  examples: [],
});

const versioned: Operation = { ...prettify, id: 'versioned', version: 3, migrate: (options) => options };

describe('the recipe model', () => {
  it('makes a recipe of the format, version 1, with an optional name', () => {
    expect(createRecipe()).toEqual({ format: 'it-tools/recipe', v: 1, steps: [] });
    expect(createRecipe([{ op: 'prettify', options: {} }], 'Mine')).toEqual({ format: 'it-tools/recipe', v: 1, name: 'Mine', steps: [{ op: 'prettify', options: {} }] });
  });

  it.each([
    [1, 1, true],
    [1, '1', false],
    [NaN, NaN, true],
    [null, undefined, false],
    [['a', 'b'], ['a', 'b'], true],
    [['a', 'b'], ['b', 'a'], false],
    [{ a: 1, b: [2] }, { b: [2], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ a: 1, c: 3 }, { a: 1, b: 3 }, false],
    [[], {}, false],
  ])('jsonValuesEqual(%j, %j) is %s', (a, b, equal) => {
    expect(jsonValuesEqual(a, b)).toBe(equal);
    expect(jsonValuesEqual(b, a)).toBe(equal);
  });

  it.each([
    [{}, {}],
    [{ indent: 2, sortKeys: true, quote: 'double', only: ['a', 'b'], limit: undefined }, {}],
    [{ indent: 4, sortKeys: true }, { indent: 4 }],
    [{ sortKeys: false, quote: 'single' }, { sortKeys: false, quote: 'single' }],
    [{ only: ['a'] }, { only: ['a'] }],
    [{ only: ['b', 'a'] }, { only: ['b', 'a'] }],
    [{ limit: 0 }, { limit: 0 }],
    [{ unknown: 'kept' }, { unknown: 'kept' }],
  ])('keeps only the options that differ from the defaults: %j → %j', (options, expected) => {
    expect(differingOptions(stepOperation(prettify), options)).toEqual(expected);
  });

  it('makes a step with the differing options, the version when above 1, and disabled when asked', () => {
    expect(createStep(stepOperation(prettify), { indent: 2, quote: 'single' })).toEqual({ op: 'prettify', options: { quote: 'single' } });
    expect(createStep(stepOperation(prettify))).toEqual({ op: 'prettify', options: {} });
    expect(createStep(stepOperation(versioned), { indent: 0 }, { disabled: true })).toEqual({ op: 'versioned', opv: 3, options: { indent: 0 }, disabled: true });
  });
});

describe('validating a step\'s options', () => {
  it('fills the defaults of valid options', () => {
    expect(validateStepOptions(prettify, { indent: 4 }, 0)).toEqual({ ok: true, options: { indent: 4, sortKeys: true, quote: 'double', only: ['a', 'b'] } });
    expect(validateStepOptions(prettify, undefined, 0)).toMatchObject({ ok: true, options: { indent: 2 } });
  });

  it('reports each bad value at its step, with the option name and the schema\'s message', () => {
    const check = validateStepOptions(prettify, { indent: 9, quote: 'back', sortKeys: true }, 2);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems).toHaveLength(2);
    expect(check.problems[0]).toMatchObject({ code: 'invalidOption', step: 2, option: 'indent', params: { step: 3, op: 'prettify', option: 'indent' } });
    expect(check.problems[0]!.message).toMatch(/^Step 3 \(prettify\), option "indent": Too big: expected number to be <=8$/);
    expect(check.problems[1]).toMatchObject({ option: 'quote' });
    expect(check.problems[1]!.message).toMatch(/^Step 3 \(prettify\), option "quote": Invalid option: expected one of "double"\|"single"$/);
  });

  it('names the element of an array option', () => {
    const check = validateStepOptions(prettify, { only: ['a', 3] }, 0);
    expect(check).toMatchObject({ ok: false, problems: [{ option: 'only.1', message: 'Step 1 (prettify), option "only.1": Invalid input: expected string, received number' }] });
  });

  it('reports options that are not an object without an option name', () => {
    const check = validateStepOptions(prettify, 'indent=2', 1);
    expect(check).toMatchObject({ ok: false, problems: [{ code: 'invalidOption', step: 1, message: 'Step 2 (prettify): Invalid input: expected object, received string' }] });
    if (!check.ok) expect(check.problems[0]!.option).toBeUndefined();
  });

  it('never throws, even when a schema does', () => {
    const throwing: Operation = {
      ...prettify,
      options: z.object({ x: z._default(z.string(), '') }).check(z.superRefine(() => {
        throw new Error('refinement broke');
      })),
    };
    expect(validateStepOptions(throwing, {}, 0)).toEqual({
      ok: false,
      problems: [{ code: 'invalidOption', message: 'Step 1 (prettify): refinement broke', step: 0, params: { step: 1, op: 'prettify', option: '', detail: 'refinement broke' } }],
    });
  });
});

describe('reading a recipe from JSON', () => {
  it('reads a recipe, keeping unknown operations, dropping unknown fields and false flags', () => {
    const read = parseRecipe({
      format: 'it-tools/recipe',
      v: 1,
      name: 'Decode',
      extra: true,
      steps: [{ op: 'base64-string-decode' }, { op: 'no-such-op', opv: 2, options: { a: [1] }, disabled: true, note: 'x' }, { op: 'json-prettify', options: { indentSize: 2 }, disabled: false }],
    });
    expect(read).toEqual({
      ok: true,
      recipe: {
        format: 'it-tools/recipe',
        v: 1,
        name: 'Decode',
        steps: [{ op: 'base64-string-decode', options: {} }, { op: 'no-such-op', opv: 2, options: { a: [1] }, disabled: true }, { op: 'json-prettify', options: { indentSize: 2 } }],
      },
    });
  });

  it.each([
    ['null', null, 'notRecipe', 'This is not an IT Tools recipe.'],
    ['an array', [], 'notRecipe', 'This is not an IT Tools recipe.'],
    ['another format', { format: 'cyberchef', v: 1, steps: [] }, 'notRecipe', 'This is not an IT Tools recipe.'],
    ['no version', { format: 'it-tools/recipe', steps: [] }, 'badFormatVersion', 'This recipe has no valid format version.'],
    ['version 0', { format: 'it-tools/recipe', v: 0, steps: [] }, 'badFormatVersion', 'This recipe has no valid format version.'],
    ['version 1.5', { format: 'it-tools/recipe', v: 1.5, steps: [] }, 'badFormatVersion', 'This recipe has no valid format version.'],
    ['a newer version', { format: 'it-tools/recipe', v: 2, steps: [] }, 'newerFormatVersion', 'This recipe was made by a newer version of IT Tools (recipe format 2); this version reads format 1.'],
    ['a name that is not text', { format: 'it-tools/recipe', v: 1, name: 3, steps: [] }, 'notRecipe', "This recipe's name is not a text."],
    ['no steps', { format: 'it-tools/recipe', v: 1 }, 'notRecipe', 'This recipe has no list of steps.'],
    ['a step that is not an object', { format: 'it-tools/recipe', v: 1, steps: [{ op: 'a' }, 'b'] }, 'badStep', 'Step 2 is not a step.'],
    ['a step without op', { format: 'it-tools/recipe', v: 1, steps: [{ op: 'a' }, { options: {} }] }, 'stepWithoutOp', 'Step 2 has no operation ("op").'],
    ['an empty op', { format: 'it-tools/recipe', v: 1, steps: [{ op: '' }] }, 'stepWithoutOp', 'Step 1 has no operation ("op").'],
    ['a bad opv', { format: 'it-tools/recipe', v: 1, steps: [{ op: 'a', opv: 0 }] }, 'badStep', 'Step 1 has an invalid operation version ("opv").'],
    ['options that are a list', { format: 'it-tools/recipe', v: 1, steps: [{ op: 'a', options: [1] }] }, 'badStep', "Step 1's options are not an object."],
    ['a disabled that is not boolean', { format: 'it-tools/recipe', v: 1, steps: [{ op: 'a', disabled: 'yes' }] }, 'badStep', 'Step 1\'s "disabled" is not true or false.'],
  ])('refuses %s', (_name, value, code, message) => {
    expect(parseRecipe(value)).toMatchObject({ ok: false, problem: { code, message } });
  });
});

describe('steps that wait for the Run button', () => {
  const slow: Operation = defineOperation({
    id: 'slow',
    toolId: 'test',
    input: 'text',
    output: 'text',
    options: z.object({ cost: z._default(z.int().check(z.minimum(1), z.maximum(20)), 4) }),
    run: (input) => input,
    costly: ({ cost }) => cost >= 10,
    examples: [],
  });
  const operations: Record<string, Operation> = { prettify, slow };
  const costly = (...steps: { op: string; options?: Record<string, unknown>; disabled?: boolean }[]) =>
    firstCostlyStep(createRecipe(steps.map((step) => ({ options: {}, ...step }))), (op) => operations[op]);

  it.each([
    ['no operation says costly', [{ op: 'prettify' }], -1],
    ['a costly operation, cheap with its default options', [{ op: 'prettify' }, { op: 'slow' }], -1],
    ['the same, costly with these options', [{ op: 'prettify' }, { op: 'slow', options: { cost: 12 } }], 1],
    ['the first of two', [{ op: 'slow', options: { cost: 10 } }, { op: 'slow', options: { cost: 12 } }], 0],
    ['the costly step disabled', [{ op: 'slow', options: { cost: 12 }, disabled: true }], -1],
    ['an invalid option (the run reports it at once)', [{ op: 'slow', options: { cost: 99 } }], -1],
    ['an operation not loaded yet', [{ op: 'unknown' }], -1],
  ])('%s → %i', (_, steps, expected) => {
    expect(costly(...steps)).toBe(expected);
  });
});
