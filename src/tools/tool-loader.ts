import type { ComponentType } from 'react';
import { currentLanguage, ensureToolLocale, toolLocaleReady } from '../modules/i18n/i18n';
import { toolsById } from '.';

/**
 * Loads a tool's screen and its strings once, on intent (pointer over or focus on a link to it, a
 * palette highlight) or on navigation. A screen that is loaded renders synchronously: the router
 * never suspends for it, so a click on a card that was hovered shows the tool in the next frame.
 */
const screens = new Map<string, ComponentType>();
const pending = new Map<string, Promise<ComponentType>>();
/** The language each pending (or settled) load fetched strings for. */
const pendingLanguage = new Map<string, string>();
/** Tools whose last load failed: the rejected promise stays until an intent asks to retry. */
const failed = new Set<string>();

/**
 * The screen of a tool whose code and strings (in the current language) are loaded, else
 * undefined. A tool first opened in English and opened again after a language switch loads its
 * strings in the new language first (only names and descriptions come with the switch).
 */
export function loadedToolScreen(toolId: string): ComponentType | undefined {
  return toolLocaleReady(toolId) ? screens.get(toolId) : undefined;
}

/**
 * Loads (once) a tool's screen and its strings in the current language (plus English). A failed
 * load keeps its rejected promise, so a render that suspended on it sees the error (and the route
 * shows its reload message) instead of starting the load again forever; `retry` starts it again.
 */
export function loadToolScreen(toolId: string, { retry = false }: { retry?: boolean } = {}): Promise<ComponentType> {
  const tool = toolsById.get(toolId);
  if (!tool) return Promise.reject(new Error(`Unknown tool ${toolId}`));
  if (retry && failed.delete(toolId)) pending.delete(toolId);
  const language = currentLanguage();
  let promise = pending.get(toolId);
  // Loaded before a language switch: the strings of the new language are still to come.
  if (promise && pendingLanguage.get(toolId) !== language && !toolLocaleReady(toolId)) promise = undefined;
  if (!promise) {
    pendingLanguage.set(toolId, language);
    // The strings' chunk is requested first: it is small, and the screen's chunks are many.
    promise = Promise.all([ensureToolLocale(toolId), tool.component()]).then(([, module]) => {
      screens.set(toolId, module.default);
      return module.default;
    });
    // A failed load (offline, a new deploy) is retried by the next intent (preloadTool).
    promise.catch(() => failed.add(toolId));
    pending.set(toolId, promise);
  }
  return promise;
}

/** Starts loading a tool in the background; errors surface when the tool is actually opened. */
export function preloadTool(toolId: string): void {
  loadToolScreen(toolId, { retry: true }).catch(() => undefined);
}

/** Props for a link to a tool: intent (pointer, focus, touch) starts loading it. */
export function toolIntentProps(toolId: string) {
  const preload = () => preloadTool(toolId);
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
