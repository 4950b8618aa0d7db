import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** A Cache Storage in memory: cache name → URL → response. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    let store = stores.get(name);
    if (!store) stores.set(name, (store = new Map()));
    const entries = store;
    return {
      match: async (request: RequestInfo | URL) => entries.get(new URL(typeof request === 'string' || request instanceof URL ? request : request.url, ORIGIN).href.split('?')[0]!)?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => void entries.set(new URL(typeof request === 'string' || request instanceof URL ? request : request.url, ORIGIN).href, response),
      addAll: async (urls: string[]) => {
        for (const url of urls) entries.set(new URL(url, ORIGIN).href, new Response(`fetched ${url}`));
      },
    };
  };
  return {
    stores,
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: RequestInfo | URL, options?: { cacheName?: string }) => {
      for (const [name] of stores) {
        if (options?.cacheName && options.cacheName !== name) continue;
        const found = await (await open(name)).match(request);
        if (found) return found;
      }
      return undefined;
    },
  };
}

const ORIGIN = 'https://it.example';

/** Runs the service worker built from the template with these lists; returns its event handlers. */
function startWorker(precache: string[], firstUse: string[], caches: ReturnType<typeof fakeCaches>, fetched: string[]) {
  const source = readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8')
    .replace('__SW_VERSION__', 'v2')
    .replace('__SW_BASE__', '/')
    .replace('__SW_PRECACHE__', JSON.stringify(precache))
    .replace('__SW_FIRST_USE__', JSON.stringify(firstUse));
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  const fetchFile = async (request: Request) => {
    fetched.push(request.url);
    const response = new Response(`network ${request.url}`);
    Object.defineProperty(response, 'type', { value: 'basic' });
    return response;
  };
  new Function('self', 'caches', 'fetch', 'Response', source)(self, caches, fetchFile, Response);
  return listeners;
}

/** Dispatches an extendable event and waits for everything it was told to wait for. */
async function dispatch(listener: ((event: unknown) => void) | undefined, fields: object = {}) {
  const pending: Promise<unknown>[] = [];
  let responded: Promise<Response> | undefined;
  listener?.({ ...fields, waitUntil: (promise: Promise<unknown>) => pending.push(promise), respondWith: (promise: Promise<Response>) => (responded = promise) });
  const response = await responded;
  // waitUntil may be called while the response is prepared: settle those too.
  for (let index = 0; index < pending.length; index += 1) await pending[index];
  return response;
}

describe('the service worker', () => {
  it('precaches its list, answers from the cache, and keeps what it fetches', async () => {
    const caches = fakeCaches();
    const fetched: string[] = [];
    const worker = startWorker(['index.html', 'assets/app.js'], [], caches, fetched);
    await dispatch(worker.install);
    expect([...caches.stores.get('it-tools-v2')!.keys()]).toEqual([`${ORIGIN}/index.html`, `${ORIGIN}/assets/app.js`]);

    const cached = await dispatch(worker.fetch, { request: new Request(`${ORIGIN}/assets/app.js`) });
    expect(await cached!.text()).toBe('fetched /assets/app.js');
    const firstUse = await dispatch(worker.fetch, { request: new Request(`${ORIGIN}/assets/font.js`) });
    expect(await firstUse!.text()).toBe(`network ${ORIGIN}/assets/font.js`);
    expect(caches.stores.get('it-tools-v2')!.has(`${ORIGIN}/assets/font.js`)).toBe(true);
    expect(fetched).toEqual([`${ORIGIN}/assets/font.js`]);
    // Another origin is left to the browser.
    expect(await dispatch(worker.fetch, { request: new Request('https://elsewhere.example/x.js') })).toBeUndefined();
  });

  it("keeps the first-use files an older version downloaded when the new build still has them, then drops the older caches", async () => {
    const caches = fakeCaches();
    const old = await caches.open('it-tools-v1');
    await old.put(`${ORIGIN}/assets/Doom-abc.js`, new Response('doom'));
    await old.put(`${ORIGIN}/assets/Gone-old.js`, new Response('gone'));
    await old.put(`${ORIGIN}/assets/app-old.js`, new Response('old app'));
    const worker = startWorker(['index.html'], ['assets/Doom-abc.js', 'assets/Big-new.js'], caches, []);
    await dispatch(worker.install);
    await dispatch(worker.activate);
    expect([...caches.stores.keys()]).toEqual(['it-tools-v2']);
    const current = caches.stores.get('it-tools-v2')!;
    expect(await current.get(`${ORIGIN}/assets/Doom-abc.js`)?.text()).toBe('doom');
    expect(current.has(`${ORIGIN}/assets/Gone-old.js`)).toBe(false);
    expect(current.has(`${ORIGIN}/assets/app-old.js`)).toBe(false);
    expect(current.has(`${ORIGIN}/assets/Big-new.js`)).toBe(false);
  });
});
