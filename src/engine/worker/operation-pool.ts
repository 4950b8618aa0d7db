import type { z } from '../zod';
import type { Operation, OperationInputKind, OperationInputValue, OperationOutputKind, OperationOutputValue } from '../operation';
import { createOperationClient, type RunControl } from './operation-client';
import { defaultPoolSize } from './worker-pool';

/**
 * The app's operation workers: any operation runs off the page by id (its module loads in the
 * worker on first use). One per core, at most four (a batch of files keeps them all busy), and two
 * at least, so a second run (Hash text's other half, a recipe's preview) need not wait; started on
 * demand.
 */
export const operationClient = createOperationClient(
  () => new Worker(new URL('./operation.worker.ts', import.meta.url), { type: 'module', name: 'operations' }),
  Math.min(4, Math.max(2, defaultPoolSize() + 1)),
);

/** Runs `operation` in an operation worker; rejects with its error (message key intact) or when aborted. */
export function runInWorker<I extends OperationInputKind, O extends OperationOutputKind, S extends z.ZodMiniType>(
  operation: Operation<I, O, S>,
  input: OperationInputValue<I>,
  options: Partial<z.input<S>>,
  control?: RunControl,
): Promise<OperationOutputValue<O>> {
  return operationClient.run(operation.id, input, options, control) as Promise<OperationOutputValue<O>>;
}

