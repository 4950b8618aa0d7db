import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BatchTask } from '../engine/batch';
import { uniqueFileName, type FileValue } from '../engine/values';
import { pathInFolder } from './out-path';

/**
 * A batch on the command line: one operation (or recipe) run on each of many input files, in
 * parallel on worker threads (one per core, at most four), each output written into a folder under
 * a derived name. One input's failure does not stop the others; nothing is overwritten without
 * `force`.
 */

export type { BatchTask } from '../engine/batch';

/** What the main thread asks a batch worker (batch-worker.ts). */
export interface BatchRequest {
  id: number;
  task: BatchTask;
  path: string;
}

export type BatchItemResult = { ok: true; files: FileValue[]; warnings: string[]; data?: unknown } | { ok: false; message: string };

export interface BatchOptions {
  task: BatchTask;
  paths: readonly string[];
  outDir: string;
  force: boolean;
  /** Write a progress line (standard error is a terminal). */
  progress?: (done: number, total: number, failed: number) => void;
  /** Each input's outcome, in input order, as it is known. */
  onItem?: (path: string, outcome: BatchItemOutcome) => void;
  /** Worker threads (default: one per core, at most four, at most one per input). */
  threads?: number;
}

export type BatchItemOutcome = { ok: true; written: string[]; warnings: string[]; data?: unknown } | { ok: false; message: string };

export interface BatchSummary {
  done: number;
  failed: { path: string; message: string }[];
}

/** The batch worker's script, beside the built command line (`dist/batch-worker.cjs`). */
function workerScript(): URL {
  for (const relative of ['./batch-worker.cjs', '../batch-worker.cjs']) {
    const url = new URL(relative, import.meta.url);
    if (existsSync(fileURLToPath(url))) return url;
  }
  throw new Error('The batch worker (batch-worker.cjs) is missing beside the command line: rebuild it.');
}

export function defaultThreads(count: number): number {
  return Math.max(1, Math.min(4, availableParallelism(), count));
}

/** Runs the batch; resolves once every input is done (written or failed). */
export async function runBatch(options: BatchOptions): Promise<BatchSummary> {
  const { task, paths, outDir, force, progress, onItem } = options;
  mkdirSync(outDir, { recursive: true });
  const taken = new Set<string>();
  const summary: BatchSummary = { done: 0, failed: [] };
  const outcomes = new Map<number, BatchItemOutcome>();
  let reported = 0;
  const report = () => {
    // Outcomes are told in input order, whatever order the workers finish in.
    while (outcomes.has(reported)) {
      onItem?.(paths[reported]!, outcomes.get(reported)!);
      reported += 1;
    }
  };
  /** The files one input gives: written under derived names (a folder of its own when it gives several). */
  const write = (path: string, files: FileValue[]): string[] => {
    const folder = files.length > 1 ? join(outDir, basename(path).replace(/\.[^.]*$/, '') || 'output') : outDir;
    if (folder !== outDir) mkdirSync(folder, { recursive: true });
    const names = folder === outDir ? taken : new Set<string>();
    const targets = files.map((file) => pathInFolder(folder, uniqueFileName(file.name, names)));
    const existing = targets.find((target) => !force && existsSync(target));
    if (existing) throw new Error(`${existing} exists: use --force to overwrite it.`);
    files.forEach((file, index) => {
      mkdirSync(dirname(targets[index]!), { recursive: true });
      writeFileSync(targets[index]!, file.bytes);
    });
    return targets;
  };

  const threads = options.threads ?? defaultThreads(paths.length);
  const script = workerScript();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(threads, paths.length) }, async () => {
      const worker = new Worker(script);
      const ask = (request: BatchRequest) =>
        new Promise<BatchItemResult>((resolve, reject) => {
          const onMessage = (message: { id: number; result: BatchItemResult }) => {
            if (message.id !== request.id) return;
            worker.off('message', onMessage);
            worker.off('error', reject);
            resolve(message.result);
          };
          worker.on('message', onMessage);
          worker.once('error', reject);
          worker.postMessage(request);
        });
      try {
        while (next < paths.length) {
          const index = next++;
          const path = paths[index]!;
          let outcome: BatchItemOutcome;
          try {
            const result = await ask({ id: index, task, path });
            outcome = result.ok ? { ok: true, written: write(path, result.files), warnings: result.warnings, ...(result.data !== undefined ? { data: result.data } : {}) } : result;
          } catch (error) {
            outcome = { ok: false, message: error instanceof Error ? error.message : String(error) };
          }
          if (outcome.ok) summary.done += 1;
          else summary.failed.push({ path, message: outcome.message });
          outcomes.set(index, outcome);
          report();
          progress?.(summary.done + summary.failed.length, paths.length, summary.failed.length);
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  summary.failed.sort((a, b) => paths.indexOf(a.path) - paths.indexOf(b.path));
  return summary;
}
