/**
 * User-perceived characters (extended grapheme clusters, UAX #29) of texts of any size.
 *
 * Intl.Segmenter is exact but slow: V8 spends about 0.5 µs per character iterating segments, and
 * far more on one huge string (about 1 s for 27 K characters, over 20 s for 108 K). So most of a
 * text never reaches it:
 * - a CR LF pair is one grapheme;
 * - between two "simple" characters there is always a boundary. A character is simple when the
 *   segmenter itself separates it from "a" on both sides and from a copy of itself: that rules
 *   out every character a grapheme rule can join (marks, joiners, prepended signs, Hangul jamo
 *   that combine, regional indicators; CR's pairing with LF is handled first); lone surrogates
 *   are never simple. Letters, digits, punctuation, spaces and most emoji are simple;
 * - a simple base followed by combining marks ("e" + U+0301, "👋" + skin tone, "❤" + U+FE0F)
 *   then by a simple character is one grapheme;
 * - the rest (accents typed as combining marks, emoji, Indic scripts…) goes to the segmenter in
 *   short stretches ending at the next boundary between two simple characters, at most WINDOW
 *   code units. A stretch cut by WINDOW drops its last segment (the window's end may have cut it)
 *   and the next stretch starts there: every boundary before it is a true boundary, since the
 *   rules decide a break from the text before it and the one character after it.
 */

/** Most code units handed to the segmenter at once. */
export const GRAPHEME_WINDOW = 5_000;

let segmenter: Intl.Segmenter | undefined;
function graphemeSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter;
}

function segmentCount(text: string): number {
  let count = 0;
  for (const _segment of graphemeSegmenter().segment(text)) count += 1;
  return count;
}

const SIMPLE = 1;
const BASE = 2;
const EXTEND = 4;
const KNOWN = 8;

/**
 * What a code point may do, found once per code point by asking the segmenter about it:
 * SIMPLE: separated from "a" on both sides and from a copy of itself;
 * BASE: simple, and a following combining acute accent joins it (not a control character);
 * EXTEND: joins a preceding "a" but not a following one, and does not link two Indic consonants
 * (a combining mark, a variation selector, a skin tone; the zero-width joiner is excluded).
 */
const bmpKinds = new Uint8Array(0x10000);
const astralKinds = new Map<number, number>();

function kindOf(codePoint: number): number {
  const known = codePoint < 0x10000 ? (bmpKinds[codePoint] as number) : (astralKinds.get(codePoint) ?? 0);
  if (known & KNOWN) return known;
  let kind = KNOWN;
  const isSurrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
  if (!isSurrogate && codePoint !== 0x200d) {
    const char = String.fromCodePoint(codePoint);
    if (segmentCount(`a${char}a`) === 3 && segmentCount(char + char) === 2) {
      kind |= SIMPLE;
      if (segmentCount(`${char}\u0301`) === 1) kind |= BASE;
    } else if (segmentCount(`a${char}`) === 1 && segmentCount(`${char}a`) === 2 && segmentCount(`\u0915${char}\u0915`) === 2) {
      kind |= EXTEND;
    }
  }
  if (codePoint < 0x10000) bmpKinds[codePoint] = kind;
  else astralKinds.set(codePoint, kind);
  return kind;
}

// ASCII: printable characters are simple bases; tab, LF, CR and the other controls are simple
// but not bases (CR's pairing with LF is handled before the kinds are consulted).
for (let unit = 0; unit < 0x80; unit += 1) bmpKinds[unit] = KNOWN | SIMPLE | (unit >= 0x20 && unit !== 0x7f ? BASE : 0);

function isSimple(unit: number): boolean {
  return (kindOf(unit) & SIMPLE) !== 0;
}

function codePointWidth(codePoint: number): number {
  return codePoint > 0xffff ? 2 : 1;
}

const NON_ASCII = /[\u0080-\uffff]/;

export function isAscii(text: string): boolean {
  return !NON_ASCII.test(text);
}

/**
 * Calls `visit(start, end)` for every grapheme of `text`, in order (`end` exclusive, code units).
 * Linear in the length of the text whatever its content.
 */
export function forEachGrapheme(text: string, visit: (start: number, end: number) => void): void {
  const length = text.length;
  let position = 0;
  while (position < length) {
    const unit = text.charCodeAt(position);
    if (unit === 13 && position + 1 < length && text.charCodeAt(position + 1) === 10) {
      visit(position, position + 2);
      position += 2;
      continue;
    }
    // A simple character, followed by combining marks when it is a base, then by a simple
    // character or the end: that is one grapheme.
    const codePoint = unit < 0x80 ? unit : (text.codePointAt(position) as number);
    const kind = kindOf(codePoint);
    if (kind & SIMPLE) {
      let end = position + codePointWidth(codePoint);
      let nextKind = 0;
      while (end < length) {
        const next = text.codePointAt(end) as number;
        nextKind = kindOf(next);
        if (!(kind & BASE) || !(nextKind & EXTEND)) break;
        end += codePointWidth(next);
        nextKind = 0;
      }
      if (end === length || nextKind & SIMPLE) {
        visit(position, end);
        position = end;
        continue;
      }
    }
    position = segmentStretch(text, position, visit);
  }
}

/** Segments from `start` (a boundary) to the next sure boundary; returns where it stopped. */
function segmentStretch(text: string, start: number, visit: (start: number, end: number) => void): number {
  const length = text.length;
  const limit = Math.min(length, start + GRAPHEME_WINDOW);
  let end = start + 1;
  // The next boundary between two simple characters (not a CR LF pair).
  while (end < limit) {
    const before = text.charCodeAt(end - 1);
    const after = text.charCodeAt(end);
    if (isSimple(before) && isSimple(after) && !(before === 13 && after === 10)) break;
    end += 1;
  }
  const reachesBoundary = end < limit || end === length;
  for (let windowEnd = end; ; windowEnd = Math.min(length, start + (windowEnd - start) * 2)) {
    const windowLength = windowEnd - start;
    // `containing` walks the segments about twice as fast as the iterator on short strings.
    const segments = graphemeSegmenter().segment(text.slice(start, windowEnd));
    const found: number[] = [];
    let offset = 0;
    while (offset < windowLength) {
      const { segment } = segments.containing(offset) as Intl.SegmentData;
      found.push(offset);
      offset += segment.length;
    }
    // The window's end may have cut the last segment short, unless it is a sure boundary.
    const exact = reachesBoundary || windowEnd === length;
    const keep = exact ? found.length : found.length - 1;
    if (keep === 0) continue; // one grapheme longer than the window: widen it
    for (let index = 0; index < keep; index += 1) {
      const next = index + 1 < found.length ? (found[index + 1] as number) : windowLength;
      visit(start + (found[index] as number), start + next);
    }
    return exact ? windowEnd : start + (found[keep] as number);
  }
}

/** Number of user-perceived characters: "👋🏽", "👨‍👩‍👧", "é" (composed or not) and CR LF each count 1. */
export function countGraphemes(text: string): number {
  if (isAscii(text)) {
    let pairs = 0;
    for (let index = text.indexOf('\r\n'); index !== -1; index = text.indexOf('\r\n', index + 2)) pairs += 1;
    return text.length - pairs;
  }
  let count = 0;
  forEachGrapheme(text, () => {
    count += 1;
  });
  return count;
}

/** The graphemes of `text`, in order. */
export function splitGraphemes(text: string): string[] {
  const graphemes: string[] = [];
  forEachGrapheme(text, (start, end) => {
    graphemes.push(text.slice(start, end));
  });
  return graphemes;
}
