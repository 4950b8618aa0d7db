import type { SmartPasteEngine } from '../modules/smart-paste/use-paste-suggestions';

let loading: Promise<SmartPasteEngine> | undefined;

/**
 * Loads smart paste's engine and every detection declaration (one chunk, smart-paste.ts), once:
 * the home page, the palette and "Send to…" call it on first use, never at start.
 */
export function loadSmartPaste(): Promise<SmartPasteEngine> {
  loading ??= import('./smart-paste').then((module) => module.engine);
  return loading;
}
