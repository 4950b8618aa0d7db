// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNumberDraft } from './use-number-draft';

afterEach(cleanup);

const parse = (text: string) => (/^\d+$/.test(text.trim()) && Number(text) <= 10 ? Number(text) : undefined);

describe('useNumberDraft', () => {
  it('keeps the text as typed, applies each valid value, and keeps the same change function', () => {
    const applied: number[] = [];
    const { result, rerender } = renderHook(() => useNumberDraft(2, parse, (value) => applied.push(value)));
    expect(result.current).toMatchObject({ text: '2', value: 2 });
    const change = result.current.change;
    act(() => result.current.change('12'));
    expect(result.current).toMatchObject({ text: '12', value: undefined });
    act(() => result.current.change(4));
    expect(result.current).toMatchObject({ text: '4', value: 4 });
    act(() => result.current.change(''));
    expect(result.current).toMatchObject({ text: '', value: undefined });
    rerender();
    expect(result.current.change).toBe(change);
    expect(applied).toEqual([4]);
  });
});
