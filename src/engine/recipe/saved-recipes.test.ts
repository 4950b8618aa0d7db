import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecipe, type Recipe } from './recipe';
import {
  addSavedRecipe,
  createSavedRecipesStore,
  deleteSavedRecipe,
  exportAllRecipesFile,
  exportRecipeFile,
  importRecipeFile,
  listSavedRecipes,
  newSavedRecipeId,
  recipeFileName,
  renameSavedRecipe,
  SAVED_RECIPES_STORAGE_KEY,
  uniqueRecipeName,
  updateSavedRecipe,
  type RecipeCollection,
  type SaveContext,
  type SavedRecipe,
  type SavedRecipesBackend,
} from './saved-recipes';

/** Ids id-1, id-2…; each save one minute after the previous. */
function fixedContext(): SaveContext {
  let count = 0;
  let minute = 0;
  return { newId: () => `id-${(count += 1)}`, now: () => new Date(Date.UTC(2025, 0, 1, 12, (minute += 1))) };
}

const decode = createRecipe([{ op: 'base64-string-decode', options: {} }, { op: 'json-prettify', options: { indentSize: 2 } }]);
const minify = createRecipe([{ op: 'json-minify', options: {} }]);

const saved = (id: string, name: string, recipe: Recipe = minify, savedAt = '2025-01-01T00:00:00.000Z'): SavedRecipe => ({ id, name, recipe: createRecipe(recipe.steps, name), savedAt });

describe('names', () => {
  it.each<[string, string[], string]>([
    ['Decode', [], 'Decode'],
    ['Decode', ['Other'], 'Decode'],
    ['Decode', ['Decode'], 'Decode (2)'],
    ['Decode', ['decode', 'Decode (2)'], 'Decode (3)'],
    ['  Decode  ', ['Decode'], 'Decode (2)'],
    ['', [], 'Untitled recipe'],
    ['   ', ['Untitled recipe'], 'Untitled recipe (2)'],
    ['Decode (2)', ['Decode (2)'], 'Decode (2) (2)'],
  ])('%j among %j is %j', (name, taken, unique) => {
    expect(uniqueRecipeName(name, taken)).toBe(unique);
  });

  it.each([
    ['Decode JWT', 'decode-jwt.itrecipe.json'],
    ['Café / crème: 2×', 'cafe-creme-2.itrecipe.json'],
    ['日本語', '日本語.itrecipe.json'],
    ['😀', 'recipe.itrecipe.json'],
    ['', 'untitled-recipe.itrecipe.json'],
  ])('the file name of %j is %j', (name, fileName) => {
    expect(recipeFileName(name)).toBe(fileName);
  });
});

describe('the list of saved recipes', () => {
  it('adds, updates, renames and deletes, each time as a new list', () => {
    const context = fixedContext();
    const empty: SavedRecipe[] = [];
    const first = addSavedRecipe(empty, 'Decode', decode, context);
    expect(empty).toEqual([]);
    expect(first.saved).toEqual({ id: 'id-1', name: 'Decode', recipe: createRecipe(decode.steps, 'Decode'), savedAt: '2025-01-01T12:01:00.000Z' });
    const second = addSavedRecipe(first.list, 'Decode', minify, context);
    expect(second.saved.name).toBe('Decode (2)');
    expect(second.saved.recipe.name).toBe('Decode (2)');

    const updated = updateSavedRecipe(second.list, 'id-1', minify, context);
    expect(updated[0]).toEqual({ id: 'id-1', name: 'Decode', recipe: createRecipe(minify.steps, 'Decode'), savedAt: '2025-01-01T12:03:00.000Z' });
    expect(updateSavedRecipe(second.list, 'nope', minify, context)).toEqual(second.list);

    const renamed = renameSavedRecipe(updated, 'id-2', 'Minify');
    expect(renamed[1]).toMatchObject({ id: 'id-2', name: 'Minify', recipe: { name: 'Minify' } });
    expect(renameSavedRecipe(renamed, 'id-2', 'Decode')[1]!.name).toBe('Decode (2)');
    expect(renameSavedRecipe(renamed, 'id-1', 'Decode')[0]!.name).toBe('Decode');

    expect(deleteSavedRecipe(renamed, 'id-1').map((entry) => entry.id)).toEqual(['id-2']);
    expect(deleteSavedRecipe(renamed, 'nope')).toEqual(renamed);
  });

  it('lists the newest first, then by name', () => {
    const list = [saved('a', 'B', minify, '2025-01-01T00:00:00.000Z'), saved('b', 'A', minify, '2025-01-01T00:00:00.000Z'), saved('c', 'C', minify, '2025-02-01T00:00:00.000Z')];
    expect(listSavedRecipes(list).map((entry) => entry.id)).toEqual(['c', 'b', 'a']);
  });

  it('makes random ids of 16 hex digits', () => {
    const ids = new Set(Array.from({ length: 50 }, newSavedRecipeId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('recipe files', () => {
  it('exports one recipe as the recipe object, named', () => {
    expect(exportRecipeFile(saved('x', 'Decode JWT', decode))).toEqual({
      fileName: 'decode-jwt.itrecipe.json',
      text: `${JSON.stringify({ format: 'it-tools/recipe', v: 1, name: 'Decode JWT', steps: decode.steps }, null, 2)}\n`,
    });
  });

  it('exports all recipes as a collection', () => {
    const list = [saved('x', 'One'), saved('y', 'Two', decode)];
    const file = exportAllRecipesFile(list);
    expect(file.fileName).toBe('recipes.itrecipe.json');
    expect(JSON.parse(file.text)).toEqual({ format: 'it-tools/recipes', v: 1, recipes: list });
  });

  it('imports an exported recipe under a new id, " (2)" when its name exists', () => {
    const list = [saved('x', 'Decode JWT')];
    const result = importRecipeFile(exportRecipeFile(saved('other', 'Decode JWT', decode)).text, list, undefined, fixedContext());
    expect(result).toEqual({
      ok: true,
      list: [list[0], { id: 'id-1', name: 'Decode JWT (2)', recipe: createRecipe(decode.steps, 'Decode JWT (2)'), savedAt: '2025-01-01T12:01:00.000Z' }],
      imported: [{ id: 'id-1', name: 'Decode JWT (2)', recipe: createRecipe(decode.steps, 'Decode JWT (2)'), savedAt: '2025-01-01T12:01:00.000Z' }],
    });
  });

  it('names a recipe without a name after the file, or "Untitled recipe"', () => {
    const text = JSON.stringify(createRecipe(minify.steps));
    expect(importRecipeFile(text, [], 'from-file', fixedContext())).toMatchObject({ ok: true, imported: [{ name: 'from-file' }] });
    expect(importRecipeFile(text, [], undefined, fixedContext())).toMatchObject({ ok: true, imported: [{ name: 'Untitled recipe' }] });
  });

  it('imports a collection, keeping dates, renaming clashes with the list and within the file', () => {
    const file = exportAllRecipesFile([saved('a', 'One', decode, '2024-05-05T05:05:05.000Z'), saved('b', 'Two'), saved('c', 'two')]).text;
    const result = importRecipeFile(file, [saved('x', 'One')], undefined, fixedContext());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.imported.map((entry) => [entry.id, entry.name, entry.savedAt])).toEqual([
      ['id-1', 'One (2)', '2024-05-05T05:05:05.000Z'],
      ['id-2', 'Two', '2025-01-01T00:00:00.000Z'],
      ['id-3', 'two (2)', '2025-01-01T00:00:00.000Z'],
    ]);
    expect(result.list.map((entry) => entry.name)).toEqual(['One', 'One (2)', 'Two', 'two (2)']);
    expect(result.imported[0]!.recipe).toEqual(createRecipe(decode.steps, 'One (2)'));
  });

  it('reads a file with a byte order mark', () => {
    expect(importRecipeFile(`\ufeff${JSON.stringify(minify)}`, [], 'f', fixedContext())).toMatchObject({ ok: true });
  });

  const collection = (recipes: unknown[], v = 1) => JSON.stringify({ format: 'it-tools/recipes', v, recipes });
  it.each<[string, string, string, string]>([
    ['an empty file', '', 'notJson', 'This file is not a recipe file: it is not JSON.'],
    ['text', 'hello', 'notJson', 'This file is not a recipe file: it is not JSON.'],
    ['truncated JSON', JSON.stringify(minify).slice(0, -3), 'notJson', 'This file is not a recipe file: it is not JSON.'],
    ['other JSON', '{"name":"package","version":"1.0.0"}', 'notRecipe', 'This file is not an IT Tools recipe file.'],
    ['a JSON list', '[1,2]', 'notRecipe', 'This file is not an IT Tools recipe file.'],
    ['a recipe of a newer version', '{"format":"it-tools/recipe","v":2,"steps":[]}', 'newerFormatVersion', 'This recipe was made by a newer version of IT Tools (recipe format 2); this version reads format 1.'],
    ['a recipe without version', '{"format":"it-tools/recipe","steps":[]}', 'badFormatVersion', 'This recipe has no valid format version.'],
    ['a step without op', '{"format":"it-tools/recipe","v":1,"steps":[{"op":"json-minify"},{"options":{}}]}', 'stepWithoutOp', 'Step 2 has no operation ("op").'],
    ['a collection of a newer version', collection([], 2), 'newerFormatVersion', 'This file was made by a newer version of IT Tools (format 2); this version reads format 1.'],
    ['a collection without version', '{"format":"it-tools/recipes","recipes":[]}', 'badFormatVersion', 'This file of recipes has no valid format version.'],
    ['a collection without list', '{"format":"it-tools/recipes","v":1}', 'notRecipe', 'This file of recipes has no list of recipes.'],
    ['a collection with an entry that is not an object', collection([3]), 'notRecipe', 'Entry 1 of this file is not a saved recipe.'],
    ['a collection with a bad recipe', collection([{ id: 'a', name: 'A', recipe: minify }, { id: 'b', name: 'B', recipe: { format: 'it-tools/recipe', v: 1, steps: [{}] } }]), 'stepWithoutOp', 'Recipe 2 of this file: Step 1 has no operation ("op").'],
    ['a file over 5 MB', ' '.repeat(5 * 1024 * 1024 + 1), 'fileTooLarge', 'This file is too large to be a recipe file.'],
  ])('refuses %s with one clear problem, leaving the list as it was', (_name, text, code, message) => {
    const list = [saved('x', 'Keep')];
    const before = structuredClone(list);
    const result = importRecipeFile(text, list, 'f', fixedContext());
    expect(result).toEqual({ ok: false, problem: expect.objectContaining({ code, message }) });
    expect(list).toEqual(before);
  });
});

/** A backend in memory, which can refuse writes (a full quota). */
function memoryBackend(initial?: unknown): SavedRecipesBackend & { value: unknown; refuse: boolean } {
  const backend = {
    value: initial,
    refuse: false,
    read: () => backend.value,
    write: (collection: RecipeCollection) => {
      if (backend.refuse) return false;
      backend.value = JSON.parse(JSON.stringify(collection));
      return true;
    },
  };
  return backend;
}

describe('the saved recipes store', () => {
  it('saves, loads, lists, renames and deletes', () => {
    const backend = memoryBackend();
    const store = createSavedRecipesStore(backend, fixedContext());
    expect(store.list()).toEqual([]);
    const first = store.save('Decode', decode);
    expect(first).toEqual({ saved: expect.objectContaining({ id: 'id-1', name: 'Decode' }), stored: true });
    store.save('Decode', minify);
    expect(store.list().map((entry) => entry.name)).toEqual(['Decode (2)', 'Decode']);
    expect(store.load('id-1')?.recipe).toEqual(createRecipe(decode.steps, 'Decode'));
    expect(store.load('nope')).toBeUndefined();

    expect(store.save('ignored', minify, 'id-1')).toEqual({ saved: expect.objectContaining({ id: 'id-1', name: 'Decode', recipe: createRecipe(minify.steps, 'Decode') }), stored: true });
    expect(store.rename('id-2', 'Minify')).toBe(true);
    expect(store.rename('nope', 'x')).toBe(false);
    expect(store.list().map((entry) => [entry.id, entry.name])).toEqual([
      ['id-1', 'Decode'],
      ['id-2', 'Minify'],
    ]);
    expect(store.delete('id-1')).toBe(true);
    expect(store.delete('id-1')).toBe(false);
    expect(backend.value).toEqual({ format: 'it-tools/recipes', v: 1, recipes: [expect.objectContaining({ id: 'id-2', name: 'Minify' })] });
  });

  it('imports a file into the stored list, or changes nothing when the file is bad', () => {
    const backend = memoryBackend();
    const store = createSavedRecipesStore(backend, fixedContext());
    store.save('Decode', decode);
    const stored = structuredClone(backend.value);
    expect(store.importFile('not json')).toMatchObject({ ok: false, problem: { code: 'notJson' } });
    expect(backend.value).toEqual(stored);
    expect(store.importFile(JSON.stringify(decode), 'Decode')).toMatchObject({ ok: true, stored: true, imported: [{ name: 'Decode (2)' }] });
    expect(store.list()).toHaveLength(2);
  });

  it('says when storage refused a save', () => {
    const backend = memoryBackend();
    backend.refuse = true;
    const store = createSavedRecipesStore(backend, fixedContext());
    expect(store.save('Decode', decode)).toMatchObject({ stored: false });
    expect(store.list()).toEqual([]);
  });

  it.each<[string, unknown, string[]]>([
    ['nothing', undefined, []],
    ['another shape', { hello: 1 }, []],
    ['a list', [1, 2], []],
    [
      'entries that cannot be read, left out',
      { format: 'it-tools/recipes', v: 1, recipes: [saved('a', 'Good'), { id: 'b', name: 'Bad', recipe: { format: 'x' } }, 7, { name: 'No id', recipe: minify, savedAt: '2025-01-01T00:00:00.000Z' }] },
      ['a'],
    ],
  ])('reads %s stored as a usable list', (_name, value, ids) => {
    expect(createSavedRecipesStore(memoryBackend(value)).list().map((entry) => entry.id)).toEqual(ids);
  });
});

describe('the store in local storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the list under its key, as a collection', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) },
    });
    const store = createSavedRecipesStore(undefined, fixedContext());
    store.save('Decode', decode);
    expect(JSON.parse(items.get(SAVED_RECIPES_STORAGE_KEY) ?? 'null')).toEqual({ format: 'it-tools/recipes', v: 1, recipes: [expect.objectContaining({ id: 'id-1', name: 'Decode' })] });
    expect(createSavedRecipesStore().list().map((entry) => entry.name)).toEqual(['Decode']);
    items.set(SAVED_RECIPES_STORAGE_KEY, '{corrupt');
    expect(createSavedRecipesStore().list()).toEqual([]);
  });
});
