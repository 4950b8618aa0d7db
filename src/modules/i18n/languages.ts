/** The UI languages, each shown by its own name. A language is offered once its shell file exists. */
export const languages = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'pt', name: 'Português' },
  { code: 'ru', name: 'Русский' },
  { code: 'uk', name: 'Українська' },
  { code: 'zh', name: '中文' },
  { code: 'vi', name: 'Tiếng Việt' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export const defaultLanguage: LanguageCode = 'en';
export const languageStorageKey = 'it-tools:language';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && languages.some((language) => language.code === value);
}
