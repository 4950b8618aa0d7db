import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { analysePassword, ATTACKER_SPEED_IDS, ATTACKER_SPEEDS, formatCrackDurationEnglish, roundEntropy, type AttackerSpeed } from './password-strength-analyser.service';
import type { SecondOpinionChecker, ZxcvbnPackId } from './password-strength-analyser.zxcvbn';

/** Brute-force estimate of a password; the figures are the spec's worked examples. */
export const passwordStrengthAnalyser = defineOperation({
  id: 'password-strength-analyser',
  toolId: 'password-strength-analyser',
  input: 'text',
  output: 'data',
  options: z.object({ speed: z._default(z.enum(ATTACKER_SPEED_IDS as [AttackerSpeed, ...AttackerSpeed[]]), 'offline') }),
  run: (input, options) => {
    const analysis = analysePassword(input, ATTACKER_SPEEDS[options.speed]);
    return {
      duration: formatCrackDurationEnglish(analysis.seconds),
      length: analysis.length,
      entropy: roundEntropy(analysis.entropy),
      characterSetSize: analysis.characterSetSize,
      score: analysis.score,
    };
  },
  examples: [
    { input: 'Password1', output: { duration: '5 months, 6 days', length: 9, entropy: 53.59, characterSetSize: 62, score: 42 } },
    { input: '1234567890', output: { duration: '10 seconds', length: 10, entropy: 33.22, characterSetSize: 10, score: 26 } },
    { input: '', output: { duration: 'Instantly', length: 0, entropy: 0, characterSetSize: 0, score: 0 } },
  ],
});

export const ZXCVBN_PACKS = ['en', 'fr', 'es-es', 'pt-br'] as const satisfies readonly ZxcvbnPackId[];

/**
 * zxcvbn's checker of each language pack, made once (decompressing the dictionaries and ranking
 * them takes hundreds of milliseconds) and kept for the life of the worker; a failed load is tried
 * again on the next run. zxcvbn itself is imported with the first run, not with this module.
 */
const checkers = new Map<ZxcvbnPackId, Promise<SecondOpinionChecker>>();
function checkerFor(pack: ZxcvbnPackId): Promise<SecondOpinionChecker> {
  let checker = checkers.get(pack);
  if (!checker) {
    checker = import('./password-strength-analyser.zxcvbn').then(({ createSecondOpinionChecker }) => createSecondOpinionChecker(pack));
    checkers.set(pack, checker);
    checker.catch(() => checkers.delete(pack));
  }
  return checker;
}

/**
 * The "second opinion": zxcvbn's verdict (score 0–4, guesses, warning and suggestions in the
 * pack's language), with the English dictionaries plus those of `language`. Expected values from
 * zxcvbn-ts itself, as its own check gives them ("password" is its 3rd guess).
 */
export const passwordStrengthAnalyserZxcvbn = defineOperation({
  id: 'password-strength-analyser-zxcvbn',
  toolId: 'password-strength-analyser',
  input: 'text',
  output: 'data',
  options: z.object({ language: z._default(z.enum(ZXCVBN_PACKS), 'en') }),
  run: async (input, { language }) => (await checkerFor(language))(input),
  examples: [
    {
      description: 'A top-ten leaked password',
      input: 'password',
      output: { score: 0, guesses: 3, guessesLog10: 0.4771212547196623, warning: 'This is a heavily used password.', suggestions: ['Add more words that are less common.'], feedbackLanguage: 'en' },
    },
    {
      description: 'French dictionaries and feedback',
      input: 'motdepasse',
      options: { language: 'fr' },
      output: {
        score: 1,
        guesses: 12669,
        guessesLog10: 4.10274233614457,
        warning: 'Ce mot de passe est couramment utilisé.',
        suggestions: ['Ajoutez des mots moins courants.'],
        feedbackLanguage: 'fr',
      },
    },
  ],
});

export default [passwordStrengthAnalyser, passwordStrengthAnalyserZxcvbn];
