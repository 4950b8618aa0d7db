/** Local storage access that never throws: private mode, quota and corrupt JSON are all survivable. */

function backend(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredJson<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  const raw = backend()?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Returns false when the value could not be stored (quota exceeded, storage disabled). */
export function writeStoredJson(key: string, value: unknown): boolean {
  try {
    backend()?.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    backend()?.removeItem(key);
  } catch {
    // storage unavailable: nothing to remove
  }
}

export function removeStoredWithPrefix(prefix: string): void {
  const storage = backend();
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  keys.forEach(removeStored);
}

export function readStoredString(key: string): string | null {
  try {
    return backend()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
