import { useCallback, useEffect, useRef, useState } from 'react';
import type { JobProgress } from './use-worker-job';
import { createWorkerPool, defaultPoolSize, PoolCancelledError, type WorkerPool } from '../../engine/worker/worker-pool';

/**
 * The state of a job cut into pieces and run on a worker pool (see worker-pool.ts). While running,
 * `partial` holds what is already known (the first formatted statements of a long script), so the
 * screen can show it before the end; `progress` is unknown until the job reports it (and while
 * waiting for the typing pause). `cancelled`: stopped by `cancel()`, nothing to show.
 */
export type PoolJobState<R, P> =
  | { status: 'idle' }
  | { status: 'running'; progress: JobProgress | undefined; partial: P | undefined }
  | { status: 'done'; result: R }
  | { status: 'error'; error: unknown }
  | { status: 'cancelled' };

/** What a job reports while it runs, and the typing pause it may wait for. */
export interface PoolJobReport<P> {
  progress(done: number, total: number): void;
  /** The partial result; the function is only called when the screen is about to show it. */
  partial(value: () => P): void;
  /**
   * Settles once the input has not changed for `delayMs`: a job starts at once (a small first piece
   * can be shown right away) and waits for this before its heavy part. Rejects with
   * PoolCancelledError when the input changes first.
   */
  pause(): Promise<void>;
}

export type PoolJobRunner<W, I, R, P> = (pool: WorkerPool<W>, input: I, report: PoolJobReport<P>) => Promise<R>;

export interface PoolJobOptions {
  /** The typing pause (in a large text) that `report.pause()` waits for. */
  delayMs?: number;
  /** Workers in the pool; default hardwareConcurrency − 1, at least 1, at most 4. */
  size?: number;
}

export interface PoolJob<R, P> {
  state: PoolJobState<R, P>;
  /** Stops the running (or about to start) job: state `cancelled` until the input changes. */
  cancel: () => void;
}

/** Progress is shown at most every 100 ms (each update renders the page); a partial result at most every second (it can be large). */
const PROGRESS_INTERVAL_MS = 100;
const PARTIAL_INTERVAL_MS = 1000;

const PENDING = { status: 'running', progress: undefined, partial: undefined } as const;

/**
 * Runs `run(pool, input)` on a pool of workers whenever `input` changes (the job waits for the typing
 * pause itself: `report.pause()`), with
 * progress, a partial result, cancel, and "the newest input replaces the older job": a job still
 * running for an older input is stopped (its busy workers terminated) and its answers ignored. The
 * state of an older input is never returned: right after a change the state is `running` (pending).
 * `input` undefined: nothing runs (idle). `createWorker` and `run` should be module-level functions.
 */
export function usePoolJob<W, I, R, P = never>(input: I | undefined, createWorker: () => Worker, run: PoolJobRunner<W, I, R, P>, options: PoolJobOptions = {}): PoolJob<R, P> {
  const { delayMs = 0, size = defaultPoolSize() } = options;
  const [pool] = useState(() => createWorkerPool<W>(createWorker, size));
  const [current, setCurrent] = useState<{ input: I | undefined; state: PoolJobState<R, P> }>({ input, state: input === undefined ? { status: 'idle' } : PENDING });
  const generation = useRef(0);
  const busy = useRef(false);
  /** Ends the running job's typing pause early (with PoolCancelledError). */
  const endPause = useRef<(() => void) | undefined>(undefined);
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });

  /** Forgets the running job (its late answers are ignored) and stops its workers. */
  const stop = useCallback(() => {
    generation.current += 1;
    endPause.current?.();
    endPause.current = undefined;
    if (busy.current) pool.cancel();
    busy.current = false;
  }, [pool]);

  useEffect(() => {
    stop();
    // Until the job reports, the state shown is derived below: idle, or pending for the new input.
    if (input === undefined) return;
    const id = generation.current;
    const isCurrent = () => generation.current === id;
    const set = (state: PoolJobState<R, P>) => {
      if (isCurrent()) setCurrent({ input, state });
    };

    let progress: JobProgress | undefined;
    let partial: (() => P) | undefined;
    let shownPartial: P | undefined;
    let lastProgress = 0;
    let lastPartial = 0;
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      flushTimer = undefined;
      if (!isCurrent()) return;
      const now = performance.now();
      lastProgress = now;
      if (partial) {
        lastPartial = now;
        shownPartial = partial();
        partial = undefined;
      }
      set({ status: 'running', progress, partial: shownPartial });
    };
    const schedule = (wait: number) => {
      if (flushTimer === undefined) flushTimer = setTimeout(flush, Math.max(0, wait));
    };
    const pause = new Promise<void>((resolve, reject) => {
      const pauseTimer = setTimeout(resolve, delayMs);
      endPause.current = () => {
        clearTimeout(pauseTimer);
        reject(new PoolCancelledError());
      };
    });
    pause.catch(() => {});
    const report: PoolJobReport<P> = {
      progress(done, total) {
        progress = { done, total };
        schedule(PROGRESS_INTERVAL_MS - (performance.now() - lastProgress));
      },
      partial(value) {
        partial = value;
        // The first partial result is shown at once; later ones at most every PARTIAL_INTERVAL_MS.
        schedule(shownPartial === undefined ? 0 : PARTIAL_INTERVAL_MS - (performance.now() - lastPartial));
      },
      pause: () => pause,
    };

    busy.current = true;
    const finish = (state: PoolJobState<R, P>) => {
      clearTimeout(flushTimer);
      if (!isCurrent()) return;
      busy.current = false;
      set(state);
    };
    runRef.current(pool, input, report).then(
      (result) => finish({ status: 'done', result }),
      (error: unknown) => {
        if (!(error instanceof PoolCancelledError)) finish({ status: 'error', error });
      },
    );
    return () => clearTimeout(flushTimer);
  }, [input, delayMs, pool, stop]);

  const cancel = useCallback(() => {
    stop();
    setCurrent((previous) => (previous.input === undefined ? previous : { input: previous.input, state: { status: 'cancelled' } }));
  }, [stop]);

  // One worker starts (and loads its code) once the page is idle, so that a large paste finds it
  // ready: starting it after the paste put ~100 ms (a new isolate, the module's compilation) before
  // the first output.
  useEffect(() => {
    const idle = typeof requestIdleCallback === 'function';
    const handle = idle ? requestIdleCallback(() => pool.warm(), { timeout: 2000 }) : setTimeout(() => pool.warm(), 500);
    return () => (idle ? cancelIdleCallback(handle as number) : clearTimeout(handle as ReturnType<typeof setTimeout>));
  }, [pool]);

  useEffect(
    () => () => {
      stop();
      pool.dispose();
    },
    [pool, stop],
  );

  const state: PoolJobState<R, P> = Object.is(current.input, input) ? current.state : input === undefined ? { status: 'idle' } : PENDING;
  return { state, cancel };
}
