import { expose } from 'comlink';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createWorkerPool, defaultPoolSize, PoolCancelledError, runInOrder, sendTextInPieces, TEXT_PIECE_CHARS, TextInbox, type WorkerPool } from './worker-pool';

/** A pool whose "workers" answer after the given delays (no real Worker in Node). */
function fakePool(size: number): WorkerPool<{ id: number }> & { started: number[] } {
  let running = 0;
  const waiting: Array<() => void> = [];
  const started: number[] = [];
  return {
    size,
    started,
    run<R>(task: (api: never) => Promise<R>) {
      return new Promise<R>((resolve, reject) => {
        const go = () => {
          running += 1;
          task({} as never)
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              waiting.shift()?.();
            });
        };
        if (running < size) go();
        else waiting.push(go);
      });
    },
    warm() {},
    cancel() {},
    dispose() {},
  };
}

describe('worker pool', () => {
  it.each([
    [undefined, 1],
    [1, 1],
    [2, 1],
    [4, 3],
    [8, 4],
    [64, 4],
  ])('hardwareConcurrency %s → %i workers', (cores, size) => {
    expect(defaultPoolSize(cores)).toBe(size);
  });

  it('reports results in order whatever order they finish in, and stops when asked', async () => {
    const pool = fakePool(3);
    const delays = [30, 5, 1, 20, 1];
    const seen: number[] = [];
    await runInOrder<unknown, number>(
      (task) => pool.run(task),
      delays.length,
      (_api, index) => new Promise<number>((resolve) => setTimeout(() => resolve(index * 10), delays[index])),
      (result) => {
        seen.push(result);
      },
    );
    expect(seen).toEqual([0, 10, 20, 30, 40]);

    const stopped: number[] = [];
    const started: number[] = [];
    // One worker: the pieces after the one that stops are never started.
    const single = fakePool(1);
    await runInOrder<unknown, number>(
      (task) => single.run(task),
      5,
      async (_api, index) => (started.push(index), index),
      (result) => (stopped.push(result), result < 2),
    );
    expect(stopped).toEqual([0, 1, 2]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1, 2]);
  });

  it('runs at most `concurrency` pieces at a time, asking for them in order', async () => {
    const pool = fakePool(4);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const seen: number[] = [];
    await runInOrder<unknown, number>(
      (task) => pool.run(task),
      6,
      async (_api, index) => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, [20, 1, 5, 1, 10, 1][index]));
        running -= 1;
        return index;
      },
      (result) => void seen.push(result),
      2,
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('a failing piece rejects the run', async () => {
    const pool = fakePool(2);
    await expect(runInOrder<unknown, number>((task) => pool.run(task), 3, async (_api, index) => (index === 1 ? Promise.reject(new PoolCancelledError()) : index), () => {})).rejects.toBeInstanceOf(PoolCancelledError);
  });
});

/** A stand-in for a module worker: a Comlink API behind a message port, answering after `delayMs`. */
function fakeWorker(id: number, delayMs: number): Worker {
  const { port1, port2 } = new MessageChannel();
  expose({ whoAmI: () => new Promise<number>((resolve) => setTimeout(() => resolve(id), delayMs)) }, port2 as unknown as MessagePort);
  return Object.assign(port1, { terminate: () => port1.close(), onerror: null }) as unknown as Worker;
}

describe('createWorkerPool', () => {
  it('starts no second worker while the first is still loading, then grows up to its size', async () => {
    const created: number[] = [];
    const pool = createWorkerPool<{ whoAmI(): Promise<number> }>(() => {
      created.push(created.length);
      return fakeWorker(created.length - 1, 20);
    }, 2);
    // Two calls at once on a cold pool: one worker answers both, in turn.
    expect(await Promise.all([pool.run((api) => api.whoAmI()), pool.run((api) => api.whoAmI())])).toEqual([0, 0]);
    expect(created).toEqual([0]);
    // Once it has answered, a call that finds it busy gets a worker of its own; never more than two.
    expect(await Promise.all([1, 2, 3].map(() => pool.run((api) => api.whoAmI())))).toEqual([0, 1, 0]);
    expect(created).toEqual([0, 1]);
    pool.dispose();
  });
});

describe('createWorkerPool: warm', () => {
  it('runs a warming task on an idle worker, or the one it starts; never beside a busy one', async () => {
    const created: number[] = [];
    const pool = createWorkerPool<{ whoAmI(): Promise<number> }>(() => {
      created.push(created.length);
      return fakeWorker(created.length - 1, 20);
    }, 2);
    const warmed: number[] = [];
    pool.warm(async (api) => warmed.push(await api.whoAmI()));
    await expect.poll(() => warmed).toEqual([0]);
    const busy = pool.run((api) => api.whoAmI());
    pool.warm(async (api) => warmed.push(await api.whoAmI()));
    expect(await busy).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(warmed).toEqual([0]);
    expect(created).toEqual([0]);
    pool.dispose();
  });
});

describe('sendTextInPieces', () => {
  it('hands a text over in pieces, each posted in a task of its own, that the inbox joins back', async () => {
    const inbox = new TextInbox();
    const text = Array.from({ length: 2.5 * TEXT_PIECE_CHARS }, (_, index) => String.fromCharCode(0x41 + (index % 26)) + (index % 1000 === 0 ? 'é😀' : '')).join('');
    const posted: Array<{ length: number; afterATask: boolean }> = [];
    // A timer set when a piece is posted has run by the next piece only if a task came between them.
    let taskRan = true;
    await sendTextInPieces(text, async (piece) => {
      posted.push({ length: piece.length, afterATask: taskRan });
      taskRan = false;
      setTimeout(() => (taskRan = true), 0);
      inbox.append(piece);
    });
    expect(posted).toEqual([TEXT_PIECE_CHARS, TEXT_PIECE_CHARS, text.length - 2 * TEXT_PIECE_CHARS].map((length) => ({ length, afterATask: true })));
    expect(inbox.take()).toBe(text);
    expect(inbox.take()).toBe('');
  });

  it('sends nothing for an empty text', async () => {
    const pieces: string[] = [];
    await sendTextInPieces('', async (piece) => void pieces.push(piece));
    expect(pieces).toEqual([]);
  });
});
