import { decodeVendorDatabase, type VendorDatabase } from './mac-address-lookup.service';

/**
 * The bundled vendor database (data/oui-vendors.txt, a hashed static asset of the build: 2.7 MB,
 * so not in the install-time precache but cached by the service worker when first fetched, or by
 * the page's "Make available offline"), loaded once and kept for the lifetime of the page, worker or process. In
 * the browser it is fetched from the page's own origin; in Node (tests, a command line) it is
 * read from disk.
 */
let database: Promise<VendorDatabase> | undefined;

async function readVendorText(): Promise<string> {
  const url = new URL('./data/oui-vendors.txt', import.meta.url);
  if (url.protocol === 'file:' && typeof process !== 'undefined') {
    const fs = process.getBuiltinModule('node:fs/promises');
    return fs.readFile(url, 'utf8');
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for the vendor database`);
  return response.text();
}

/** Loads (once) and decodes the database; after a failure the next call tries again. */
export function loadVendorDatabase(): Promise<VendorDatabase> {
  database ??= readVendorText()
    .then(decodeVendorDatabase)
    .catch((error: unknown) => {
      database = undefined;
      throw error;
    });
  return database;
}
