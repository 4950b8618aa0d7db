import { useEffect, useMemo } from 'react';
import { noteOperationRun } from '../../engine/handoff/handoff';
import type { z } from '../../engine/zod';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient } from '../../engine/worker/operation-pool';
import { startOperationWithWarnings, type Operation, type OperationResult, type OperationWarning, type OperationInputKind, type OperationInputValue, type OperationOutputKind, type OperationOutputValue } from '../../engine/operation';
import { useLiveResult, type LiveResult } from './use-live-result';

export interface OperationResultConfig {
  /** Inputs longer than this (characters, or bytes) run in the worker; shorter ones on the page. 0: always the worker. */
  threshold: number;
  /** Large inputs wait this long after the last change before running (typing in a big text). */
  delayMs?: number;
}

interface OperationRequest<I, O> {
  input: I;
  options: O;
}

const sizeOf = (input: unknown) => (typeof input === 'string' ? input.length : input instanceof Uint8Array ? input.byteLength : 0);

export interface OperationLiveResult<T> extends LiveResult<T> {
  /** The warnings of the run whose output is shown (empty otherwise). */
  warnings: OperationWarning[];
}

const NO_WARNINGS: OperationWarning[] = [];

/**
 * A screen's live result of one operation: recomputed as `input` or `options` change (options are
 * compared by value), on the page below `threshold`, in the operation worker above it, newest wins,
 * errors as values. `input` undefined: nothing to compute (idle).
 */
export function useOperationResult<I extends OperationInputKind, O extends OperationOutputKind, S extends z.ZodMiniType>(
  operation: Operation<I, O, S>,
  input: OperationInputValue<I> | undefined,
  options: Partial<z.input<S>>,
  { threshold, delayMs = 150 }: OperationResultConfig,
): OperationLiveResult<OperationOutputValue<O>> {
  const optionsKey = JSON.stringify(options);
  const request = useMemo<OperationRequest<OperationInputValue<I>, Partial<z.input<S>>> | undefined>(
    () => (input === undefined ? undefined : { input, options: JSON.parse(optionsKey) as Partial<z.input<S>> }),
    [input, optionsKey],
  );
  const compute = useMemo(
    () => ({
      local: (r: OperationRequest<OperationInputValue<I>, Partial<z.input<S>>>) => startOperationWithWarnings(operation, r.input, r.options),
      remote: (r: OperationRequest<OperationInputValue<I>, Partial<z.input<S>>>, control: RunControl) =>
        operationClient.runWithWarnings(operation.id, r.input, r.options, control) as Promise<OperationResult<OperationOutputValue<O>>>,
      isLarge: (r: OperationRequest<OperationInputValue<I>, Partial<z.input<S>>>) => sizeOf(r.input) > threshold,
      warm: operationClient.warm,
      delayMs,
    }),
    [operation, threshold, delayMs],
  );
  const live = useLiveResult(request, compute);
  // "Open in recipe" carries this run over: the operation, its input and options.
  useEffect(() => {
    if (request && typeof request.input === 'string') noteOperationRun(operation.toolId, { op: operation.id, input: request.input, options: request.options as Record<string, unknown> });
  }, [operation, request]);
  const state = live.state.status === 'done' ? { status: 'done' as const, value: live.state.value.output } : live.state;
  return { ...live, state, value: live.value?.output, latest: live.latest?.output, warnings: live.value?.warnings ?? NO_WARNINGS };
}
