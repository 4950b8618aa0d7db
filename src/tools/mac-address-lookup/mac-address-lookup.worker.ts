import { expose } from 'comlink';
import { loadVendorDatabase } from './mac-address-lookup.data';
import { findVendor } from './mac-address-lookup.service';

/**
 * Holds the vendor database for the lifetime of the page: fetching and decoding 2.7 MB of text
 * (about 100 ms on a fast machine, several times that on a phone) happens here, off the main
 * thread; each lookup is then a few map reads.
 */
export interface VendorDatabaseInfo {
  source: string;
  date: string;
  prefixCount: number;
}

const api = {
  /** Loads the database once; after a failure, the next call tries again. */
  async load(): Promise<VendorDatabaseInfo> {
    const { source, date, prefixCount } = await loadVendorDatabase();
    return { source, date, prefixCount };
  },
  /** The registry entry for normalised hex digits (longest prefix), undefined when unknown. */
  async lookup(hex: string): Promise<string | undefined> {
    return findVendor(hex, (await loadVendorDatabase()).lookup);
  },
};

export type MacAddressLookupWorkerApi = typeof api;

expose(api);
