import { wrap, type Remote } from 'comlink';

/**
 * A lazily started Comlink worker: the worker is created on first use, so a tool that never needs
 * it (small inputs) pays nothing, and `terminate` lets a screen cancel long work by dropping it.
 */
export interface WorkerClient<T> {
  get(): Remote<T>;
  terminate(): void;
}

export function createWorkerClient<T>(createWorker: () => Worker): WorkerClient<T> {
  let worker: Worker | undefined;
  let remote: Remote<T> | undefined;
  return {
    get() {
      if (!remote) {
        worker = createWorker();
        remote = wrap<T>(worker);
      }
      return remote;
    },
    terminate() {
      worker?.terminate();
      worker = undefined;
      remote = undefined;
    },
  };
}
