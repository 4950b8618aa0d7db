import { proxy, transfer } from 'comlink';
import { startOperationWithWarnings, type Operation, type OperationWarning } from './operation';
import { toFailure, type OperationFailure } from './failure';

/** A run's answer as a value: errors cross the worker boundary with their message key intact. */
export type RunOutcome = { ok: true; output: unknown; warnings: OperationWarning[] } | { ok: false; failure: OperationFailure };

export type ProgressCallback = (done: number, total: number) => void;

/** What the operation worker exposes (with Comlink): run any operation by id. */
export interface OperationWorkerApi {
  run(id: string, input: unknown, options: unknown, onProgress?: ProgressCallback): Promise<RunOutcome>;
}

/** Finds an operation by id (or alias), loading its module on demand; undefined when unknown. */
export type OperationLoader = (id: string) => Promise<Operation | undefined>;

/**
 * The body of the operation worker: loads the operation's module on its first use, validates the
 * options with its schema and runs it. Bytes in the output are transferred, not copied.
 */
export function createOperationWorkerApi(load: OperationLoader): OperationWorkerApi {
  return {
    async run(id, input, options, onProgress) {
      try {
        const operation = await load(id);
        if (!operation) throw new Error(`Unknown operation: ${id}`);
        const { output, warnings } = await startOperationWithWarnings(operation, input as never, options, onProgress ? { progress: onProgress } : {});
        const outcome: RunOutcome = { ok: true, output, warnings };
        return output instanceof Uint8Array ? transfer(outcome, [output.buffer]) : outcome;
      } catch (error) {
        return { ok: false, failure: toFailure(error) };
      }
    },
  };
}

/** Wraps a progress callback for Comlink (the worker calls it across the boundary). */
export function progressProxy(onProgress: ProgressCallback): ProgressCallback {
  return proxy(onProgress);
}
