import RandExp from 'randexp';
import { ToolInputError } from '../../lib/errors';
import { cryptoRandom, secureRandomBelow, type RandomSource } from '../../lib/random';

/**
 * Regex tester: the user's pattern with the chosen flags, run against a text like `matchAll`
 * (every match with the g flag, zero-length ones included; otherwise the first), with capture and
 * named-group positions from the `d` flag, plus the replacement result and a random sample string.
 * Runs in a worker: the page stops it when it takes too long.
 */

export const MAX_MATCHES = 1000;

export type RegexFlags = {
  global: boolean;
  ignoreCase: boolean;
  multiline: boolean;
  dotAll: boolean;
  unicode: boolean;
  unicodeSets: boolean;
};

export const DEFAULT_FLAGS: RegexFlags = { global: true, ignoreCase: false, multiline: false, dotAll: true, unicode: true, unicodeSets: false };

/** The flag string for RegExp (u and v are exclusive: v wins). */
export function flagString(flags: RegexFlags): string {
  return `${flags.global ? 'g' : ''}${flags.ignoreCase ? 'i' : ''}${flags.multiline ? 'm' : ''}${flags.dotAll ? 's' : ''}${flags.unicodeSets ? 'v' : flags.unicode ? 'u' : ''}`;
}

/** new RegExp, or ToolInputError('invalidRegex') with the engine's message as detail. */
export function compileRegex(pattern: string, flags: string): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch (error) {
    throw new ToolInputError('invalidRegex', { detail: error instanceof Error ? error.message : String(error) });
  }
}

/** One captured group: numbered ("1") or named ("year"); undefined value = did not participate. */
export interface RegexCapture {
  name: string;
  value: string | undefined;
  start: number;
  end: number;
}

export interface RegexMatch {
  index: number;
  value: string;
  captures: RegexCapture[];
  groups: RegexCapture[];
}

export interface MatchResult {
  matches: RegexMatch[];
  /** More matches exist beyond MAX_MATCHES. */
  truncated: boolean;
}

function toMatch(match: RegExpExecArray): RegexMatch {
  const indices = match.indices;
  const captures: RegexCapture[] = [];
  for (let group = 1; group < match.length; group++) {
    const range = indices?.[group];
    captures.push({ name: String(group), value: match[group], start: range?.[0] ?? -1, end: range?.[1] ?? -1 });
  }
  const groups: RegexCapture[] = Object.entries(match.groups ?? {}).map(([name, value]) => {
    const range = indices?.groups?.[name];
    return { name, value, start: range?.[0] ?? -1, end: range?.[1] ?? -1 };
  });
  return { index: match.index, value: match[0], captures, groups };
}

/** Index after a zero-length match at `index`: one code point with u/v, one UTF-16 unit otherwise. */
function advance(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00 ? index + 2 : index + 1;
}

/** The matches of `pattern` in `text`, as `matchAll` lists them (with g) or the first one (without). */
export function findMatches(pattern: string, flags: RegexFlags, text: string): MatchResult {
  const base = flagString(flags);
  const regex = compileRegex(pattern, `${base.replace('g', '')}gd`);
  const unicode = flags.unicode || flags.unicodeSets;
  const matches: RegexMatch[] = [];
  let match: RegExpExecArray | null;
  while ((match = regex.exec(text)) !== null) {
    if (matches.length === MAX_MATCHES) return { matches, truncated: true };
    matches.push(toMatch(match));
    if (!flags.global) break;
    if (match[0] === '') regex.lastIndex = advance(text, regex.lastIndex, unicode);
  }
  return { matches, truncated: false };
}

/** `text.replace(regex, replacement)`: every match with g, the first without ($1, $<name>, $&, $$ work). */
export function replaceMatches(pattern: string, flags: RegexFlags, text: string, replacement: string): string {
  return text.replace(compileRegex(pattern, flagString(flags)), replacement);
}

/** A capture as the Captures/Groups columns show it: `"1" = abc [2 - 5]`, or `"1" = (not matched)`. */
export function formatCapture(capture: RegexCapture, notMatched: string, empty: string): string {
  if (capture.value === undefined) return `"${capture.name}" = ${notMatched}`;
  return `"${capture.name}" = ${capture.value === '' ? empty : capture.value} [${capture.start} - ${capture.end}]`;
}

/** Named groups become plain groups (`(?<year>…)` → `(…)`, `\k<year>` → `\N`) for randexp, which knows neither. */
export function withoutNamedGroups(pattern: string): string {
  const namedGroup = /\\.|\[(?:\\.|[^\]\\])*\]|\((\?<([A-Za-z_$][\w$]*)>)?/g;
  let number = 0;
  const numbers = new Map<string, number>();
  let match: RegExpExecArray | null;
  while ((match = namedGroup.exec(pattern)) !== null) {
    if (!match[0].startsWith('(')) continue;
    const next = pattern[match.index + 1];
    if (match[2] !== undefined) {
      number++;
      numbers.set(match[2], number);
    } else if (next !== '?') number++;
  }
  return pattern
    .replace(/\\.|\[(?:\\.|[^\]\\])*\]|\(\?<([A-Za-z_$][\w$]*)>/g, (token, name: string | undefined) => (name !== undefined ? '(' : token))
    .replace(/\\k<([A-Za-z_$][\w$]*)>/g, (token, name: string) => (numbers.has(name) ? `\\${numbers.get(name)}` : token));
}

/** One random string matching the pattern, or '' when randexp cannot generate one. */
export function sampleMatch(pattern: string, flags: RegexFlags, random: RandomSource = cryptoRandom): string {
  try {
    const generator = new RandExp(withoutNamedGroups(pattern), `${flags.ignoreCase ? 'i' : ''}${flags.multiline ? 'm' : ''}`);
    generator.max = 10;
    (generator as unknown as { randInt: (from: number, to: number) => number }).randInt = (from, to) => from + secureRandomBelow(to - from + 1, random);
    const sample = generator.gen();
    return new RegExp(pattern, flagString({ ...flags, global: false })).test(sample) ? sample : '';
  } catch {
    return '';
  }
}

export interface RegexRunRequest {
  pattern: string;
  flags: RegexFlags;
  text: string;
  replacement: string;
}

export type RegexRunOutcome =
  | { ok: true; matches: RegexMatch[]; truncated: boolean; replaced: string; sample: string }
  | { ok: false; detail: string };

/** Everything the page shows, never throwing (it crosses the worker boundary). */
export function runRegex(request: RegexRunRequest, random: RandomSource = cryptoRandom): RegexRunOutcome {
  try {
    const { matches, truncated } = findMatches(request.pattern, request.flags, request.text);
    return {
      ok: true,
      matches,
      truncated,
      replaced: replaceMatches(request.pattern, request.flags, request.text, request.replacement),
      sample: sampleMatch(request.pattern, request.flags, random),
    };
  } catch (error) {
    return { ok: false, detail: error instanceof ToolInputError ? (error.detail ?? '') : error instanceof Error ? error.message : String(error) };
  }
}
