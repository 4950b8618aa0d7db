import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import { readStoredString } from '../../lib/storage';
import { defaultLanguage, isLanguageCode, languageStorageKey, type LanguageCode } from './languages';

/** Shell strings: English is bundled, every other language is its own lazily loaded chunk. */
const shellLoaders = import.meta.glob<{ default: typeof en }>(['../../locales/*.json', '!../../locales/en.json']);

export const SHELL_NAMESPACE = 'shell';

export const availableLanguages: LanguageCode[] = [
  defaultLanguage,
  ...Object.keys(shellLoaders)
    .map((path) => /([a-z-]+)\.json$/.exec(path)?.[1])
    .filter(isLanguageCode),
];

type LocaleLoader = () => Promise<unknown>;
/** toolId → language → loader of that tool's full locale file. */
const toolLocaleLoaders = new Map<string, Partial<Record<string, LocaleLoader>>>();
const loadedBundles = new Set<string>();

export function registerToolLocales(toolId: string, loaders: Partial<Record<string, LocaleLoader>>): void {
  toolLocaleLoaders.set(toolId, loaders);
}

/** Strings registered before i18next is initialised (the registry runs first); added by initI18n. */
const pendingStrings: { toolId: string; language: string; strings: Record<string, unknown> }[] = [];

/** Adds strings for a tool namespace (deep-merged, never overwriting what is already loaded). */
export function addToolStrings(toolId: string, language: string, strings: Record<string, unknown>): void {
  if (!i18next.isInitialized) {
    pendingStrings.push({ toolId, language, strings });
    return;
  }
  i18next.addResourceBundle(language, toolId, strings, true, false);
}

function unwrapModule(module: unknown): Record<string, unknown> {
  if (module && typeof module === 'object' && 'default' in module) return (module as { default: Record<string, unknown> }).default;
  return module as Record<string, unknown>;
}

/** The language the interface shows now. */
export function currentLanguage(): string {
  return i18next.language;
}

/**
 * Whether a tool's own strings (not only its name and description) are loaded in the current
 * language and in English, its fallback; a tool without locale files counts as ready.
 */
export function toolLocaleReady(toolId: string, language: string = i18next.language): boolean {
  const loaders = toolLocaleLoaders.get(toolId);
  if (!loaders) return true;
  return [defaultLanguage, language].every((code) => !loaders[code] || loadedBundles.has(`${toolId}/${code}`));
}

/** Loads a tool's strings in the given language (and English, the fallback, unless told not to). */
export async function ensureToolLocale(toolId: string, language: string = i18next.language, withFallback = true): Promise<void> {
  const loaders = toolLocaleLoaders.get(toolId);
  if (!loaders) return;
  const wanted = language === defaultLanguage || !withFallback ? [language] : [defaultLanguage, language];
  await Promise.all(
    wanted.map(async (code) => {
      const bundleId = `${toolId}/${code}`;
      const load = loaders[code];
      if (loadedBundles.has(bundleId) || !load) return;
      addToolStrings(toolId, code, unwrapModule(await load()));
      loadedBundles.add(bundleId);
    }),
  );
}

type ToolNamesLoader = () => Promise<{ default: Record<string, { name: string; description: string }> }>;
let toolNameLoaders: Partial<Record<string, ToolNamesLoader>> = {};
const loadedNameBundles = new Set<string>();

/** Registers, per language, the loader of one chunk with every tool's name and description. */
export function registerToolNameLoaders(loaders: Partial<Record<string, ToolNamesLoader>>): void {
  toolNameLoaders = loaders;
}

/**
 * Loads every tool's name and description in a language other than English, for the home page,
 * the sidebar, search and the palette: one chunk per language (the rest of a tool's strings comes
 * when it opens), cached by the service worker for offline use. Without such a chunk, each tool's
 * own strings are loaded instead.
 */
export async function ensureAllToolLocales(language: string): Promise<void> {
  if (language === defaultLanguage || loadedNameBundles.has(language)) return;
  const load = toolNameLoaders[language];
  if (!load) {
    await Promise.all([...toolLocaleLoaders.keys()].map((toolId) => ensureToolLocale(toolId, language, false).catch(() => undefined)));
    return;
  }
  const names = (await load()).default;
  for (const [toolId, strings] of Object.entries(names)) addToolStrings(toolId, language, strings);
  loadedNameBundles.add(language);
}

async function ensureShellLocale(language: LanguageCode): Promise<void> {
  if (language === defaultLanguage || i18next.hasResourceBundle(language, SHELL_NAMESPACE)) return;
  const load = shellLoaders[`../../locales/${language}.json`];
  if (!load) return;
  i18next.addResourceBundle(language, SHELL_NAMESPACE, (await load()).default, true, true);
}

function initialLanguage(): LanguageCode {
  const stored = readStoredString(languageStorageKey);
  if (isLanguageCode(stored) && availableLanguages.includes(stored)) return stored;
  return defaultLanguage;
}

export async function initI18n(): Promise<typeof i18next> {
  const language = initialLanguage();
  await i18next.use(initReactI18next).init({
    resources: { [defaultLanguage]: { [SHELL_NAMESPACE]: en } },
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    defaultNS: SHELL_NAMESPACE,
    ns: [SHELL_NAMESPACE],
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  pendingStrings.splice(0).forEach(({ toolId, language: code, strings }) => addToolStrings(toolId, code, strings));
  if (language !== defaultLanguage) await changeLanguage(language);
  document.documentElement.lang = i18next.language;
  return i18next;
}

export async function changeLanguage(language: LanguageCode, openToolIds: string[] = []): Promise<void> {
  await Promise.all([ensureShellLocale(language), ensureAllToolLocales(language), ...openToolIds.map((id) => ensureToolLocale(id, language))]);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // not persisted when storage is unavailable
  }
}

export { i18next };
