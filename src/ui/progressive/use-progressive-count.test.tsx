// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useProgressiveCount', () => {
  it('shows `first` at once, then `perTask` more per task until all; a new key starts again', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ total, key }) => useProgressiveCount(total, key, 3, 4), { initialProps: { total: 10, key: 'a' } });
    expect(result.current).toBe(3);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(7);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(10);
    act(() => void vi.runAllTimers());
    expect(result.current).toBe(10);
    rerender({ total: 2, key: 'b' });
    expect(result.current).toBe(2);
    rerender({ total: 20, key: 'c' });
    expect(result.current).toBe(3);
  });
});
