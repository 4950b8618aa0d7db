import type { ManifestOption } from '../engine/manifest';

/** A mistake in how the command was called (exit code 2): an unknown flag, a bad value, no input. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** `sortKeys` → `sort-keys`. */
export const flagName = (key: string): string => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A flag's value as its option wants it, or a UsageError naming the flag and what it accepts. */
export function optionValue(field: ManifestOption, raw: string, flag: string): unknown {
  switch (field.kind) {
    case 'boolean':
      if (raw === 'true') return true;
      if (raw === 'false') return false;
      throw new UsageError(`--${flag} takes true or false, not "${raw}".`);
    case 'number': {
      const value = raw.trim() === '' ? Number.NaN : Number(raw);
      if (!Number.isFinite(value)) throw new UsageError(`--${flag} takes a number, not "${raw}".`);
      if (field.integer && !Number.isInteger(value)) throw new UsageError(`--${flag} takes a whole number, not "${raw}".`);
      if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max)) {
        throw new UsageError(`--${flag} must be between ${field.min ?? '-∞'} and ${field.max ?? '∞'}, not ${raw}.`);
      }
      return value;
    }
    case 'choice': {
      const choice = field.choices.find((candidate) => String(candidate) === raw);
      if (choice === undefined) throw new UsageError(`--${flag} takes one of ${field.choices.map(String).join(', ')}, not "${raw}".`);
      return choice;
    }
    case 'text':
      return raw;
    case 'json':
      // A JSON value, or else the text itself (a date, a name): the schema says whether it fits.
      try {
        return JSON.parse(raw);
      } catch {
        return raw;
      }
  }
}

/**
 * Reads `--<option> value`, `--<option>=value`, `--<switch>` and `--no-<switch>` for the options
 * an operation's schema declares; every other argument is returned in order (positionals and the
 * command's own flags, which `own` lists with whether they take a value).
 */
export function parseOptionFlags(args: readonly string[], fields: readonly ManifestOption[], own: Readonly<Record<string, boolean>> = {}): { options: Record<string, unknown>; rest: string[] } {
  const byFlag = new Map(fields.map((field) => [flagName(field.key), field]));
  const options: Record<string, unknown> = {};
  const rest: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--') {
      rest.push(...args.slice(index));
      break;
    }
    if (!arg.startsWith('--')) {
      rest.push(arg);
      if (arg.startsWith('-') && arg.length > 1 && own[arg] === true && index + 1 < args.length) rest.push(args[++index]!);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = arg.slice(2, equals < 0 ? undefined : equals);
    const inline = equals < 0 ? undefined : arg.slice(equals + 1);
    if (Object.hasOwn(own, `--${name}`)) {
      rest.push(`--${name}`);
      if (own[`--${name}`]) {
        const value = inline ?? args[++index];
        if (value === undefined) throw new UsageError(`--${name} needs a value.`);
        rest.push(value);
      }
      continue;
    }
    const field = byFlag.get(name);
    if (field) {
      if (field.kind === 'boolean' && inline === undefined) options[field.key] = true;
      else {
        const value = inline ?? args[++index];
        if (value === undefined) throw new UsageError(`--${name} needs a value.`);
        options[field.key] = optionValue(field, value, name);
      }
      continue;
    }
    const negated = name.startsWith('no-') ? byFlag.get(name.slice(3)) : undefined;
    if (negated?.kind === 'boolean' && inline === undefined) {
      options[negated.key] = false;
      continue;
    }
    const known = [...byFlag.keys()].map((flag) => `--${flag}`).join(', ');
    throw new UsageError(`Unknown option --${name}.${known === '' ? ' This operation has no options.' : ` Its options: ${known}.`}`);
  }
  return { options, rest };
}

/** Splits a command-line-like text into words: spaces separate, '…' and "…" quote. */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  let current = '';
  let quote: string | undefined;
  let started = false;
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = undefined;
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      started = true;
    } else if (/\s/.test(char)) {
      if (started) words.push(current);
      current = '';
      started = false;
    } else {
      current += char;
      started = true;
    }
  }
  if (quote) throw new UsageError(`A quote (${quote}) is not closed.`);
  if (started) words.push(current);
  return words;
}
