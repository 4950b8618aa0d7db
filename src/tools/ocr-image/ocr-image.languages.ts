/**
 * Recognition languages. English is bundled (served from our origin, cached by the service worker
 * the first time it is used). Any other language is a Tesseract model the person adds from their
 * disk (`fra.traineddata`, gzipped or not): nothing is downloaded from anywhere else. The page
 * keeps each added model in IndexedDB, where tesseract.js's worker reads its cache (the
 * `idb-keyval` store it uses, under our own `cachePath`), so it is there next time, offline too.
 * Light code: the screen imports it.
 */
import { ToolInputError } from '../../lib/errors';

export const BUNDLED_LANGUAGE = 'eng';

/** tesseract.js's `cachePath`: the prefix of its cache keys (`it-tools-ocr/fra.traineddata`). */
export const LANGUAGE_CACHE_PATH = 'it-tools-ocr';

/** At most this many languages at once (each adds its model to the run). */
export const MAX_LANGUAGES = 4;

/** A Tesseract language code: `fra`, `chi_sim`, `deu_latf`, `chi_tra_vert`. */
export const LANGUAGE_CODE = /^[a-z]{3}(?:_[a-z]{2,8}){0,2}$/;

/** The option's form: codes joined by `+`, as Tesseract takes them (`eng+fra`). */
export const LANGUAGE_LIST = /^[a-z]{3}(?:_[a-z]{2,8}){0,2}(?:\+[a-z]{3}(?:_[a-z]{2,8}){0,2})*$/;

/** `'eng+fra'` → `['eng', 'fra']`, without repeats; a bad code or too many is a ToolInputError. */
export function parseLanguages(value: string): string[] {
  const codes = [...new Set(value.trim().toLowerCase().split('+').filter(Boolean))];
  if (codes.length === 0) return [BUNDLED_LANGUAGE];
  const bad = codes.find((code) => !LANGUAGE_CODE.test(code));
  if (bad !== undefined) throw new ToolInputError('errors.badLanguageCode', { params: { code: bad } });
  if (codes.length > MAX_LANGUAGES) throw new ToolInputError('errors.tooManyLanguages', { params: { max: MAX_LANGUAGES } });
  return codes;
}

/** The language code a model's file name suggests: `fra.traineddata.gz` → `fra`. */
export function codeFromFileName(name: string): string {
  const base = name.toLowerCase().replace(/\.gz$/, '').replace(/\.traineddata$/, '');
  return LANGUAGE_CODE.test(base) ? base : '';
}

/**
 * Whether some bytes may be a Tesseract model: gzip, or a traineddata file (its first 32-bit word,
 * little-endian, is the number of its components: a few dozen at most). Tesseract itself has the
 * last word, when it loads the model.
 */
export function looksLikeModel(bytes: Uint8Array): boolean {
  if (bytes.length < 16) return false;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return true;
  const entries = bytes[0]! | (bytes[1]! << 8) | (bytes[2]! << 16) | (bytes[3]! << 24);
  return entries > 0 && entries < 64;
}

/** The smallest WebAssembly module using a SIMD instruction: which Tesseract core to load. */
export const SIMD_TEST_MODULE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);

// tesseract.js's browser cache: idb-keyval's default database and store.
const DATABASE = 'keyval-store';
const STORE = 'keyval';

const cacheKey = (code: string) => `${LANGUAGE_CACHE_PATH}/${code}.traineddata`;

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, operate: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openStore();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = operate(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    database.close();
  }
}

const canStore = () => typeof indexedDB !== 'undefined';

/** The languages added on this browser (sorted codes, English not among them). */
export async function addedLanguages(): Promise<string[]> {
  if (!canStore()) return [];
  const keys = await withStore('readonly', (store) => store.getAllKeys());
  const prefix = `${LANGUAGE_CACHE_PATH}/`;
  return keys
    .filter((key): key is string => typeof key === 'string' && key.startsWith(prefix) && key.endsWith('.traineddata'))
    .map((key) => key.slice(prefix.length, -'.traineddata'.length))
    .filter((code) => LANGUAGE_CODE.test(code) && code !== BUNDLED_LANGUAGE)
    .sort();
}

/** Keeps a model for the next recognitions (replacing one of the same code). */
export async function addLanguage(code: string, bytes: Uint8Array): Promise<void> {
  await withStore('readwrite', (store) => store.put(bytes, cacheKey(code)));
}

export async function removeLanguage(code: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(cacheKey(code)));
}

/** Whether a language's model was added on this browser. */
export async function hasLanguage(code: string): Promise<boolean> {
  if (!canStore()) return false;
  return (await withStore('readonly', (store) => store.count(cacheKey(code)))) > 0;
}
