// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePoolJob, type PoolJobReport } from './use-pool-job';
import { PoolCancelledError, type WorkerPool } from '../../engine/worker/worker-pool';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A worker that never answers (the jobs below do not use the pool; the hook warms one at idle). */
const createWorker = () => ({ postMessage() {}, addEventListener() {}, removeEventListener() {}, terminate() {} }) as unknown as Worker;

describe('usePoolJob', () => {
  it('starts a job at once; its first piece shows before the typing pause, the rest after it', async () => {
    vi.useFakeTimers();
    const events: string[] = [];
    const run = async (_pool: WorkerPool<unknown>, input: string, report: PoolJobReport<string>) => {
      events.push(`start ${input}`);
      report.partial(() => `first piece of ${input}`);
      await report.pause();
      events.push(`after pause ${input}`);
      return `whole ${input}`;
    };
    const { result } = renderHook(({ input }) => usePoolJob(input, createWorker, run, { delayMs: 150 }), { initialProps: { input: 'a' as string | undefined } });
    expect(events).toEqual(['start a']);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(result.current.state).toEqual({ status: 'running', progress: undefined, partial: 'first piece of a' });
    expect(events).toEqual(['start a']);
    await act(async () => void (await vi.advanceTimersByTimeAsync(150)));
    expect(events).toEqual(['start a', 'after pause a']);
    expect(result.current.state).toEqual({ status: 'done', result: 'whole a' });
  });

  it('a new input ends the older job’s pause with PoolCancelledError; only the newest job’s result shows', async () => {
    vi.useFakeTimers();
    const ended: unknown[] = [];
    const run = async (_pool: WorkerPool<unknown>, input: string, report: PoolJobReport<string>) => {
      try {
        await report.pause();
      } catch (error) {
        ended.push(error);
        throw error;
      }
      return `whole ${input}`;
    };
    const { result, rerender } = renderHook(({ input }) => usePoolJob(input, createWorker, run, { delayMs: 150 }), { initialProps: { input: 'a' as string | undefined } });
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    rerender({ input: 'ab' });
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(ended).toHaveLength(1);
    expect(ended[0]).toBeInstanceOf(PoolCancelledError);
    expect(result.current.state).toEqual({ status: 'running', progress: undefined, partial: undefined });
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
    expect(result.current.state).toEqual({ status: 'done', result: 'whole ab' });
    rerender({ input: undefined });
    expect(result.current.state).toEqual({ status: 'idle' });
  });
});
