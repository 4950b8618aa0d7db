import { addToolStrings } from '../i18n/i18n';

/**
 * The reasons smart paste gives for its suggestions, in the interface's language: every tool's
 * `detect` strings, in one chunk per language (virtual:detect-strings).
 */
const reasonLoaders: Record<string, () => Promise<{ default: Record<string, Record<string, string>> }>> = {
  en: () => import('virtual:detect-strings/en'),
  es: () => import('virtual:detect-strings/es'),
  fr: () => import('virtual:detect-strings/fr'),
  pt: () => import('virtual:detect-strings/pt'),
  ru: () => import('virtual:detect-strings/ru'),
  uk: () => import('virtual:detect-strings/uk'),
  zh: () => import('virtual:detect-strings/zh'),
  vi: () => import('virtual:detect-strings/vi'),
};
const loadedReasons = new Set<string>();

/**
 * Adds every tool's reasons (`detect` strings) in `language` and in English, the fallback, to the
 * tools' namespaces: a reason reads `t('detect.<key>', { ns: tool, ...params })`.
 */
export async function loadReasons(language: string): Promise<void> {
  const languages = [...new Set(['en', language])].filter((code) => reasonLoaders[code] && !loadedReasons.has(code));
  await Promise.all(
    languages.map(async (code) => {
      const { default: byTool } = await reasonLoaders[code]!();
      for (const [tool, detect] of Object.entries(byTool)) addToolStrings(tool, code, { detect });
      loadedReasons.add(code);
    }),
  );
}

