import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import {
  BIP39_LANGUAGES,
  entropyHexToMnemonic,
  loadWordlist,
  mnemonicToEntropyHex,
  mnemonicToSeedHex,
  randomEntropyHex,
  WORD_COUNTS,
  type WordCount,
} from './bip39-generator.service';

const language = z._default(z.enum(BIP39_LANGUAGES), 'english');
const words = z._default(z.int().check(z.refine((value) => (WORD_COUNTS as readonly number[]).includes(value), 'Word count must be 12, 15, 18, 21 or 24')), 12);

/** Official BIP39 vectors (trezor/python-mnemonic vectors.json). The word count is `words`, as the screen's URL has it. */
export const bip39Generator = defineOperation({
  id: 'bip39-generator',
  toolId: 'bip39-generator',
  input: 'none',
  output: 'text',
  options: z.object({ language, words }),
  run: async (_input, options, { random }) => entropyHexToMnemonic(randomEntropyHex(options.words as WordCount, random), await loadWordlist(options.language)),
  examples: [
    {
      description: 'All-zero entropy (official vector)',
      random: [0],
      output: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    },
  ],
});

export const bip39EntropyToMnemonic = defineOperation({
  id: 'bip39-entropy-to-mnemonic',
  toolId: 'bip39-generator',
  input: 'text',
  output: 'text',
  options: z.object({ language }),
  run: async (input, options) => entropyHexToMnemonic(input, await loadWordlist(options.language)),
  examples: [
    { input: '7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f', output: 'legal winner thank year wave sausage worth useful legal winner thank yellow' },
    {
      input: '6610b25967cdcca9d59875f5cb50b0ea75433311869e930b',
      output: 'gravity machine north sort system female filter attitude volume fold club stay feature office ecology stable narrow fog',
    },
  ],
});

export const bip39MnemonicToEntropy = defineOperation({
  id: 'bip39-mnemonic-to-entropy',
  toolId: 'bip39-generator',
  input: 'text',
  output: 'text',
  options: z.object({ language }),
  run: async (input, options) => mnemonicToEntropyHex(input, await loadWordlist(options.language)),
  examples: [{ input: 'scheme spot photo card baby mountain device kick cradle pact join borrow', output: 'c0ba5a8e914111210f2bd131f3d5e08d' }],
});

export const bip39MnemonicToSeed = defineOperation({
  id: 'bip39-mnemonic-to-seed',
  toolId: 'bip39-generator',
  input: 'text',
  output: 'text',
  options: z.object({ passphrase: z._default(z.string(), '') }),
  run: (input, options) => mnemonicToSeedHex(input, options.passphrase),
  examples: [
    {
      description: 'Official vector with the passphrase "TREZOR"',
      input: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
      options: { passphrase: 'TREZOR' },
      output: 'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
    },
  ],
});

export default [bip39Generator, bip39EntropyToMnemonic, bip39MnemonicToEntropy, bip39MnemonicToSeed];
