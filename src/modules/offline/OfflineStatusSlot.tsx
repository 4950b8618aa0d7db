import { lazy, Suspense } from 'react';

/** The status line's height, kept while its code loads: the tool below does not move when it comes. */
export const OFFLINE_STATUS_HEIGHT = 30;

/** `<meta name="it-tools-first-use" content="<tool> …">`, written into index.html by the build (src/pwa). */
function firstUseTools(): string[] {
  if (typeof document === 'undefined') return [];
  return (document.querySelector('meta[name="it-tools-first-use"]')?.getAttribute('content') ?? '').split(' ').filter(Boolean);
}

const OfflineStatus = lazy(() => import('./OfflineStatus'));

/**
 * The tool page's line about offline use, for the tools that download files at first use (a large
 * library, fonts, a database): their status and "Make available offline". Nothing for the others,
 * and nothing is loaded for them; the line's code and the list of files load with the page.
 */
export function OfflineStatusSlot({ toolId }: { toolId: string }) {
  if (!firstUseTools().includes(toolId)) return null;
  return (
    <Suspense fallback={<div style={{ minHeight: OFFLINE_STATUS_HEIGHT, marginTop: 6 }} />}>
      <OfflineStatus toolId={toolId} />
    </Suspense>
  );
}
