import { useEffect, useRef, useState } from 'react';

export interface TaskState<R> {
  /** True while the current input has no answer yet (the previous result, if any, is still shown). */
  pending: boolean;
  /** The newest successful result (possibly for an older input while pending). */
  result: R | undefined;
  /** The error of the newest run, when it failed. */
  error: unknown;
}

type Outcome<I, R> = { input: I; ok: true; result: R } | { input: I; ok: false; error: unknown };

/**
 * Runs `task(input)` whenever `input` changes (after `delayMs`; 0 = next tick) and keeps only the
 * newest answer: a slow answer for an old input never overwrites a newer one. Errors are captured
 * into the state, never thrown into React.
 */
export function useLatestTask<I, R>(input: I, task: (input: I) => Promise<R> | R, delayMs = 0): TaskState<R> {
  const [outcome, setOutcome] = useState<Outcome<I, R> | undefined>(undefined);
  const [lastResult, setLastResult] = useState<R | undefined>(undefined);
  const taskRef = useRef(task);

  useEffect(() => {
    taskRef.current = task;
  });

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      Promise.resolve()
        .then(() => taskRef.current(input))
        .then(
          (result) => {
            if (cancelled) return;
            setOutcome({ input, ok: true, result });
            setLastResult(() => result);
          },
          (error: unknown) => {
            if (!cancelled) setOutcome({ input, ok: false, error });
          },
        );
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [input, delayMs]);

  const current = outcome !== undefined && Object.is(outcome.input, input);
  if (current && !outcome.ok) return { pending: false, result: undefined, error: outcome.error };
  if (current && outcome.ok) return { pending: false, result: outcome.result, error: undefined };
  return { pending: true, result: lastResult, error: undefined };
}
