// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '../../engine/zod';
import { handOff, peekHandoff } from '../../engine/handoff/handoff';
import { clearToolState, decodeQueryValue, MAX_STORED_CHARS, readInitialToolState, useToolState, withPaste } from './tool-state';

const defaults = { uppercase: true, length: 64, encoding: 'Hex', text: '' };
const options = { persist: { encoding: 'url' as const }, allowed: { encoding: ['Hex', 'Base64'] } };

describe('useToolState', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/demo-tool');
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('reads options from the URL and inputs from local storage, ignoring bad values', () => {
    localStorage.setItem('tools:demo-tool:text', JSON.stringify('remembered'));
    const state = readInitialToolState('demo-tool', defaults, options, '?uppercase=false&length=12&encoding=Nope');
    expect(state).toEqual({ uppercase: false, length: 12, encoding: 'Hex', text: 'remembered' });
    expect(readInitialToolState('demo-tool', defaults, options, '?length=abc&uppercase=yes&encoding=Base64')).toMatchObject({
      length: 64,
      uppercase: true,
      encoding: 'Base64',
    });
  });

  it('accepts from the URL and storage only what the operation schema accepts', () => {
    const schema = z.object({ length: z._default(z.int().check(z.minimum(1), z.maximum(512)), 64), encoding: z._default(z.enum(['Hex', 'Base64']), 'Hex') });
    const withSchema = { persist: { encoding: 'url' as const, length: 'local' as const }, schema };
    localStorage.setItem('tools:demo-tool:length', '513');
    expect(readInitialToolState('demo-tool', defaults, withSchema, '?encoding=Nope')).toMatchObject({ length: 64, encoding: 'Hex' });
    localStorage.setItem('tools:demo-tool:length', '1.5');
    expect(readInitialToolState('demo-tool', defaults, withSchema, '?encoding=Base64')).toMatchObject({ length: 64, encoding: 'Base64' });
    localStorage.setItem('tools:demo-tool:length', '512');
    expect(readInitialToolState('demo-tool', defaults, withSchema, '')).toMatchObject({ length: 512 });
  });

  it('ignores corrupt or mistyped storage', () => {
    localStorage.setItem('tools:demo-tool:text', '{broken');
    expect(readInitialToolState('demo-tool', defaults, options, '').text).toBe('');
    localStorage.setItem('tools:demo-tool:text', '42');
    expect(readInitialToolState('demo-tool', defaults, options, '').text).toBe('');
  });

  it('mirrors options in the URL and stores inputs after a short delay', () => {
    const { result } = renderHook(() => useToolState('demo-tool', defaults, options));
    expect(window.location.search).toBe('');
    act(() => result.current[1]({ length: 10, text: 'hello' }));
    expect(new URLSearchParams(window.location.search).get('length')).toBe('10');
    expect(new URLSearchParams(window.location.search).get('encoding')).toBe('Hex');
    expect(new URLSearchParams(window.location.search).has('text')).toBe(false);
    expect(localStorage.getItem('tools:demo-tool:text')).toBeNull();
    act(() => vi.advanceTimersByTime(400));
    expect(localStorage.getItem('tools:demo-tool:text')).toBe('"hello"');
  });

  it('never stores huge inputs, and forgets the previous one', () => {
    localStorage.setItem('tools:demo-tool:text', JSON.stringify('older text'));
    const { result } = renderHook(() => useToolState('demo-tool', defaults, options));
    act(() => result.current[1]({ text: 'x'.repeat(MAX_STORED_CHARS + 1) }));
    act(() => vi.advanceTimersByTime(400));
    expect(localStorage.getItem('tools:demo-tool:text')).toBeNull();
  });

  it('clearToolState forgets inputs and URL options, and a replaced instance does not write back', () => {
    const { result, unmount } = renderHook(() => useToolState('demo-tool', defaults, options));
    act(() => result.current[1]({ text: 'first' }));
    act(() => vi.advanceTimersByTime(400));
    act(() => result.current[1]({ text: 'second', length: 5 }));
    clearToolState('demo-tool');
    unmount();
    expect(localStorage.getItem('tools:demo-tool:text')).toBeNull();
    expect(window.location.search).toBe('');
    const { result: fresh } = renderHook(() => useToolState('demo-tool', defaults, options));
    expect(fresh.current[0]).toEqual(defaults);
  });
});

describe('decodeQueryValue', () => {
  it.each([
    ['true', false, true],
    ['false', true, false],
    ['1', true, undefined],
    ['12', 0, 12],
    ['1e2', 0, 100],
    ['', 0, undefined],
    ['Infinity', 0, undefined],
    ['abc', '', 'abc'],
  ])('%j with default %j → %j', (raw, fallback, expected) => {
    expect(decodeQueryValue(raw, fallback)).toBe(expected);
  });
});

describe('a smart-paste hand-off', () => {
  const schema = z.object({ length: z._default(z.int().check(z.minimum(1), z.maximum(512)), 64), encoding: z._default(z.enum(['Hex', 'Base64']), 'Hex') });

  it('puts the text in the target field (one field, or the field of its operation) and fitting options in their fields', () => {
    const handoff = { to: 'demo-tool', op: 'demo-decode', text: 'pasted', options: { encoding: 'Base64', length: 9999, uppercase: 'no', unknown: 1 } };
    expect(withPaste(defaults, defaults, { ...options, schema, pasteInto: 'text' }, handoff)).toEqual({ uppercase: true, length: 64, encoding: 'Base64', text: 'pasted' });
    expect(withPaste(defaults, defaults, { pasteInto: { 'demo-decode': 'text' } }, handoff).text).toBe('pasted');
    expect(withPaste(defaults, defaults, { pasteInto: { 'demo-encode': 'text' } }, handoff).text).toBe('');
    // A number field never takes the text.
    expect(withPaste(defaults, defaults, { pasteInto: 'length' }, { ...handoff, options: {} }).length).toBe(64);
  });

  it('is taken by the screen of its tool once, and kept like typed text', () => {
    localStorage.clear();
    vi.useFakeTimers();
    handOff({ to: 'other-tool', op: 'x', text: 'not mine', options: {} });
    const { result: other } = renderHook(() => useToolState('demo-tool', defaults, { pasteInto: 'text' }));
    expect(other.current[0].text).toBe('');
    expect(peekHandoff('other-tool')).toBeDefined();
    handOff({ to: 'demo-tool', op: 'x', text: 'pasted text', options: {} });
    const { result } = renderHook(() => useToolState('demo-tool', defaults, { pasteInto: 'text' }));
    expect(result.current[0].text).toBe('pasted text');
    expect(peekHandoff('demo-tool')).toBeUndefined();
    act(() => vi.advanceTimersByTime(1000));
    expect(JSON.parse(localStorage.getItem('tools:demo-tool:text') ?? 'null')).toBe('pasted text');
    vi.useRealTimers();
  });
});
