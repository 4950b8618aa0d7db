/**
 * A small typed configuration engine: each key declares a format, a default and the environment
 * variable it is read from. Values that come in as text (environment variables always do) are
 * coerced; values that do not comply throw a TypeError naming the key and the received value.
 * Pure TypeScript: used by the app at start-up and by vite.config.ts at build time.
 */

export type ConfigFormat = 'string' | 'integer' | 'float' | 'boolean' | 'enum' | 'array' | 'any' | 'custom';

interface BaseEntry<T> {
  doc?: string;
  env?: string;
  default: T;
}

export type ConfigEntry =
  | (BaseEntry<string> & { format: 'string' })
  | (BaseEntry<number> & { format: 'integer' | 'float' })
  | (BaseEntry<boolean> & { format: 'boolean' })
  | (BaseEntry<string> & { format: 'enum'; values: readonly string[] })
  | (BaseEntry<string[]> & { format: 'array' })
  | (BaseEntry<unknown> & { format: 'any' })
  | (BaseEntry<unknown> & { format: 'custom'; coerce: (value: unknown) => unknown });

export interface ConfigSchema {
  [key: string]: ConfigEntry | ConfigSchema;
}

export type ConfigValues<S extends ConfigSchema> = {
  [K in keyof S]: S[K] extends ConfigEntry ? S[K]['default'] : S[K] extends ConfigSchema ? ConfigValues<S[K]> : never;
};

export class InvalidConfigFormatError extends Error {
  constructor(key: string, format: string) {
    super(`Invalid format "${format}" declared for config key "${key}"`);
    this.name = 'InvalidConfigFormatError';
  }
}

function describe(value: unknown): string {
  try {
    return typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value) ?? value);
  } catch {
    return String(value);
  }
}

function fail(key: string, format: string, value: unknown): never {
  throw new TypeError(`Config key "${key}" expects a value of format "${format}", received ${describe(value)}`);
}

/** Coerces and validates one raw value against its entry. */
export function coerceConfigValue(key: string, entry: ConfigEntry, raw: unknown): unknown {
  switch (entry.format) {
    case 'string':
      if (typeof raw !== 'string') fail(key, entry.format, raw);
      return raw;
    case 'integer': {
      const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      if (typeof value !== 'number' || !Number.isInteger(value)) fail(key, entry.format, raw);
      return value;
    }
    case 'float': {
      const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      if (typeof value !== 'number' || !Number.isFinite(value)) fail(key, entry.format, raw);
      return value;
    }
    case 'boolean':
      if (typeof raw === 'boolean') return raw;
      if (typeof raw === 'string') return raw === 'true';
      return fail(key, entry.format, raw);
    case 'enum':
      if (typeof raw !== 'string' || !entry.values.includes(raw)) fail(key, `enum (${entry.values.join(', ')})`, raw);
      return raw;
    case 'array':
      if (Array.isArray(raw)) return raw;
      if (typeof raw === 'string') {
        return raw === ''
          ? []
          : raw
              .split(',')
              .map((item) => item.trim())
              .filter((item) => item !== '');
      }
      return fail(key, entry.format, raw);
    case 'any':
      return raw;
    case 'custom':
      return entry.coerce(raw);
    default:
      throw new InvalidConfigFormatError(key, (entry as { format: string }).format);
  }
}

function isEntry(node: ConfigEntry | ConfigSchema): node is ConfigEntry {
  return typeof node === 'object' && node !== null && 'format' in node && 'default' in node;
}

/**
 * Reads every key of the schema from `env` (by its `env` name), falls back to the default when the
 * variable is absent or empty, and validates. Throws on the first non-compliant value.
 */
export function resolveConfig<S extends ConfigSchema>(
  schema: S,
  env: Record<string, unknown>,
  prefix = '',
): ConfigValues<S> {
  const result: Record<string, unknown> = {};
  for (const [name, node] of Object.entries(schema)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (!isEntry(node)) {
      result[name] = resolveConfig(node, env, key);
      continue;
    }
    const raw = node.env === undefined ? undefined : env[node.env];
    result[name] = raw === undefined || raw === '' ? coerceConfigValue(key, node, node.default) : coerceConfigValue(key, node, raw);
  }
  return result as ConfigValues<S>;
}
