/**
 * The operations' readable names and option labels in one language: the `operations` block of
 * every tool's locale file (`{ "<op id>": { name, options: { <key>: label }, choices } }`), one
 * chunk per language built by scripts/vite-plugin-tool-names.ts (not the tools' other strings).
 */
export interface OperationStrings {
  name: string;
  options?: Record<string, string>;
  choices?: Record<string, Record<string, string>>;
}

export type OperationStringsByTool = Record<string, Record<string, OperationStrings>>;

const loaders: Record<string, () => Promise<{ default: OperationStringsByTool }>> = {
  en: () => import('virtual:operation-strings/en'),
  es: () => import('virtual:operation-strings/es'),
  fr: () => import('virtual:operation-strings/fr'),
  pt: () => import('virtual:operation-strings/pt'),
  ru: () => import('virtual:operation-strings/ru'),
  uk: () => import('virtual:operation-strings/uk'),
  zh: () => import('virtual:operation-strings/zh'),
  vi: () => import('virtual:operation-strings/vi'),
};

/** The strings of `language` (English for a language without its own). */
export async function loadOperationStrings(language: string): Promise<OperationStringsByTool> {
  return (await (loaders[language] ?? loaders.en!)()).default;
}

/** Turns an option key into words when no label exists: `sortKeys` → "Sort keys". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
