import { useTranslation } from 'react-i18next';
import type { TOptions } from 'i18next';

/** Dotted paths to the string leaves of a locale object: { a: { b: '' } } → 'a.b'. */
export type LocaleKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends Record<string, unknown> ? `${K}.${LocaleKey<T[K]>}` : never;
}[keyof T & string];

export type ToolTranslate<Strings> = (key: LocaleKey<Strings>, options?: TOptions) => string;

/**
 * The tool's own strings, with keys checked against its English file:
 * `const { t } = useToolTranslation<typeof en>('token-generator')` — a wrong key fails the typecheck.
 */
export function useToolTranslation<Strings>(toolId: string): { t: ToolTranslate<Strings>; language: string } {
  const { t, i18n } = useTranslation(toolId as 'shell');
  // react-i18next's own function, which stays the same until the language changes: screens list it
  // among the dependencies of what they memoise (a new function on every render undid every memo).
  return { t: t as unknown as ToolTranslate<Strings>, language: i18n.language };
}
