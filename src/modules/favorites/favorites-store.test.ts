// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return import('./favorites-store');
}

describe('favourites', () => {
  beforeEach(() => localStorage.clear());

  it('toggles, persists as a plain list of ids and keeps the order', async () => {
    const { useFavoritesStore, FAVORITES_STORAGE_KEY } = await freshStore();
    const { toggle } = useFavoritesStore.getState();
    toggle('hash-text');
    toggle('token-generator');
    expect(JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null')).toEqual(['hash-text', 'token-generator']);
    toggle('hash-text');
    expect(useFavoritesStore.getState().ids).toEqual(['token-generator']);
  });

  it('reorders', async () => {
    const { useFavoritesStore } = await freshStore();
    ['a', 'b', 'c'].forEach((id) => useFavoritesStore.getState().add(id));
    useFavoritesStore.getState().move(2, 0);
    expect(useFavoritesStore.getState().ids).toEqual(['c', 'a', 'b']);
    useFavoritesStore.getState().move(5, 0);
    expect(useFavoritesStore.getState().ids).toEqual(['c', 'a', 'b']);
  });

  it('reads stored ids back, dropping duplicates', async () => {
    localStorage.setItem('favoriteToolsName', JSON.stringify(['json-prettify', 'hash-text', 'json-prettify']));
    const { useFavoritesStore } = await freshStore();
    expect(useFavoritesStore.getState().ids).toEqual(['json-prettify', 'hash-text']);
  });

  it.each(['{not json', '"a string"', '{"ids":["x"]}', '[1,2]', 'null'])('resets corrupt storage %j to an empty list', async (stored) => {
    localStorage.setItem('favoriteToolsName', stored);
    const { useFavoritesStore } = await freshStore();
    expect(useFavoritesStore.getState().ids).toEqual([]);
  });

  it('ignores ids of tools that no longer exist', async () => {
    const { resolveFavorites } = await freshStore();
    const known = new Map([['hash-text', { id: 'hash-text' }]]);
    expect(resolveFavorites(['gone-tool', 'hash-text'], known)).toEqual([{ id: 'hash-text' }]);
  });
});
