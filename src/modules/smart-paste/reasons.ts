import { addToolStrings } from '../i18n/i18n';
import type { Suggestion } from '../../engine/detect/detect';

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


type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Why a suggestion is made, in words: the tool's reason, and, for a value found inside a wrapper,
 * what it was read from ("Read from the Bearer token of the Authorization header.").
 */
export function suggestionReason(t: Translate, suggestion: Suggestion): string {
  const own = suggestion.reason ? t(`detect.${suggestion.reason.key}`, { ns: suggestion.tool, ...suggestion.reason.params }) : '';
  if (!suggestion.unwrapped) return own;
  const { wrapper, name } = suggestion.unwrapped;
  const key = wrapper === 'jsonValue' && name === undefined ? 'jsonValueUnnamed' : wrapper;
  const where = t('paste.foundIn', { ns: 'shell', where: t(`paste.unwrapped.${key}`, { ns: 'shell', name }) });
  // The tools' reasons are phrases without a full stop: this one makes them a sentence before the next.
  return own === '' ? where : `${/[.!?…]$/.test(own) ? own : `${own}.`} ${where}`;
}
