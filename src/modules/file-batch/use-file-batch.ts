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
  /** Stable while the file stays in the batch with the same task. */
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
 * Running the same task again on a changed list of files changes only what changed: a file taken
 * out stops (if it runs) and goes, a file added is queued, and the others keep their results or go
 * on running (20 photos converted and one taken out: nothing runs again). Another task (other
 * options) runs every file again.
 *
 * A store outside React: the list that shows it subscribes (`useBatchItems`), so a batch's many
 * updates render that list only, at most once a frame, not the page that holds the batch.
 */
export interface FileBatch {
  /**
   * Runs `task` on each file. With the task of the batch there is, the files it already has keep
   * their state and result (a cancelled one runs again), those not in `files` are stopped and
   * dropped, and the new ones are queued. With another task, the batch there is is cancelled and
   * every file runs.
   */
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
  /** The task of `items`, as JSON (what `run` compares). */
  let taskKey: string | undefined;
  /** Keys are never reused: a late answer for a file dropped or run again finds no item. */
  let nextKey = 0;
  const controllers = new Map<number, AbortController>();
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
  const update = (key: number, patch: Partial<BatchItem>) => {
    if (!items.some((item) => item.key === key)) return;
    set(items.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  };
  /** Stops the runs of the items with these keys (a waiting one leaves the queue, a running one's worker is stopped). */
  const stop = (keys: Iterable<number>) => {
    for (const key of keys) {
      controllers.get(key)?.abort();
      controllers.delete(key);
    }
  };
  const start = (task: BatchTask, input: File): BatchItem => {
    const key = nextKey++;
    const controller = new AbortController();
    controllers.set(key, controller);
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
      )
      .finally(() => controllers.delete(key));
    return { key, input, status: 'waiting' };
  };

  return {
    run(task, files) {
      const key = JSON.stringify(task);
      // The items that can stay, by file (the same file twice is two items).
      const keepable = new Map<File, BatchItem[]>();
      if (key === taskKey) {
        for (const item of items) if (item.status !== 'cancelled') keepable.set(item.input, [...(keepable.get(item.input) ?? []), item]);
      }
      taskKey = key;
      const plan = files.map((input) => keepable.get(input)?.shift() ?? input);
      const staying = new Set(plan.flatMap((entry) => (entry instanceof File ? [] : [entry.key])));
      stop(items.filter((item) => !staying.has(item.key)).map((item) => item.key));
      set(plan.map((entry) => (entry instanceof File ? start(task, entry) : entry)));
    },
    cancel() {
      stop([...controllers.keys()]);
      set(items.map((item) => (isActive(item) ? { ...item, status: 'cancelled', percent: undefined } : item)));
    },
    clear() {
      stop([...controllers.keys()]);
      taskKey = undefined;
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
