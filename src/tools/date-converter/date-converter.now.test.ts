// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './date-converter.now';

describe('useNow (the clock shown while the input is empty)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2023-04-12T21:10:24.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every second', () => {
    const { result } = renderHook(() => useNow());
    expect(result.current.toISOString()).toBe('2023-04-12T21:10:24.000Z');
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.toISOString()).toBe('2023-04-12T21:10:24.000Z');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toISOString()).toBe('2023-04-12T21:10:25.000Z');
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.toISOString()).toBe('2023-04-12T21:10:28.000Z');
  });

  it('stops ticking when unmounted', () => {
    const { unmount } = renderHook(() => useNow());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
