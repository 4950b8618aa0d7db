// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveResult, type LiveCompute, type LiveControl } from './use-live-result';
import { PoolCancelledError } from '../../engine/worker/worker-pool';

afterEach(() => {
  vi.useRealTimers();
});

interface Pending {
  request: string;
  control: LiveControl<string>;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

/** A compute whose remote runs wait until the test answers them; requests over 5 characters are large. */
function setup(delayMs = 0, more: Partial<LiveCompute<string, string, string>> = {}) {
  const remote: Pending[] = [];
  let warmed = 0;
  const compute: LiveCompute<string, string, string> = {
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
    ...more,
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

  it('keeps the last value as `latest` while a newer request is pending', async () => {
    const { hook, remote } = setup();
    hook.rerender({ request: 'abc' });
    expect(hook.result.current.latest).toBe('ABC');
    hook.rerender({ request: 'large one' });
    expect(hook.result.current.value).toBeUndefined();
    expect(hook.result.current.latest).toBe('ABC');
    await waitFor(() => expect(remote).toHaveLength(1));
    act(() => remote[0]!.resolve('one'));
    await waitFor(() => expect(hook.result.current.latest).toBe('one'));
    hook.rerender({ request: 'bad' });
    expect(hook.result.current.latest).toBeUndefined();
  });

  it('progress is shown at most every 100 ms, the last report included; a report after the answer is dropped', async () => {
    vi.useFakeTimers();
    const { hook, remote } = setup();
    hook.rerender({ request: 'large one' });
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    const { control, resolve } = remote[0]!;
    act(() => control.onProgress(1, 10));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(hook.result.current.percent).toBe(10);
    act(() => {
      control.onProgress(2, 10);
      control.onProgress(3, 10);
    });
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
    expect(hook.result.current.percent).toBe(10);
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
    expect(hook.result.current.percent).toBe(30);
    await act(async () => {
      resolve('done');
      control.onProgress(9, 10);
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(hook.result.current.state).toEqual({ status: 'done', value: 'done' });
  });
});

describe('useLiveResult: partial values and eager runs', () => {
  it('an eager run starts at once and shows its first partial value before the pause; its heavy part waits for the pause', async () => {
    vi.useFakeTimers();
    const events: string[] = [];
    const { hook } = setup(150, {
      eager: true,
      remote: async (request, control) => {
        events.push(`start ${request}`);
        control.onPartial(() => `first piece of ${request}`);
        await control.pause();
        events.push(`after pause ${request}`);
        control.onPartial(() => 'never built: the answer comes first');
        return `whole ${request}`;
      },
    });
    hook.rerender({ request: 'large one' });
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(events).toEqual(['start large one']);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(hook.result.current.state).toEqual({ status: 'pending', progress: undefined, partial: 'first piece of large one' });
    expect(hook.result.current.partial).toBe('first piece of large one');
    await act(async () => void (await vi.advanceTimersByTimeAsync(150)));
    expect(events).toEqual(['start large one', 'after pause large one']);
    expect(hook.result.current.state).toEqual({ status: 'done', value: 'whole large one' });
    expect(hook.result.current.partial).toBeUndefined();
  });

  it('a newer request ends the older run’s pause with PoolCancelledError and aborts it; only the newest answer shows', async () => {
    vi.useFakeTimers();
    const ended: unknown[] = [];
    const signals: AbortSignal[] = [];
    const { hook } = setup(150, {
      eager: true,
      remote: async (request, control) => {
        signals.push(control.signal);
        try {
          await control.pause();
        } catch (error) {
          ended.push(error);
          throw error;
        }
        return `whole ${request}`;
      },
    });
    hook.rerender({ request: 'large one' });
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    hook.rerender({ request: 'large two' });
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(ended).toHaveLength(1);
    expect(ended[0]).toBeInstanceOf(PoolCancelledError);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect(hook.result.current.state).toEqual({ status: 'pending', progress: undefined });
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
    expect(hook.result.current.state).toEqual({ status: 'done', value: 'whole large two' });
  });

  it('a later partial value is built only when shown, at most every second (progress goes on meanwhile), and never after the answer', async () => {
    vi.useFakeTimers();
    const built: string[] = [];
    const { hook, remote } = setup(0);
    hook.rerender({ request: 'large one' });
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    const { control } = remote[0]!;
    act(() => control.onPartial(() => (built.push('a'), 'a')));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(hook.result.current.partial).toBe('a');
    act(() => {
      control.onPartial(() => (built.push('ab'), 'ab'));
      control.onPartial(() => (built.push('abc'), 'abc'));
    });
    await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
    act(() => control.onProgress(1, 2));
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(built).toEqual(['a']);
    expect(hook.result.current.state).toEqual({ status: 'pending', progress: { done: 1, total: 2 }, partial: 'a' });
    await act(async () => void (await vi.advanceTimersByTimeAsync(400)));
    expect(built).toEqual(['a', 'abc']);
    expect(hook.result.current.state).toEqual({ status: 'pending', progress: { done: 1, total: 2 }, partial: 'abc' });
    act(() => control.onPartial(() => (built.push('late'), 'late')));
    await act(async () => {
      remote[0]!.resolve('whole');
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(built).toEqual(['a', 'abc']);
    expect(hook.result.current.value).toBe('whole');
  });
});

describe('useLiveResult: serial runs', () => {
  it('leaves the running run to finish (answer dropped), skips the requests in between, then runs the newest', async () => {
    const { hook, remote } = setup(0, { serial: true });
    hook.rerender({ request: 'large one' });
    await waitFor(() => expect(remote).toHaveLength(1));
    hook.rerender({ request: 'large two' });
    hook.rerender({ request: 'large three' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nothing new starts while the first runs, and the first is not stopped.
    expect(remote).toHaveLength(1);
    expect(remote[0]!.control.signal.aborted).toBe(false);
    expect(hook.result.current.pending).toBe(true);
    act(() => remote[0]!.resolve('ONE'));
    await waitFor(() => expect(remote).toHaveLength(2));
    expect(remote[1]!.request).toBe('large three');
    expect(hook.result.current.state).toEqual({ status: 'pending', progress: undefined });
    act(() => remote[1]!.resolve('THREE'));
    await waitFor(() => expect(hook.result.current.value).toBe('THREE'));
  });

  it('serial for the requests the function picks: the others stop as usual and never wait', async () => {
    const { hook, remote } = setup(0, { serial: (request) => !request.startsWith('long') });
    hook.rerender({ request: 'short one' });
    await waitFor(() => expect(remote).toHaveLength(1));
    hook.rerender({ request: 'long one' });
    // A request that is not serial starts at once; the serial run goes on.
    await waitFor(() => expect(remote).toHaveLength(2));
    expect(remote[0]!.control.signal.aborted).toBe(false);
    hook.rerender({ request: 'long two' });
    expect(remote[1]!.control.signal.aborted).toBe(true);
    await waitFor(() => expect(remote).toHaveLength(3));
    act(() => remote[2]!.resolve('LONG TWO'));
    await waitFor(() => expect(hook.result.current.value).toBe('LONG TWO'));
  });

  it('cancel stops the running serial run and drops the waiting one; unmounting stops it too', async () => {
    const { hook, remote } = setup(0, { serial: true });
    hook.rerender({ request: 'large one' });
    await waitFor(() => expect(remote).toHaveLength(1));
    hook.rerender({ request: 'large two' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    act(() => hook.result.current.cancel());
    expect(remote[0]!.control.signal.aborted).toBe(true);
    expect(hook.result.current.state).toEqual({ status: 'cancelled' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(remote).toHaveLength(1);

    hook.rerender({ request: 'large three' });
    await waitFor(() => expect(remote).toHaveLength(2));
    hook.unmount();
    expect(remote[1]!.control.signal.aborted).toBe(true);
  });
});
