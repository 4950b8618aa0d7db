import { splitGraphemes } from '../../lib/graphemes/graphemes';

/** The NATO / ICAO spelling alphabet, A to Z. */
export const NATO_WORDS = [
  'Alpha',
  'Bravo',
  'Charlie',
  'Delta',
  'Echo',
  'Foxtrot',
  'Golf',
  'Hotel',
  'India',
  'Juliet',
  'Kilo',
  'Lima',
  'Mike',
  'November',
  'Oscar',
  'Papa',
  'Quebec',
  'Romeo',
  'Sierra',
  'Tango',
  'Uniform',
  'Victor',
  'Whiskey',
  'X-ray',
  'Yankee',
  'Zulu',
] as const;

/** Digits as written in ICAO radiotelephony (9 is "Niner", so it is not mistaken for the German "nein"). */
export const ICAO_DIGITS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Niner'] as const;

export interface NatoOptions {
  /** Spell digits the ICAO way (Zero … Niner) instead of keeping them. */
  spellDigits?: boolean;
  /** One token per line instead of space-separated (a space of the input becomes an empty line). */
  onePerLine?: boolean;
  /** Read accented Latin letters as their base letter (é → Echo). */
  foldAccents?: boolean;
}

function letterWord(character: string): string | undefined {
  if (!/^[A-Za-z]$/.test(character)) return undefined;
  return NATO_WORDS[character.toUpperCase().charCodeAt(0) - 65];
}

/** The token for one user-perceived character: a code word, or the character itself. */
export function natoToken(character: string, { spellDigits = false, foldAccents = false }: NatoOptions = {}): string {
  const word = letterWord(character);
  if (word) return word;
  if (spellDigits && /^[0-9]$/.test(character)) return ICAO_DIGITS[Number(character)]!;
  if (foldAccents) {
    const base = character.normalize('NFD').replace(/\p{M}/gu, '');
    const folded = letterWord(base);
    if (folded) return folded;
  }
  return character;
}

/**
 * Spells a text with the NATO alphabet: each character (a whole emoji or an accented letter counts
 * as one) becomes one token, tokens joined by single spaces — so a space of the input shows as
 * three spaces: `IT-Tools` → `India Tango - Tango Oscar Oscar Lima Sierra`.
 */
export function textToNato(text: string, options: NatoOptions = {}): string {
  const tokens = splitGraphemes(text).map((character) => natoToken(character, options));
  if (!options.onePerLine) return tokens.join(' ');
  return tokens.map((token) => (/^\s+$/.test(token) ? '' : token)).join('\n');
}
