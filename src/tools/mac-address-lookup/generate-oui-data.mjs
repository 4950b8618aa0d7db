// Builds data/oui-vendors.txt, the compact vendor database the MAC address lookup loads, from the
// installed `oui-data` package (IEEE MA-L, MA-M and MA-S registries as JSON, keyed by 6, 7 and 9
// hex digits). Run it after updating oui-data:
//   npm update oui-data && node src/tools/mac-address-lookup/generate-oui-data.mjs
// The unit test (mac-address-lookup.data.test.ts) fails while the file lags behind the package.
//
// Why not import oui-data directly: its JSON is 5.6 MB (1.8 MB gzipped). The same entries,
// deduplicated (many prefixes share one registry entry) and stored column by column in an order
// that puts similar addresses side by side, are about 1 MB gzipped, and decode exactly.
//
// Format (UTF-8 text, sections separated by the record separator U+001E):
//   0. header: `oui-vendors 1<TAB>oui-data <version><TAB><published date><TAB><entry count><TAB><prefix count>`
//   1. organisation names, one per entry
//   2. first address line (street), empty when absent
//   3. second address line (city), empty when absent
//   4. countries, run-length coded: `<country><TAB><number of consecutive entries>`; `-` = no country line
//   5. prefixes: one line per length (6, 7, 9 hex digits), comma-separated tokens in ascending order:
//      `<gap in base 36, omitted when 1>` then `:<entry index in base 36>` unless same as the previous token's
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const registryFile = require.resolve('oui-data');
const { version } = JSON.parse(readFileSync(join(dirname(registryFile), 'package.json'), 'utf8'));
const registry = JSON.parse(readFileSync(registryFile, 'utf8'));

export const SEPARATOR = '\u001e';
export const NO_COUNTRY = '-';
export const PREFIX_LENGTHS = [6, 7, 9];

/** The publication date of this oui-data version (from the npm registry), or today if offline. */
function publishedDate() {
  if (process.env.OUI_DATA_DATE) return process.env.OUI_DATA_DATE;
  try {
    const out = execFileSync('npm', ['view', 'oui-data', 'time', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const date = String(JSON.parse(out)[version] ?? '').slice(0, 10);
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  } catch {
    // offline: fall through
  }
  return new Date().toISOString().slice(0, 10);
}

function splitEntry(text) {
  const lines = text.split('\n');
  for (const line of lines) {
    if (line === '' || [...line].some((char) => char.charCodeAt(0) < 0x20)) throw new Error(`Unexpected entry format: ${JSON.stringify(text)}`);
  }
  if (lines.length > 4) throw new Error(`Entry with more than 4 lines: ${JSON.stringify(text)}`);
  const [name, ...rest] = lines;
  const country = rest.length > 0 ? rest.pop() : undefined;
  if (country === NO_COUNTRY) throw new Error(`Country equal to the no-country marker: ${JSON.stringify(text)}`);
  return { name, street: rest[0] ?? '', city: rest[1] ?? '', country, text };
}

const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

export function encode(data, header) {
  const keys = Object.keys(data).sort();
  const unique = [...new Set(keys.map((key) => data[key]))].map(splitEntry);
  // Similar addresses side by side compress best: country, then city, then organisation, then street.
  unique.sort((a, b) => compare(a.country ?? '', b.country ?? '') || compare(a.city, b.city) || compare(a.name, b.name) || compare(a.street, b.street));
  const indexOf = new Map(unique.map((entry, index) => [entry.text, index]));

  const countries = [];
  for (const entry of unique) {
    const country = entry.country ?? NO_COUNTRY;
    const last = countries.at(-1);
    if (last && last.country === country) last.count += 1;
    else countries.push({ country, count: 1 });
  }

  const prefixLines = PREFIX_LENGTHS.map((length) => {
    let previousValue = -1;
    let previousIndex = -1;
    const tokens = [];
    for (const key of keys.filter((candidate) => candidate.length === length)) {
      const value = Number.parseInt(key, 16);
      const index = indexOf.get(data[key]);
      const gap = value - previousValue;
      tokens.push(`${gap === 1 ? '' : gap.toString(36)}${index === previousIndex ? '' : `:${index.toString(36)}`}`);
      previousValue = value;
      previousIndex = index;
    }
    return tokens.join(',');
  });
  if (keys.some((key) => !PREFIX_LENGTHS.includes(key.length))) throw new Error('Unexpected prefix length');

  return [
    [...header, unique.length, keys.length].join('\t'),
    unique.map((entry) => entry.name).join('\n'),
    unique.map((entry) => entry.street).join('\n'),
    unique.map((entry) => entry.city).join('\n'),
    countries.map(({ country, count }) => `${country}\t${count}`).join('\n'),
    prefixLines.join('\n'),
  ].join(SEPARATOR);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = encode(registry, ['oui-vendors 1', `oui-data ${version}`, publishedDate()]);
  const target = new URL('./data/oui-vendors.txt', import.meta.url);
  writeFileSync(target, text);
  process.stdout.write(`Wrote ${target.pathname}: ${(text.length / 1024 / 1024).toFixed(2)} MB from oui-data ${version} (${Object.keys(registry).length} prefixes)\n`);
}
