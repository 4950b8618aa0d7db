import { describe, expect, it } from 'vitest';
import { describeKey, displayKey, formatModifiers, pushRecent, shouldPreventDefault, type KeyEventLike } from './keycode-info.service';

const NO_MODIFIERS = { metaKey: false, shiftKey: false, ctrlKey: false, altKey: false };

// key / keyCode / code / location as the UI Events KeyboardEvent specs list them for a US layout.
const presses: [string, KeyEventLike, { displayKey: string; location: string | undefined; modifiers: string }][] = [
  ['a', { key: 'a', keyCode: 65, code: 'KeyA', location: 0, ...NO_MODIFIERS }, { displayKey: 'a', location: 'standard', modifiers: '' }],
  ['left Shift', { key: 'Shift', keyCode: 16, code: 'ShiftLeft', location: 1, ...NO_MODIFIERS, shiftKey: true }, { displayKey: 'Shift', location: 'left', modifiers: 'Shift' }],
  ['right Shift', { key: 'Shift', keyCode: 16, code: 'ShiftRight', location: 2, ...NO_MODIFIERS, shiftKey: true }, { displayKey: 'Shift', location: 'right', modifiers: 'Shift' }],
  ['Numpad1', { key: '1', keyCode: 97, code: 'Numpad1', location: 3, ...NO_MODIFIERS }, { displayKey: '1', location: 'numpad', modifiers: '' }],
  ['Space', { key: ' ', keyCode: 32, code: 'Space', location: 0, ...NO_MODIFIERS }, { displayKey: 'Space', location: 'standard', modifiers: '' }],
  ['Ctrl+Alt+K', { key: 'k', keyCode: 75, code: 'KeyK', location: 0, ...NO_MODIFIERS, ctrlKey: true, altKey: true }, { displayKey: 'k', location: 'standard', modifiers: 'Ctrl + Alt' }],
  ['all four modifiers', { key: 'Alt', keyCode: 18, code: 'AltLeft', location: 1, metaKey: true, shiftKey: true, ctrlKey: true, altKey: true }, { displayKey: 'Alt', location: 'left', modifiers: 'Meta + Shift + Ctrl + Alt' }],
  ['an undefined location', { key: 'x', keyCode: 88, code: 'KeyX', location: 7, ...NO_MODIFIERS }, { displayKey: 'x', location: undefined, modifiers: '' }],
];

describe('describeKey', () => {
  it.each(presses)('%s', (_name, event, expected) => {
    const info = describeKey(event);
    expect(info.key).toBe(event.key);
    expect(info.keyCode).toBe(event.keyCode);
    expect(info.code).toBe(event.code);
    expect(info.location).toBe(event.location);
    expect(info.displayKey).toBe(expected.displayKey);
    expect(info.locationName).toBe(expected.location);
    expect(formatModifiers(info.modifiers)).toBe(expected.modifiers);
  });
});

describe('displayKey', () => {
  it.each([
    [' ', 'Space'],
    ['Enter', 'Enter'],
    ['é', 'é'],
    ['Dead', 'Dead'],
  ])('%j shows as %j', (key, shown) => expect(displayKey(key)).toBe(shown));
});

describe('shouldPreventDefault', () => {
  it.each([
    [' ', true],
    ['Tab', true],
    ['ArrowUp', true],
    ['ArrowDown', true],
    ['ArrowLeft', true],
    ['ArrowRight', true],
    ['PageUp', true],
    ['PageDown', true],
    ['Home', true],
    ['End', true],
    ['/', true],
    ["'", true],
    ['a', false],
    ['Enter', false],
    ['Escape', false],
    ['F5', false],
  ])('%j → %s', (key, prevented) => expect(shouldPreventDefault(key)).toBe(prevented));

  it('lets Tab through right after Escape, so the keyboard focus can leave', () => {
    expect(shouldPreventDefault('Tab', 'Escape')).toBe(false);
    expect(shouldPreventDefault('Tab', 'a')).toBe(true);
    expect(shouldPreventDefault(' ', 'Escape')).toBe(true);
  });
});

describe('pushRecent', () => {
  it('keeps the last ten, newest first', () => {
    let recent: number[] = [];
    for (let press = 1; press <= 12; press += 1) recent = pushRecent(recent, press);
    expect(recent).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });
});
