import { useEffect, useState, useSyncExternalStore } from 'react';
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

/**
 * One operation or recipe run on many files in the operation workers (one per core, at most four):
 * the files are queued at once, each runs on the first free worker, one file's failure does not stop
 * the others, Cancel stops the rest. The page only follows the states: the files go to the workers
 * unread and their outputs come back as Files it never reads.
 *
 * A store outside React: the list that shows it subscribes (`useBatchItems`), so a batch's many
 * updates render that list only, at most once a frame, not the page that holds the batch.
 */
export interface FileBatch {
  /** Runs `task` on each file (a new batch replaces the one running: that one is cancelled). */
  run: (task: BatchTask, files: readonly File[]) => void;
  /** Stops the files still waiting or running; the finished ones stay. */
  cancel: () => void;
  /** Forgets the batch (cancelling what runs). */
  clear: () => void;
  /** The items now (the same array until something changes). */
  items: () => readonly BatchItem[];
  subscribe: (listener: () => void) => () => void;
}

/** How often a running batch's list is shown again (progress at 5 a second reads as smooth). */
const NOTIFY_INTERVAL_MS = 200;

const isActive = (item: BatchItem) => item.status === 'waiting' || item.status === 'running';

export function createFileBatch(): FileBatch {
  let items: readonly BatchItem[] = [];
  let generation = 0;
  let abort: AbortController | undefined;
  const listeners = new Set<() => void>();
  let scheduled = false;
  const notify = () => {
    scheduled = false;
    for (const listener of listeners) listener();
  };
  /**
   * Changes are shown together, at most every NOTIFY_INTERVAL_MS: each showing lays out and paints
   * the list again, and a batch of small files changes many times a frame.
   */
  const set = (next: readonly BatchItem[]) => {
    items = next;
    if (scheduled) return;
    scheduled = true;
    setTimeout(notify, NOTIFY_INTERVAL_MS);
  };
  const stop = () => {
    generation += 1;
    abort?.abort();
    abort = undefined;
  };

  return {
    run(task, files) {
      stop();
      const id = generation;
      const controller = new AbortController();
      abort = controller;
      const update = (key: number, patch: Partial<BatchItem>) => {
        if (generation !== id) return;
        set(items.map((item) => (item.key === key ? { ...item, ...patch } : item)));
      };
      set(files.map((input, key) => ({ key, input, status: 'waiting' })));
      files.forEach((input, key) => {
        // Each file queues on the pool at once: the first free worker takes the next one.
        operationClient
          .runToFiles(task, input, {
            signal: controller.signal,
            onStart: () => update(key, { status: 'running' }),
            onProgress: (done, total) => update(key, { status: 'running', percent: total > 0 ? Math.min(100, Math.round((done / total) * 100)) : undefined }),
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
    cancel() {
      abort?.abort();
      set(items.map((item) => (isActive(item) ? { ...item, status: 'cancelled', percent: undefined } : item)));
    },
    clear() {
      stop();
      set([]);
    },
    items: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A batch for this component's life (cancelled when it goes). */
export function useFileBatch(): FileBatch {
  const [batch] = useState(createFileBatch);
  useEffect(() => () => batch.clear(), [batch]);
  return batch;
}

/** The batch's items, re-rendering the caller when they change. */
export function useBatchItems(batch: FileBatch): readonly BatchItem[] {
  return useSyncExternalStore(batch.subscribe, batch.items, batch.items);
}

/** Whether any file of the batch waits or runs, re-rendering the caller only when that changes. */
export function useBatchRunning(batch: FileBatch): boolean {
  const running = () => batch.items().some(isActive);
  return useSyncExternalStore(batch.subscribe, running, running);
}
