import { describe, expect, it } from 'vitest';
import { textToNato } from './text-to-nato-alphabet.service';

/** The alphabet as published by NATO (STANAG / ICAO Annex 10), written out independently. */
const ALPHABET =
  'Alpha Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliet Kilo Lima Mike November Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu';

describe('textToNato', () => {
  it.each<[string, string]>([
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', ALPHABET],
    ['abcdefghijklmnopqrstuvwxyz', ALPHABET],
    ['IT-Tools', 'India Tango - Tango Oscar Oscar Lima Sierra'],
    ['Zyx42!', 'Zulu Yankee X-ray 4 2 !'],
    ['a b', 'Alpha   Bravo'],
    ['é', 'é'],
    ['ß', 'ß'],
    ['a👋b', 'Alpha 👋 Bravo'],
    ['👨‍👩‍👧', '👨‍👩‍👧'],
    ['🇫🇷x', '🇫🇷 X-ray'],
    ['e\u0301', 'e\u0301'],
    ['', ''],
  ])('%j → %j', (text, nato) => {
    expect(textToNato(text)).toBe(nato);
  });

  it('is case-insensitive', () => {
    expect(textToNato('HeLLo')).toBe(textToNato('hello'));
  });

  it.each<[string, string]>([
    ['0123456789', 'Zero One Two Three Four Five Six Seven Eight Niner'],
    ['A1', 'Alpha One'],
  ])('ICAO digits: %j → %j', (text, nato) => {
    expect(textToNato(text, { spellDigits: true })).toBe(nato);
  });

  it.each<[string, string]>([
    ['café', 'Charlie Alpha Foxtrot Echo'],
    ['Ñandú', 'November Alpha November Delta Uniform'],
    ['e\u0301', 'Echo'],
    ['ß', 'ß'],
  ])('accent folding: %j → %j', (text, nato) => {
    expect(textToNato(text, { foldAccents: true })).toBe(nato);
  });

  it('one code word per line; a space becomes an empty line', () => {
    expect(textToNato('ab c', { onePerLine: true })).toBe('Alpha\nBravo\n\nCharlie');
  });
});
