import { useCallback, useEffect, useRef, useState } from 'react';
import type { BatchTask } from '../../engine/batch';
import type { OperationFailure } from '../../engine/failure';
import type { RecipeProblem } from '../../engine/recipe/recipe-problem';
import { operationClient } from '../../engine/worker/operation-pool';
import { PoolCancelledError } from '../../engine/worker/worker-pool';

export type BatchItemStatus = 'waiting' | 'running' | 'done' | 'failed' | 'cancelled';

/** Why a file failed: the engine's English message, and what a page words in the user's language. */
export interface BatchItemError {
  message: string;
  failure?: OperationFailure;
  problem?: RecipeProblem;
}

export interface BatchItem {
  /** Stable while the batch lasts (the file's position). */
  key: number;
  input: File;
  status: BatchItemStatus;
  /** 0–100 while running, when the operation reports progress. */
  percent?: number;
  /** The files to save (a new File each, never read on the page). */
  outputs?: File[];
  /** The output as data, when the operation gives data. */
  data?: unknown;
  error?: BatchItemError;
}

export interface FileBatch {
  items: BatchItem[];
  /** True while any file waits or runs. */
  running: boolean;
  /** Runs `task` on each file (a new batch replaces the one running: that one is cancelled). */
  run: (task: BatchTask, files: readonly File[]) => void;
  /** Stops the files still waiting or running; the finished ones stay. */
  cancel: () => void;
  /** Forgets the batch (cancelling what runs). */
  clear: () => void;
  /** Every output of the finished files, in input order. */
  outputs: File[];
}

/** Progress is shown at most this often per file (each update renders the list). */
const PROGRESS_INTERVAL_MS = 100;

/**
 * One operation or recipe run on many files in the operation workers (one per core, at most four):
 * the files are queued at once, each runs on the first free worker, one file's failure does not stop
 * the others, Cancel stops the rest. The page only follows the states: the files go to the workers
 * unread and their outputs come back as Files it never reads.
 */
export function useFileBatch(): FileBatch {
  const [items, setItems] = useState<BatchItem[]>([]);
  const generation = useRef(0);
  const abort = useRef<AbortController | undefined>(undefined);

  const stop = useCallback(() => {
    generation.current += 1;
    abort.current?.abort();
    abort.current = undefined;
  }, []);

  const run = useCallback(
    (task: BatchTask, files: readonly File[]) => {
      stop();
      const id = generation.current;
      const controller = new AbortController();
      abort.current = controller;
      const update = (key: number, patch: Partial<BatchItem>) => {
        if (generation.current !== id) return;
        setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
      };
      setItems(files.map((input, key) => ({ key, input, status: 'waiting' })));
      files.forEach((input, key) => {
        let lastProgress = 0;
        const onProgress = (done: number, total: number) => {
          const now = performance.now();
          if (done < total && now - lastProgress < PROGRESS_INTERVAL_MS) return;
          lastProgress = now;
          update(key, { status: 'running', percent: total > 0 ? Math.min(100, Math.round((done / total) * 100)) : undefined });
        };
        // Each file queues on the pool at once: the first free worker takes the next one.
        operationClient
          .runToFiles(task, input, {
            signal: controller.signal,
            onProgress,
            onStart: () => update(key, { status: 'running' }),
          })
          .then(
            (outcome) => {
              if (outcome.ok) update(key, { status: 'done', percent: undefined, outputs: outcome.files, ...(outcome.data !== undefined ? { data: outcome.data } : {}) });
              else update(key, { status: 'failed', percent: undefined, error: { message: outcome.message, ...(outcome.failure ? { failure: outcome.failure } : {}), ...(outcome.problem ? { problem: outcome.problem } : {}) } });
            },
            (error: unknown) => {
              if (error instanceof PoolCancelledError) update(key, { status: 'cancelled', percent: undefined });
              else update(key, { status: 'failed', percent: undefined, error: { message: error instanceof Error ? error.message : String(error) } });
            },
          );
      });
    },
    [stop],
  );

  const cancel = useCallback(() => {
    abort.current?.abort();
    setItems((current) => current.map((item) => (item.status === 'waiting' || item.status === 'running' ? { ...item, status: 'cancelled', percent: undefined } : item)));
  }, []);

  const clear = useCallback(() => {
    stop();
    setItems([]);
  }, [stop]);

  useEffect(() => stop, [stop]);

  const running = items.some((item) => item.status === 'waiting' || item.status === 'running');
  const outputs = items.flatMap((item) => item.outputs ?? []);
  return { items, running, run, cancel, clear, outputs };
}
