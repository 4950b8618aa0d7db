import { expose } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from '../zod';
import { isToolInputError, ToolInputError } from '../../lib/errors';
import { createRecipe } from '../recipe/recipe';
import { RecipeCancelledError } from '../recipe/recipe-problem';
import type { StepReport } from '../recipe/run-recipe';
import { PoolCancelledError } from './worker-pool';
import { defineOperation, type Operation } from '../operation';
import { createOperationClient, moduleJobs } from './operation-client';
import { createOperationWorkerApi } from './worker-api';
import type { JobContext } from './jobs';

/** Lets a test hold a run until it says so. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

let slowGate = gate();
const started: string[] = [];

const operations: Operation[] = [
  defineOperation({
    id: 'upper',
    toolId: 'test',
    input: 'text',
    output: 'text',
    options: z.object({ suffix: z._default(z.string(), '') }),
    run: (input, { suffix }) => (started.push(`upper:${input}`), input.toUpperCase() + suffix),
    examples: [],
  }),
  defineOperation({
    id: 'reject',
    toolId: 'test',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: () => {
      throw new ToolInputError('invalidThing', { params: { line: 3 }, detail: 'at line 3' });
    },
    examples: [],
  }),
  defineOperation({
    id: 'slow',
    toolId: 'test',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: async (input, _options, { progress }) => {
      started.push(`slow:${input}`);
      progress?.(1, 4);
      await slowGate.opened;
      progress?.(4, 4);
      return `slow ${input}`;
    },
    examples: [],
  }),
  defineOperation({
    id: 'warn',
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
    id: 'bytes',
    toolId: 'test',
    input: 'bytes',
    output: 'bytes',
    options: z.object({}),
    run: (input) => input.map((byte) => byte + 1),
    examples: [],
  }),
];

/** A job module: its state is the worker's (each fake worker loads its own copy). */
function textJobs() {
  const pieces: string[] = [];
  return {
    append: (piece: string) => void pieces.push(piece),
    take: (separator: string) => pieces.splice(0).join(separator),
    reject: (line: number) => {
      throw new ToolInputError('invalidThing', { params: { line } });
    },
    slow: async (input: string, { progress }: JobContext) => {
      started.push(`job:${input}`);
      progress?.(1, 2);
      await slowGate.opened;
      progress?.(2, 2);
      return input.length;
    },
  };
}
type TextJobs = ReturnType<typeof textJobs>;
const loadedJobs: string[] = [];

/** A "worker" in the same thread: a MessageChannel whose far end serves the operation worker API. */
const terminated: number[] = [];
let created = 0;
function createFakeWorker(): Worker {
  const { port1, port2 } = new MessageChannel();
  let jobs: TextJobs | undefined;
  const loadJobs = async (module: string) => {
    if (module !== 'text') return undefined;
    loadedJobs.push(module);
    return (jobs ??= textJobs());
  };
  expose(
    createOperationWorkerApi(async (id) => operations.find((operation) => operation.id === id), loadJobs),
    port2,
  );
  const index = (created += 1);
  return Object.assign(port1, {
    terminate: () => {
      terminated.push(index);
      port1.close();
      port2.close();
    },
  }) as unknown as Worker;
}

const clients: { dispose(): void }[] = [];
function client(size = 2) {
  const made = createOperationClient(createFakeWorker, size);
  clients.push(made);
  return made;
}

afterEach(() => {
  for (const made of clients.splice(0)) made.dispose();
  slowGate = gate();
  started.length = 0;
  loadedJobs.length = 0;
});

describe('operation client and worker', () => {
  it('runs an operation by id with its options validated and defaulted', async () => {
    const operations = client();
    expect(await operations.run('upper', 'abc', {})).toBe('ABC');
    expect(await operations.run('upper', 'abc', { suffix: '!' })).toBe('ABC!');
    await expect(operations.run('upper', 'abc', { suffix: 3 })).rejects.toThrow(/suffix/);
  });

  it('gives back a service error with its message key, parameters and detail', async () => {
    const error = await client()
      .run('reject', 'x', {})
      .catch((caught: unknown) => caught);
    expect(isToolInputError(error)).toBe(true);
    expect(error).toMatchObject({ messageKey: 'invalidThing', params: { line: 3 }, detail: 'at line 3' });
  });

  it('rejects an unknown operation', async () => {
    await expect(client().run('nope', 'x', {})).rejects.toThrow('Unknown operation: nope');
  });

  it('gives back the warnings of a run', async () => {
    expect(await client().runWithWarnings('warn', 'x', {})).toEqual({ output: 'x', warnings: [{ key: 'droppedNulls', message: 'left out: a', data: ['a'] }] });
    expect(await client().runWithWarnings('upper', 'x', {})).toEqual({ output: 'X', warnings: [] });
  });

  it('runs bytes operations', async () => {
    expect(await client().run('bytes', new Uint8Array([1, 2, 255]), {})).toEqual(new Uint8Array([2, 3, 0]));
  });

  it('reports progress', async () => {
    const seen: [number, number][] = [];
    const run = client().run('slow', 'a', {}, { onProgress: (done, total) => seen.push([done, total]) });
    await expect.poll(() => seen.length).toBe(1);
    slowGate.open();
    expect(await run).toBe('slow a');
    await expect.poll(() => seen).toEqual([
      [1, 4],
      [4, 4],
    ]);
  });

  it('an aborted run rejects as cancelled and its worker is terminated; the next run gets a fresh one', async () => {
    const operations = client(1);
    const before = created;
    const abort = new AbortController();
    const run = operations.run('slow', 'a', {}, { signal: abort.signal });
    await expect.poll(() => started).toEqual(['slow:a']);
    abort.abort();
    await expect(run).rejects.toBeInstanceOf(PoolCancelledError);
    expect(terminated).toContain(before + 1);
    expect(await operations.run('upper', 'b', {})).toBe('B');
    expect(created).toBe(before + 2);
  });

  it('a run aborted while it waits for a worker never starts', async () => {
    const operations = client(1);
    const first = operations.run('slow', 'a', {});
    const abort = new AbortController();
    const queued = operations.run('upper', 'queued', {}, { signal: abort.signal });
    abort.abort();
    await expect(queued).rejects.toBeInstanceOf(PoolCancelledError);
    slowGate.open();
    expect(await first).toBe('slow a');
    expect(started).toEqual(['slow:a']);
    await expect(operations.run('upper', 'x', {}, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(PoolCancelledError);
  });
});

describe('recipes in the operation worker', () => {
  const lookup = async (id: string) => operations.find((operation) => operation.id === id);
  const chain = createRecipe([
    { op: 'upper', options: { suffix: '!' } },
    { op: 'warn', options: {}, disabled: true },
    { op: 'bytes', options: {} },
  ]);

  it('runs a whole recipe in the worker API, reporting each step', async () => {
    const reports: StepReport[] = [];
    const result = await createOperationWorkerApi(lookup).runRecipe(chain, 'ab', (report) => reports.push(report));
    expect(result).toEqual({ ok: true, output: { kind: 'bytes', value: new Uint8Array([0x42, 0x43, 0x22]) }, steps: reports });
    expect(reports.map((report) => [report.index, report.op, report.status, report.outputKind, report.outputSize, report.preview])).toEqual([
      [0, 'upper', 'ok', 'text', 3, 'AB!'],
      [1, 'warn', 'skipped', undefined, undefined, undefined],
      [2, 'bytes', 'ok', 'bytes', 3, '42 43 22'],
    ]);
  });

  it('gives a failure as a value, with the tool error and an unknown operation as unavailable', async () => {
    const api = createOperationWorkerApi(lookup);
    expect(await api.runRecipe(createRecipe([{ op: 'upper', options: {} }, { op: 'reject', options: {} }]), 'x')).toMatchObject({
      ok: false,
      problem: { code: 'stepFailed', step: 1, failure: { messageKey: 'invalidThing', params: { line: 3 }, detail: 'at line 3' } },
    });
    expect(await api.runRecipe(createRecipe([{ op: 'nope', options: {} }]), 'x')).toMatchObject({ ok: false, problem: { code: 'unavailableStep' }, steps: [{ status: 'unavailable' }] });
  });

  it('runs a recipe through the client: reports cross with a proxy, in order and never after the result; bytes come back', async () => {
    const reports: StepReport[] = [];
    const late: StepReport[] = [];
    let resultCame = false;
    const result = await client().runRecipe(chain, 'ab', { onStep: (report) => (resultCame ? late : reports).push(report) });
    resultCame = true;
    expect(result).toMatchObject({ ok: true, output: { kind: 'bytes', value: new Uint8Array([0x42, 0x43, 0x22]) } });
    expect(result.steps.map((report) => report.status)).toEqual(['ok', 'skipped', 'ok']);
    // Reports travel on their own port and may trail the result: those are dropped (the result holds them all).
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(late).toEqual([]);
    expect(reports.map((report) => report.index)).toEqual(result.steps.slice(0, reports.length).map((report) => report.index));
    expect(await client().runRecipe(createRecipe([{ op: 'reject', options: {} }]), 'x')).toMatchObject({ ok: false, problem: { failure: { messageKey: 'invalidThing' } } });
  });

  it('a cancelled recipe rejects as cancelled, its worker is terminated, and no report follows', async () => {
    const operations = client(1);
    const before = created;
    const abort = new AbortController();
    const reports: StepReport[] = [];
    const run = operations.runRecipe(createRecipe([{ op: 'upper', options: {} }, { op: 'slow', options: {} }, { op: 'upper', options: {} }]), 'a', { signal: abort.signal, onStep: (report) => reports.push(report) });
    await expect.poll(() => started).toEqual(['upper:a', 'slow:A']);
    await expect.poll(() => reports.length).toBe(1);
    abort.abort();
    await expect(run).rejects.toBeInstanceOf(RecipeCancelledError);
    expect(terminated).toContain(before + 1);
    slowGate.open();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // (This fake worker shares the test's thread, so its engine goes on; a real one is gone.)
    expect(reports.map((report) => report.op)).toEqual(['upper']);
    expect(await operations.runRecipe(createRecipe([{ op: 'upper', options: {} }]), 'b')).toMatchObject({ ok: true, output: { kind: 'text', value: 'B' } });
    await expect(operations.runRecipe(createRecipe(), 'x', { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(RecipeCancelledError);
  });
});

describe('job functions in the operation workers', () => {
  it('calls a job module’s function by name; its error keeps its message key; an unknown one rejects', async () => {
    const operations = client();
    expect(await operations.job('text', 'take', '+')).toBe('');
    const error = await operations.job('text', 'reject', 7).catch((caught: unknown) => caught);
    expect(isToolInputError(error)).toBe(true);
    expect(error).toMatchObject({ messageKey: 'invalidThing', params: { line: 7 } });
    await expect(operations.job('text', 'nope', 1)).rejects.toThrow('Unknown job: text.nope');
    await expect(operations.job('none', 'take', 1)).rejects.toThrow('Unknown job: none.take');
  });

  it('a held worker takes several calls: what the module keeps between them stays there', async () => {
    const jobs = moduleJobs<TextJobs>(client(2), 'text');
    const joined = await jobs.hold(async (call) => {
      await Promise.all(['a', 'b', 'c'].map((piece) => call('append', piece)));
      return call('take', '+');
    });
    expect(joined).toBe('a+b+c');
  });

  it('reports a job’s progress; aborting it terminates its worker, and the next call gets a fresh one', async () => {
    const operations = client(1);
    const jobs = moduleJobs<TextJobs>(operations, 'text');
    const before = created;
    const seen: [number, number][] = [];
    const abort = new AbortController();
    const run = jobs.run('slow', 'abc', { signal: abort.signal, onProgress: (done, total) => seen.push([done, total]) });
    await expect.poll(() => seen).toEqual([[1, 2]]);
    abort.abort();
    await expect(run).rejects.toBeInstanceOf(PoolCancelledError);
    expect(terminated).toContain(before + 1);
    slowGate.open();
    expect(await jobs.run('slow', 'abcd')).toBe(4);
    expect(created).toBe(before + 2);
  });

  it('preload loads a module in a worker before its first call', async () => {
    const operations = client(1);
    moduleJobs<TextJobs>(operations, 'text').preload();
    await expect.poll(() => loadedJobs).toEqual(['text']);
    expect(await operations.job('text', 'take', '')).toBe('');
    expect(loadedJobs).toEqual(['text', 'text']);
  });
});

