import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflineManifest } from '../../pwa/bundle-graph';
import { downloadFiles, fileUrl, loadOfflineManifest, missingFiles, resetOfflineManifest, toolOfflineFiles, totalBytes, type OfflineFile } from './offline-files';

const manifest: OfflineManifest = {
  version: 'abc',
  precache: { files: 3, bytes: 100 },
  files: [
    ['assets/a.js', 10],
    ['assets/b.txt', 20],
    ['vendor/x/y.wasm', 30],
  ],
  tools: { one: [0, 2], two: [1] },
};

const base = '/tools/';
const url = (name: string) => fileUrl(name, base);

describe('the manifest', () => {
  afterEach(() => resetOfflineManifest());

  it('gives each tool its files with their sizes', () => {
    expect(toolOfflineFiles(manifest, 'one')).toEqual([
      { name: 'assets/a.js', bytes: 10 },
      { name: 'vendor/x/y.wasm', bytes: 30 },
    ]);
    expect(toolOfflineFiles(manifest, 'three')).toEqual([]);
    expect(totalBytes(toolOfflineFiles(manifest, 'one'))).toBe(40);
    expect(fileUrl('assets/a.js', base, 'https://it.example')).toBe('https://it.example/tools/assets/a.js');
  });

  it('is fetched once from the base URL; a failure is not kept', async () => {
    const fetchFile = vi.fn(async () => new Response(JSON.stringify(manifest)));
    expect(await loadOfflineManifest(base, fetchFile)).toEqual(manifest);
    expect(await loadOfflineManifest(base, fetchFile)).toEqual(manifest);
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(fetchFile).toHaveBeenCalledWith('/tools/offline.json');
    resetOfflineManifest();
    const failing = vi.fn(async () => new Response('<!doctype html>', { status: 404 }));
    expect(await loadOfflineManifest(base, failing)).toBeUndefined();
    expect(await loadOfflineManifest(base, failing)).toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('missingFiles', () => {
  it('keeps the files no cache holds', async () => {
    const files = toolOfflineFiles(manifest, 'one');
    const cached = new Set([url('assets/a.js')]);
    expect(await missingFiles(files, async (one) => cached.has(one), base)).toEqual([{ name: 'vendor/x/y.wasm', bytes: 30 }]);
  });
});

describe('downloadFiles', () => {
  const files: OfflineFile[] = [
    { name: 'assets/a.js', bytes: 6 },
    { name: 'assets/b.txt', bytes: 4 },
  ];

  it('fetches every file, reports the bytes as they come, and checks each is stored', async () => {
    const stored = new Set<string>();
    const fetchFile = vi.fn(async (input: RequestInfo | URL) => {
      const href = String(input);
      // The service worker stores the file a moment after answering.
      setTimeout(() => stored.add(href), 20);
      return new Response(href.endsWith('a.js') ? 'abcdef' : 'wxyz');
    });
    const progress: number[] = [];
    const problems = await downloadFiles(files, { base, fetchFile: fetchFile as typeof fetch, isCached: async (one) => stored.has(one), onProgress: (done) => progress.push(done), concurrency: 1 });
    expect(problems).toEqual([]);
    expect(fetchFile.mock.calls.map(([input]) => String(input))).toEqual([url('assets/a.js'), url('assets/b.txt')]);
    expect(progress.at(-1)).toBe(10);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('names each file that failed and why: no connection, an HTTP error, not stored', async () => {
    const all: OfflineFile[] = [...files, { name: 'vendor/x/y.wasm', bytes: 3 }];
    const fetchFile = vi.fn(async (input: RequestInfo | URL) => {
      const href = String(input);
      if (href.endsWith('a.js')) throw new TypeError('Failed to fetch');
      if (href.endsWith('b.txt')) return new Response('missing', { status: 404 });
      return new Response('abc');
    });
    const problems = await downloadFiles(all, { base, fetchFile: fetchFile as typeof fetch, isCached: async () => false, storeTimeoutMs: 50 });
    expect(problems).toEqual([
      { file: 'assets/a.js', reason: 'network' },
      { file: 'assets/b.txt', reason: 'status', status: 404 },
      { file: 'vendor/x/y.wasm', reason: 'notStored' },
    ]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const fetchFile = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      controller.abort();
      init?.signal?.throwIfAborted();
      return new Response('x');
    });
    await expect(downloadFiles(files, { base, fetchFile: fetchFile as typeof fetch, signal: controller.signal, isCached: async () => true, concurrency: 1 })).rejects.toThrow();
    expect(fetchFile).toHaveBeenCalledTimes(1);
  });
});
