import type { DetectSample } from './sample';
import type { Suggestion } from './detect';

/** Smart paste's engine as the page uses it (smart-paste.ts, which holds every tool's declaration). */
export interface SmartPasteEngine {
  /** Ranks the operations that read `text`, on the page, within a time budget. */
  rankPaste(text: string, habits: { favourites?: readonly string[]; recents?: readonly string[] }): { sample: DetectSample; suggestions: Suggestion[] };
  /**
   * The ranking refined by dry runs in the operation workers, with each suggestion's preview line
   * (by `dryRunKey`), and `chain()` to look for chains from the best ones; rejects when aborted.
   */
  refinePaste(ranked: { sample: DetectSample; suggestions: Suggestion[] }, signal: AbortSignal): Promise<{ suggestions: Suggestion[]; previews: ReadonlyMap<string, string>; chain: () => Promise<Suggestion[]> }>;
  /** Ranks the operations that take a dropped or pasted file (its signature, its name, its text when it is text). */
  rankFile(file: File, habits: { favourites?: readonly string[]; recents?: readonly string[] }): Promise<Suggestion[]>;
}

export type SmartPasteLoader = () => Promise<SmartPasteEngine>;

let loading: Promise<SmartPasteEngine> | undefined;

/**
 * Loads smart paste's engine and every detection declaration (one chunk, smart-paste.ts), once:
 * the home page, the palette and "Send to…" call it on first use, never at start.
 */
export const loadSmartPaste: SmartPasteLoader = () => {
  loading ??= import('./smart-paste').then((module) => module.engine);
  return loading;
};
