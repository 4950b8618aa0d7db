import { bytesToHex } from '../../lib/crypto-encoding/bytes';
import { cryptoRandom } from '../../lib/random';
import { readStoredJson, writeStoredJson } from '../../lib/storage';
import { createRecipe, parseRecipe, type Recipe } from './recipe';
import type { RecipeProblem } from './recipe-problem';

/**
 * The recipes a user saved in this browser, and `.itrecipe.json` files: pure helpers on a list
 * (each returns a new list), a small store that keeps the list in local storage, and the file
 * export and import. A file holds one recipe (the recipe object) or all of them
 * (`{ format: 'it-tools/recipes', v: 1, recipes: [{ id, name, recipe, savedAt }] }`, which is
 * also what the store keeps).
 */

export interface SavedRecipe {
  id: string;
  name: string;
  /** Its `name` is kept equal to the saved recipe's name. */
  recipe: Recipe;
  /** ISO date and time of the last save. */
  savedAt: string;
}

export const RECIPE_COLLECTION_FORMAT = 'it-tools/recipes';
export const RECIPE_COLLECTION_VERSION = 1;
export const SAVED_RECIPES_STORAGE_KEY = 'recipes:saved';
export const RECIPE_FILE_EXTENSION = '.itrecipe.json';
/** The name of a recipe saved or imported without one. */
export const UNTITLED_RECIPE_NAME = 'Untitled recipe';
/** Larger files are refused unread. */
export const MAX_RECIPE_FILE_CHARS = 5 * 1024 * 1024;

export interface RecipeCollection {
  format: typeof RECIPE_COLLECTION_FORMAT;
  v: typeof RECIPE_COLLECTION_VERSION;
  recipes: SavedRecipe[];
}

/** Where new ids and dates come from (fixed in tests). */
export interface SaveContext {
  now: () => Date;
  newId: () => string;
}

/** 16 random hex digits from Web Crypto (crypto.randomUUID needs a secure origin; self-hosted over HTTP has none). */
export function newSavedRecipeId(): string {
  return bytesToHex(cryptoRandom.getRandomValues(new Uint8Array(8)));
}

const defaultContext: SaveContext = { now: () => new Date(), newId: newSavedRecipeId };

/** A trimmed name, or the untitled name for a blank one. */
export function cleanRecipeName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed === '' ? UNTITLED_RECIPE_NAME : trimmed;
}

/** `name`, or `name (2)`, `name (3)`… : the first that none of `taken` has (compared case-insensitively). */
export function uniqueRecipeName(name: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((existing) => existing.toLocaleLowerCase('en')));
  const base = cleanRecipeName(name);
  if (!used.has(base.toLocaleLowerCase('en'))) return base;
  for (let counter = 2; ; counter += 1) {
    const candidate = `${base} (${counter})`;
    if (!used.has(candidate.toLocaleLowerCase('en'))) return candidate;
  }
}

/** The list, newest save first (then by name). */
export function listSavedRecipes(list: readonly SavedRecipe[]): SavedRecipe[] {
  return [...list].sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.name.localeCompare(b.name, 'en'));
}

/** Adds `recipe` under a name no other saved recipe has. */
export function addSavedRecipe(list: readonly SavedRecipe[], name: string, recipe: Recipe, context: SaveContext = defaultContext): { list: SavedRecipe[]; saved: SavedRecipe } {
  const unique = uniqueRecipeName(name, list.map((entry) => entry.name));
  const saved: SavedRecipe = { id: context.newId(), name: unique, recipe: createRecipe(recipe.steps, unique), savedAt: context.now().toISOString() };
  return { list: [...list, saved], saved };
}

/** Replaces the recipe saved under `id` (same name, new date); the list unchanged when there is none. */
export function updateSavedRecipe(list: readonly SavedRecipe[], id: string, recipe: Recipe, context: SaveContext = defaultContext): SavedRecipe[] {
  return list.map((entry) => (entry.id === id ? { ...entry, recipe: createRecipe(recipe.steps, entry.name), savedAt: context.now().toISOString() } : entry));
}

/** Renames the recipe saved under `id` (a name another one has gets " (2)"…). */
export function renameSavedRecipe(list: readonly SavedRecipe[], id: string, name: string): SavedRecipe[] {
  const others = list.filter((entry) => entry.id !== id).map((entry) => entry.name);
  const unique = uniqueRecipeName(name, others);
  return list.map((entry) => (entry.id === id ? { ...entry, name: unique, recipe: createRecipe(entry.recipe.steps, unique) } : entry));
}

export function deleteSavedRecipe(list: readonly SavedRecipe[], id: string): SavedRecipe[] {
  return list.filter((entry) => entry.id !== id);
}

export interface RecipeFile {
  fileName: string;
  text: string;
}

/** A file name from a recipe name: letters, digits and dashes, `.itrecipe.json` at the end. */
export function recipeFileName(name: string): string {
  const base = cleanRecipeName(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base === '' ? 'recipe' : base}${RECIPE_FILE_EXTENSION}`;
}

/** One saved recipe as a file: the recipe object, named. */
export function exportRecipeFile(saved: SavedRecipe): RecipeFile {
  return { fileName: recipeFileName(saved.name), text: `${JSON.stringify(createRecipe(saved.recipe.steps, saved.name), null, 2)}\n` };
}

/** Every saved recipe as one file. */
export function exportAllRecipesFile(list: readonly SavedRecipe[]): RecipeFile {
  const collection: RecipeCollection = { format: RECIPE_COLLECTION_FORMAT, v: RECIPE_COLLECTION_VERSION, recipes: [...list] };
  return { fileName: `recipes${RECIPE_FILE_EXTENSION}`, text: `${JSON.stringify(collection, null, 2)}\n` };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

type CollectionParse = { ok: true; recipes: SavedRecipe[] } | { ok: false; problem: RecipeProblem };

/** Reads a collection (a file of all recipes, or the stored list): all entries valid, or the first problem. */
export function parseRecipeCollection(value: unknown): CollectionParse {
  if (!isPlainObject(value) || value.format !== RECIPE_COLLECTION_FORMAT) return { ok: false, problem: { code: 'notRecipe', message: 'This is not a file of IT Tools recipes.' } };
  if (typeof value.v !== 'number' || !Number.isInteger(value.v) || value.v < 1) return { ok: false, problem: { code: 'badFormatVersion', message: 'This file of recipes has no valid format version.' } };
  if (value.v > RECIPE_COLLECTION_VERSION) {
    return {
      ok: false,
      problem: {
        code: 'newerFormatVersion',
        message: `This file was made by a newer version of IT Tools (format ${value.v}); this version reads format ${RECIPE_COLLECTION_VERSION}.`,
        params: { version: value.v, supported: RECIPE_COLLECTION_VERSION },
      },
    };
  }
  if (!Array.isArray(value.recipes)) return { ok: false, problem: { code: 'notRecipe', message: 'This file of recipes has no list of recipes.' } };
  const recipes: SavedRecipe[] = [];
  for (const [index, entry] of value.recipes.entries()) {
    const number = index + 1;
    if (!isPlainObject(entry)) return { ok: false, problem: { code: 'notRecipe', message: `Entry ${number} of this file is not a saved recipe.`, params: { entry: number } } };
    const read = parseRecipe(entry.recipe);
    if (!read.ok) return { ok: false, problem: { ...read.problem, message: `Recipe ${number} of this file: ${read.problem.message}`, params: { ...read.problem.params, entry: number } } };
    const name = typeof entry.name === 'string' ? entry.name : read.recipe.name;
    const savedAt = typeof entry.savedAt === 'string' && !Number.isNaN(Date.parse(entry.savedAt)) ? entry.savedAt : new Date(0).toISOString();
    recipes.push({ id: typeof entry.id === 'string' && entry.id !== '' ? entry.id : '', name: cleanRecipeName(name), recipe: read.recipe, savedAt });
  }
  return { ok: true, recipes };
}

export type RecipeImport = { ok: true; list: SavedRecipe[]; imported: SavedRecipe[] } | { ok: false; problem: RecipeProblem };

/**
 * Reads a `.itrecipe.json` file (one recipe or a collection) and adds its recipes to `list`: each
 * gets a new id, and a name that exists gets " (2)"… A bad file gives one clear problem (not JSON,
 * not a recipe, a newer version, a step without `op`…) and `list` is left as it was.
 * `fallbackName` names a recipe that has none (e.g. from the file name).
 */
export function importRecipeFile(text: string, list: readonly SavedRecipe[], fallbackName?: string, context: SaveContext = defaultContext): RecipeImport {
  if (text.length > MAX_RECIPE_FILE_CHARS) return { ok: false, problem: { code: 'fileTooLarge', message: 'This file is too large to be a recipe file.', params: { limit: MAX_RECIPE_FILE_CHARS } } };
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, problem: { code: 'notJson', message: 'This file is not a recipe file: it is not JSON.' } };
  }
  let incoming: { name: string | undefined; recipe: Recipe; savedAt?: string }[];
  if (isPlainObject(value) && value.format === RECIPE_COLLECTION_FORMAT) {
    const read = parseRecipeCollection(value);
    if (!read.ok) return read;
    incoming = read.recipes;
  } else {
    const read = parseRecipe(value);
    if (!read.ok) return read.problem.code === 'notRecipe' ? { ok: false, problem: { ...read.problem, message: 'This file is not an IT Tools recipe file.' } } : read;
    incoming = [{ name: read.recipe.name ?? fallbackName, recipe: read.recipe }];
  }
  const next = [...list];
  const imported: SavedRecipe[] = [];
  const importedAt = context.now().toISOString();
  for (const entry of incoming) {
    const name = uniqueRecipeName(entry.name ?? fallbackName ?? UNTITLED_RECIPE_NAME, next.map((saved) => saved.name));
    const saved: SavedRecipe = { id: context.newId(), name, recipe: createRecipe(entry.recipe.steps, name), savedAt: entry.savedAt ?? importedAt };
    next.push(saved);
    imported.push(saved);
  }
  return { ok: true, list: next, imported };
}

/** Where the store keeps its list (local storage by default; a map in tests). */
export interface SavedRecipesBackend {
  read(): unknown;
  /** False when the list could not be kept (quota exceeded, storage disabled). */
  write(collection: RecipeCollection): boolean;
}

export const localStorageRecipesBackend: SavedRecipesBackend = {
  read: () => readStoredJson(SAVED_RECIPES_STORAGE_KEY, (value): value is unknown => value !== undefined),
  write: (collection) => writeStoredJson(SAVED_RECIPES_STORAGE_KEY, collection),
};

export interface SavedRecipesStore {
  /** Every saved recipe, newest first. */
  list(): SavedRecipe[];
  load(id: string): SavedRecipe | undefined;
  /** Saves a new recipe, or replaces the one saved under `id` (keeping its name). `stored` is false when storage refused it. */
  save(name: string, recipe: Recipe, id?: string): { saved: SavedRecipe | undefined; stored: boolean };
  rename(id: string, name: string): boolean;
  delete(id: string): boolean;
  /** `importRecipeFile` on the stored list, kept when the file is good. */
  importFile(text: string, fallbackName?: string): RecipeImport & { stored?: boolean };
}

/**
 * The saved recipes of this browser. What is stored is read again at every call (another tab may
 * have saved meanwhile); stored entries that cannot be read are left out rather than breaking the list.
 */
export function createSavedRecipesStore(backend: SavedRecipesBackend = localStorageRecipesBackend, context: SaveContext = defaultContext): SavedRecipesStore {
  const read = (): SavedRecipe[] => {
    const value = backend.read();
    if (!isPlainObject(value) || !Array.isArray(value.recipes)) return [];
    return value.recipes.flatMap((entry) => {
      const parsed = parseRecipeCollection({ format: RECIPE_COLLECTION_FORMAT, v: RECIPE_COLLECTION_VERSION, recipes: [entry] });
      return parsed.ok && parsed.recipes[0]!.id !== '' ? parsed.recipes : [];
    });
  };
  const write = (recipes: SavedRecipe[]) => backend.write({ format: RECIPE_COLLECTION_FORMAT, v: RECIPE_COLLECTION_VERSION, recipes });
  return {
    list: () => listSavedRecipes(read()),
    load: (id) => read().find((entry) => entry.id === id),
    save(name, recipe, id) {
      const list = read();
      if (id !== undefined && list.some((entry) => entry.id === id)) {
        const next = updateSavedRecipe(list, id, recipe, context);
        return { saved: next.find((entry) => entry.id === id), stored: write(next) };
      }
      const { list: next, saved } = addSavedRecipe(list, name, recipe, context);
      return { saved, stored: write(next) };
    },
    rename(id, name) {
      const list = read();
      return list.some((entry) => entry.id === id) && write(renameSavedRecipe(list, id, name));
    },
    delete(id) {
      const list = read();
      return list.some((entry) => entry.id === id) && write(deleteSavedRecipe(list, id));
    },
    importFile(text, fallbackName) {
      const result = importRecipeFile(text, read(), fallbackName, context);
      return result.ok ? { ...result, stored: write(result.list) } : result;
    },
  };
}
