import { isToolInputError } from '../lib/errors';

const toolEnglish = import.meta.glob<{ default: Record<string, unknown> }>('../tools/*/locales/en.json');

const englishPlural = new Intl.PluralRules('en');

/**
 * A key's English text in a strings object (`a.b.c`), with its {{params}} filled; with a numeric
 * `count`, the key's plural form (`key_one`, `key_other`) as i18next picks it, else the key itself.
 */
export function lookup(strings: Record<string, unknown>, key: string, params: Record<string, string | number> = {}): string | undefined {
  let node: unknown = strings;
  const parts = key.split('.');
  const last = parts.pop()!;
  for (const part of parts) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const entries = node && typeof node === 'object' ? (node as Record<string, unknown>) : {};
  const count = params.count;
  const plural = typeof count === 'number' ? (entries[`${last}_${englishPlural.select(count)}`] ?? entries[`${last}_other`]) : undefined;
  node = plural ?? entries[last];
  return typeof node === 'string' ? node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : undefined;
}

/** The English message of an operation's error (the message the web page shows). */
export async function englishMessage(error: unknown, tool: string | undefined): Promise<string> {
  if (!isToolInputError(error)) return error instanceof Error ? error.message : String(error);
  const load = tool === undefined ? undefined : toolEnglish[`../tools/${tool}/locales/en.json`];
  const strings = load ? (await load()).default : {};
  const shellEnglish = (await import('../locales/en.json')).default as Record<string, unknown>;
  const text = lookup(strings, error.messageKey, error.params) ?? lookup(shellEnglish, error.messageKey, error.params) ?? error.messageKey;
  return error.detail ? `${text} (${error.detail})` : text;
}
