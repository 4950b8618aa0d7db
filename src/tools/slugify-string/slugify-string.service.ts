import slugify from '@sindresorhus/slugify';

export const DEFAULT_SEPARATOR = '-';
export const MAX_SEPARATOR_LENGTH = 3;

export interface SlugifyOptions {
  /** At most three characters; an empty separator falls back to `-`. */
  separator: string;
  lowercase: boolean;
}

/** The separator actually used: empty → `-`, longer than three characters → its first three. */
export function effectiveSeparator(separator: string): string {
  const trimmed = [...separator].slice(0, MAX_SEPARATOR_LENGTH).join('');
  return trimmed === '' ? DEFAULT_SEPARATOR : trimmed;
}

/**
 * A slug safe in URLs, file names and HTML ids, by the rules of `@sindresorhus/slugify` (with its
 * default transliteration and replacements: `&` → and, `♥` → love, `🦄` → unicorn; other symbols
 * dropped; camelCase split; runs of other characters become one separator, trimmed at both ends).
 */
export function slugifyString(text: string, options: SlugifyOptions): string {
  if (text.trim() === '') return '';
  return slugify(text, { separator: effectiveSeparator(options.separator), lowercase: options.lowercase });
}
