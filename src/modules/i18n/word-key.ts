import i18next from 'i18next';

/** i18next without the typed keys: the keys here come from operations at run time. */
const untyped = i18next as unknown as { exists: (key: string, options: Record<string, unknown>) => boolean; t: (key: string, options: Record<string, unknown>) => string };

/**
 * An operation's message key (a failure's or a warning's) in the reader's language, from the
 * first of `namespaces` that has it (a tool's strings, then the shell's shared `pdf.*`, `image.*`):
 * undefined when none has it. The parameters are part of the lookup, so a key that exists only in
 * its plural forms (`key_one`, `key_other`) is found by its `count`.
 */
export function wordKey(key: string | undefined, params: Record<string, unknown> | undefined, namespaces: readonly (string | undefined)[]): string | undefined {
  if (!key) return undefined;
  for (const ns of namespaces) {
    if (ns === undefined) continue;
    const options = { ...(params ?? {}), ns };
    if (untyped.exists(key, options)) return untyped.t(key, options);
  }
  return undefined;
}
