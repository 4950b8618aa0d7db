// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

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
  it('does nothing outside production builds', () => {
    const { container } = fakeServiceWorker(null);
    registerServiceWorker('/', false);
    window.dispatchEvent(new Event('load'));
    expect(container.register).not.toHaveBeenCalled();
  });

  it('registers sw.js at the base URL with the base URL as scope, once the page has loaded', () => {
    const { container } = fakeServiceWorker(null);
    registerServiceWorker('/tools/', true);
    window.dispatchEvent(new Event('load'));
    expect(container.register).toHaveBeenCalledWith('/tools/sw.js', { scope: '/tools/' });
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
