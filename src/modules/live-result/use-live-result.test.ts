// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RunControl } from '../../engine/worker/operation-client';
import { useLiveResult, type LiveCompute } from './use-live-result';
import { PoolCancelledError } from '../../engine/worker/worker-pool';

interface Pending {
  request: string;
  control: Required<RunControl>;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

/** A compute whose remote runs wait until the test answers them; requests over 5 characters are large. */
function setup(delayMs = 0) {
  const remote: Pending[] = [];
  let warmed = 0;
  const compute: LiveCompute<string, string> = {
    local: (request) => {
      if (request === 'bad') throw new Error('bad input');
      return request.toUpperCase();
    },
    remote: (request, control) =>
      new Promise<string>((resolve, reject) => {
        remote.push({ request, control, resolve, reject });
        control.signal.addEventListener('abort', () => reject(new PoolCancelledError()));
      }),
    isLarge: (request) => request.length > 5,
    delayMs,
    warm: () => (warmed += 1),
  };
  const hook = renderHook(({ request }: { request: string | undefined }) => useLiveResult(request, compute), { initialProps: { request: undefined as string | undefined } });
  return { hook, remote, warmed: () => warmed };
}

describe('useLiveResult', () => {
  it('is idle without a request, and computes small requests on the page in the same render', () => {
    const { hook } = setup();
    expect(hook.result.current.state).toEqual({ status: 'idle' });
    hook.rerender({ request: 'abc' });
    expect(hook.result.current.state).toEqual({ status: 'done', value: 'ABC' });
    expect(hook.result.current.value).toBe('ABC');
    hook.rerender({ request: 'bad' });
    expect(hook.result.current.error).toEqual(new Error('bad input'));
    expect(hook.result.current.value).toBeUndefined();
  });

  it('runs large requests remotely after the pause, newest wins, progress shown', async () => {
    const { hook, remote, warmed } = setup(10);
    hook.rerender({ request: 'large one' });
    expect(hook.result.current.pending).toBe(true);
    expect(warmed()).toBe(1);
    await waitFor(() => expect(remote).toHaveLength(1));
    act(() => remote[0]!.control.onProgress(1, 4));
    await waitFor(() => expect(hook.result.current.percent).toBe(25));

    hook.rerender({ request: 'large two' });
    expect(remote[0]!.control.signal.aborted).toBe(true);
    expect(hook.result.current.state).toEqual({ status: 'pending', progress: undefined });
    await waitFor(() => expect(remote).toHaveLength(2));
    act(() => remote[0]!.resolve('stale'));
    act(() => remote[1]!.resolve('fresh'));
    await waitFor(() => expect(hook.result.current.value).toBe('fresh'));

    hook.rerender({ request: 'small' });
    expect(hook.result.current.value).toBe('SMALL');
  });

  it('gives a remote error as a value and ignores cancellations', async () => {
    const { hook, remote } = setup();
    hook.rerender({ request: 'large one' });
    await waitFor(() => expect(remote).toHaveLength(1));
    act(() => remote[0]!.reject(new Error('worker said no')));
    await waitFor(() => expect(hook.result.current.error).toEqual(new Error('worker said no')));
    expect(hook.result.current.pending).toBe(false);
  });

  it('cancel stops the run until the request changes', async () => {
    const { hook, remote } = setup();
    hook.rerender({ request: 'large one' });
    await waitFor(() => expect(remote).toHaveLength(1));
    act(() => hook.result.current.cancel());
    expect(remote[0]!.control.signal.aborted).toBe(true);
    expect(hook.result.current.state).toEqual({ status: 'cancelled' });
    hook.rerender({ request: 'large two' });
    expect(hook.result.current.pending).toBe(true);
    await waitFor(() => expect(remote).toHaveLength(2));
    act(() => remote[1]!.resolve('two'));
    await waitFor(() => expect(hook.result.current.value).toBe('two'));
    // Cancelling after the answer keeps it.
    act(() => hook.result.current.cancel());
    expect(hook.result.current.value).toBe('two');
  });

  it('waits for a local answer that is a promise', async () => {
    const compute: LiveCompute<string, string> = { local: async (request) => `async ${request}` };
    const hook = renderHook(({ request }) => useLiveResult(request, compute), { initialProps: { request: 'a' } });
    expect(hook.result.current.pending).toBe(true);
    await waitFor(() => expect(hook.result.current.value).toBe('async a'));
  });
});
