import { proxy, wrap, type Remote } from 'comlink';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Progress as the worker reports it: `done` of `total` units (bytes, rows, rounds…). */
export interface JobProgress {
  done: number;
  total: number;
}

const ABANDONED = Symbol('abandoned');

export type JobState<R> =
  | { status: 'idle' }
  | { status: 'running'; progress: JobProgress | undefined }
  | { status: 'done'; result: R }
  | { status: 'error'; error: unknown };

/** What a job receives: the worker's Comlink API and a progress callback it may pass along. */
export type JobRunner<W, A extends unknown[], R> = (
  api: Remote<W>,
  onProgress: ((done: number, total: number) => void) & object,
  ...args: A
) => Promise<R>;

export interface WorkerJob<A extends unknown[], R> {
  state: JobState<R>;
  /** Starts a job; a job still running is cancelled first (its worker terminated): the newer one wins. */
  start: (...args: A) => Promise<JobState<R>>;
  /** Stops the running job (terminates its worker) and returns to idle. */
  cancel: () => void;
  /** Forgets the last result or error (back to idle); cancels a running job. */
  reset: () => void;
}

/**
 * Runs long work in a Web Worker with progress and cancel. One worker at a time: it is created on
 * the first job and reused for the next ones while idle; starting a job while another runs, or
 * cancelling, terminates the worker (the only way to stop synchronous work) so nothing stale ever
 * reaches the state. The worker ends when the component unmounts.
 *
 * `createWorker` must be stable (a module-level function); `run` calls the worker's API, e.g.
 * `(api, onProgress, file) => api.hashFile(file, onProgress)`; `onProgress` is already a Comlink
 * proxy, so the worker can call it with `(done, total)`.
 */
export function useWorkerJob<W, A extends unknown[], R>(createWorker: () => Worker, run: JobRunner<W, A, R>): WorkerJob<A, R> {
  const [state, setState] = useState<JobState<R>>({ status: 'idle' });
  const worker = useRef<{ worker: Worker; api: Remote<W> } | undefined>(undefined);
  const running = useRef<{ id: number; abandon: () => void } | undefined>(undefined);
  const nextId = useRef(0);
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });

  /** Stops the worker; a job waiting on it settles as abandoned (a terminated worker never answers). */
  const terminate = useCallback(() => {
    worker.current?.worker.terminate();
    worker.current = undefined;
    running.current?.abandon();
    running.current = undefined;
  }, []);

  const start = useCallback(
    async (...args: A): Promise<JobState<R>> => {
      if (running.current !== undefined) terminate();
      const id = (nextId.current += 1);
      let abandon = () => {};
      const abandoned = new Promise<typeof ABANDONED>((resolve) => (abandon = () => resolve(ABANDONED)));
      running.current = { id, abandon };
      if (!worker.current) {
        const created = createWorker();
        worker.current = { worker: created, api: wrap<W>(created) };
      }
      const isCurrent = () => running.current?.id === id;
      setState({ status: 'running', progress: undefined });
      let lastReport = 0;
      const onProgress = proxy((done: number, total: number) => {
        if (!isCurrent()) return;
        // At most one re-render per animation frame's worth of time, and always the final one.
        const now = performance.now();
        if (done < total && now - lastReport < 16) return;
        lastReport = now;
        setState({ status: 'running', progress: { done, total } });
      });
      let outcome: JobState<R>;
      try {
        const result = await Promise.race([runRef.current(worker.current.api, onProgress, ...args), abandoned]);
        if (result === ABANDONED) return { status: 'idle' };
        outcome = { status: 'done', result: result as R };
      } catch (error) {
        outcome = { status: 'error', error };
      }
      if (!isCurrent()) return { status: 'idle' };
      running.current = undefined;
      setState(outcome);
      return outcome;
    },
    [createWorker, terminate],
  );

  const cancel = useCallback(() => {
    if (running.current !== undefined) terminate();
    setState({ status: 'idle' });
  }, [terminate]);

  useEffect(() => terminate, [terminate]);

  return { state, start, cancel, reset: cancel };
}

/** The progress of a running job as a percentage (0–100), or undefined when unknown. */
export function jobPercent(state: JobState<unknown>): number | undefined {
  if (state.status !== 'running' || !state.progress || state.progress.total <= 0) return undefined;
  return Math.min(100, Math.round((state.progress.done / state.progress.total) * 100));
}
