import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { defineOperation, type Operation } from '../operation';
import type { RecipeStep } from './recipe';
import { resolveRecipeSteps, resolveStep, type OperationLookup } from './resolve-step';

/** Version 3 of an indenter: v2 changed the default indent from 4 to 2, v3 renamed `spaces` to `indent`. */
const indenter: Operation = defineOperation({
  id: 'text-indent',
  toolId: 'test',
  input: 'text',
  output: 'text',
  options: z.object({ indent: z._default(z.number(), 2), tabs: z._default(z.boolean(), false) }),
  run: (input, { indent }) => input.replace(/^/gm, ' '.repeat(indent)),
  examples: [],
  aliases: ['indent-text', 'indenter'],
  version: 3,
  migrate: (old, fromVersion) => {
    const options = { ...old };
    if (fromVersion < 2 && options.spaces === undefined) options.spaces = 4;
    if (options.spaces !== undefined) {
      options.indent = options.spaces;
      delete options.spaces;
    }
    return options;
  },
});

const plain: Operation = defineOperation({ id: 'plain', toolId: 'test', input: 'text', output: 'text', options: z.object({}), run: (input) => input, examples: [] });
const brokenMigration: Operation = { ...plain, id: 'broken', version: 2, migrate: () => { throw new Error('no way back'); } };

const operations = [indenter, plain, brokenMigration];
const lookup: OperationLookup = async (name) => operations.find((operation) => operation.id === name || operation.aliases?.includes(name));

describe('resolving a step', () => {
  it.each<[string, RecipeStep, RecipeStep, { renamedFrom?: string; migratedFrom?: number }]>([
    ['current id and version: unchanged', { op: 'text-indent', opv: 3, options: { indent: 8 } }, { op: 'text-indent', opv: 3, options: { indent: 8 } }, {}],
    ['an alias becomes the current id', { op: 'indent-text', opv: 3, options: {} }, { op: 'text-indent', opv: 3, options: {} }, { renamedFrom: 'indent-text' }],
    ['no opv is version 1: the old default is written out', { op: 'text-indent', options: {} }, { op: 'text-indent', opv: 3, options: { indent: 4 } }, { migratedFrom: 1 }],
    ['version 1 with a value', { op: 'indenter', opv: 1, options: { spaces: 6, tabs: true } }, { op: 'text-indent', opv: 3, options: { indent: 6, tabs: true } }, { renamedFrom: 'indenter', migratedFrom: 1 }],
    ['version 2: the option renamed only', { op: 'text-indent', opv: 2, options: { spaces: 3 } }, { op: 'text-indent', opv: 3, options: { indent: 3 } }, { migratedFrom: 2 }],
    ['version 2 with the new default', { op: 'text-indent', opv: 2, options: {} }, { op: 'text-indent', opv: 3, options: {} }, { migratedFrom: 2 }],
    ['disabled stays disabled', { op: 'text-indent', opv: 3, options: {}, disabled: true }, { op: 'text-indent', opv: 3, options: {}, disabled: true }, {}],
    ['an operation without version writes no opv', { op: 'plain', options: {} }, { op: 'plain', options: {} }, {}],
  ])('%s', async (_name, step, expected, extra) => {
    const resolved = await resolveStep(step, 0, lookup);
    expect(resolved).toEqual({ status: 'ok', operation: expect.objectContaining({ id: expected.op }), step: expected, ...extra });
  });

  it('does not change the step it was given', async () => {
    const step: RecipeStep = { op: 'text-indent', opv: 1, options: { spaces: 6 } };
    await resolveStep(step, 0, lookup);
    expect(step).toEqual({ op: 'text-indent', opv: 1, options: { spaces: 6 } });
  });

  it.each<[string, RecipeStep, OperationLookup, string, string]>([
    ['an unknown operation', { op: 'no-such-op', options: {} }, lookup, 'unavailableStep', 'Step 3 uses the operation "no-such-op", which this version of IT Tools does not have.'],
    ['a newer version of the operation', { op: 'text-indent', opv: 4, options: {} }, lookup, 'newerOperationVersion', 'Step 3 was made for version 4 of "text-indent"; this version of IT Tools has version 3.'],
    ['a migration that fails', { op: 'broken', options: {} }, lookup, 'migrationFailed', 'Step 3\'s options for version 1 of "broken" could not be updated: no way back'],
    [
      'an operation that cannot load',
      { op: 'plain', options: {} },
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      'unavailableStep',
      'Step 3 (plain) could not be loaded: Failed to fetch dynamically imported module',
    ],
  ])('marks %s unavailable', async (_name, step, find, code, message) => {
    const resolved = await resolveStep(step, 2, find);
    expect(resolved).toEqual({ status: 'unavailable', step, problem: expect.objectContaining({ code, message, step: 2 }) });
  });
});

describe('resolving a whole recipe', () => {
  it('resolves every step in order, each with its own index', async () => {
    const resolved = await resolveRecipeSteps([{ op: 'indenter', opv: 3, options: {} }, { op: 'gone', options: {} }, { op: 'plain', options: {}, disabled: true }], lookup);
    expect(resolved.map((entry) => entry.status)).toEqual(['ok', 'unavailable', 'ok']);
    expect(resolved[0]).toMatchObject({ step: { op: 'text-indent' }, renamedFrom: 'indenter' });
    expect(resolved[1]).toMatchObject({ problem: { step: 1, message: 'Step 2 uses the operation "gone", which this version of IT Tools does not have.' } });
    expect(resolved[2]).toMatchObject({ step: { op: 'plain', disabled: true } });
  });
});
