import { ToolInputError } from '../../lib/errors';
import { macAddressType, normaliseMacAddress, type MacAddressType } from '../../lib/mac/mac';

export const DEFAULT_MAC = '20:37:06:12:34:56';

/** English names of the address types (the screen shows translated ones). */
export const MAC_ADDRESS_TYPE_NAMES: Record<MacAddressType, string> = {
  universalUnicast: 'Universally administered unicast',
  localUnicast: 'Locally administered unicast',
  universalMulticast: 'Universally administered multicast',
  localMulticast: 'Locally administered multicast',
  broadcast: 'Broadcast',
};

/** Registry entry for a 6 (MA-L), 7 (MA-M) or 9 (MA-S) hex-digit prefix, upper case. */
export type VendorSource = (prefix: string) => string | undefined;

/** Prefix lengths tried in turn: MA-S, then MA-M, then MA-L (OUI). */
const PREFIX_LENGTHS = [9, 7, 6] as const;

/**
 * The registry entry with the longest matching prefix, so a MAC in an MA-M or MA-S block shows
 * its real owner, not the "IEEE Registration Authority" that holds the surrounding MA-L block.
 */
export function findVendor(hex: string, source: VendorSource): string | undefined {
  for (const length of PREFIX_LENGTHS) {
    if (hex.length < length) continue;
    const entry = source(hex.slice(0, length));
    if (entry !== undefined) return entry;
  }
  return undefined;
}

export interface MacLookup {
  /** Normalised hex digits. */
  hex: string;
  /** Registry entry, one item per line (organisation, street, city, country); undefined when unknown. */
  vendor: string | undefined;
  type: MacAddressType;
}

/** Throws `invalidMac` for anything normaliseMacAddress refuses. */
export function lookupMac(text: string, source: VendorSource): MacLookup {
  const hex = normaliseMacAddress(text);
  if (hex === undefined) throw new ToolInputError('invalidMac');
  return { hex, vendor: findVendor(hex, source), type: macAddressType(hex) };
}

// --- The compact database (data/oui-vendors.txt, written by generate-oui-data.mjs) ---

export interface VendorDatabase {
  /** e.g. `oui-data 2.1.9`. */
  source: string;
  /** YYYY-MM-DD: when that data was published. */
  date: string;
  entryCount: number;
  prefixCount: number;
  lookup: VendorSource;
}

const SEPARATOR = '\u001e';
const NO_COUNTRY = '-';
const FORMAT = 'oui-vendors 1';
const STORED_LENGTHS = [6, 7, 9];

/** Decodes the compact vendor database; throws on a file of another format. */
export function decodeVendorDatabase(text: string): VendorDatabase {
  const sections = text.split(SEPARATOR);
  const [header, namesText, streetsText, citiesText, countriesText, prefixesText] = sections;
  const [format, source = '', date = '', entries = '0', prefixes = '0'] = (header ?? '').split('\t');
  if (sections.length !== 6 || format !== FORMAT) throw new Error('Not an oui-vendors database');
  const entryCount = Number(entries);
  const names = (namesText as string).split('\n');
  const streets = (streetsText as string).split('\n');
  const cities = (citiesText as string).split('\n');
  const countries: (string | undefined)[] = [];
  for (const line of (countriesText as string).split('\n')) {
    const tab = line.lastIndexOf('\t');
    const country = line.slice(0, tab);
    const count = Number(line.slice(tab + 1));
    for (let index = 0; index < count; index += 1) countries.push(country === NO_COUNTRY ? undefined : country);
  }
  if (names.length !== entryCount || streets.length !== entryCount || cities.length !== entryCount || countries.length !== entryCount) {
    throw new Error('Corrupt oui-vendors database');
  }

  // One map per prefix length, keyed by the prefix's numeric value (faster to build than string keys).
  const indexByPrefix = new Map<number, Map<number, number>>();
  let prefixCount = 0;
  (prefixesText as string).split('\n').forEach((line, lineIndex) => {
    const map = new Map<number, number>();
    indexByPrefix.set(STORED_LENGTHS[lineIndex] as number, map);
    let value = -1;
    let entryIndex = -1;
    let position = 0;
    while (position < line.length) {
      let end = line.indexOf(',', position);
      if (end < 0) end = line.length;
      const colon = line.indexOf(':', position);
      const gapEnd = colon >= 0 && colon < end ? colon : end;
      value += gapEnd === position ? 1 : Number.parseInt(line.slice(position, gapEnd), 36);
      if (gapEnd < end) entryIndex = Number.parseInt(line.slice(gapEnd + 1, end), 36);
      map.set(value, entryIndex);
      prefixCount += 1;
      position = end + 1;
    }
  });
  if (prefixCount !== Number(prefixes)) throw new Error('Corrupt oui-vendors database');

  const entryText = (index: number): string =>
    [names[index], streets[index], cities[index], countries[index]].filter((line): line is string => line !== undefined && line !== '').join('\n');

  return {
    source,
    date,
    entryCount,
    prefixCount,
    lookup: (prefix) => {
      if (!/^[0-9A-F]+$/.test(prefix)) return undefined;
      const index = indexByPrefix.get(prefix.length)?.get(Number.parseInt(prefix, 16));
      return index === undefined ? undefined : entryText(index);
    },
  };
}
