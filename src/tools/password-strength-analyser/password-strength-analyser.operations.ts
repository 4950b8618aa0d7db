import { z } from 'zod';
import { defineOperation } from '../../lib/operations/operation';
import { analysePassword, ATTACKER_SPEED_IDS, ATTACKER_SPEEDS, formatCrackDurationEnglish, roundEntropy } from './password-strength-analyser.service';

/** Brute-force estimate of a password; the figures are the spec's worked examples. */
export default [
  defineOperation({
    id: 'password-strength-analyser',
    toolId: 'password-strength-analyser',
    input: 'text',
    output: 'data',
    options: z.object({ attackerSpeed: z.enum(ATTACKER_SPEED_IDS as [string, ...string[]]).default('offline') }),
    run: (input, options) => {
      const analysis = analysePassword(input, ATTACKER_SPEEDS[options.attackerSpeed as keyof typeof ATTACKER_SPEEDS]);
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
  }),
];
