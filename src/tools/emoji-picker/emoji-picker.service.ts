import emojiKeywords from 'emojilib';
import groupData from 'unicode-emoji-json/data-by-group.json';

/** The emoji groups of Unicode, in Unicode order. */
export const EMOJI_GROUPS = [
  'Smileys & Emotion',
  'People & Body',
  'Animals & Nature',
  'Food & Drink',
  'Travel & Places',
  'Activities',
  'Objects',
  'Symbols',
  'Flags',
] as const;
export type EmojiGroup = (typeof EMOJI_GROUPS)[number];

export interface Emoji {
  emoji: string;
  /** CLDR name with its first letter upper-cased: "Grinning face", "Flag: France". */
  title: string;
  group: EmojiGroup;
  keywords: readonly string[];
  skinToneSupport: boolean;
  /** Position in Unicode order (ties in search keep this order). */
  order: number;
}

interface RawEmoji {
  emoji: string;
  name: string;
  skin_tone_support: boolean;
}

/**
 * unicode-emoji-json drops the colon of CLDR names ("flag: France" becomes "flag France"); put it
 * back where CLDR has one: flags, keycaps, family/kiss/couple sequences and hair styles.
 */
export function cldrName(name: string): string {
  const match =
    /^(flag|keycap) (.+)$/.exec(name) ??
    /^(family|kiss|couple with heart) (.+)$/.exec(name) ??
    /^(person|man|woman) (beard|blond hair|red hair|curly hair|white hair|bald)$/.exec(name);
  if (!match || name === 'flag in hole') return name;
  return `${match[1]}: ${match[2]}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

let cache: readonly Emoji[] | undefined;

/** Every fully-qualified emoji (about 1,900; skin-tone variants are not separate), in Unicode order. */
export function allEmojis(): readonly Emoji[] {
  if (cache) return cache;
  const keywords = emojiKeywords as Record<string, string[] | undefined>;
  const list: Emoji[] = [];
  for (const group of groupData as unknown as { name: EmojiGroup; emojis: RawEmoji[] }[]) {
    for (const raw of group.emojis) {
      list.push({
        emoji: raw.emoji,
        title: capitalise(cldrName(raw.name)),
        group: group.name,
        keywords: keywords[raw.emoji] ?? [],
        skinToneSupport: raw.skin_tone_support,
        order: list.length,
      });
    }
  }
  cache = list;
  return list;
}

/** Every code point as "U+" and at least 4 upper-case hex digits, space-separated. */
export function formatCodePoints(emoji: string): string {
  return [...emoji].map((char) => `U+${(char.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
}

/** Every UTF-16 unit as \u + 4 lower-case hex digits. */
export function formatJsEscape(emoji: string): string {
  let escape = '';
  for (let index = 0; index < emoji.length; index += 1) escape += `\\u${emoji.charCodeAt(index).toString(16).padStart(4, '0')}`;
  return escape;
}

export const SKIN_TONES = ['default', 'light', 'mediumLight', 'medium', 'mediumDark', 'dark'] as const;
export type SkinTone = (typeof SKIN_TONES)[number];
const MODIFIERS: Record<SkinTone, string> = {
  default: '',
  light: '\u{1F3FB}',
  mediumLight: '\u{1F3FC}',
  medium: '\u{1F3FD}',
  mediumDark: '\u{1F3FE}',
  dark: '\u{1F3FF}',
};
/** Adult, man, woman: the people of a multi-person sequence (couple, kiss, holding hands) take the tone too. */
const PEOPLE = new Set([0x1f9d1, 0x1f468, 0x1f469]);

/**
 * The emoji with a skin tone modifier after its first code point and after each person of a
 * multi-person sequence; a variation selector right after a toned code point is dropped
 * (🕵️‍♂️ → 🕵🏻‍♂️), as in Unicode's RGI sequences. Emojis without skin tone support are unchanged.
 */
export function applySkinTone(entry: Pick<Emoji, 'emoji' | 'skinToneSupport'>, tone: SkinTone): string {
  const modifier = MODIFIERS[tone];
  if (!entry.skinToneSupport || modifier === '') return entry.emoji;
  return entry.emoji
    .split('\u200d')
    .map((part, index) => {
      const first = part.codePointAt(0) as number;
      if (index > 0 && !PEOPLE.has(first)) return part;
      const firstChar = String.fromCodePoint(first);
      return firstChar + modifier + part.slice(firstChar.length).replace(/^\ufe0f/, '');
    })
    .join('\u200d');
}

const SKIN_TONE_OR_SELECTOR = /[\u{1F3FB}-\u{1F3FF}]|\ufe0f/gu;
const CODE_POINT_QUERY = /^(u\+|0x)?([0-9a-f]{4,6})$/i;

interface SearchIndex {
  haystacks: string[];
  names: string[];
  byEmoji: Map<string, Emoji>;
}

const indexes = new WeakMap<readonly Emoji[], SearchIndex>();

function searchIndex(emojis: readonly Emoji[]): SearchIndex {
  let index = indexes.get(emojis);
  if (!index) {
    // Name, keywords and group, lower-cased, one per line: a term (never containing a line break)
    // is a substring of one of them exactly when it is a substring of the whole.
    index = {
      haystacks: emojis.map((entry) => [entry.title, ...entry.keywords, entry.group].join('\n').toLowerCase()),
      names: emojis.map((entry) => entry.title.toLowerCase()),
      byEmoji: new Map(emojis.map((entry) => [entry.emoji.replace(SKIN_TONE_OR_SELECTOR, ''), entry])),
    };
    indexes.set(emojis, index);
  }
  return index;
}

/**
 * Search rules: an emoji as the query finds that emoji (any skin tone or variation selector); a
 * code point ("U+1F44D", "0x1f44d" or bare hex digits) finds every emoji containing it; otherwise
 * every whitespace-separated term must be a substring of the name, a keyword or the group.
 * Ranking: name equal to the query, then starting with it, then containing it, then the rest, in
 * Unicode order within each rank. Bare hex digits may also be a word ("face", "cafe"): the
 * emojis holding that code point come first, then the word's matches.
 */
export function searchEmojis(emojis: readonly Emoji[], rawQuery: string): Emoji[] {
  const query = rawQuery.trim().toLowerCase();
  if (query === '') return [...emojis];
  const index = searchIndex(emojis);

  const asEmoji = index.byEmoji.get(rawQuery.trim().replace(SKIN_TONE_OR_SELECTOR, ''));
  if (asEmoji) return [asEmoji];

  const codePoint = CODE_POINT_QUERY.exec(query);
  let byCodePoint: Emoji[] = [];
  if (codePoint) {
    const value = Number.parseInt(codePoint[2] as string, 16);
    if (value <= 0x10ffff) byCodePoint = emojis.filter((entry) => [...entry.emoji].some((char) => char.codePointAt(0) === value));
    if (codePoint[1]) return byCodePoint;
  }

  const terms = query.split(/\s+/);
  const ranks: Emoji[][] = [[], [], [], []];
  const already = new Set(byCodePoint);
  emojis.forEach((entry, position) => {
    if (already.has(entry)) return;
    const haystack = index.haystacks[position] as string;
    if (!terms.every((term) => haystack.includes(term))) return;
    const name = index.names[position] as string;
    const rank = name === query ? 0 : name.startsWith(query) ? 1 : name.includes(query) ? 2 : 3;
    (ranks[rank] as Emoji[]).push(entry);
  });
  return [...byCodePoint, ...ranks.flat()];
}

/** Most recent first, no duplicates, at most `limit`. */
export function addRecent(recent: readonly string[], emoji: string, limit = 24): string[] {
  return [emoji, ...recent.filter((item) => item !== emoji)].slice(0, limit);
}
