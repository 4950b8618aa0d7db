import { describe, expect, it } from 'vitest';
import {
  addRecent,
  allEmojis,
  applySkinTone,
  cldrName,
  EMOJI_GROUPS,
  formatCodePoints,
  formatJsEscape,
  searchEmojis,
  type Emoji,
  type SkinTone,
} from './emoji-picker.service';

const emojis = allEmojis();
const find = (emoji: string) => emojis.find((entry) => entry.emoji === emoji) as Emoji;
const results = (query: string) => searchEmojis(emojis, query).map((entry) => entry.emoji);

describe('data', () => {
  it('has about 1,900 emojis in the nine groups, in Unicode order', () => {
    expect(emojis.length).toBeGreaterThan(1850);
    expect(emojis.length).toBeLessThan(2000);
    expect([...new Set(emojis.map((entry) => entry.group))]).toEqual(EMOJI_GROUPS);
    expect(emojis[0]?.emoji).toBe('😀');
    expect(emojis.map((entry) => entry.order)).toEqual(emojis.map((_entry, index) => index));
    // Skin-tone variants are not separate cards.
    expect(emojis.some((entry) => /[\u{1F3FB}-\u{1F3FF}]/u.test(entry.emoji))).toBe(false);
  });

  it.each<[string, string]>([
    ['😀', 'Grinning face'],
    ['🦄', 'Unicorn'],
    ['🇫🇷', 'Flag: France'],
    ['🏴󠁧󠁢󠁳󠁣󠁴󠁿', 'Flag: Scotland'],
    ['⛳', 'Flag in hole'],
    ['#️⃣', 'Keycap: #'],
    ['👨‍👩‍👦', 'Family: man, woman, boy'],
    ['👩‍❤️‍💋‍👨', 'Kiss: woman, man'],
    ['🧔‍♂️', 'Man: beard'],
    ['🧔', 'Person: beard'],
    ['👱', 'Person: blond hair'],
    ['👌', 'OK hand'],
  ])('%s is titled %j', (emoji, title) => {
    expect(find(emoji).title).toBe(title);
  });

  it('takes keywords from emojilib', () => {
    expect(find('🌈').keywords).toContain('unicorn_face');
  });

  it.each<[string, string]>([
    ['flag Andorra', 'flag: Andorra'],
    ['flag in hole', 'flag in hole'],
    ['chequered flag', 'chequered flag'],
    ['family', 'family'],
    ['man bald', 'man: bald'],
    ['hairy creature', 'hairy creature'],
  ])('cldrName(%j)', (name, expected) => expect(cldrName(name)).toBe(expected));
});

describe('formatting', () => {
  it.each<[string, string, string, string]>([
    ['BMP with variation selector', '❤️', 'U+2764 U+FE0F', '\\u2764\\ufe0f'],
    ['BMP below U+1000 gets 4 digits', '©️', 'U+00A9 U+FE0F', '\\u00a9\\ufe0f'],
    ['astral', '🦄', 'U+1F984', '\\ud83e\\udd84'],
    ['flag', '🇫🇷', 'U+1F1EB U+1F1F7', '\\ud83c\\uddeb\\ud83c\\uddf7'],
    ['ZWJ sequence', '👨‍👩‍👧', 'U+1F468 U+200D U+1F469 U+200D U+1F467', '\\ud83d\\udc68\\u200d\\ud83d\\udc69\\u200d\\ud83d\\udc67'],
    ['keycap', '#️⃣', 'U+0023 U+FE0F U+20E3', '\\u0023\\ufe0f\\u20e3'],
  ])('%s', (_name, emoji, codePoints, escape) => {
    expect(formatCodePoints(emoji)).toBe(codePoints);
    expect(formatJsEscape(emoji)).toBe(escape);
    // The escape is valid JavaScript for the same string.
    expect(JSON.parse(`"${escape}"`)).toBe(emoji);
  });
});

describe('skin tones', () => {
  it.each<[string, SkinTone, string]>([
    ['👍', 'default', '👍'],
    ['👍', 'light', '👍🏻'],
    ['👍', 'dark', '👍🏿'],
    ['✌️', 'medium', '✌🏽'],
    ['🕵️‍♂️', 'mediumDark', '🕵🏾‍♂️'],
    ['🧑‍🤝‍🧑', 'mediumLight', '🧑🏼‍🤝‍🧑🏼'],
    ['👩‍❤️‍💋‍👨', 'light', '👩🏻‍❤️‍💋‍👨🏻'],
    ['🏃‍♀️‍➡️', 'dark', '🏃🏿‍♀️‍➡️'],
    ['🦄', 'dark', '🦄'],
  ])('%s with %s → %s', (emoji, tone, expected) => {
    expect(applySkinTone(find(emoji), tone)).toBe(expected);
  });
});

describe('searchEmojis', () => {
  it('an empty query returns everything', () => {
    expect(searchEmojis(emojis, '   ')).toHaveLength(emojis.length);
  });

  it('"unicorn" finds the unicorn first, then the rainbow by keyword', () => {
    const found = results('unicorn');
    expect(found[0]).toBe('🦄');
    expect(found).toContain('🌈');
  });

  it.each<[string, string, string]>([
    ['by name', 'grinning face', '😀'],
    ['case-insensitive and trimmed', '  UNICORN ', '🦄'],
    ['by keyword', 'lgbt', '🌈'],
    ['by group', 'flags', '🇫🇷'],
    ['terms in any order', 'france flag', '🇫🇷'],
  ])('%s: %j includes %s', (_name, query, emoji) => {
    expect(results(query)).toContain(emoji);
  });

  it('multiple terms must all match (AND)', () => {
    const found = searchEmojis(emojis, 'cat face');
    expect(found.length).toBeGreaterThan(1);
    for (const entry of found) {
      const haystack = [entry.title, ...entry.keywords, entry.group].join('\n').toLowerCase();
      expect(haystack).toContain('cat');
      expect(haystack).toContain('face');
    }
    expect(found.map((entry) => entry.emoji)).not.toContain('🐈');
  });

  it.each<[string, string[]]>([
    ['👍', ['👍']],
    ['👍🏽', ['👍']],
    ['❤', ['❤️']],
    ['U+1F44D', ['👍']],
    ['u+1f984', ['🦄']],
    ['0x1F984', ['🦄']],
    ['1f984', ['🦄']],
    ['zzqqxx', []],
    ['U+0000', []],
  ])('%j → %j', (query, expected) => {
    expect(results(query)).toEqual(expected);
  });

  it('a code point finds every emoji containing it', () => {
    const found = results('U+1F1EB');
    expect(found).toContain('🇫🇷');
    expect(found).toContain('🇫🇮');
    expect(found.every((emoji) => emoji.includes('\u{1F1EB}'))).toBe(true);
  });

  it('bare hex digits that form a word still search names ("face")', () => {
    expect(results('face')).toContain('😀');
  });

  it('ranks equal name, then prefix, then contains, then keyword matches, ties in Unicode order', () => {
    const found = searchEmojis(emojis, 'cat');
    const titles = found.map((entry) => entry.title.toLowerCase());
    expect(titles[0]).toBe('cat');
    const firstOther = titles.findIndex((title) => !title.startsWith('cat'));
    expect(titles.slice(1, firstOther).every((title) => title.startsWith('cat'))).toBe(true);
    const firstKeywordOnly = titles.findIndex((title) => !title.includes('cat'));
    expect(titles.slice(firstOther, firstKeywordOnly).every((title) => title.includes('cat') && !title.startsWith('cat'))).toBe(true);
    expect(titles.slice(firstKeywordOnly).every((title) => !title.includes('cat'))).toBe(true);
    for (const slice of [found.slice(1, firstOther), found.slice(firstOther, firstKeywordOnly), found.slice(firstKeywordOnly)]) {
      const orders = slice.map((entry) => entry.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });
});

describe('addRecent', () => {
  it('puts the newest first, without duplicates, keeping at most 24', () => {
    expect(addRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    const many = Array.from({ length: 24 }, (_value, index) => String(index));
    expect(addRecent(many, 'new')).toHaveLength(24);
    expect(addRecent(many, 'new')[0]).toBe('new');
    expect(addRecent(many, 'new')).not.toContain('23');
  });
});
