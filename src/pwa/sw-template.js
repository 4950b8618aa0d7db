/* IT Tools service worker. Generated at build time from src/pwa/sw-template.js: the build replaces
 * the placeholders below (src/pwa/vite-plugin-service-worker.ts).
 *
 * Installing it precaches what every page and every tool needs to open (src/pwa/bundle-graph.ts), so
 * after one visit each of them opens offline. Any other file of the app (a large library, a font of
 * the ASCII art tool, the MAC vendor database, vendor/ files) is cached the first time it is fetched,
 * or when a tool's "Make available offline" fetches it. A new deploy keeps the first-use files that
 * it still uses (hashed names: same name, same content). Plain JavaScript, no dependencies. */
/* eslint-disable */
const VERSION = '__SW_VERSION__';
const BASE = '__SW_BASE__';
const PRECACHE = __SW_PRECACHE__;
/** The build's hashed first-use files: copied from an older cache at activation when present there. */
const FIRST_USE = __SW_FIRST_USE__;
const CACHE = `it-tools-${VERSION}`;
const INDEX = `${BASE}index.html`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((path) => BASE + path)))
      .then(() => self.skipWaiting()),
  );
});

/** Copies into the new cache the first-use files an older cache holds (downloaded with an older version). */
async function keepFirstUseFiles(oldKeys) {
  if (oldKeys.length === 0) return;
  const cache = await caches.open(CACHE);
  for (const path of FIRST_USE) {
    const url = new URL(BASE + path, self.location.origin).href;
    if (await cache.match(url)) continue;
    for (const key of oldKeys) {
      const old = await (await caches.open(key)).match(url);
      if (old) {
        await cache.put(url, old);
        break;
      }
    }
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then(async (keys) => {
        const old = keys.filter((key) => key.startsWith('it-tools-') && key !== CACHE);
        await keepFirstUseFiles(old).catch(() => undefined);
        await Promise.all(old.map((key) => caches.delete(key)));
      })
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(BASE)) return;

  // Pages: the network when it answers (a fresh deploy), else the cached app shell (SPA fallback).
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() => caches.match(INDEX, { cacheName: CACHE }).then((cached) => cached || Response.error())),
    );
    return;
  }

  // Files: hashed assets never change, so the cache answers first; anything else is fetched and kept
  // (the worker stays alive until it is stored: the page may check the cache right after).
  event.respondWith(
    caches.match(request, { cacheName: CACHE, ignoreSearch: true }).then(
      (cached) =>
        cached ||
        fetch(request).then((response) => {
          if (response.ok && response.type === 'basic') {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
          }
          return response;
        }),
    ),
  );
});
