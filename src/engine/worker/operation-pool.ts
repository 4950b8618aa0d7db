import type { z } from '../zod';
import type { Operation, OperationInputKind, OperationInputValue, OperationOutputKind, OperationOutputValue } from '../operation';
import { createOperationClient, moduleJobs, type ModuleJobs, type RunControl } from './operation-client';
import { defaultPoolSize } from './worker-pool';

/**
 * The app's operation workers: any operation runs off the page by id (its module loads in the
 * worker on first use), and so does any job function (jobs.ts). One per core, at most four (a
 * batch of files keeps them all busy), and two at least, so a second run (Hash text's other half, a
 * recipe's preview) need not wait; started on demand.
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

/**
 * The job functions of module `module` (`src/tools/<id>/<id>.jobs.ts`: `module` is the tool's id)
 * in the operation workers; `J` is the module's type, imported as a type only (`import type * as
 * Jobs from './<id>.jobs'`), so its code never loads on the page.
 */
export function toolJobs<J>(module: string): ModuleJobs<J> {
  return moduleJobs<J>(operationClient, module);
}
