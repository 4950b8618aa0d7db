/**
 * The organiser's file, kept in IndexedDB while its pages are being arranged, so a reload brings
 * back the same file (the arrangement itself is in the tool's state, in local storage). One file
 * at a time, in a database of this tool's own.
 */
const DATABASE = 'it-tools-pdf-organizer';
const STORE = 'files';
const KEY = 'current';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, operate: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = operate(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    database.close();
  }
}

/** Keeps `file` (replacing the one kept before). Failures (private browsing, quota) are ignored: only a reload would lose it. */
export async function keepFile(file: File): Promise<void> {
  try {
    await withStore('readwrite', (store) => store.put(file, KEY));
  } catch {
    // Nothing to do: the page still has the file.
  }
}

/** The kept file, if any. */
export async function keptFile(): Promise<File | undefined> {
  try {
    const value: unknown = await withStore('readonly', (store) => store.get(KEY));
    return value instanceof Blob ? (value instanceof File ? value : new File([value], 'document.pdf', { type: 'application/pdf' })) : undefined;
  } catch {
    return undefined;
  }
}

export async function forgetFile(): Promise<void> {
  try {
    await withStore('readwrite', (store) => store.delete(KEY));
  } catch {
    // Nothing kept, or no IndexedDB.
  }
}
