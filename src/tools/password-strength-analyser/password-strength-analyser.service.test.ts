import { describe, expect, it } from 'vitest';
import {
  analysePassword,
  ATTACKER_SPEEDS,
  characterSetSize,
  crackDuration,
  formatCrackDurationEnglish,
  passwordEntropy,
  passwordLength,
  passwordScore,
  roundEntropy,
  scoreColor,
  strongerTokenQuery,
} from './password-strength-analyser.service';

const MILLENNIUM = 31_536_000_000;
const CENTURY = 3_153_600_000;
const YEAR = 31_536_000;
const MONTH = 2_592_000;
const WEEK = 604_800;
const DAY = 86_400;
const HOUR = 3_600;

describe('character set size', () => {
  it.each([
    ['', 0],
    ['abc', 26],
    ['ABC', 26],
    ['123', 10],
    ['!', 32],
    [' ', 32],
    ['é', 32],
    ['😀', 32],
    ['aB', 52],
    ['a1', 36],
    ['A1', 36],
    ['a!', 58],
    ['aB1', 62],
    ['aB1!', 94],
    ['Password1', 62],
    ['ÀÉÎ', 32],
    ['é1', 42],
  ])('%j → %i', (password, size) => {
    expect(characterSetSize(password)).toBe(size);
  });
});

describe('length and entropy', () => {
  it.each([
    ['', 0, 0],
    ['a', 1, 4.7],
    ['abcdefgh', 8, 37.6],
    ['Password1', 9, 53.59],
    ['😀', 1, 5],
    ['😀😀', 2, 10],
    ['👩‍💻', 3, 15],
    ['1234567890', 10, 33.22],
  ])('%j: %i code points, entropy %f', (password, length, entropy) => {
    expect(passwordLength(password)).toBe(length);
    expect(roundEntropy(passwordEntropy(password))).toBe(entropy);
  });

  it('writes the rounded entropy without trailing zeros', () => {
    expect(String(roundEntropy(passwordEntropy('Password1')))).toBe('53.59');
    expect(String(roundEntropy(passwordEntropy('abcdefgh')))).toBe('37.6');
    expect(String(roundEntropy(passwordEntropy('')))).toBe('0');
  });
});

describe('duration', () => {
  it.each([
    [0, 'Instantly'],
    [0.001, 'Instantly'],
    [0.0010001, 'Less than a second'],
    [0.5, 'Less than a second'],
    [1, 'Less than a second'],
    [1.5, '1 second'],
    [2, '2 seconds'],
    [59.9, '59 seconds'],
    [60, '1 minute'],
    [61, '1 minute, 1 second'],
    [125, '2 minutes, 5 seconds'],
    [HOUR + 1, '1 hour, 1 second'],
    [2 * HOUR + 30 * 60 + 10, '2 hours, 30 minutes'],
    [DAY, '1 day'],
    [8 * DAY, '1 week, 1 day'],
    [2 * WEEK + 3 * HOUR, '2 weeks, 3 hours'],
    [5 * MONTH + 6 * DAY + 5 * HOUR, '5 months, 6 days'],
    [MONTH + HOUR, '1 month, 1 hour'],
    [2 * YEAR + 3 * DAY, '2 years, 3 days'],
    [10 * YEAR, '1 decade'],
    [CENTURY + YEAR, '1 century, 1 year'],
    [2 * CENTURY, '2 centuries'],
    [MILLENNIUM, '1 millennium'],
    [3 * MILLENNIUM + 7, '3 millennia, 7 seconds'],
    [15_091 * MILLENNIUM + 3 * CENTURY + 2 * YEAR, '15,091 millennia, 3 centuries'],
    [1234567 * MILLENNIUM, '1,234,567 millennia'],
    [1.8612e34 * MILLENNIUM, '1.86e+34 millennia'],
    [1e21 * MILLENNIUM, '1e+21 millennia'],
    [1.5e21 * MILLENNIUM + CENTURY, '1.5e+21 millennia'],
    [Number.POSITIVE_INFINITY, 'Practically forever'],
  ])('%f s → %s', (seconds, text) => {
    expect(formatCrackDurationEnglish(seconds)).toBe(text);
  });

  it('keeps the unit counts for translations', () => {
    expect(crackDuration(5 * MONTH + 6 * DAY)).toEqual({
      kind: 'units',
      parts: [
        { unit: 'month', count: 5, quantity: '5' },
        { unit: 'day', count: 6, quantity: '6' },
      ],
    });
  });
});

describe('the spec examples', () => {
  it.each([
    ['', 'Instantly', 0, 0, 0],
    ['abcdef', 'Less than a second', 28.2, 26, 22],
    ['1234567890', '10 seconds', 33.22, 10, 26],
    ['Password1', '5 months, 6 days', 53.59, 62, 42],
  ])('%j → %s, entropy %f, set %i, score %i', (password, duration, entropy, size, score) => {
    const analysis = analysePassword(password);
    expect(formatCrackDurationEnglish(analysis.seconds)).toBe(duration);
    expect(roundEntropy(analysis.entropy)).toBe(entropy);
    expect(analysis.characterSetSize).toBe(size);
    expect(analysis.score).toBe(score);
  });

  it('overflows to "Practically forever" (about 1024 bits)', () => {
    const password = 'aB1!'.repeat(40);
    expect(passwordEntropy(password)).toBeGreaterThan(1024);
    expect(formatCrackDurationEnglish(analysePassword(password).seconds)).toBe('Practically forever');
  });
});

describe('score', () => {
  it.each([
    [0, 0, 'red'],
    [50, 39, 'red'],
    [51.2, 40, 'orange'],
    [89, 70, 'green'],
    [128, 100, 'green'],
    [500, 100, 'green'],
  ] as const)('entropy %f → %i (%s)', (entropy, score, color) => {
    expect(passwordScore(entropy)).toBe(score);
    expect(scoreColor(score)).toBe(color);
  });
});

describe('attacker speeds', () => {
  it('divides by the guesses per second', () => {
    // "aa": 26^2 = 676 guesses at 100 per second online = 6.76 s.
    expect(formatCrackDurationEnglish(analysePassword('aaaaaaaaaa'.slice(0, 2), ATTACKER_SPEEDS.online).seconds)).toBe('6 seconds');
    expect(analysePassword('Password1', ATTACKER_SPEEDS.gpu).seconds).toBeCloseTo(analysePassword('Password1').seconds / 100, 6);
    expect(analysePassword('Password1', ATTACKER_SPEEDS.bcrypt).seconds).toBeCloseTo(analysePassword('Password1').seconds * 1e5, 0);
  });
});

describe('stronger token link', () => {
  it.each([
    ['', 'uppercase=true&lowercase=true&numbers=true&symbols=true&length=20'],
    ['abc', 'uppercase=false&lowercase=true&numbers=false&symbols=false&length=20'],
    ['Password1', 'uppercase=true&lowercase=true&numbers=true&symbols=false&length=20'],
    ['Correct horse battery staple!', 'uppercase=true&lowercase=true&numbers=false&symbols=true&length=33'],
  ])('%j → %s', (password, query) => {
    expect(strongerTokenQuery(password)).toBe(query);
  });
});
