/**
 * The "second opinion": zxcvbn-ts, which looks for leaked passwords, dictionary words, names,
 * keyboard patterns, dates, repeats and sequences, where the brute-force estimate only counts
 * character classes. Its dictionaries weigh megabytes, so everything here is loaded with dynamic
 * imports, and the page runs it in the operation worker (password-strength-analyser-zxcvbn); the module
 * itself is plain TypeScript (Node for the unit tests, the worker in the browser).
 */
import type { OptionsType, Score, ZxcvbnResult } from '@zxcvbn-ts/core';

/** zxcvbn's score 0–4 in words, as locale keys (`secondOpinion.scores.<id>`). */
export const ZXCVBN_SCORE_WORDS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;
export type ZxcvbnScoreWord = (typeof ZXCVBN_SCORE_WORDS)[number];

export function zxcvbnScoreWord(score: number): ZxcvbnScoreWord {
  const index = Math.min(4, Math.max(0, Math.trunc(score)));
  return ZXCVBN_SCORE_WORDS[index] ?? 'veryWeak';
}

/** Bar colour per zxcvbn score: red for 0–1, orange for 2, green for 3–4. */
export function zxcvbnScoreColor(score: number): 'red' | 'orange' | 'green' {
  return score <= 1 ? 'red' : score === 2 ? 'orange' : 'green';
}

/**
 * The zxcvbn language packs with feedback texts and dictionaries that match a UI language.
 * The other UI languages (ru, uk, vi, zh) have no pack: their feedback is in English.
 */
export type ZxcvbnPackId = 'en' | 'fr' | 'es-es' | 'pt-br';
const PACK_OF_UI_LANGUAGE: Record<string, ZxcvbnPackId> = { en: 'en', fr: 'fr', es: 'es-es', pt: 'pt-br' };

export function zxcvbnPackFor(uiLanguage: string): ZxcvbnPackId {
  const base = uiLanguage.toLowerCase().split(/[-_]/)[0] ?? 'en';
  return PACK_OF_UI_LANGUAGE[base] ?? 'en';
}

/** The BCP 47 tag of the feedback texts a pack gives (for the `lang` attribute around them). */
export function zxcvbnFeedbackLanguage(pack: ZxcvbnPackId): string {
  return { en: 'en', fr: 'fr', 'es-es': 'es', 'pt-br': 'pt' }[pack];
}

interface LanguagePack {
  dictionary: Record<string, string[]>;
  translations: NonNullable<OptionsType['translations']>;
}

/** One literal import per pack, so the bundler makes one lazily loaded chunk per language. */
function importPack(pack: ZxcvbnPackId): Promise<LanguagePack> {
  switch (pack) {
    case 'fr':
      return import('@zxcvbn-ts/language-fr');
    case 'es-es':
      return import('@zxcvbn-ts/language-es-es');
    case 'pt-br':
      return import('@zxcvbn-ts/language-pt-br');
    default:
      return import('@zxcvbn-ts/language-en');
  }
}

/**
 * The zxcvbn options used here: the common pack (leaked passwords, diceware, keyboard graphs),
 * the English dictionaries, plus the UI language's dictionaries and feedback texts when a pack
 * exists, and the Levenshtein check against the dictionaries (catches near-misses of common
 * passwords). Exported so a test can build the same setup independently.
 */
export async function zxcvbnOptions(pack: ZxcvbnPackId): Promise<OptionsType> {
  const [common, english, local] = await Promise.all([
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    pack === 'en' ? undefined : importPack(pack),
  ]);
  return {
    translations: (local ?? english).translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary, ...local?.dictionary },
    useLevenshteinDistance: true,
  };
}

/** What the page shows of zxcvbn's verdict: plain data, cheap to pass from the worker. */
export interface SecondOpinion {
  score: Score;
  /** zxcvbn's estimate of the guesses an attacker needs (its patterns and dictionaries first). */
  guesses: number;
  guessesLog10: number;
  /** zxcvbn's warning in the pack's language, or null when it has none. */
  warning: string | null;
  suggestions: string[];
  /** The language of `warning` and `suggestions` (a BCP 47 tag). */
  feedbackLanguage: string;
}

export function toSecondOpinion(result: ZxcvbnResult, pack: ZxcvbnPackId): SecondOpinion {
  return {
    score: result.score,
    guesses: result.guesses,
    guessesLog10: result.guessesLog10,
    warning: result.feedback.warning === '' ? null : result.feedback.warning,
    suggestions: [...result.feedback.suggestions],
    feedbackLanguage: zxcvbnFeedbackLanguage(pack),
  };
}

export type SecondOpinionChecker = (password: string) => SecondOpinion;

/** Loads zxcvbn and the pack's dictionaries (slow, once per pack) and returns a checker. */
export async function createSecondOpinionChecker(pack: ZxcvbnPackId): Promise<SecondOpinionChecker> {
  const [{ ZxcvbnFactory }, options] = await Promise.all([import('@zxcvbn-ts/core'), zxcvbnOptions(pack)]);
  const zxcvbn = new ZxcvbnFactory(options);
  return (password) => toSecondOpinion(zxcvbn.check(password), pack);
}

/**
 * Seconds zxcvbn's guesses take at a given speed — the same division zxcvbn does for its own
 * four scenarios (e.g. its "offline slow hashing" is guesses / 10^4, our bcrypt speed).
 */
export function secondOpinionSeconds(guesses: number, guessesPerSecond: number): number {
  return guesses / guessesPerSecond;
}
