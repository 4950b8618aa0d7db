/**
 * The values inside what people copy (issue 36): a header line, `key=value`, quotes, a JSON
 * string value, a log line, a name with an address in angle brackets. Smart paste ranks each value
 * found as a paste of its own, so `Authorization: Bearer eyJ…` suggests the JWT parser with the
 * token alone, and says what it took the value out of.
 *
 * Light and linear: only short pastes (a few lines) are looked into, each line once.
 */

/** What a value was taken out of (a key of the shell's `paste.unwrapped` strings). */
export type WrapperKind = 'bearer' | 'basic' | 'authorization' | 'cookie' | 'setCookie' | 'header' | 'keyValue' | 'quoted' | 'jsonValue' | 'logTimestamp' | 'logLine' | 'angleBrackets';

export interface Unwrapped {
  /** The value, as the tool should get it. */
  value: string;
  wrapper: WrapperKind;
  /** The header, key, cookie or JSON member it was the value of. */
  name?: string;
}

/** Pastes longer than this (or with more lines) are not looked into: a document is not a wrapper. */
export const UNWRAP_MAX_CHARS = 8 * 1024;
export const UNWRAP_MAX_LINES = 12;
/** At most this many values per paste (the first found). */
export const UNWRAP_MAX_VALUES = 12;
/** A value shorter than this says too little to be worth ranking. */
const MIN_VALUE_CHARS = 3;

const HEADER = /^([A-Za-z][A-Za-z0-9-]{0,60}):[ \t]*(\S.*)$/;
const KEY_VALUE = /^(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_.-]{0,60})[ \t]*=[ \t]*(\S.*)$/;
const JSON_MEMBER = /^"((?:[^"\\]|\\.){1,80})"[ \t]*:[ \t]*("(?:[^"\\]|\\.)*")[ \t]*,?$/;
const ANGLE = /^(?:"[^"]*"[ \t]*|[^<>"]*)<([^<>\s]+)>$/;
const LOG_TIMESTAMP = /^\[?(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d{1,9})?(?:Z|[+-]\d{2}:?\d{2})?)\]?[ \t]+(\S.*)$/;
const AUTH_SCHEME = /^([A-Za-z][A-Za-z0-9-]*)[ \t]+(\S+)$/;

/** The text of a quoted string: JSON rules for "…", the inside as is for '…' and `…`. */
function unquote(text: string): string | undefined {
  if (text.length < 2) return undefined;
  const quote = text[0]!;
  if (text[text.length - 1] !== quote || !['"', "'", '`'].includes(quote)) return undefined;
  const inside = text.slice(1, -1);
  if (inside.includes(quote) && quote !== '"') return undefined;
  if (quote !== '"') return inside;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return inside.includes('"') ? undefined : inside;
  }
}

/** The string members of a small JSON object or array, depth first, with their keys. */
function jsonStrings(text: string, found: Unwrapped[]): boolean {
  const first = text[0];
  if (first !== '{' && first !== '[') return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  const visit = (value: unknown, name: string | undefined, depth: number) => {
    if (found.length >= UNWRAP_MAX_VALUES || depth > 6) return;
    if (typeof value === 'string') {
      if (value.trim().length >= 8) found.push({ value: value.trim(), wrapper: 'jsonValue', ...(name !== undefined ? { name } : {}) });
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, name, depth + 1);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) visit(item, key, depth + 1);
    }
  };
  visit(parsed, undefined, 0);
  return true;
}

/** The values of one line (trimmed, not empty). */
function unwrapLine(line: string, found: Unwrapped[]): void {
  const add = (value: string, wrapper: WrapperKind, name?: string) => {
    const trimmed = value.trim();
    if (trimmed.length >= MIN_VALUE_CHARS && trimmed !== line && found.length < UNWRAP_MAX_VALUES) found.push({ value: trimmed, wrapper, ...(name !== undefined ? { name } : {}) });
  };

  const quoted = unquote(line);
  if (quoted !== undefined) {
    add(quoted, 'quoted');
    return;
  }

  const member = JSON_MEMBER.exec(line);
  if (member) {
    const value = unquote(member[2]!);
    if (value !== undefined) add(value, 'jsonValue', member[1]);
    return;
  }

  const log = LOG_TIMESTAMP.exec(line);
  if (log) {
    add(log[1]!, 'logTimestamp');
    // The rest: its key=value pairs and the tokens that look like values (digits, dots, colons…).
    for (const token of log[2]!.split(/[ \t]+/)) {
      const pair = KEY_VALUE.exec(token);
      const candidate = pair ? pair[2]! : token.replace(/^[[(<"']+|[\])>"',;]+$/g, '');
      if (candidate.length >= 7 && /[0-9]/.test(candidate) && !/^\d{1,2}:\d{2}/.test(candidate)) add(unquote(candidate) ?? candidate, 'logLine', pair?.[1]);
    }
    return;
  }

  const angle = ANGLE.exec(line);
  if (angle) {
    add(angle[1]!, 'angleBrackets');
    return;
  }

  const header = HEADER.exec(line);
  if (header && !header[2]!.startsWith('//')) {
    const name = header[1]!;
    const value = header[2]!.trim();
    const lower = name.toLowerCase();
    if (lower === 'authorization' || lower === 'proxy-authorization') {
      const scheme = AUTH_SCHEME.exec(value);
      if (scheme) {
        const kind = scheme[1]!.toLowerCase();
        add(scheme[2]!, kind === 'bearer' ? 'bearer' : kind === 'basic' ? 'basic' : 'authorization', name);
      } else add(value, 'authorization', name);
      return;
    }
    if (lower === 'cookie') {
      for (const pair of value.split(';')) {
        const equals = pair.indexOf('=');
        if (equals > 0) add(pair.slice(equals + 1), 'cookie', pair.slice(0, equals).trim());
      }
      return;
    }
    if (lower === 'set-cookie') {
      const [first] = value.split(';');
      const equals = first!.indexOf('=');
      if (equals > 0) add(first!.slice(equals + 1), 'setCookie', first!.slice(0, equals).trim());
      return;
    }
    add(unquote(value) ?? value, 'header', name);
    return;
  }

  const pair = KEY_VALUE.exec(line);
  // `a=1&b=2` is a query string (the URL parser's), not one key and its value.
  if (pair && !pair[2]!.includes('&')) add(unquote(pair[2]!.trim()) ?? pair[2]!, 'keyValue', pair[1]);
}

/**
 * The values inside a short paste, in the order found: each line's value(s), or a small JSON
 * document's string members. One level deep, then once more inside each value (a quoted header
 * line); never the paste itself.
 */
export function unwrapPaste(text: string): Unwrapped[] {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > UNWRAP_MAX_CHARS) return [];
  const found: Unwrapped[] = [];
  if (!jsonStrings(trimmed, found)) {
    const lines = trimmed.split(/\r?\n/);
    if (lines.length > UNWRAP_MAX_LINES) return [];
    for (const line of lines) {
      const clean = line.trim();
      if (clean !== '') unwrapLine(clean, found);
      if (found.length >= UNWRAP_MAX_VALUES) break;
    }
  }
  // A second look inside what the first found ("Authorization: Bearer …" in quotes, a JSON member
  // holding a header line), keeping the outer wrapper's name for the reason.
  const deeper: Unwrapped[] = [];
  for (const outer of found) {
    if (outer.value.includes('\n')) continue;
    const inner: Unwrapped[] = [];
    unwrapLine(outer.value, inner);
    for (const value of inner) if (found.length + deeper.length < UNWRAP_MAX_VALUES) deeper.push(value);
  }
  const seen = new Set<string>();
  return [...found, ...deeper].filter((item) => !seen.has(item.value) && seen.add(item.value) && item.value !== trimmed);
}
