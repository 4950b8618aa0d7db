import { afterEach, describe, expect, it, vi } from 'vitest';
import { installShortcutListener, resetShortcutListener, setShortcutHandler } from './shortcut-listener';

function fakeWindow() {
  const listeners: ((event: KeyboardEvent) => void)[] = [];
  return {
    addEventListener: (_type: string, listener: (event: KeyboardEvent) => void) => listeners.push(listener),
    press: (init: Partial<KeyboardEvent>) => {
      const event = { key: '', ctrlKey: false, metaKey: false, altKey: false, target: null, preventDefault: vi.fn(), ...init } as unknown as KeyboardEvent;
      listeners.forEach((listener) => listener(event));
      return event;
    },
  };
}

describe('the early shortcut listener', () => {
  afterEach(() => resetShortcutListener());

  it('keeps a shortcut pressed before the shell is ready and runs it once the handler registers', () => {
    const target = fakeWindow();
    installShortcutListener(target as unknown as Window);
    const early = target.press({ key: 'k', ctrlKey: true });
    expect(early.preventDefault).toHaveBeenCalled();
    const handler = vi.fn();
    setShortcutHandler(handler);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toBe(early);
  });

  it('ignores keys that are not shortcuts while waiting', () => {
    const target = fakeWindow();
    installShortcutListener(target as unknown as Window);
    const plain = target.press({ key: 'x' });
    expect(plain.preventDefault).not.toHaveBeenCalled();
    const handler = vi.fn();
    setShortcutHandler(handler);
    expect(handler).not.toHaveBeenCalled();
  });

  it('hands later keys straight to the handler, and stops after unregistering', () => {
    const target = fakeWindow();
    installShortcutListener(target as unknown as Window);
    const handler = vi.fn();
    const unregister = setShortcutHandler(handler);
    target.press({ key: 'k', metaKey: true });
    expect(handler).toHaveBeenCalledTimes(1);
    unregister();
    target.press({ key: 'k', metaKey: true });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
