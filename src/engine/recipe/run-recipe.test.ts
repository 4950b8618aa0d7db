import { afterEach, describe, expect, it } from 'vitest';
import { z } from '../zod';
import { ToolInputError } from '../../lib/errors';
import { defineOperation, startOperationWithWarnings, type Operation } from '../operation';
import { sequenceRandom } from '../../lib/random';
import { manifest } from '../manifest';
import { loadOperation } from '../registry';
import { createRecipe, type RecipeStep } from './recipe';
import { isRecipeCancelledError, RecipeCancelledError } from './recipe-problem';
import { BYTES_TO_TEXT_SUGGESTION, createRecipeRunMemo, runRecipe, runStepInPlace, type RecipeRunControl, type RunStep, type StepReport } from './run-recipe';

/** Lets a test hold a step until it says so. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
let held = gate();
const started: string[] = [];
afterEach(() => {
  held = gate();
  started.length = 0;
});

/** Operations that only tests need (warnings, a long step, data that JSON cannot hold). */
const testOperations: Operation[] = [
  defineOperation({
    id: 'test-warn',
    toolId: 'test',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: (input, _options, { warn }) => {
      warn?.({ key: 'droppedNulls', message: 'left out: a', data: ['a'] });
      return input;
    },
    examples: [],
  }),
  defineOperation({
    id: 'test-slow',
    toolId: 'test',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: async (input) => {
      started.push(input);
      await held.opened;
      return `slow ${input}`;
    },
    examples: [],
  }),
  defineOperation({ id: 'test-big-integer', toolId: 'test', input: 'none', output: 'data', options: z.object({}), run: () => ({ n: 2n ** 64n, m: new Map([['k', 1]]) }), examples: [] }),
  defineOperation({
    id: 'test-circular',
    toolId: 'test',
    input: 'text',
    output: 'data',
    options: z.object({}),
    run: () => {
      const loop: Record<string, unknown> = {};
      loop.loop = loop;
      return loop;
    },
    examples: [],
  }),
  defineOperation({
    id: 'test-throw',
    toolId: 'test',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: () => {
      throw new TypeError('plain bug');
    },
    examples: [],
  }),
  defineOperation({ id: 'test-to-file', toolId: 'test', input: 'text', output: 'file', options: z.object({}), run: (input) => ({ name: 'note.txt', type: 'text/plain', bytes: new TextEncoder().encode(input) }), examples: [] }),
  defineOperation({
    id: 'test-to-files',
    toolId: 'test',
    input: 'text',
    output: 'files',
    options: z.object({}),
    run: (input) => [...input].map((letter) => ({ name: `${letter}.txt`, type: 'text/plain', bytes: new TextEncoder().encode(letter.repeat(3)) })),
    examples: [],
  }),
  defineOperation({ id: 'test-byte-sum', toolId: 'test', input: 'bytes', output: 'text', options: z.object({}), run: (input) => String(input.reduce((sum, byte) => sum + byte, 0)), examples: [] }),
];

const lookup: RecipeRunControl['lookup'] = async (id) => testOperations.find((operation) => operation.id === id) ?? loadOperation(id);
const step = (op: string, options: Record<string, unknown> = {}, extra: Partial<RecipeStep> = {}): RecipeStep => ({ op, options, ...extra });

async function run(steps: RecipeStep[], input: string | Uint8Array, control: Partial<RecipeRunControl> = {}) {
  const reports: StepReport[] = [];
  const result = await runRecipe(createRecipe(steps), input, runStepInPlace, { lookup, onStep: (report) => reports.push(report), ...control });
  expect(reports, 'every report goes to onStep, in order').toEqual(result.steps);
  return result;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('running a recipe on the real operations', () => {
  it.each<[string, RecipeStep[], string | Uint8Array, { kind: string; value: unknown }]>([
    ['Base64 decode then prettify with indent 2', [step('base64-string-decode'), step('json-prettify', { indentSize: 2 })], 'eyJiIjoxLCJhIjpbMSwyXX0=', { kind: 'text', value: '{\n  "a": [\n    1,\n    2\n  ],\n  "b": 1\n}' }],
    ['encode, decode, encode URL-safe', [step('base64-string-encode'), step('base64-string-decode'), step('base64-string-encode', { urlSafe: true })], '<<<????????>>>', { kind: 'text', value: 'PDw8Pz8_Pz8_Pz8-Pj4' }],
    ['text to bytes is UTF-8 (SHA-256 of "abc")', [step('hash-sha256')], 'abc', { kind: 'text', value: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' }],
    ['text to bytes of accents and emoji (byte sum of "é😀")', [step('test-byte-sum')], 'é😀', { kind: 'text', value: String([0xc3, 0xa9, 0xf0, 0x9f, 0x98, 0x80].reduce((a, b) => a + b)) }],
    ['bytes that are UTF-8 become text', [step('base64-file-decode'), step('json-minify')], 'data:application/json;base64,eyAiYSI6IDEgfQ==', { kind: 'text', value: '{"a":1}' }],
    ['bytes stay bytes', [step('base64-file-decode')], 'AP8=', { kind: 'bytes', value: new Uint8Array([0, 255]) }],
    ['bytes that are not UTF-8 into a bytes step', [step('base64-file-decode'), step('base64-file-encode', { dataUrl: false })], '/w==', { kind: 'text', value: '/w==' }],
    ['a dropped file as the input', [step('hash-md5')], utf8('abc'), { kind: 'text', value: '900150983cd24fb0d6963f7d28e17f72' }],
    ['data as the output', [step('text-statistics')], 'a b', { kind: 'data', value: { characters: 3, words: 2, lines: 1, bytes: 3, uniqueWords: 2, paragraphs: 1, byteSize: '3 Bytes' } }],
    ['data into a text step is 2-space JSON', [step('text-statistics'), step('json-minify')], 'a b', { kind: 'text', value: '{"characters":3,"words":2,"lines":1,"bytes":3,"uniqueWords":2,"paragraphs":1,"byteSize":"3 Bytes"}' }],
    ['data into a bytes step is its JSON in UTF-8', [step('test-big-integer'), step('test-byte-sum')], '', { kind: 'text', value: String([...utf8('{\n  "n": 18446744073709551616,\n  "m": {\n    "k": 1\n  }\n}')].reduce((a, b) => a + b)) }],
    ['a bigint in data keeps its digits', [step('test-big-integer'), step('json-minify')], '', { kind: 'text', value: '{"n":18446744073709551616,"m":{"k":1}}' }],
    ['a generator as the first step ignores the input', [step('uuid-generator', { version: 'v5', namespace: '6ba7b810-9dad-11d1-80b4-00c04fd430c8', name: 'www.example.com' })], 'ignored', { kind: 'text', value: '2ed6657d-e927-568b-95e1-2665a8aea6a2' }],
    ['a generator after a disabled step is still first', [step('json-minify', {}, { disabled: true }), step('uuid-generator', { version: 'NIL' }), step('case-converter', { case: 'uppercase' })], 'x', { kind: 'text', value: '00000000-0000-0000-0000-000000000000' }],
    ['a disabled step passes its input through', [step('base64-string-encode', {}, { disabled: true }), step('base64-string-encode')], 'f', { kind: 'text', value: 'Zg==' }],
    ['no step: the input is the output', [], 'same', { kind: 'text', value: 'same' }],
    ['no step, bytes in: bytes out', [step('json-minify', {}, { disabled: true })], new Uint8Array([1]), { kind: 'bytes', value: new Uint8Array([1]) }],
  ])('%s', async (_name, steps, input, output) => {
    const result = await run(steps, input);
    expect(result).toMatchObject({ ok: true, output });
    expect(result.steps.map((report) => report.status)).toEqual(steps.map((entry) => (entry.disabled ? 'skipped' : 'ok')));
  });

  it('reports each step: status, time, output kind, size, preview and warnings', async () => {
    const result = await run([step('base64-file-decode'), step('base64-file-encode', {}, { disabled: true }), step('hash-sha256'), step('test-warn'), step('text-statistics')], 'AAECAw==');
    expect(result.ok).toBe(true);
    const [decode, skipped, hash, warn, statistics] = result.steps;
    expect(decode).toEqual({ index: 0, op: 'base64-file-decode', status: 'ok', timeMs: expect.any(Number), outputKind: 'bytes', outputSize: 4, preview: '00 01 02 03', warnings: [] });
    expect(skipped).toEqual({ index: 1, op: 'base64-file-encode', status: 'skipped', timeMs: 0, warnings: [] });
    expect(hash).toMatchObject({ index: 2, status: 'ok', outputKind: 'text', outputSize: 64, preview: '054edec1d0211f624fed0cbca9d4f9400b0e491c43742af2c5b0abebf0c990d8' });
    expect(warn).toMatchObject({ index: 3, status: 'ok', warnings: [{ key: 'droppedNulls', message: 'left out: a', data: ['a'] }] });
    expect(statistics).toMatchObject({ index: 4, status: 'ok', outputKind: 'data', outputSize: 130 });
    expect(statistics!.preview).toBe('{\n  "characters": 64,\n  "words": 1,\n  "lines": 1,\n  "bytes": 64,\n  "uniqueWords": 1,\n  "paragraphs": 1,\n  "byteSize": "64 Bytes"\n}');
    for (const report of result.steps) expect(report.timeMs).toBeGreaterThanOrEqual(0);
  });

  it('reports a file output with its name and size in bytes, and files with how many there are', async () => {
    const one = await run([step('test-to-file')], 'hello');
    expect(one.steps[0]).toMatchObject({ outputKind: 'file', outputName: 'note.txt', outputSize: 5, preview: 'note.txt (text/plain, 5 B)' });
    expect(one.steps[0]).not.toHaveProperty('outputCount');
    const several = await run([step('test-to-files')], 'abcd');
    expect(several.steps[0]).toMatchObject({ outputKind: 'files', outputCount: 4, outputSize: 12 });
    expect(several.steps[0]).not.toHaveProperty('outputName');
  });

  it('previews the hex of the first 64 bytes of a large output', async () => {
    const result = await run([step('base64-file-decode')], btoa(String.fromCharCode(...Array.from({ length: 100 }, (_, index) => index))));
    expect(result.steps[0]).toMatchObject({ outputSize: 100 });
    expect(result.steps[0]!.preview).toMatch(/^00 01 02 .* 3e 3f …$/);
  });

  it('reports a step that fails with its tool error (message key, detail) and stops there', async () => {
    const result = await run([step('base64-string-decode'), step('json-prettify'), step('json-minify')], btoa('{"a":'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.steps.map((report) => report.status)).toEqual(['ok', 'error']);
    expect(result.problem).toMatchObject({ code: 'stepFailed', step: 1, params: { step: 2, op: 'json-prettify' }, failure: { name: 'ToolInputError', messageKey: 'invalidJson' } });
    expect(result.problem.failure!.detail).toBeTruthy();
    expect(result.problem.message).toMatch(/^Step 2 \(json-prettify\) failed: invalidJson: /);
    expect(result.steps[1]).toEqual({ index: 1, op: 'json-prettify', status: 'error', timeMs: expect.any(Number), warnings: [], problem: result.problem });
  });

  it('keeps a ToolInputError\'s parameters, and the name and message of any other error', async () => {
    const withParams: Operation = { ...testOperations[4]!, id: 'test-params', run: () => { throw new ToolInputError('tooLong', { params: { max: 3 } }); } };
    const own: RecipeRunControl['lookup'] = async (id) => (id === 'test-params' ? withParams : lookup(id));
    const params = await runRecipe(createRecipe([step('test-params')]), 'x', runStepInPlace, { lookup: own });
    expect(params).toMatchObject({ ok: false, problem: { failure: { messageKey: 'tooLong', params: { max: 3 } } } });
    const bug = await run([step('test-throw')], 'x');
    expect(bug).toMatchObject({ ok: false, problem: { code: 'stepFailed', message: 'Step 1 (test-throw) failed: plain bug', failure: { name: 'TypeError', message: 'plain bug' } } });
  });

  it('says which step gives bytes that are not UTF-8 and names a step that helps', async () => {
    expect(BYTES_TO_TEXT_SUGGESTION.op in manifest).toBe(true);
    const suggested = await loadOperation(BYTES_TO_TEXT_SUGGESTION.op);
    expect([suggested?.input, suggested?.output]).toEqual(['bytes', 'text']);

    const result = await run([step('base64-string-encode', {}, { disabled: true }), step('base64-file-decode'), step('json-minify', {}, { disabled: true }), step('json-prettify')], '/w==');
    expect(result).toMatchObject({
      ok: false,
      problem: {
        code: 'notUtf8',
        step: 3,
        params: { step: 4, from: 2, suggestion: 'base64-file-encode' },
        message: 'Step 2 gives bytes that are not UTF-8 text. Add a step that turns bytes into text, such as Base64 file encode (base64-file-encode), before step 4.',
      },
    });
    expect(result.steps.map((report) => report.status)).toEqual(['skipped', 'ok', 'skipped', 'error']);
  });

  it('says so when the dropped file itself is not UTF-8 text', async () => {
    const result = await run([step('json-prettify')], new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(result).toMatchObject({
      ok: false,
      problem: { code: 'notUtf8', step: 0, message: 'The input is bytes that are not UTF-8 text. Add a step that turns bytes into text, such as Base64 file encode (base64-file-encode), before step 1.' },
    });
  });

  it('refuses a generator after a step that ran', async () => {
    const result = await run([step('json-minify'), step('uuid-generator')], '{}');
    expect(result).toMatchObject({
      ok: false,
      problem: { code: 'generatorNotFirst', step: 1, message: 'Step 2 (uuid-generator) makes its output from its options alone and takes no input: it can only be the first step.' },
    });
    expect(result.steps.map((report) => report.status)).toEqual(['ok', 'error']);
  });

  it('stops at an unavailable step (an unknown operation) with a clear error', async () => {
    const result = await run([step('json-minify'), step('no-such-operation', { x: 1 }), step('json-prettify')], '{}');
    expect(result).toMatchObject({ ok: false, problem: { code: 'unavailableStep', step: 1, message: 'Step 2 uses the operation "no-such-operation", which this version of IT Tools does not have.' } });
    expect(result.steps[1]).toEqual({ index: 1, op: 'no-such-operation', status: 'unavailable', timeMs: 0, warnings: [], problem: expect.objectContaining({ code: 'unavailableStep' }) });
    expect(result.steps).toHaveLength(2);
  });

  it('skips a disabled unknown operation', async () => {
    expect(await run([step('no-such-operation', {}, { disabled: true }), step('json-minify')], '{ }')).toMatchObject({ ok: true, output: { value: '{}' } });
  });

  it('reports a bad option at its step with the option name, before running it', async () => {
    const result = await run([step('json-prettify', { indentSize: 'two' })], '{}');
    expect(result).toMatchObject({
      ok: false,
      problem: { code: 'invalidOption', step: 0, option: 'indentSize', message: 'Step 1 (json-prettify), option "indentSize": Invalid input: expected number, received string' },
    });
    expect(result.steps).toMatchObject([{ status: 'error' }]);
  });

  it('reports data that has no JSON form at the step that made it', async () => {
    const result = await run([step('test-circular')], 'x');
    expect(result).toMatchObject({ ok: false, problem: { code: 'dataNotSerializable', step: 0 } });
    if (!result.ok) expect(result.problem.message).toMatch(/^Step 1 \(test-circular\) gave data that cannot be written as JSON: .*circular/);
  });

  it('runs generators with the randomness runStep gives', async () => {
    const seeded = (random: number[]) => (operation: Operation, input: unknown, options: Record<string, unknown>) => startOperationWithWarnings(operation, input as never, options, { random: sequenceRandom(random) });
    const bytes = [0x91, 0x91, 0x08, 0xf7, 0x52, 0xd1, 0x33, 0x20, 0x9b, 0xac, 0xf8, 0x47, 0xdb, 0x41, 0x48, 0xa8];
    const result = await runRecipe(createRecipe([step('uuid-generator'), step('case-converter', { case: 'uppercase' })]), '', seeded(bytes), { lookup });
    expect(result).toMatchObject({ ok: true, output: { kind: 'text', value: '919108F7-52D1-4320-9BAC-F847DB4148A8' } });
  });
});

describe('a run after the last one on the same input', () => {
  /** runStepInPlace, recording which operations ran. */
  const counting = (ran: string[]): RunStep => (operation, input, options, signal) => (ran.push(operation.id), runStepInPlace(operation, input, options, signal));
  const recipe = (indentSize: number, last = 'hash-sha256') =>
    createRecipe([step('base64-string-decode'), step('url-encoder-decode', {}, { disabled: true }), step('json-prettify', { indentSize }), step(last)]);
  const input = btoa('{"b":[1,2],"a":{"c":true}}');

  it('starts after the steps the two share, with their reports, and gives what a fresh run gives', async () => {
    const memo = createRecipeRunMemo();
    const ran: string[] = [];
    const first = await runRecipe(recipe(2), input, counting(ran), { lookup, memo });
    expect(ran).toEqual(['base64-string-decode', 'json-prettify', 'hash-sha256']);

    ran.length = 0;
    const reports: StepReport[] = [];
    const changed = await runRecipe(recipe(4), input, counting(ran), { lookup, memo, onStep: (report) => reports.push(report) });
    expect(ran, 'only the changed step and those after it').toEqual(['json-prettify', 'hash-sha256']);
    expect(reports).toEqual(changed.steps);
    expect(changed.steps.slice(0, 2)).toEqual(first.steps.slice(0, 2));
    expect(changed).toEqual({ ...(await runRecipe(recipe(4), input, runStepInPlace, { lookup })), steps: expect.any(Array) });
    expect(changed.steps.map((report) => report.status)).toEqual(['ok', 'skipped', 'ok', 'ok']);

    // The same recipe again: nothing runs; another last step: only it.
    ran.length = 0;
    expect(await runRecipe(recipe(4), input, counting(ran), { lookup, memo })).toEqual(changed);
    expect(ran).toEqual([]);
    expect((await runRecipe(recipe(4, 'hash-md5'), input, counting(ran), { lookup, memo })).ok).toBe(true);
    expect(ran).toEqual(['hash-md5']);
  });

  it('runs everything again for another input, and keeps nothing from a generator on or past its size', async () => {
    const memo = createRecipeRunMemo();
    const ran: string[] = [];
    await runRecipe(recipe(2), input, counting(ran), { lookup, memo });
    ran.length = 0;
    const other = await runRecipe(recipe(2), btoa('[3]'), counting(ran), { lookup, memo });
    expect(ran).toEqual(['base64-string-decode', 'json-prettify', 'hash-sha256']);
    expect(other).toMatchObject({ ok: true });

    const generated = createRecipe([step('uuid-generator'), step('case-converter', { case: 'uppercase' })]);
    const first = await runRecipe(generated, '', runStepInPlace, { lookup, memo });
    const again = await runRecipe(generated, '', runStepInPlace, { lookup, memo });
    expect(first.ok && again.ok && first.output.value !== again.output.value, 'a new UUID each run').toBe(true);

    const small = createRecipeRunMemo(30);
    await runRecipe(recipe(2), input, runStepInPlace, { lookup, memo: small });
    expect(small.kept.map((kept) => kept.report.index), 'the prettified JSON (48 characters) is past 30').toEqual([0, 1]);
  });

  it('keeps no step that failed: fixing it runs it again', async () => {
    const memo = createRecipeRunMemo();
    const ran: string[] = [];
    const broken = await runRecipe(recipe(2), 'not base64 !', counting(ran), { lookup, memo });
    expect(broken.ok).toBe(false);
    expect(memo.kept).toEqual([]);
    ran.length = 0;
    await runRecipe(createRecipe([step('base64-string-decode', {}, { disabled: true }), step('hash-sha256')]), 'not base64 !', counting(ran), { lookup, memo });
    expect(ran).toEqual(['hash-sha256']);
  });
});

describe('cancelling a run', () => {
  it('rejects with a cancel error and reports nothing more', async () => {
    const abort = new AbortController();
    const reports: StepReport[] = [];
    const running = runRecipe(createRecipe([step('json-minify'), step('test-slow'), step('json-minify')]), '{}', runStepInPlace, {
      lookup,
      signal: abort.signal,
      onStep: (report) => reports.push(report),
    });
    await expect.poll(() => started).toEqual(['{}']);
    abort.abort();
    const error = await running.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RecipeCancelledError);
    expect(isRecipeCancelledError(error)).toBe(true);
    expect((error as RecipeCancelledError).code).toBe('cancelled');
    held.open();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reports.map((report) => report.status)).toEqual(['ok']);
  });

  it('passes the signal to each step', async () => {
    const abort = new AbortController();
    const signals: (AbortSignal | undefined)[] = [];
    await runRecipe(createRecipe([step('json-minify')]), '{}', (operation, input, options, signal) => (signals.push(signal), runStepInPlace(operation, input, options, signal)), { lookup, signal: abort.signal });
    expect(signals).toEqual([abort.signal]);
  });

  it('does not start when already cancelled', async () => {
    const reports: StepReport[] = [];
    await expect(runRecipe(createRecipe([step('json-minify')]), '{}', runStepInPlace, { lookup, signal: AbortSignal.abort(), onStep: (report) => reports.push(report) })).rejects.toBeInstanceOf(RecipeCancelledError);
    expect(reports).toEqual([]);
  });

  it('is recognised when the worker pool cancelled it', () => {
    const poolError = new Error('The work was cancelled.');
    poolError.name = 'PoolCancelledError';
    expect(isRecipeCancelledError(poolError)).toBe(true);
    expect(isRecipeCancelledError(new Error('other'))).toBe(false);
  });
});
