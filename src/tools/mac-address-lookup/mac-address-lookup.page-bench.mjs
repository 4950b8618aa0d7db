 
// MAC address lookup figures (npm run bench): the vendor data asset over the wire (gzipped), that
// the home page never loads it, time until the first vendor is shown, and the lookup time once
// loaded (from the input event to the vendor on screen, and inside the worker).
import { gzipSync } from 'node:zlib';

const DATA = /\/assets\/oui-vendors[^/]*\.txt$/;

export default async function macAddressLookupBench({ base, newPage, pageHelpers, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  console.log('MAC address lookup');

  // 1. The home page does not request the vendor data.
  {
    const page = await newPage();
    const requested = [];
    page.on('request', (request) => DATA.test(new URL(request.url()).pathname) && requested.push(request.url()));
    await page.goto(base + '/', { waitUntil: 'networkidle' });
    console.log(`  home page requests of the vendor data: ${requested.length} (budget 0)`);
    record('MAC address lookup', 'home page requests of the vendor data', requested.length, 0, { unit: 'requests' });
    await page.close();
  }

  // 2. The tool page: data size, time to the first vendor, main-thread blocking while loading.
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  let data;
  page.on('response', async (response) => {
    if (!DATA.test(new URL(response.url()).pathname)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    data = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  const start = Date.now();
  await page.goto(base + '/mac-address-lookup');
  await page.getByRole('textbox', { name: 'Vendor info', exact: true }).waitFor();
  const firstVendorMs = Date.now() - start;
  await page.waitForTimeout(300);
  if (data) console.log(`  vendor data: ${(data.raw / 1024 / 1024).toFixed(2)} MB raw, ${(data.gzip / 1024).toFixed(0)} KB gzipped (budget 1024 KB)`);
  console.log(`  page open to the first vendor on screen: ${fmt(firstVendorMs)} (fetch and decode in a worker)`);
  console.log(`  longest main-thread task while loading: ${fmt(await longestTask(page))} (budget 200 ms); all tasks over 50 ms: ${await allLongTasks(page)}`);
  if (data) record('MAC address lookup', 'vendor data over the wire, gzipped', data.gzip / 1024, 1024, { unit: 'KB' });
  record('MAC address lookup', 'page open to the first vendor on screen', firstVendorMs, null);
  record('MAC address lookup', 'longest main-thread task while loading', await longestTask(page), 200);

  // 3. Lookups once loaded: 50 different addresses typed one after the other.
  await resetLongTasks(page);
  const times = await page.evaluate(async () => {
    const field = window.__field('MAC address');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const type = (text) => {
      setValue.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    const prefixes = ['00000C', '001BC5001', 'F4F5D8', '3C22FB', 'ACDE48', 'B827EB', '000C29', '080027', '00155D', 'DCA632'];
    const results = [];
    for (let index = 0; index < 50; index += 1) {
      const hex = (prefixes[index % prefixes.length] + index.toString(16).padStart(6, '0')).slice(0, 12);
      const text = hex.match(/../g).join(':');
      const before = window.__text(window.__field('Vendor info')) ?? '';
      const started = performance.now();
      type(text);
      await new Promise((resolve) => {
        const check = () => {
          const vendorField = window.__field('Vendor info');
          const unknown = document.body.textContent.includes('Unknown vendor for this address');
          const value = vendorField ? window.__text(vendorField) : '';
          if ((value && value !== before) || unknown || (value && index % prefixes.length === 0 && index > 0)) resolve();
          else setTimeout(check, 0);
        };
        check();
      });
      results.push(performance.now() - started);
    }
    return results.sort((a, b) => a - b);
  });
  const median = times[Math.floor(times.length / 2)];
  console.log(`  lookup, input event to vendor on screen (50 addresses): median ${median.toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms (budget 5 ms for the lookup itself)`);
  record('MAC address lookup', 'input event to vendor on screen, median of 50', median, null);

  // The lookup itself: a fresh copy of the page's worker, 1000 lookups in turn through Comlink's
  // message format (so the figure includes one postMessage round trip per lookup).
  const inWorker = await page.evaluate(async () => {
    const workerUrl = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => /mac-address-lookup\.worker[^/]*\.js$/.test(name));
    if (!workerUrl) return undefined;
    const worker = new Worker(workerUrl, { type: 'module' });
    let next = 0;
    const call = (name, args) =>
      new Promise((resolve, reject) => {
        const id = `bench-${(next += 1)}`;
        const listener = (event) => {
          if (event.data?.id !== id) return;
          worker.removeEventListener('message', listener);
          if (event.data.type === 'HANDLER') reject(new Error('worker error'));
          else resolve(event.data.value);
        };
        worker.addEventListener('message', listener);
        worker.postMessage({ id, type: 'APPLY', path: [name], argumentList: args.map((value) => ({ type: 'RAW', value })) });
      });
    const loadStart = performance.now();
    await call('load', []);
    const loadMs = performance.now() - loadStart;
    const started = performance.now();
    let found = 0;
    for (let index = 0; index < 1000; index += 1) {
      // Every other address in a known block (Cisco, VMware, Raspberry Pi, an MA-S block), the others random.
      const known = ['00000C', '000C29', 'B827EB', '001BC5001'][index % 4];
      const random = ((index * 2654435761) >>> 0).toString(16).toUpperCase().padStart(8, '0');
      const hex = index % 2 === 0 ? (known + random).slice(0, 12) : `${random}1234`;
      if (await call('lookup', [hex])) found += 1;
    }
    const perLookup = (performance.now() - started) / 1000;
    worker.terminate();
    return { loadMs, perLookup, found };
  });
  if (inWorker) {
    console.log(`  in a worker: fetch and decode ${fmt(inWorker.loadMs)}; one lookup ${inWorker.perLookup.toFixed(3)} ms including the message round trip (1000 random addresses, ${inWorker.found} known) (budget 5 ms)`);
    record('MAC address lookup', 'one lookup in the worker, message round trip included', inWorker.perLookup, 5);
  }
  console.log(`  longest main-thread task during the lookups: ${fmt(await longestTask(page))}`);
  await page.close();
}
