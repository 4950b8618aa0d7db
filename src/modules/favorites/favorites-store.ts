import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { readStoredJson, removeStored, writeStoredJson } from '../../lib/storage';

export const FAVORITES_STORAGE_KEY = 'favoriteToolsName';

interface FavoritesState {
  /** Tool ids, in the order the user arranged them. */
  ids: string[];
  toggle: (id: string) => void;
  add: (id: string) => void;
  remove: (id: string) => void;
  move: (from: number, to: number) => void;
}

function isIdList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Stored as a plain JSON list of ids under a stable key. Anything else found there (corrupt JSON,
 * another shape) reads as an empty list instead of breaking the app.
 */
const idListStorage: PersistStorage<Pick<FavoritesState, 'ids'>> = {
  getItem: (name) => {
    const ids = readStoredJson(name, isIdList);
    return { state: { ids: ids ? [...new Set(ids)] : [] }, version: 0 };
  },
  setItem: (name, value) => {
    writeStoredJson(name, value.state.ids);
  },
  removeItem: (name) => removeStored(name),
};

export const useFavoritesStore = create<FavoritesState>()(
  persist(
    (set) => ({
      ids: [],
      toggle: (id) => set((state) => ({ ids: state.ids.includes(id) ? state.ids.filter((item) => item !== id) : [...state.ids, id] })),
      add: (id) => set((state) => (state.ids.includes(id) ? state : { ids: [...state.ids, id] })),
      remove: (id) => set((state) => ({ ids: state.ids.filter((item) => item !== id) })),
      move: (from, to) =>
        set((state) => {
          if (from === to || from < 0 || to < 0 || from >= state.ids.length || to >= state.ids.length) return state;
          const ids = [...state.ids];
          const [moved] = ids.splice(from, 1);
          if (moved !== undefined) ids.splice(to, 0, moved);
          return { ids };
        }),
    }),
    { name: FAVORITES_STORAGE_KEY, storage: idListStorage, partialize: (state) => ({ ids: state.ids }) },
  ),
);

/** Keeps only ids that still name a tool, in stored order. */
export function resolveFavorites<T extends { id: string }>(ids: readonly string[], known: ReadonlyMap<string, T>): T[] {
  return ids.map((id) => known.get(id)).filter((tool): tool is T => tool !== undefined);
}
