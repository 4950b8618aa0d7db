/* IT Tools service worker: precaches the whole app (every tool chunk included) so that, after one
 * visit, every tool opens offline. Generated at build time from src/pwa/sw-template.js: the build
 * replaces the three placeholders below. Plain JavaScript, no dependencies. */
/* eslint-disable */
const VERSION = '__SW_VERSION__';
const BASE = '__SW_BASE__';
const PRECACHE = __SW_PRECACHE__;
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

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('it-tools-') && key !== CACHE).map((key) => caches.delete(key))))
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

  // Files: hashed assets never change, so the cache answers first; anything else is fetched and kept.
  event.respondWith(
    caches.match(request, { cacheName: CACHE, ignoreSearch: true }).then(
      (cached) =>
        cached ||
        fetch(request).then((response) => {
          if (response.ok && response.type === 'basic') {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
