import Fuse, { type IFuseOptions } from 'fuse.js';

export type SearchCategory = 'tools' | 'actions' | 'external' | 'pages';
export const SEARCH_CATEGORIES: readonly SearchCategory[] = ['tools', 'actions', 'external', 'pages'];

export interface SearchItem {
  id: string;
  /** Translated name and description; English keywords. */
  name: string;
  description: string;
  keywords: readonly string[];
  category: SearchCategory;
  /** Translated category label, searched too. */
  categoryLabel: string;
}

export interface SearchGroup<T extends SearchItem> {
  category: SearchCategory;
  items: T[];
}

/** Fuse.js refuses patterns longer than 32 characters (its bitap limit). */
export const MAX_QUERY_LENGTH = 32;
export const RESULTS_PER_CATEGORY = 5;

const fuseOptions: IFuseOptions<SearchItem> = {
  threshold: 0.3,
  ignoreLocation: true,
  includeScore: true,
  keys: [
    { name: 'name', weight: 2 },
    { name: 'description', weight: 1 },
    { name: 'keywords', weight: 1 },
    { name: 'categoryLabel', weight: 1 },
  ],
};

function normalise(text: string): string {
  return text.toLocaleLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/**
 * Fuzzy search (Fuse.js, threshold 0.3, name weighted 2) grouped by category, at most 5 per
 * category. Items whose name contains the query come first, so typing a tool's exact word ("json",
 * "uuid", "base64") always lists the tools named after it before fuzzy matches; those are found even
 * when Fuse would not rank them. The query is cut to 32 characters, so a long paste never throws.
 */
export function createSearcher<T extends SearchItem>(items: readonly T[]): (query: string) => SearchGroup<T>[] {
  const fuse = new Fuse<SearchItem>(items, fuseOptions);
  return (query) => {
    const trimmed = query.trim().slice(0, MAX_QUERY_LENGTH).trim();
    if (trimmed === '') return group(items.map((item) => ({ item, rank: 0, score: 0 })));
    const needle = normalise(trimmed);
    const scored = new Map<string, { item: T; rank: number; score: number }>();
    let results: { item: SearchItem; score?: number }[] = [];
    try {
      results = fuse.search(trimmed);
    } catch {
      results = [];
    }
    for (const result of results) {
      const item = result.item as T;
      scored.set(item.id, { item, rank: normalise(item.name).includes(needle) ? 0 : 1, score: result.score ?? 1 });
    }
    for (const item of items) {
      if (!scored.has(item.id) && normalise(item.name).includes(needle)) scored.set(item.id, { item, rank: 0, score: 0.5 });
    }
    return group([...scored.values()]);
  };
}

function group<T extends SearchItem>(entries: { item: T; rank: number; score: number }[]): SearchGroup<T>[] {
  const sorted = [...entries].sort((a, b) => a.rank - b.rank || a.score - b.score);
  return SEARCH_CATEGORIES.map((category) => ({
    category,
    items: sorted
      .filter((entry) => entry.item.category === category)
      .slice(0, RESULTS_PER_CATEGORY)
      .map((entry) => entry.item),
  })).filter((entry) => entry.items.length > 0);
}
