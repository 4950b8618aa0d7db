import type { OfflineManifest } from '../../pwa/bundle-graph';

/**
 * A tool's first-use files (src/pwa/bundle-graph.ts): the build lists them in `offline.json`; they
 * are not in the install-time precache, the service worker stores each the first time it is
 * fetched. "Make available offline" fetches them all ahead of time.
 */
export interface OfflineFile {
  /** Path under the app's base URL (`assets/…`, `vendor/…`). */
  name: string;
  bytes: number;
}

export const OFFLINE_MANIFEST_FILE = 'offline.json';

let loading: Promise<OfflineManifest | undefined> | undefined;

/** The build's `offline.json`, once per page; undefined where there is none (the dev server) or it cannot load. */
export function loadOfflineManifest(base: string = import.meta.env.BASE_URL, fetchFile: typeof fetch = fetch): Promise<OfflineManifest | undefined> {
  loading ??= fetchFile(`${base}${OFFLINE_MANIFEST_FILE}`)
    .then((response) => (response.ok ? (response.json() as Promise<OfflineManifest>) : undefined))
    .then((manifest) => (manifest && Array.isArray(manifest.files) && manifest.tools ? manifest : undefined))
    .catch(() => undefined)
    .then((manifest) => {
      if (!manifest) loading = undefined;
      return manifest;
    });
  return loading;
}

/** Forgets the loaded manifest (tests). */
export function resetOfflineManifest(): void {
  loading = undefined;
}

/** A tool's first-use files, or an empty list. */
export function toolOfflineFiles(manifest: OfflineManifest, toolId: string): OfflineFile[] {
  return (manifest.tools[toolId] ?? []).flatMap((index) => {
    const entry = manifest.files[index];
    return entry ? [{ name: entry[0], bytes: entry[1] }] : [];
  });
}

export const totalBytes = (files: readonly OfflineFile[]): number => files.reduce((sum, file) => sum + file.bytes, 0);

/** The absolute URL of a file of the app. */
export function fileUrl(name: string, base: string = import.meta.env.BASE_URL, origin: string = globalThis.location?.origin ?? 'http://localhost'): string {
  return new URL(`${base}${name}`, origin).href;
}

/** Whether the page is controlled by the app's service worker: only then can files be kept for offline use. */
export function serviceWorkerActive(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller) && typeof caches !== 'undefined';
}

export type CacheLookup = (url: string) => Promise<boolean>;

/** Looks a URL up in every cache of this origin (the service worker keeps one, named after its version). */
export const inCacheStorage: CacheLookup = async (url) => typeof caches !== 'undefined' && (await caches.match(url, { ignoreSearch: true })) !== undefined;

/** The files not in the cache yet. */
export async function missingFiles(files: readonly OfflineFile[], isCached: CacheLookup = inCacheStorage, base?: string): Promise<OfflineFile[]> {
  const cached = await Promise.all(files.map((file) => isCached(fileUrl(file.name, base)).catch(() => false)));
  return files.filter((_file, index) => !cached[index]);
}

/** Why a file could not be kept: the network failed, the server answered an error, or the worker did not store it. */
export type DownloadProblem = { file: string; reason: 'network' } | { file: string; reason: 'status'; status: number } | { file: string; reason: 'notStored' };

export interface DownloadOptions {
  base?: string;
  signal?: AbortSignal;
  /** Bytes received so far, of all the files. */
  onProgress?: (doneBytes: number) => void;
  fetchFile?: typeof fetch;
  isCached?: CacheLookup;
  /** Files fetched at the same time. */
  concurrency?: number;
  /** How long to wait for the service worker to have stored a fetched file. */
  storeTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches each file through the service worker, which stores it (sw-template.js: every same-origin
 * file it fetches is kept), then checks that every file is in the cache. Returns the files that
 * could not be kept; rejects only when aborted.
 */
export async function downloadFiles(files: readonly OfflineFile[], options: DownloadOptions = {}): Promise<DownloadProblem[]> {
  const { base, signal, onProgress, fetchFile = fetch, isCached = inCacheStorage, concurrency = 6, storeTimeoutMs = 3000 } = options;
  const problems: DownloadProblem[] = [];
  const fetched: OfflineFile[] = [];
  let done = 0;
  let next = 0;
  const one = async (file: OfflineFile) => {
    let received = 0;
    const count = (bytes: number) => {
      // Never beyond the file's listed size (a changed file must not pass 100 %).
      const counted = Math.max(0, Math.min(bytes, file.bytes - received));
      received += counted;
      done += counted;
      onProgress?.(done);
    };
    let response: Response;
    try {
      response = await fetchFile(fileUrl(file.name, base), { signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      problems.push({ file: file.name, reason: 'network' });
      return;
    }
    if (!response.ok) {
      problems.push({ file: file.name, reason: 'status', status: response.status });
      return;
    }
    try {
      const reader = response.body?.getReader();
      if (reader) {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) count(chunk.value.byteLength);
      } else count((await response.arrayBuffer()).byteLength);
    } catch (error) {
      if (signal?.aborted) throw error;
      problems.push({ file: file.name, reason: 'network' });
      return;
    }
    count(file.bytes - received);
    fetched.push(file);
  };
  const lane = async () => {
    while (next < files.length) {
      signal?.throwIfAborted();
      await one(files[next++]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, files.length)) }, lane));
  // The worker stores a file just after the page has read it: give the last ones a moment.
  let unstored = fetched;
  const until = Date.now() + storeTimeoutMs;
  for (;;) {
    unstored = await missingFiles(unstored, isCached, base);
    if (unstored.length === 0 || Date.now() >= until) break;
    signal?.throwIfAborted();
    await sleep(100);
  }
  for (const file of unstored) problems.push({ file: file.name, reason: 'notStored' });
  const order = new Map(files.map((file, index) => [file.name, index]));
  return problems.sort((a, b) => order.get(a.file)! - order.get(b.file)!);
}
