import { useEffect, useMemo } from 'react';
import type { ConversionOutcome } from '../../lib/data-formats/outcome';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient } from '../../lib/worker-client';

/** What a converter's worker exposes (with Comlink's `expose`). */
export interface ConverterWorkerApi<O, E = undefined> {
  convert(text: string, options: O): ConversionOutcome<E>;
}

export interface ConverterRunner<O, E> {
  run(request: ConversionRequest<O> | undefined): Promise<ConversionOutcome<E> | undefined>;
  /** Starts the worker (loading its code) ahead of the first run. */
  warm(): void;
  stop(): void;
}

export interface ConversionRequest<O> {
  text: string;
  options: O;
}

/**
 * A lazily started worker for one converter. A run still busy with an outdated input is dropped
 * (the worker is restarted), so typing into a megabyte document never queues stale work.
 */
export function createConverterRunner<O, E = undefined>(createWorker: () => Worker): ConverterRunner<O, E> {
  // Options are plain JSON-like values: structured-cloned as they are.
  const client = createWorkerClient<{ convert(text: string, options: unknown): ConversionOutcome<E> }>(createWorker);
  let running: symbol | undefined;
  return {
    async run(request) {
      if (!request) return undefined;
      if (running) client.terminate();
      const token = Symbol('conversion');
      running = token;
      try {
        return (await client.get().convert(request.text, request.options)) as ConversionOutcome<E>;
      } finally {
        if (running === token) running = undefined;
      }
    },
    warm() {
      client.get();
    },
    stop() {
      client.terminate();
      running = undefined;
    },
  };
}

/** Inputs up to this many characters are converted at once on the page (a few milliseconds). */
export const CONVERTER_WORKER_THRESHOLD = 20_000;
/** Larger inputs wait this long after the last change, then go to the worker. */
export const CONVERTER_LARGE_DELAY_MS = 150;

export interface ConversionState<E> {
  outcome: ConversionOutcome<E> | undefined;
  /** A large input is being converted in the worker. */
  pending: boolean;
}

/**
 * Live conversion: small inputs on the page as the user types, large ones in the worker after a
 * short pause (latest input only). `options` must be JSON-serialisable.
 */
export function useConversion<O, E = undefined>(
  text: string,
  options: O,
  convert: (text: string, options: O) => ConversionOutcome<E>,
  runner: ConverterRunner<O, E>,
  fallbackKey: string,
  threshold = CONVERTER_WORKER_THRESHOLD,
): ConversionState<E> {
  const optionsKey = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the options are compared by value
  const request = useMemo<ConversionRequest<O>>(() => ({ text, options }), [text, optionsKey]);
  const isLarge = text.length > threshold;
  const syncOutcome = useMemo(() => (isLarge ? undefined : convert(request.text, request.options)), [request, isLarge, convert]);
  const task = useLatestTask(isLarge ? request : undefined, runner.run, CONVERTER_LARGE_DELAY_MS);
  // The worker starts loading as soon as the input is large, during the pause before the first run.
  useEffect(() => {
    if (isLarge) runner.warm();
  }, [isLarge, runner]);
  useEffect(() => runner.stop, [runner]);

  if (!isLarge) return { outcome: syncOutcome, pending: false };
  if (task.pending) return { outcome: undefined, pending: true };
  if (task.error !== undefined) {
    return { outcome: { ok: false, messageKey: fallbackKey, detail: task.error instanceof Error ? task.error.message : String(task.error) }, pending: false };
  }
  return { outcome: task.result, pending: false };
}
