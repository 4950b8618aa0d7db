import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RunControl } from '../../engine/worker/operation-client';
import { PoolCancelledError } from '../../engine/worker/worker-pool';

/** How far a run is, as it reports it: `done` of `total` units (bytes, rows, rounds…). */
export interface LiveProgress {
  done: number;
  total: number;
}

/**
 * The state of a result that follows its input. `pending`: the newest input has no answer yet
 * (nothing older is ever shown as its answer), with what the run has reported so far: its progress
 * and a partial value (the start of its output); `cancelled`: stopped by `cancel()` until the input
 * changes.
 */
export type LiveState<R, P = never> =
  | { status: 'idle' }
  | { status: 'pending'; progress: LiveProgress | undefined; partial?: P }
  | { status: 'done'; value: R }
  | { status: 'error'; error: unknown }
  | { status: 'cancelled' };

export interface LiveResult<R, P = never> {
  state: LiveState<R, P>;
  /** The value when done, else undefined. */
  value: R | undefined;
  /**
   * The value when done; while a newer request is pending, the last value this hook gave (the
   * previous result can stay on screen, dimmed, instead of a blank); else undefined.
   */
  latest: R | undefined;
  /** The error when the newest run failed, else undefined. */
  error: unknown;
  pending: boolean;
  /** How far a pending run is (0–100), when it reports progress. */
  percent: number | undefined;
  /** What a pending run has reported of its output so far (see `LiveControl.onPartial`). */
  partial: P | undefined;
  /** Stops the running (or about to start) run: state `cancelled` until the input changes. */
  cancel: () => void;
}

/** What a remote run receives: how it is stopped, and how it reports while it runs. */
export interface LiveControl<P = never> extends Required<RunControl> {
  /**
   * A partial value to show while the run is pending (the start of a long output). The function is
   * called only when the value is about to be shown: the first at once, later ones at most every
   * second (the newest then); keep what it builds small (each one lays the page out again).
   */
  onPartial: (value: () => P) => void;
  /**
   * Settles when the typing pause is over (`delayMs` after the request was set): an `eager` run
   * awaits it before its heavy part. Rejects with `PoolCancelledError` when the request changes or
   * the run is cancelled first. Settled at once for a run that is not eager.
   */
  pause: () => Promise<void>;
}

/**
 * How to compute: `local` on the page in the render (synchronous answers show in the same render,
 * no flash), `remote` after a pause of `delayMs` since the last change for what `isLarge` says is
 * large (every request when there is no `local`): off the page (`runInWorker`, `toolJobs(…).run`
 * on the operation workers), or an asynchronous step that needs the page (the HTML editor's
 * sanitizer) kept off the typing path. Pass module-level functions (they are compared by identity).
 */
export interface LiveCompute<Q, R, P = never> {
  local?: (request: Q) => R | Promise<R>;
  remote?: (request: Q, control: LiveControl<P>) => Promise<R>;
  isLarge?: (request: Q) => boolean;
  /** The pause after a change before a remote run starts (a function: per request). */
  delayMs?: number | ((request: Q) => number);
  /** Called as soon as a request is large (start the worker while the user is still typing, during the pause). */
  warm?: () => void;
  /**
   * Also call `warm` once the page is idle after the hook mounts: a screen made for megabyte pastes
   * finds its worker started and its code loaded (starting it after the paste put ~100 ms before
   * the first output).
   */
  warmWhenIdle?: boolean;
  /**
   * Serial runs (for all requests, or those the function picks): a newer request does not stop the
   * running one (stopping it would terminate a worker that has its libraries or dictionaries loaded),
   * whose answer is dropped; the newest request waits for it, and those that came in between never
   * run. `cancel()` still stops it.
   */
  serial?: boolean | ((request: Q) => boolean);
  /**
   * The remote run starts as soon as the request changes, without waiting for `delayMs`: it can
   * show a small first piece at once, and awaits `control.pause()` before its heavy part. A newer
   * request stops it (eager runs are never serial).
   */
  eager?: boolean;
}

type LocalOutcome<R> = { kind: 'value'; value: R } | { kind: 'error'; error: unknown } | { kind: 'promise'; promise: Promise<R> };

/** One request's run: `live` while it is the newest request's and not cancelled (only then is its state shown). */
interface Run<Q> {
  request: Q;
  abort: AbortController;
  live: boolean;
  started: boolean;
  finished: boolean;
}

/** The serial run that is running, and the newest serial request waiting for it. */
interface SerialQueue {
  running: Run<unknown> | undefined;
  waiting: { run: Run<unknown>; start: () => Promise<unknown> } | undefined;
}

/**
 * Progress is shown at most every 100 ms (each update renders the screen); a partial value at most
 * every second (it can be large: each one lays the page out again), the first at once.
 */
const PROGRESS_INTERVAL_MS = 100;
const PARTIAL_INTERVAL_MS = 1000;
/** A timer may fire a little before the time asked for (clamping, rounding). */
const TIMER_SLACK_MS = 4;

const IDLE = { status: 'idle' } as const;
const PENDING = { status: 'pending', progress: undefined } as const;

function isPromise<R>(value: R | Promise<R>): value is Promise<R> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

function enqueue(queue: SerialQueue, run: Run<unknown>, start: () => Promise<unknown>): void {
  if (queue.running) {
    // Replaces an older request that was waiting: it never runs.
    queue.waiting = { run, start };
    return;
  }
  queue.running = run;
  void start()
    .catch(() => {})
    .finally(() => {
      if (queue.running === run) queue.running = undefined;
      const next = queue.waiting;
      queue.waiting = undefined;
      if (next) enqueue(queue, next.run, next.start);
    });
}

/**
 * The one live-result hook: recomputes `request` whenever it changes (compared by identity: build
 * it with useMemo), small requests on the page, large ones off it; the newest request wins (an
 * older run is aborted and its answer ignored, or left to finish when `serial`); errors are values,
 * never thrown into React; a remote run may report progress and a partial value while pending.
 * `request` undefined: idle.
 */
export function useLiveResult<Q, R, P = never>(request: Q | undefined, compute: LiveCompute<Q, R, P>): LiveResult<R, P> {
  const { local, remote, isLarge, delayMs = 0, warm, warmWhenIdle = false, serial = false, eager = false } = compute;
  const large = request !== undefined && remote !== undefined && (local === undefined || (isLarge?.(request) ?? false));

  const localOutcome = useMemo<LocalOutcome<R> | undefined>(() => {
    if (request === undefined || large || !local) return undefined;
    try {
      const value = local(request);
      if (!isPromise(value)) return { kind: 'value', value };
      // A render React throws away leaves its promise to nobody: its failure must not surface as an
      // unhandled rejection (the effect of a kept render still takes it as the error it is).
      Promise.resolve(value).catch(() => {});
      return { kind: 'promise', promise: value };
    } catch (error) {
      return { kind: 'error', error };
    }
  }, [request, large, local]);

  const [settled, setSettled] = useState<{ request: Q | undefined; state: LiveState<R, P> }>({ request: undefined, state: IDLE });
  /** The newest request's run (what `cancel` stops). */
  const current = useRef<Run<Q> | undefined>(undefined);
  const queue = useRef<SerialQueue>({ running: undefined, waiting: undefined });

  useEffect(() => {
    if (request === undefined) return;
    const promise = localOutcome?.kind === 'promise' ? localOutcome.promise : undefined;
    if (!large && !promise) return;
    const inQueue = large && !eager && (typeof serial === 'function' ? serial(request) : serial);
    const wait = large ? (typeof delayMs === 'function' ? delayMs(request) : delayMs) : 0;
    const abort = new AbortController();
    const run: Run<Q> = { request, abort, live: true, started: false, finished: false };
    current.current = run;

    // What the run reports, shown while it is live and has not answered (a report may trail the
    // answer: it travels on its own message port).
    let progress: LiveProgress | undefined;
    let progressShown = true;
    let partial: (() => P) | undefined;
    let shown: { value: P } | undefined;
    let lastProgress = -Infinity;
    let lastPartial = -Infinity;
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    let flushAt = Infinity;
    const schedule = (delay: number) => {
      const at = performance.now() + Math.max(0, delay);
      if (flushTimer !== undefined && flushAt <= at) return;
      clearTimeout(flushTimer);
      flushAt = at;
      flushTimer = setTimeout(flush, Math.max(0, delay));
    };
    const flush = () => {
      flushTimer = undefined;
      flushAt = Infinity;
      if (!run.live || run.finished) return;
      const now = performance.now();
      const partialDue = partial !== undefined && (shown === undefined || now - lastPartial >= PARTIAL_INTERVAL_MS - TIMER_SLACK_MS);
      if (partialDue) {
        lastPartial = now;
        shown = { value: partial!() };
        partial = undefined;
      }
      if (partialDue || !progressShown) {
        lastProgress = now;
        progressShown = true;
        setSettled({ request, state: shown ? { status: 'pending', progress, partial: shown.value } : { status: 'pending', progress } });
      }
      if (partial) schedule(PARTIAL_INTERVAL_MS - (now - lastPartial));
    };
    const finish = (state: LiveState<R, P>) => {
      if (run.finished) return;
      run.finished = true;
      clearTimeout(flushTimer);
      if (run.live) setSettled({ request, state });
    };

    let pauseTimer: ReturnType<typeof setTimeout> | undefined;
    const pause = new Promise<void>((resolve, reject) => {
      if (!eager || wait <= 0) return resolve();
      pauseTimer = setTimeout(resolve, wait);
      abort.signal.addEventListener('abort', () => reject(new PoolCancelledError()), { once: true });
    });
    pause.catch(() => {});

    const control: LiveControl<P> = {
      signal: abort.signal,
      onProgress: (done, total) => {
        progress = { done, total };
        progressShown = false;
        schedule(PROGRESS_INTERVAL_MS - (performance.now() - lastProgress));
      },
      onPartial: (value) => {
        partial = value;
        schedule(shown === undefined ? 0 : PARTIAL_INTERVAL_MS - (performance.now() - lastPartial));
      },
      pause: () => pause,
    };

    const start = () => {
      run.started = true;
      let running: Promise<R>;
      try {
        running = promise ?? remote!(request, control);
      } catch (error) {
        running = Promise.reject(error);
      }
      running.then(
        (value) => finish({ status: 'done', value }),
        (error: unknown) => finish(error instanceof PoolCancelledError ? { status: 'cancelled' } : { status: 'error', error }),
      );
      return running;
    };
    const queued = queue.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (eager && large) start();
    else timer = setTimeout(() => (inQueue ? enqueue(queued, run as Run<unknown>, start) : void start()), wait);
    // After an eager run's first call: warming first would take the warm worker and send that call to a cold one.
    if (large) warm?.();

    return () => {
      clearTimeout(timer);
      clearTimeout(pauseTimer);
      clearTimeout(flushTimer);
      run.live = false;
      if (queued.waiting?.run === run) queued.waiting = undefined;
      // A serial run that has started is left to finish (its answer is dropped); any other stops.
      if (!(inQueue && run.started)) abort.abort();
    };
  }, [request, large, localOutcome, remote, delayMs, warm, serial, eager]);

  useEffect(() => {
    if (!warmWhenIdle || !warm) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(warm, 500);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => warm(), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [warm, warmWhenIdle]);

  // Unmounted: the serial run still going is stopped too.
  useEffect(() => {
    const queued = queue.current;
    return () => {
      queued.waiting = undefined;
      queued.running?.abort.abort();
    };
  }, []);

  const cancel = useCallback(() => {
    const queued = queue.current;
    queued.waiting = undefined;
    queued.running?.abort.abort();
    const run = current.current;
    if (!run || !run.live || run.finished) return;
    run.live = false;
    run.abort.abort();
    setSettled({ request: run.request, state: { status: 'cancelled' } });
  }, []);

  let state: LiveState<R, P>;
  if (request === undefined) state = IDLE;
  else if (localOutcome?.kind === 'value') state = { status: 'done', value: localOutcome.value };
  else if (localOutcome?.kind === 'error') state = { status: 'error', error: localOutcome.error };
  else if (Object.is(settled.request, request)) state = settled.state;
  else state = PENDING;

  const value = state.status === 'done' ? state.value : undefined;
  // The last value given, kept for `latest` while a newer request is pending.
  const [last, setLast] = useState<{ value: R } | undefined>(undefined);
  if (state.status === 'done' && (last === undefined || !Object.is(last.value, state.value))) setLast({ value: state.value });
  const latest = state.status === 'done' ? state.value : state.status === 'pending' ? last?.value : undefined;

  const percent =
    state.status === 'pending' && state.progress && state.progress.total > 0 ? Math.min(100, Math.round((state.progress.done / state.progress.total) * 100)) : undefined;
  return {
    state,
    value,
    latest,
    error: state.status === 'error' ? state.error : undefined,
    pending: state.status === 'pending',
    percent,
    partial: state.status === 'pending' ? state.partial : undefined,
    cancel,
  };
}
