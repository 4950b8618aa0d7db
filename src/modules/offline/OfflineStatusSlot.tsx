import { lazy, Suspense, useEffect, useState } from 'react';

/** The status line's height, kept while its code loads: the tool below does not move when it comes. */
export const OFFLINE_STATUS_HEIGHT = 30;
/**
 * How long after the page's load the status loads (then at the next idle moment): the tool's own
 * files and its idle-time warm-ups come first, and the service worker, without which the button
 * cannot work, is registered about then too (after three quiet seconds, register-service-worker.ts).
 */
export const SETTLE_MS = 3000;

/** `<meta name="it-tools-first-use" content="<tool> …">`, written into index.html by the build (src/pwa). */
function firstUseTools(): string[] {
  if (typeof document === 'undefined') return [];
  return (document.querySelector('meta[name="it-tools-first-use"]')?.getAttribute('content') ?? '').split(' ').filter(Boolean);
}

let settled = false;

/** Calls `callback` once the page has loaded, `settleMs` have passed and the browser is idle; at once on later pages. */
function whenSettled(callback: () => void, settleMs: number): () => void {
  if (settled) {
    callback();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = () => {
    settled = true;
    callback();
  };
  const wait = () => {
    timer = setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(done, { timeout: 1000 }) : done()), settleMs);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('load', wait);
  };
}

const OfflineStatus = lazy(() => import('./OfflineStatus'));
const placeholder = <div style={{ minHeight: OFFLINE_STATUS_HEIGHT, marginTop: 6 }} />;

/**
 * The tool page's line about offline use, for the tools that download files at first use (a large
 * library, fonts, a database): their status and "Make available offline". Nothing for the others,
 * and nothing is loaded for them. The line's code and the list of files load once the page has
 * settled (its height is kept meanwhile), so a cold load of the tool is not slowed by them.
 */
export function OfflineStatusSlot({ toolId, settleMs = SETTLE_MS }: { toolId: string; settleMs?: number }) {
  const wanted = firstUseTools().includes(toolId);
  const [show, setShow] = useState(settled);
  useEffect(() => (wanted && !show ? whenSettled(() => setShow(true), settleMs) : undefined), [wanted, show, settleMs]);
  if (!wanted) return null;
  if (!show) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <OfflineStatus toolId={toolId} />
    </Suspense>
  );
}
