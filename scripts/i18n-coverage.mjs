// Translation coverage: for the shell (src/locales) and every tool (src/tools/<id>/locales), which
// keys of the English file each language lacks, and which placeholders ({{x}}, <tag>) it drops.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LANGUAGES = ['en', 'es', 'fr', 'pt', 'ru', 'uk', 'zh', 'vi'];

/** @param {unknown} node @param {string} prefix @returns {[string, string][]} */
export function leaves(node, prefix = '') {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/** @param {string} text */
export function placeholders(text) {
  return [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+>/g)].map((match) => match[0].replace(/\s/g, '')).sort();
}

/** @param {string} root @returns {{ name: string, dir: string }[]} */
export function localeSets(root) {
  const sets = [{ name: 'shell', dir: join(root, 'src', 'locales') }];
  const toolsDir = join(root, 'src', 'tools');
  for (const entry of readdirSync(toolsDir, { withFileTypes: true })) {
    const dir = join(toolsDir, entry.name, 'locales');
    if (entry.isDirectory() && existsSync(join(dir, 'en.json'))) sets.push({ name: entry.name, dir });
  }
  return sets;
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * Whether a plural form key (`count_few`) is one this language uses, for a key English declares in
 * plural forms (`count_one`, `count_other`): i18next picks the forms of the language's CLDR rules,
 * so Russian adds `_few` and `_many` and Chinese needs no `_one`.
 * @param {string} key @param {string} language @param {Map<string, string>} english
 */
export function pluralFormFits(key, language, english) {
  const match = PLURAL.exec(key);
  if (!match || !english.has(`${match[1]}_other`)) return undefined;
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories.includes(/** @type {Intl.LDMLPluralRule} */ (match[2]));
}

/**
 * @param {string} root
 * @returns {{ set: string, language: string, total: number, missing: string[], brokenPlaceholders: string[], extra: string[] }[]}
 */
export function coverage(root) {
  const report = [];
  for (const { name, dir } of localeSets(root)) {
    const english = new Map(leaves(JSON.parse(readFileSync(join(dir, 'en.json'), 'utf8'))));
    for (const language of LANGUAGES.slice(1)) {
      const file = join(dir, `${language}.json`);
      const translated = existsSync(file) ? new Map(leaves(JSON.parse(readFileSync(file, 'utf8')))) : new Map();
      const missing = [...english.keys()].filter((key) => !translated.get(key)?.trim() && pluralFormFits(key, language, english) !== false);
      const brokenPlaceholders = [...english.entries()]
        .filter(([key, text]) => translated.has(key) && placeholders(text).join() !== placeholders(translated.get(key)).join())
        .map(([key]) => key);
      const extra = [...translated.keys()].filter((key) => !english.has(key) && pluralFormFits(key, language, english) !== true);
      report.push({ set: name, language, total: english.size, missing, brokenPlaceholders, extra });
    }
  }
  return report;
}
