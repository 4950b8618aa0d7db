// Its own module graph (the screens project): the pool is mocked here.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PoolCancelledError } from '../../engine/worker/worker-pool';

/** A pool of two workers, whose runs the test settles by hand. */
const pending: { name: string; resolve: (outcome: unknown) => void; reject: (error: unknown) => void; start: () => void; signal?: AbortSignal }[] = [];
vi.mock('../../engine/worker/operation-pool', () => ({
  operationClient: {
    runToFiles: (_task: unknown, input: File, control: { signal?: AbortSignal; onStart?: () => void }) =>
      new Promise((resolve, reject) => {
        pending.push({ name: input.name, resolve, reject, start: () => control.onStart?.(), ...(control.signal ? { signal: control.signal } : {}) });
        control.signal?.addEventListener('abort', () => reject(new PoolCancelledError()));
      }),
  },
}));

const { createFileBatch } = await import('./use-file-batch');

const file = (name: string, size = 3) => new File(['x'.repeat(size)], name);
const settle = () => new Promise((resolve) => setTimeout(resolve, 250));
const task = { kind: 'operation', op: 'json-minify', options: {} } as const;

afterEach(() => {
  pending.length = 0;
});

describe('a file batch', () => {
  it('queues every file at once, follows each one, and one failure does not stop the others', async () => {
    const batch = createFileBatch();
    const seen: string[] = [];
    batch.subscribe(() => seen.push(batch.items().map((item) => item.status).join(',')));
    batch.run(task, [file('a'), file('b'), file('c')]);
    expect(pending.map((run) => run.name)).toEqual(['a', 'b', 'c']);
    pending[0]!.start();
    pending[1]!.start();
    await settle();
    expect(batch.items().map((item) => item.status)).toEqual(['running', 'running', 'waiting']);
    pending[1]!.resolve({ ok: false, message: 'Bad JSON.', failure: { name: 'ToolInputError', message: 'Bad JSON.', messageKey: 'invalidJson', detail: '' } });
    pending[0]!.resolve({ ok: true, files: [file('a.txt', 7)], kind: 'text', warnings: [] });
    pending[2]!.start();
    pending[2]!.resolve({ ok: true, files: [file('c.txt', 9)], kind: 'text', warnings: [] });
    await settle();
    const items = batch.items();
    expect(items.map((item) => item.status)).toEqual(['done', 'failed', 'done']);
    expect(items[1]!.error).toMatchObject({ message: 'Bad JSON.', failure: { messageKey: 'invalidJson' } });
    expect(items.flatMap((item) => item.outputs ?? []).map((output) => output.name)).toEqual(['a.txt', 'c.txt']);
    // Updates close together are shown together.
    expect(seen.length).toBeLessThan(6);
  });

  it('cancels the files still to do, keeping those done', async () => {
    const batch = createFileBatch();
    batch.run(task, [file('a'), file('b'), file('c')]);
    pending[0]!.start();
    pending[0]!.resolve({ ok: true, files: [file('a.txt')], kind: 'text', warnings: [] });
    await settle();
    batch.cancel();
    await settle();
    expect(batch.items().map((item) => item.status)).toEqual(['done', 'cancelled', 'cancelled']);
    expect(pending.slice(1).every((run) => run.signal?.aborted)).toBe(true);
  });

  it('a new batch replaces the running one, whose late answers are ignored', async () => {
    const batch = createFileBatch();
    batch.run(task, [file('old')]);
    const old = pending[0]!;
    batch.run(task, [file('new')]);
    old.resolve({ ok: true, files: [file('old.txt')], kind: 'text', warnings: [] });
    await settle();
    expect(batch.items().map((item) => item.input.name)).toEqual(['new']);
    expect(batch.items()[0]!.status).toBe('waiting');
    batch.clear();
    await settle();
    expect(batch.items()).toEqual([]);
  });

  it('runs only what changed when the same task gets another list of files', async () => {
    const batch = createFileBatch();
    const [a, b, c, d] = [file('a'), file('b'), file('c'), file('d')];
    batch.run(task, [a, b, c]);
    pending[0]!.start();
    pending[0]!.resolve({ ok: true, files: [file('a.txt')], kind: 'text', warnings: [] });
    pending[1]!.start();
    await settle();
    const before = batch.items();
    // c taken out while it waits, d added: a keeps its result, b goes on running, only d is queued.
    batch.run(task, [a, b, d]);
    expect(pending.map((run) => run.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(pending[1]!.signal?.aborted).toBe(false);
    expect(pending[2]!.signal?.aborted).toBe(true);
    await settle();
    const after = batch.items();
    expect(after.map((item) => [item.input.name, item.status])).toEqual([['a', 'done'], ['b', 'running'], ['d', 'waiting']]);
    expect(after[0]).toBe(before[0]);
    expect(after[1]!.key).toBe(before[1]!.key);
    expect(after.map((item) => item.outputs?.[0]?.name)).toEqual(['a.txt', undefined, undefined]);
    // b taken out while it runs: its run stops, a late answer of it changes nothing.
    batch.run(task, [a, d]);
    expect(pending[1]!.signal?.aborted).toBe(true);
    pending[1]!.resolve({ ok: true, files: [file('b.txt')], kind: 'text', warnings: [] });
    pending[3]!.start();
    pending[3]!.resolve({ ok: true, files: [file('d.txt')], kind: 'text', warnings: [] });
    await settle();
    expect(batch.items().map((item) => [item.input.name, item.status, item.outputs?.[0]?.name])).toEqual([['a', 'done', 'a.txt'], ['d', 'done', 'd.txt']]);
    expect(pending).toHaveLength(4);
  });

  it('runs every file again for another task, and the cancelled ones for the same task', async () => {
    const batch = createFileBatch();
    const [a, b] = [file('a'), file('b')];
    batch.run(task, [a, b]);
    pending[0]!.start();
    pending[0]!.resolve({ ok: true, files: [file('a.txt')], kind: 'text', warnings: [] });
    await settle();
    batch.cancel();
    await settle();
    expect(batch.items().map((item) => item.status)).toEqual(['done', 'cancelled']);
    batch.run(task, [a, b]);
    expect(pending.map((run) => run.name)).toEqual(['a', 'b', 'b']);
    await settle();
    expect(batch.items().map((item) => item.status)).toEqual(['done', 'waiting']);
    batch.run({ ...task, options: { indent: 2 } }, [a, b]);
    expect(pending.map((run) => run.name)).toEqual(['a', 'b', 'b', 'a', 'b']);
    expect(pending[2]!.signal?.aborted).toBe(true);
    await settle();
    expect(batch.items().map((item) => item.status)).toEqual(['waiting', 'waiting']);
  });
});
