// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, registerServiceWorker, whenQuiet } from './register-service-worker';

function fakeServiceWorker(controller: object | null) {
  const listeners: Record<string, (() => void)[]> = {};
  const container = {
    controller,
    register: vi.fn(() => Promise.resolve({})),
    addEventListener: (type: string, listener: () => void) => {
      (listeners[type] ??= []).push(listener);
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, fire: (type: string) => listeners[type]?.forEach((listener) => listener()) };
}

describe('registerServiceWorker', () => {
  const reload = vi.fn();
  Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
  afterEach(() => reload.mockReset());

  // First: the other tests leave their (real) load listeners on window.
  it('does nothing outside production builds', async () => {
    vi.useFakeTimers();
    const { container } = fakeServiceWorker(null);
    registerServiceWorker('/', false);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
    vi.useRealTimers();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('registers sw.js at the base URL with the base URL as scope, once the page has loaded and is quiet', async () => {
    vi.useFakeTimers();
    try {
      const { container } = fakeServiceWorker(null);
      Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
      registerServiceWorker('/tools/', true);
      await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
      expect(container.register).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
      window.dispatchEvent(new KeyboardEvent('keydown'));
      await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
      expect(container.register).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      expect(container.register).toHaveBeenCalledWith('/tools/sw.js', { scope: '/tools/' });
    } finally {
      Reflect.deleteProperty(document, 'readyState');
      vi.useRealTimers();
    }
  });

  it('waits for a quiet moment: each kind of input starts the wait again', async () => {
    vi.useFakeTimers();
    try {
      const target = new EventTarget();
      let done = false;
      void whenQuiet(1000, target).then(() => (done = true));
      for (const type of ['pointermove', 'pointerdown', 'keydown', 'input', 'paste', 'drop', 'wheel', 'touchstart']) {
        await vi.advanceTimersByTimeAsync(900);
        target.dispatchEvent(new Event(type));
      }
      await vi.advanceTimersByTimeAsync(900);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(done).toBe(true);
      // Input after the wait ended changes nothing (the listeners are gone).
      target.dispatchEvent(new Event('keydown'));
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads exactly once when a new worker takes over a page that already had one', () => {
    const { fire } = fakeServiceWorker({});
    registerServiceWorker('/', true);
    fire('controllerchange');
    fire('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker is installed', () => {
    const { fire } = fakeServiceWorker(null);
    registerServiceWorker('/', true);
    fire('controllerchange');
    expect(reload).not.toHaveBeenCalled();
  });
});
