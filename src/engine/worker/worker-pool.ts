import { wrap, type Remote } from 'comlink';

/**
 * A small pool of Comlink workers (the app has one: the operation workers, operation-pool.ts), also
 * for work cut into pieces (a 5 MB script formatted statement group by statement group). Workers are started on demand, up to `size` (no second one while another is
 * still loading), and kept while idle, so the next job does not pay their start again. `cancel()`
 * drops every waiting call and terminates the busy workers (the only way to stop synchronous work);
 * their calls reject with `PoolCancelledError`.
 */
export interface WorkerPool<W> {
  readonly size: number;
  /**
   * Runs `task` with the first free worker's API; calls wait their turn in order. Aborting `signal`
   * drops the call if it waits, or terminates its worker if it runs; it then rejects with
   * `PoolCancelledError`.
   */
  run<R>(task: (api: Remote<W>) => Promise<R>, signal?: AbortSignal): Promise<R>;
  /**
   * Starts a worker ahead of the first call when none runs (its script loads while the user is
   * still typing). With `task` (loading a module), runs it on an idle worker, or on the one it
   * starts when there is none: never beside busy ones (a call that comes next would find the warm
   * worker busy and start a cold one), and never in the queue.
   */
  warm(task?: (api: Remote<W>) => Promise<unknown>): void;
  /** Drops the waiting calls and stops the running ones (their workers are terminated). */
  cancel(): void;
  /** `cancel()`, and the idle workers are terminated too. The pool can still be used afterwards. */
  dispose(): void;
}

export class PoolCancelledError extends Error {
  constructor() {
    super('The work was cancelled.');
    this.name = 'PoolCancelledError';
  }
}

/** navigator.hardwareConcurrency − 1 workers (a core stays with the page), at least 1, at most 4. */
export function defaultPoolSize(hardwareConcurrency: number | undefined = globalThis.navigator?.hardwareConcurrency): number {
  const cores = typeof hardwareConcurrency === 'number' && hardwareConcurrency > 0 ? Math.floor(hardwareConcurrency) : 2;
  return Math.max(1, Math.min(4, cores - 1));
}

interface Slot<W> {
  worker: Worker;
  api: Remote<W>;
  /** Rejects the call the worker is running (set while busy). */
  abort: ((error: unknown) => void) | undefined;
  /** Whether the worker has answered a call: until then it is still loading its code. */
  answered: boolean;
}

interface Waiting<W> {
  task: (api: Remote<W>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Set once the call runs: stops it (terminating its worker). */
  stop?: (error: unknown) => void;
}

export function createWorkerPool<W>(createWorker: () => Worker, size: number = defaultPoolSize()): WorkerPool<W> {
  const slots: Slot<W>[] = [];
  const waiting: Waiting<W>[] = [];

  const remove = (slot: Slot<W>) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    slot.worker.terminate();
  };

  const start = (slot: Slot<W>, call: Waiting<W>) => {
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      slot.abort = undefined;
      return true;
    };
    slot.abort = (error) => {
      if (settle()) call.reject(error);
    };
    call.stop = (error) => {
      if (settled || slot.abort === undefined) return;
      const abort = slot.abort;
      remove(slot);
      abort(error);
      pump();
    };
    call.task(slot.api).then(
      (value) => {
        slot.answered = true;
        if (!settle()) return;
        call.resolve(value);
        pump();
      },
      (error: unknown) => {
        slot.answered = true;
        if (!settle()) return;
        call.reject(error);
        pump();
      },
    );
  };

  const addSlot = (): Slot<W> => {
    const worker = createWorker();
    const created: Slot<W> = { worker, api: wrap<W>(worker), abort: undefined, answered: false };
    // A worker that fails to load or dies never answers: its call fails instead of hanging.
    worker.addEventListener('error', (event) => {
      event.preventDefault?.();
      const abort = created.abort;
      remove(created);
      abort?.(new Error(event.message || 'The worker failed.'));
      pump();
    });
    slots.push(created);
    return created;
  };

  const pump = () => {
    while (waiting.length > 0) {
      let slot = slots.find((candidate) => candidate.abort === undefined);
      if (!slot) {
        // No second worker while one is still loading: it would fetch and compile the same modules
        // beside it (on a cold page, two runs at once would load a tool's code twice).
        if (slots.length >= size || slots.some((candidate) => !candidate.answered)) return;
        slot = addSlot();
      }
      start(slot, waiting.shift()!);
    }
  };

  const cancel = () => {
    const error = new PoolCancelledError();
    for (const call of waiting.splice(0)) call.reject(error);
    for (const slot of [...slots]) {
      if (slot.abort === undefined) continue;
      const abort = slot.abort;
      remove(slot);
      abort(error);
    }
  };

  const run = <R>(task: (api: Remote<W>) => Promise<R>, signal?: AbortSignal): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new PoolCancelledError());
        return;
      }
      const call: Waiting<W> = { task, resolve: resolve as (value: unknown) => void, reject };
      signal?.addEventListener(
        'abort',
        () => {
          const index = waiting.indexOf(call);
          if (index >= 0) {
            waiting.splice(index, 1);
            reject(new PoolCancelledError());
          } else {
            call.stop?.(new PoolCancelledError());
          }
        },
        { once: true },
      );
      waiting.push(call);
      pump();
    });

  return {
    size,
    run,
    warm(task) {
      if (!task) {
        if (slots.length === 0) addSlot();
        return;
      }
      const idle = slots.length === 0 || (waiting.length === 0 && slots.some((slot) => slot.abort === undefined));
      if (idle) run(task).catch(() => {});
    },
    cancel,
    dispose() {
      cancel();
      for (const slot of [...slots]) remove(slot);
    },
  };
}

/**
 * Runs `count` pieces of work, each on a worker that `hold` gives (`(task) => pool.run(task, signal)`,
 * or `ToolJobs.hold`), at most `concurrency` at a time (all at once by default: every worker is
 * kept busy), and hands the results to `onResult` strictly in order: piece 3 is reported after
 * pieces 0–2, whatever order the workers finish in. `onResult` returning `false` stops the rest
 * (the waiting pieces are not started; the result of those already running is ignored). Resolves
 * once everything wanted is reported. A failing piece rejects the whole.
 */
export async function runInOrder<A, R>(
  hold: (task: (api: A) => Promise<R>) => Promise<R>,
  count: number,
  task: (api: A, index: number) => Promise<R>,
  onResult: (result: R, index: number) => boolean | void,
  concurrency = count,
): Promise<void> {
  let stopped = false;
  // Pieces past `concurrency` wait here, in order, for a running one to end.
  let running = 0;
  const queued: Array<() => void> = [];
  const turn = () => (running < concurrency ? ((running += 1), Promise.resolve()) : new Promise<void>((resolve) => queued.push(resolve)));
  const done = () => {
    const next = queued.shift();
    if (next) next();
    else running -= 1;
  };
  const results = new Array<Promise<R>>(count);
  for (let index = 0; index < count; index += 1) {
    const piece = (api: A) => (stopped ? Promise.resolve(undefined as R) : task(api, index));
    results[index] = concurrency >= count ? hold(piece) : turn().then(() => hold(piece).finally(done));
    // Reported in order below; a rejection is handled there (not an unhandled rejection meanwhile).
    results[index]!.catch(() => {});
  }
  for (let index = 0; index < count; index += 1) {
    const result = await results[index]!;
    if (onResult(result, index) === false) {
      stopped = true;
      return;
    }
  }
}

/** Pieces of this many characters take 10–15 ms each to copy into a worker's message on the 2-core machine. */
export const TEXT_PIECE_CHARS = 512 * 1024;

/**
 * Hands `text` to a worker in pieces, each posted in a task of its own: copying a 5 MB text into one
 * message blocks the page for 70–90 ms (10 MB of UTF-16 once it holds a character beyond Latin-1).
 * `append` is the worker's call that keeps a piece (see TextInbox); the worker then joins them.
 */
export async function sendTextInPieces(text: string, append: (piece: string) => Promise<unknown>): Promise<void> {
  const sent: Promise<unknown>[] = [];
  for (let start = 0; start < text.length; start += TEXT_PIECE_CHARS) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    sent.push(append(text.slice(start, start + TEXT_PIECE_CHARS)));
  }
  await Promise.all(sent);
}

/** The worker's side of sendTextInPieces: `append` keeps a piece, `take` joins what came and starts over. */
export class TextInbox {
  private pieces: string[] = [];

  append(piece: string): void {
    this.pieces.push(piece);
  }

  take(): string {
    const text = this.pieces.join('');
    this.pieces = [];
    return text;
  }
}
