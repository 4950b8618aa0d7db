// `npm run licenses` (also a step of `npm test`, after the build): every npm package whose code is
// in the production bundle, with the licence its package.json declares, and a failure (exit 1, one
// line per package) on a licence the project cannot ship:
// - GPL and AGPL, any version ("GPL-2.0-or-later", "AGPL-3.0-only", "GPLv3"…): never;
// - LGPL: only a separately loaded module listed in src/pages/about/third-party-notices.json
//   (`lgplModules`), whose notice the About page shows;
// - an unknown or missing licence: only when listed there (`licenceExceptions`) with a reason.
// MIT, MIT-0, Apache-2.0, BSD (0BSD, 2- and 3-clause), ISC and MPL-2.0 are fine; an SPDX expression
// is fine when one side of each OR, and every side of each AND, is.
//
// The list comes from the build: the service worker plugin (src/pwa/vite-plugin-service-worker.ts)
// writes `<dist>/licenses.json`, the packages of the modules rendered into the page's and the
// workers' bundles; vendor/ files (scripts/vite-plugin-vendor-assets.ts) are added from their groups.
// Usage: node scripts/licenses.mjs [--dist dist] [--quiet]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const noticesPath = join(root, 'src/pages/about/third-party-notices.json');

/** Licences that need nothing from us but the notice kept in the files (SPDX ids). */
export const PERMISSIVE = new Set(['MIT', 'MIT-0', 'Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause', '0BSD', 'ISC', 'MPL-2.0']);

/**
 * The package folder a bundled module comes from (`node_modules/@scope/name`, nested ones kept),
 * or undefined for the app's own code. Vite's and Rolldown's helpers (`\0vite/…`, `\0rolldown/…`)
 * count as those packages.
 */
export function packageOf(moduleId) {
  const helper = /^\0(vite|rolldown)\//.exec(moduleId);
  if (helper) return `node_modules/${helper[1]}`;
  const clean = moduleId.replace(/^\0+/, '').split('?')[0];
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)/.exec(clean);
  return match?.[1];
}

/** The licence a package.json declares, as one SPDX-like string ('' when there is none). */
export function declaredLicence(pkg) {
  const value = pkg.license ?? pkg.licenses;
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) {
    const types = value.map((one) => (typeof one === 'string' ? one : one?.type)).filter(Boolean);
    return types.length > 1 ? `(${types.join(' OR ')})` : (types[0] ?? '');
  }
  if (value && typeof value === 'object' && typeof value.type === 'string') return value.type;
  return '';
}

const GPL = /\bA?GPL(v?\d|\b)|GNU (Affero )?General Public/i;
const LGPL = /\bLGPL|GNU Lesser/i;

/** What one licence id (no operators) is: 'ok', 'lgpl', 'gpl' or 'unknown'. */
export function licenceKind(id) {
  const plain = id.trim().replace(/^\(+|\)+$/g, '');
  if (PERMISSIVE.has(plain)) return 'ok';
  if (LGPL.test(plain)) return 'lgpl';
  if (GPL.test(plain)) return 'gpl';
  return 'unknown';
}

/**
 * What a licence expression allows: 'ok', 'lgpl', 'gpl' or 'unknown' — for `A OR B` the best side
 * (we may choose), for `A AND B` the worst. Parentheses are flattened, AND binding tighter than OR.
 */
export function expressionKind(expression) {
  const text = String(expression ?? '').trim();
  if (text === '' || /^(UNLICENSED|SEE LICEN[CS]E IN)/i.test(text)) return 'unknown';
  const rank = { ok: 0, lgpl: 1, unknown: 2, gpl: 3 };
  const flat = text.replace(/[()]/g, ' ');
  const alternatives = flat.split(/\s+or\s+/i).map((side) =>
    side
      .split(/\s+and\s+/i)
      .map((id) => licenceKind(id.replace(/\+$/, '')))
      .reduce((worst, kind) => (rank[kind] > rank[worst] ? kind : worst), 'ok'),
  );
  return alternatives.reduce((best, kind) => (rank[kind] < rank[best] ? kind : best), 'gpl');
}

/** The allow-lists: `{ lgplModules: [{ package, licence, notice, source }], licenceExceptions: [{ package, licence, reason }] }`. */
export function readNotices(path = noticesPath) {
  const notices = JSON.parse(readFileSync(path, 'utf8'));
  return { lgplModules: notices.lgplModules ?? [], licenceExceptions: notices.licenceExceptions ?? [] };
}

/** @typedef {{ name: string, version: string, licence: string, path: string }} BundledPackage */

/**
 * Checks packages `[{ name, version, licence, path }]` against the policy. Returns every package with
 * its verdict and the problems (one line each, naming package and licence).
 * @param {BundledPackage[]} packages
 * @param {{ lgplModules: { package: string }[], licenceExceptions: { package: string, licence?: string, reason: string }[] }} notices
 * @returns {{ rows: (BundledPackage & { verdict: string })[], problems: string[] }}
 */
export function checkLicences(packages, notices) {
  const lgplAllowed = new Set(notices.lgplModules.map((entry) => entry.package));
  // An exception holds for the licence it names (a package that changes licence is checked again).
  const excepted = new Map(notices.licenceExceptions.filter((entry) => typeof entry.reason === 'string' && entry.reason.trim() !== '').map((entry) => [entry.package, entry]));
  const exception = (pkg) => {
    const entry = excepted.get(pkg.name);
    return entry && (entry.licence === undefined || entry.licence === pkg.licence) ? entry.reason : undefined;
  };
  const problems = [];
  const rows = packages.map((pkg) => {
    const kind = expressionKind(pkg.licence);
    const shown = pkg.licence || '(none)';
    let verdict = 'ok';
    if (kind === 'gpl') {
      verdict = 'forbidden';
      problems.push(`${pkg.name}@${pkg.version}: ${shown} — GPL and AGPL code cannot be in the bundle`);
    } else if (kind === 'lgpl') {
      verdict = lgplAllowed.has(pkg.name) ? 'lgpl, separately loaded' : 'forbidden';
      if (!lgplAllowed.has(pkg.name)) problems.push(`${pkg.name}@${pkg.version}: ${shown} — LGPL only as a separately loaded module listed in lgplModules with its notice`);
    } else if (kind === 'unknown') {
      const reason = exception(pkg);
      verdict = reason ? `accepted: ${reason}` : 'unknown';
      if (!reason) problems.push(`${pkg.name}@${pkg.version}: ${shown} — unknown licence: list it in licenceExceptions with a reason, or drop the package`);
    }
    return { ...pkg, verdict };
  });
  return { rows, problems };
}

/**
 * One package's name, version and licence, read from its package.json (`path` relative to the root, or absolute).
 * @param {string} path
 * @returns {BundledPackage}
 */
export function readPackage(path, base = root) {
  const file = resolve(base, path, 'package.json');
  if (!existsSync(file)) return { name: path.replace(/^.*node_modules\//, ''), version: '?', licence: '', path };
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  return { name: pkg.name ?? path.replace(/^.*node_modules\//, ''), version: pkg.version ?? '?', licence: declaredLicence(pkg), path };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--dist');
  const dist = at >= 0 && args[at + 1] ? args[at + 1] : 'dist';
  const quiet = args.includes('--quiet');
  const listFile = join(dist, 'licenses.json');
  if (!existsSync(listFile)) {
    console.error(`licenses: ${listFile} is missing: build first (npm run build).`);
    process.exit(1);
  }
  const listed = JSON.parse(readFileSync(listFile, 'utf8'));
  // Licences are read from the packages themselves, not from the list the build wrote.
  const packages = listed.packages.map((entry) => readPackage(entry.path));
  const { rows, problems } = checkLicences(packages, readNotices());
  if (!quiet) {
    const width = Math.max(...rows.map((row) => `${row.name}@${row.version}`.length));
    for (const row of rows) console.log(`${`${row.name}@${row.version}`.padEnd(width)}  ${(row.licence || '(none)').padEnd(24)} ${row.verdict}`);
  }
  const kinds = {};
  for (const row of rows) kinds[row.licence || '(none)'] = (kinds[row.licence || '(none)'] ?? 0) + 1;
  console.log(`licenses: ${rows.length} packages in the production bundle (${Object.entries(kinds).map(([licence, count]) => `${count} ${licence}`).join(', ')})`);
  if (problems.length > 0) {
    console.error(`licenses: ${problems.length} package(s) with a licence the bundle cannot ship:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
}
