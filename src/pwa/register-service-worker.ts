/**
 * Registers the service worker (production builds only) at the root of the app, scope = base URL.
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
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch((error: unknown) => {
      console.warn('Service worker registration failed: offline use is unavailable.', error);
    });
  });
}
