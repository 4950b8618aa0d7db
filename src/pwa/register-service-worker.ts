/** Registration waits until the page has had no user input for this long. */
export const QUIET_MS = 3000;
/** What counts as the person using the page (a moving pointer too: a click may follow). */
const INPUT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'input', 'paste', 'drop', 'wheel', 'touchstart'] as const;

/**
 * Resolves once `target` has seen no user input for `quietMs` and the main thread is idle. Every
 * input event starts the wait again.
 */
export function whenQuiet(quietMs: number = QUIET_MS, target: EventTarget = window): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(finish, quietMs);
    };
    const finish = () => {
      for (const type of INPUT_EVENTS) target.removeEventListener(type, restart, true);
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
      else setTimeout(resolve, 0);
    };
    for (const type of INPUT_EVENTS) target.addEventListener(type, restart, { capture: true, passive: true });
    restart();
  });
}

/**
 * Registers the service worker (production builds only) at the root of the app, scope = base URL.
 *
 * Installing it precaches what every page and every tool needs to open (~1,100 files, 8 MB; the
 * rest is cached at first use, src/pwa/bundle-graph.ts): a couple of seconds of work for the
 * browser, which on a two-core machine slowed whatever the page did meanwhile (a bcrypt hash took
 * 100–150 ms instead of 73, with the whole app, 32 MB, precached). So registration waits for the page to have loaded and for a quiet
 * moment: no input for three seconds and an idle main thread.
 *
 * When a new worker takes over a page that already had one (a new deploy), the page reloads once so
 * it runs the new version; the first install does not reload.
 */
export function registerServiceWorker(base: string = import.meta.env.BASE_URL, enabled: boolean = import.meta.env.PROD): void {
  if (!enabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  const register = () => {
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch((error: unknown) => {
      console.warn('Service worker registration failed: offline use is unavailable.', error);
    });
  };
  const afterLoad = () => void whenQuiet().then(register);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
