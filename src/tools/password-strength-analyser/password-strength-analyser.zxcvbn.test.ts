import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import * as french from '@zxcvbn-ts/language-fr';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTACKER_SPEEDS } from './password-strength-analyser.service';
import {
  createSecondOpinionChecker,
  secondOpinionSeconds,
  ZXCVBN_SCORE_WORDS,
  zxcvbnFeedbackLanguage,
  zxcvbnPackFor,
  zxcvbnScoreColor,
  zxcvbnScoreWord,
  type SecondOpinionChecker,
} from './password-strength-analyser.zxcvbn';

/** zxcvbn set up independently, as its documentation shows: common + English packs, Levenshtein on. */
const reference = new ZxcvbnFactory({
  translations: english.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary },
  useLevenshteinDistance: true,
});
const frenchReference = new ZxcvbnFactory({
  translations: french.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary, ...french.dictionary },
  useLevenshteinDistance: true,
});

/** A passphrase of five words drawn by a die (not a common phrase), and a random 20-character string. */
const PASSPHRASE = 'gravel-otter-lantern-fjord-mosaic';
const RANDOM = 'q7$Vx2!mLp9#Rz4@Kw8e';

let checkEnglish: SecondOpinionChecker;
let checkFrench: SecondOpinionChecker;
beforeAll(async () => {
  [checkEnglish, checkFrench] = await Promise.all([createSecondOpinionChecker('en'), createSecondOpinionChecker('fr')]);
});

describe('zxcvbn second opinion', () => {
  it('"password" is very weak, with zxcvbn’s own warning', () => {
    const opinion = checkEnglish('password');
    expect(opinion.score).toBe(0);
    expect(zxcvbnScoreWord(opinion.score)).toBe('veryWeak');
    expect(opinion.warning).toBe(english.translations.warnings.topTen);
    expect(opinion.feedbackLanguage).toBe('en');
  });

  it('a long random passphrase and a random string are very strong, with no warning', () => {
    for (const password of [PASSPHRASE, RANDOM]) {
      const opinion = checkEnglish(password);
      expect(opinion.score).toBe(4);
      expect(zxcvbnScoreWord(opinion.score)).toBe('veryStrong');
      expect(opinion.warning).toBeNull();
      expect(opinion.suggestions).toEqual([]);
    }
  });

  // Each check scans every dictionary word for near-misses (Levenshtein), hundreds of ms on a busy machine: a short list.
  it.each(['password', 'Password1', 'p@ssw0rd', 'qwertyuiop', 'Tr0ub4dor&3', 'correct horse battery staple', PASSPHRASE])(
    '%j: same score, guesses and feedback as zxcvbn run independently',
    (password) => {
      const expected = reference.check(password);
      const opinion = checkEnglish(password);
      expect(opinion.score).toBe(expected.score);
      expect(opinion.guesses).toBe(expected.guesses);
      expect(opinion.guessesLog10).toBeCloseTo(expected.guessesLog10, 10);
      expect(opinion.warning).toBe(expected.feedback.warning || null);
      expect(opinion.suggestions).toEqual(expected.feedback.suggestions);
    },
  );

  it('the French pack gives French feedback and knows French words', () => {
    const opinion = checkFrench('password');
    expect(opinion.warning).toBe(french.translations.warnings.topTen);
    expect(opinion.feedbackLanguage).toBe('fr');
    for (const password of ['motdepasse', 'bonjour2024', 'Soleil!']) {
      const expected = frenchReference.check(password);
      const actual = checkFrench(password);
      expect(actual.score).toBe(expected.score);
      expect(actual.guesses).toBe(expected.guesses);
      expect(actual.warning).toBe(expected.feedback.warning || null);
    }
  });

  it('the time at a speed is zxcvbn’s guesses divided by that speed (bcrypt = zxcvbn’s slow hashing, 10^4/s)', () => {
    for (const password of ['Password1', PASSPHRASE]) {
      const expected = reference.check(password);
      const { guesses } = checkEnglish(password);
      expect(secondOpinionSeconds(guesses, ATTACKER_SPEEDS.bcrypt)).toBeCloseTo(expected.crackTimes.offlineSlowHashingXPerSecond.seconds, 6);
      expect(secondOpinionSeconds(guesses, 10)).toBeCloseTo(expected.crackTimes.onlineNoThrottlingXPerSecond.seconds, 6);
    }
  });
});

describe('score in words', () => {
  it.each([
    [0, 'veryWeak', 'red'],
    [1, 'weak', 'red'],
    [2, 'fair', 'orange'],
    [3, 'strong', 'green'],
    [4, 'veryStrong', 'green'],
  ] as const)('%i → %s, %s', (score, word, color) => {
    expect(zxcvbnScoreWord(score)).toBe(word);
    expect(zxcvbnScoreColor(score)).toBe(color);
  });

  it('out-of-range scores are clamped', () => {
    expect(zxcvbnScoreWord(-1)).toBe('veryWeak');
    expect(zxcvbnScoreWord(7)).toBe('veryStrong');
    expect(ZXCVBN_SCORE_WORDS).toHaveLength(5);
  });
});

describe('language pack of the UI language', () => {
  it.each([
    ['en', 'en', 'en'],
    ['fr', 'fr', 'fr'],
    ['es', 'es-es', 'es'],
    ['pt', 'pt-br', 'pt'],
    ['pt-BR', 'pt-br', 'pt'],
    ['ru', 'en', 'en'],
    ['uk', 'en', 'en'],
    ['vi', 'en', 'en'],
    ['zh', 'en', 'en'],
    ['', 'en', 'en'],
  ])('%j → pack %s, feedback in %s', (ui, pack, feedback) => {
    expect(zxcvbnPackFor(ui)).toBe(pack);
    expect(zxcvbnFeedbackLanguage(zxcvbnPackFor(ui))).toBe(feedback);
  });
});
