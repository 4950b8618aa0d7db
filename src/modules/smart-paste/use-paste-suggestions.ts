import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bestPerTool, dryRunKey, type Suggestion } from '../../engine/detect/detect';
import { useFavoritesStore } from '../favorites/favorites-store';
import { recentTools } from '../recents/recent-tools';
import type { SmartPasteLoader } from '../../engine/detect/smart-paste-loader';
import { loadReasons } from './reasons';

export type { SmartPasteLoader } from '../../engine/detect/smart-paste-loader';

/** A suggestion as shown: the tool, the operation, why, and (once its dry run is back) a preview line. */
export interface PasteSuggestion extends Suggestion {
  preview?: string;
}

export interface PasteSuggestions {
  /** Best first, one per tool; empty while the engine loads or when nothing reads the text. */
  suggestions: PasteSuggestion[];
  /** True once the engine has ranked the current text (an empty list then means "nothing reads it"). */
  ranked: boolean;
}

export interface PasteSuggestionsOptions {
  /** At most this many (default 5). */
  limit?: number;
  /** A tool never suggested (the page the text comes from). */
  exclude?: string;
  /** Run dry runs for the ranking and the previews (default true). */
  dryRuns?: boolean;
  /** Wait this long after a change before the dry runs (typing: one run per pause). */
  refineDelayMs?: number;
  /** Look for chains (Base64 → gzip → JSON) from the best suggestions, offered as recipes (default false). */
  chains?: boolean;
}

const NONE: PasteSuggestions = { suggestions: [], ranked: false };

/**
 * Smart paste's suggestions for `text` (undefined: nothing to do, the engine is not even loaded):
 * ranked on the page at once, then refined by dry runs in the operation workers. A newer text
 * cancels the runs for the older one. Reasons are loaded in the interface's language.
 */
export function usePasteSuggestions(text: string | undefined, loadSmartPaste: SmartPasteLoader, { limit = 5, exclude, dryRuns = true, refineDelayMs = 150, chains = false }: PasteSuggestionsOptions = {}): PasteSuggestions {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [result, setResult] = useState<{ text: string; value: PasteSuggestions } | undefined>(undefined);

  useEffect(() => {
    if (text === undefined || text.trim() === '') return undefined;
    const stop = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pick = (suggestions: readonly Suggestion[]) => bestPerTool(exclude === undefined ? suggestions : suggestions.filter((suggestion) => suggestion.tool !== exclude), limit);
    void (async () => {
      const smartPaste = await loadSmartPaste();
      await loadReasons(language);
      if (stop.signal.aborted) return;
      const ranked = smartPaste.rankPaste(text, { favourites: useFavoritesStore.getState().ids, recents: recentTools() });
      setResult({ text, value: { suggestions: pick(ranked.suggestions), ranked: true } });
      if (!dryRuns || ranked.suggestions.length === 0) return;
      timer = setTimeout(() => {
        smartPaste.refinePaste(ranked, stop.signal).then(
          ({ suggestions, previews, chain }) => {
            if (stop.signal.aborted) return;
            const show = (shown: readonly Suggestion[]) => setResult({ text, value: { suggestions: pick(shown).map((suggestion) => ({ ...suggestion, preview: previews.get(dryRunKey(suggestion)) })), ranked: true } });
            show(suggestions);
            if (chains) chain().then((chained) => !stop.signal.aborted && show(chained), () => undefined);
          },
          () => undefined, // cancelled by a newer text
        );
      }, refineDelayMs);
    })();
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
  }, [text, loadSmartPaste, language, limit, exclude, dryRuns, refineDelayMs, chains]);

  return result !== undefined && result.text === text ? result.value : NONE;
}

/**
 * Smart paste's suggestions for dropped or pasted files ("Drop anything"): the tools that take the
 * first file's kind (read from its first bytes and its name), and, for a text file, those that read
 * its text. `files` undefined or empty: nothing to do.
 */
export function useFileSuggestions(files: readonly File[] | undefined, loadSmartPaste: SmartPasteLoader, { limit = 5 }: { limit?: number } = {}): PasteSuggestions {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const first = files?.[0];
  const [result, setResult] = useState<{ file: File; value: PasteSuggestions } | undefined>(undefined);
  useEffect(() => {
    if (!first) return undefined;
    let cancelled = false;
    void (async () => {
      const smartPaste = await loadSmartPaste();
      await loadReasons(language);
      const ranked = await smartPaste.rankFile(first, { favourites: useFavoritesStore.getState().ids, recents: recentTools() });
      if (!cancelled) setResult({ file: first, value: { suggestions: bestPerTool(ranked, limit), ranked: true } });
    })();
    return () => {
      cancelled = true;
    };
  }, [first, loadSmartPaste, language, limit]);
  return first && result?.file === first ? result.value : NONE;
}
