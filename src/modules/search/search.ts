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
 * How closely an item's name matches the query, best first: the name itself, a name that starts
 * with it, a word of the name that starts with it, a name that contains it, then fuzzy matches.
 */
function nameRank(name: string, needle: string): number {
  const normalised = normalise(name);
  if (normalised === needle) return 0;
  if (normalised.startsWith(needle)) return 1;
  if (normalised.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(needle))) return 2;
  if (normalised.includes(needle)) return 3;
  return 4;
}

interface Scored<T> {
  item: T;
  rank: number;
  score: number;
}

/**
 * Fuzzy search (Fuse.js, threshold 0.3, name weighted 2) grouped by category, at most 5 per
 * category. Items named after the query come first (see nameRank), so typing a tool's exact word
 * ("json", "uuid", "about") lists what is named after it before fuzzy matches, which are found even
 * when Fuse would not rank them; the group holding the best match comes first. The query is cut to
 * 32 characters, so a long paste never throws.
 */
export function createSearcher<T extends SearchItem>(items: readonly T[]): (query: string) => SearchGroup<T>[] {
  const fuse = new Fuse<SearchItem>(items, fuseOptions);
  return (query) => {
    const trimmed = query.trim().slice(0, MAX_QUERY_LENGTH).trim();
    if (trimmed === '') return group(items.map((item) => ({ item, rank: 0, score: 0 })), false);
    const needle = normalise(trimmed);
    const scored = new Map<string, Scored<T>>();
    let results: { item: SearchItem; score?: number }[] = [];
    try {
      results = fuse.search(trimmed);
    } catch {
      results = [];
    }
    for (const result of results) {
      const item = result.item as T;
      scored.set(item.id, { item, rank: nameRank(item.name, needle), score: result.score ?? 1 });
    }
    for (const item of items) {
      if (scored.has(item.id)) continue;
      const rank = nameRank(item.name, needle);
      if (rank < 4) scored.set(item.id, { item, rank, score: 0.5 });
    }
    return group([...scored.values()], true);
  };
}

function group<T extends SearchItem>(entries: Scored<T>[], bestGroupFirst: boolean): SearchGroup<T>[] {
  const sorted = [...entries].sort((a, b) => a.rank - b.rank || a.score - b.score);
  const groups = SEARCH_CATEGORIES.map((category) => ({
    category,
    items: sorted
      .filter((entry) => entry.item.category === category)
      .slice(0, RESULTS_PER_CATEGORY)
      .map((entry) => entry.item),
  })).filter((entry) => entry.items.length > 0);
  if (!bestGroupFirst) return groups;
  // sorted is best first, so a group's first item's position in it is the group's best match.
  const position = new Map(sorted.map((entry, index) => [entry.item.id, index]));
  return groups.sort((a, b) => (position.get(a.items[0]!.id) ?? 0) - (position.get(b.items[0]!.id) ?? 0));
}
