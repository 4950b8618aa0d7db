import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RunControl } from '../../engine/worker/operation-client';
import type { JobProgress } from './use-worker-job';
import { PoolCancelledError } from '../../engine/worker/worker-pool';

/**
 * The state of a result that follows its input. `pending`: the newest input has no answer yet
 * (nothing older is ever shown as its answer); `cancelled`: stopped by `cancel()` until the input
 * changes.
 */
export type LiveState<R> =
  | { status: 'idle' }
  | { status: 'pending'; progress: JobProgress | undefined }
  | { status: 'done'; value: R }
  | { status: 'error'; error: unknown }
  | { status: 'cancelled' };

export interface LiveResult<R> {
  state: LiveState<R>;
  /** The value when done, else undefined. */
  value: R | undefined;
  /** The error when the newest run failed, else undefined. */
  error: unknown;
  pending: boolean;
  /** How far a pending run is (0–100), when it reports progress. */
  percent: number | undefined;
  /** Stops the running (or about to start) run: state `cancelled` until the input changes. */
  cancel: () => void;
}

/**
 * How to compute: `local` on the page (synchronous answers show in the same render, no flash),
 * `remote` off the page for what `isLarge` says is large, after a pause of `delayMs` since the
 * last change. Pass module-level functions (they are compared by identity).
 */
export interface LiveCompute<Q, R> {
  local?: (request: Q) => R | Promise<R>;
  remote?: (request: Q, control: Required<RunControl>) => Promise<R>;
  isLarge?: (request: Q) => boolean;
  delayMs?: number;
  /** Called as soon as a request is large (start the worker while the user is still typing). */
  warm?: () => void;
}

type LocalOutcome<R> = { kind: 'value'; value: R } | { kind: 'error'; error: unknown } | { kind: 'promise'; promise: Promise<R> };

const PROGRESS_INTERVAL_MS = 50;

function isPromise<R>(value: R | Promise<R>): value is Promise<R> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * The one live-result hook: recomputes `request` whenever it changes (compared by identity: build
 * it with useMemo), small requests on the page, large ones in a worker; the newest request wins (an
 * older run is aborted and its answer ignored); errors are values, never thrown into React.
 * `request` undefined: idle.
 */
export function useLiveResult<Q, R>(request: Q | undefined, compute: LiveCompute<Q, R>): LiveResult<R> {
  const { local, remote, isLarge, delayMs = 0, warm } = compute;
  const large = request !== undefined && remote !== undefined && (local === undefined || (isLarge?.(request) ?? false));

  const localOutcome = useMemo<LocalOutcome<R> | undefined>(() => {
    if (request === undefined || large || !local) return undefined;
    try {
      const value = local(request);
      return isPromise(value) ? { kind: 'promise', promise: value } : { kind: 'value', value };
    } catch (error) {
      return { kind: 'error', error };
    }
  }, [request, large, local]);

  const [settled, setSettled] = useState<{ request: Q | undefined; state: LiveState<R> }>({ request: undefined, state: { status: 'idle' } });
  const controller = useRef<{ request: Q; abort: AbortController } | undefined>(undefined);

  useEffect(() => {
    if (request === undefined) return;
    const promise = localOutcome?.kind === 'promise' ? localOutcome.promise : undefined;
    if (!large && !promise) return;
    if (large) warm?.();
    const abort = new AbortController();
    controller.current = { request, abort };
    const set = (state: LiveState<R>) => {
      if (!abort.signal.aborted) setSettled({ request, state });
    };
    let lastProgress = 0;
    const onProgress = (done: number, total: number) => {
      const now = performance.now();
      if (done < total && now - lastProgress < PROGRESS_INTERVAL_MS) return;
      lastProgress = now;
      set({ status: 'pending', progress: { done, total } });
    };
    const timer = setTimeout(
      () => {
        const running = promise ?? remote!(request, { signal: abort.signal, onProgress });
        const finish = (state: LiveState<R>) => {
          if (controller.current?.abort === abort) controller.current = undefined;
          set(state);
        };
        running.then(
          (value) => finish({ status: 'done', value }),
          (error: unknown) => {
            if (!(error instanceof PoolCancelledError)) finish({ status: 'error', error });
          },
        );
      },
      large ? delayMs : 0,
    );
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [request, large, localOutcome, remote, delayMs, warm]);

  const cancel = useCallback(() => {
    const running = controller.current;
    if (!running) return;
    running.abort.abort();
    setSettled({ request: running.request, state: { status: 'cancelled' } });
  }, []);

  let state: LiveState<R>;
  if (request === undefined) state = { status: 'idle' };
  else if (localOutcome?.kind === 'value') state = { status: 'done', value: localOutcome.value };
  else if (localOutcome?.kind === 'error') state = { status: 'error', error: localOutcome.error };
  else if (Object.is(settled.request, request)) state = settled.state;
  else state = { status: 'pending', progress: undefined };

  const percent =
    state.status === 'pending' && state.progress && state.progress.total > 0 ? Math.min(100, Math.round((state.progress.done / state.progress.total) * 100)) : undefined;
  return {
    state,
    value: state.status === 'done' ? state.value : undefined,
    error: state.status === 'error' ? state.error : undefined,
    pending: state.status === 'pending',
    percent,
    cancel,
  };
}
