/** What the tool reads from a `keydown` event (a plain object, so tests need no DOM). */
export interface KeyEventLike {
  key: string;
  keyCode: number;
  code: string;
  location: number;
  metaKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
}

/** `KeyboardEvent.location` values (UI Events, "KeyboardEvent location"). */
export const KEY_LOCATIONS = ['standard', 'left', 'right', 'numpad'] as const;
export type KeyLocation = (typeof KEY_LOCATIONS)[number];

export interface KeyInfo {
  /** `event.key`, exactly. */
  key: string;
  /** The key as shown in the large card: a space reads `Space`. */
  displayKey: string;
  keyCode: number;
  code: string;
  location: number;
  /** Undefined for a location number the standard does not define. */
  locationName: KeyLocation | undefined;
  /** Held modifiers in the order Meta, Shift, Ctrl, Alt. */
  modifiers: string[];
}

/** Describes one key press. */
export function describeKey(event: KeyEventLike): KeyInfo {
  const modifiers: string[] = [];
  if (event.metaKey) modifiers.push('Meta');
  if (event.shiftKey) modifiers.push('Shift');
  if (event.ctrlKey) modifiers.push('Ctrl');
  if (event.altKey) modifiers.push('Alt');
  return {
    key: event.key,
    displayKey: displayKey(event.key),
    keyCode: event.keyCode,
    code: event.code,
    location: event.location,
    locationName: KEY_LOCATIONS[event.location],
    modifiers,
  };
}

/** The key for display: a space (U+0020) reads `Space`, anything else as the browser names it. */
export function displayKey(key: string): string {
  return key === ' ' ? 'Space' : key;
}

/** The modifiers field: `Meta + Shift + Ctrl + Alt`, empty when none is held. */
export function formatModifiers(modifiers: readonly string[]): string {
  return modifiers.join(' + ');
}

/** Keys whose default action scrolls the page, moves focus or opens quick find. */
const CAPTURED_KEYS = new Set([' ', 'Spacebar', 'Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End', '/', "'"]);

/**
 * Whether the tool cancels the key's default action so it can be inspected in place. Tab pressed
 * right after Escape is let through: the one way out for a keyboard user (no keyboard trap).
 */
export function shouldPreventDefault(key: string, previousKey?: string): boolean {
  if (key === 'Tab' && previousKey === 'Escape') return false;
  return CAPTURED_KEYS.has(key);
}

/** Keeps the newest `limit` presses, newest first. */
export function pushRecent<T>(recent: readonly T[], item: T, limit = 10): T[] {
  return [item, ...recent].slice(0, limit);
}
