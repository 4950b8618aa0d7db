import { createHash, pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { sequenceRandom } from '../../lib/random';
import {
  BIP39_LANGUAGES,
  entropyBytesFor,
  entropyHexToMnemonic,
  loadWordlist,
  mnemonicToEntropyHex,
  mnemonicToSeedHex,
  normaliseMnemonic,
  parseEntropyHex,
  randomEntropyHex,
  WORD_COUNTS,
} from './bip39-generator.service';

const english = await loadWordlist('english');

function errorKey(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : `other: ${String(error)}`;
  }
  return undefined;
}

/** An independent BIP39 encoder (Node's SHA-256, bit string by hand) to cross-check the library. */
function referenceMnemonic(entropyHex: string, wordlist: string[]): string {
  const entropy = Buffer.from(entropyHex, 'hex');
  const bits = [...entropy].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  const checksum = [...createHash('sha256').update(entropy).digest()]
    .map((byte) => byte.toString(2).padStart(8, '0'))
    .join('')
    .slice(0, entropy.length / 4);
  const all = bits + checksum;
  const words: string[] = [];
  for (let index = 0; index < all.length; index += 11) words.push(wordlist[parseInt(all.slice(index, index + 11), 2)] as string);
  return words.join(' ');
}

// The official reference vectors (trezor/python-mnemonic vectors.json, passphrase "TREZOR").
const OFFICIAL: [string, string][] = [
  ['00000000000000000000000000000000', 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'],
  ['7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f', 'legal winner thank year wave sausage worth useful legal winner thank yellow'],
  ['80808080808080808080808080808080', 'letter advice cage absurd amount doctor acoustic avoid letter advice cage above'],
  ['ffffffffffffffffffffffffffffffff', 'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong'],
  ['000000000000000000000000000000000000000000000000', `${'abandon '.repeat(17)}agent`],
  ['7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f', 'legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth useful legal will'],
  ['808080808080808080808080808080808080808080808080', 'letter advice cage absurd amount doctor acoustic avoid letter advice cage absurd amount doctor acoustic avoid letter always'],
  ['ffffffffffffffffffffffffffffffffffffffffffffffff', `${'zoo '.repeat(17)}when`],
  ['0000000000000000000000000000000000000000000000000000000000000000', `${'abandon '.repeat(23)}art`],
  ['ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff', `${'zoo '.repeat(23)}vote`],
  ['9e885d952ad362caeb4efe34a8e91bd2', 'ozone drill grab fiber curtain grace pudding thank cruise elder eight picnic'],
  ['6610b25967cdcca9d59875f5cb50b0ea75433311869e930b', 'gravity machine north sort system female filter attitude volume fold club stay feature office ecology stable narrow fog'],
  [
    '68a79eaca2324873eacc50cb9c6eca8cc68ea5d936f98787c60c7ebc74e6ce7c',
    'hamster diagram private dutch cause delay private meat slide toddler razor book happy fancy gospel tennis maple dilemma loan word shrug inflict delay length',
  ],
  ['c0ba5a8e914111210f2bd131f3d5e08d', 'scheme spot photo card baby mountain device kick cradle pact join borrow'],
  [
    'f585c11aec520db57dd353c69554b21a89b20fb0650966fa0a9d6f74fd989d8f',
    'void come effort suffer camp survey warrior heavy shoot primary clutch crush open amazing screen patrol group space point ten exist slush involve unfold',
  ],
];

describe('official BIP39 vectors', () => {
  it.each(OFFICIAL)('%s → mnemonic', (entropy, mnemonic) => {
    expect(entropyHexToMnemonic(entropy, english)).toBe(mnemonic);
  });

  it.each(OFFICIAL)('%s ← mnemonic', (entropy, mnemonic) => {
    expect(mnemonicToEntropyHex(mnemonic, english)).toBe(entropy);
  });

  it('derives the official seed with the passphrase "TREZOR"', async () => {
    expect(await mnemonicToSeedHex(OFFICIAL[0]![1], 'TREZOR')).toBe(
      'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
    );
  });

  it.each([
    [OFFICIAL[1]![1], ''],
    [OFFICIAL[12]![1], 'pässwörd 🔑'],
  ])('seed of %s matches PBKDF2-HMAC-SHA512 from node:crypto', async (mnemonic, passphrase) => {
    const expected = pbkdf2Sync(mnemonic.normalize('NFKD'), `mnemonic${passphrase}`.normalize('NFKD'), 2048, 64, 'sha512').toString('hex');
    expect(await mnemonicToSeedHex(mnemonic, passphrase)).toBe(expected);
  });
});

describe('every word count, cross-checked with an independent encoder', () => {
  it.each(WORD_COUNTS.map((count) => [count, entropyBytesFor(count)]))('%i words ↔ %i bytes', (count, bytes) => {
    const entropy = randomEntropyHex(count);
    expect(entropy).toMatch(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));
    const mnemonic = entropyHexToMnemonic(entropy, english);
    expect(mnemonic.split(' ')).toHaveLength(count);
    expect(mnemonic).toBe(referenceMnemonic(entropy, english));
    expect(mnemonicToEntropyHex(mnemonic, english)).toBe(entropy);
  });

  it.each(BIP39_LANGUAGES)('%s round-trips and matches the reference', async (language) => {
    const wordlist = await loadWordlist(language);
    expect(wordlist).toHaveLength(2048);
    const entropy = '9e885d952ad362caeb4efe34a8e91bd2';
    const mnemonic = entropyHexToMnemonic(entropy, wordlist);
    const separator = language === 'japanese' ? '\u3000' : ' ';
    expect(mnemonic.normalize('NFKD').split(separator).join(' ')).toBe(referenceMnemonic(entropy, wordlist));
    expect(mnemonicToEntropyHex(mnemonic, wordlist)).toBe(entropy);
  });
});

describe('Japanese', () => {
  it('uses the ideographic space (bip32JP vector for zero entropy)', async () => {
    const japanese = await loadWordlist('japanese');
    const expected = `${'あいこくしん\u3000'.repeat(11)}あおぞら`;
    expect(entropyHexToMnemonic('00000000000000000000000000000000', japanese)).toBe(expected);
    expect(mnemonicToEntropyHex(expected, japanese)).toBe('00000000000000000000000000000000');
    // Ordinary spaces are read too.
    expect(mnemonicToEntropyHex(expected.replaceAll('\u3000', ' '), japanese)).toBe('00000000000000000000000000000000');
  });
});

describe('entropy messages', () => {
  it.each([
    ['0g000000000000000000000000000000', 'invalidEntropyHex'],
    ['hello', 'invalidEntropyHex'],
    ['0x00000000000000000000000000000000', 'invalidEntropyHex'],
    ['00 00', 'invalidEntropyHex'],
    ['😀', 'invalidEntropyHex'],
    ['', 'invalidEntropyLength'],
    ['00', 'invalidEntropyLength'],
    ['0000000000000000000000000000000', 'invalidEntropyLength'],
    ['000000000000000000000000000000000', 'invalidEntropyLength'],
    ['0000000000000000000000000000000000', 'invalidEntropyLength'],
    ['00'.repeat(36), 'invalidEntropyLength'],
    ['00'.repeat(16), undefined],
    ['00'.repeat(20), undefined],
    ['00'.repeat(28), undefined],
    ['  7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F ', undefined],
  ])('%j → %s', (entropy, key) => {
    expect(errorKey(() => parseEntropyHex(entropy))).toBe(key);
  });

  it('accepts upper-case hex', () => {
    expect(entropyHexToMnemonic('7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F', english)).toBe(OFFICIAL[1]![1]);
  });
});

describe('reading a typed mnemonic', () => {
  it.each([
    ['extra spaces and capitals', '  Legal  WINNER thank\tyear wave sausage worth useful legal winner thank Yellow \n', '7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f'],
    ['line breaks between words', OFFICIAL[0]![1].replaceAll(' ', '\n'), '00000000000000000000000000000000'],
  ])('accepts %s', (_name, text, entropy) => {
    expect(mnemonicToEntropyHex(text, english)).toBe(entropy);
  });

  it.each([
    ['a bad checksum', 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon'],
    ['an unknown word', 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abuot'],
    ['11 words', 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'],
    ['13 words', 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'],
    ['a word of another language', 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abaisser'],
    ['junk', '🙂'.repeat(1000)],
    ['nothing', ''],
  ])('rejects %s with "Invalid mnemonic"', (_name, text) => {
    expect(errorKey(() => mnemonicToEntropyHex(text, english))).toBe('invalidMnemonic');
  });

  it('normalises to NFKD with single spaces', () => {
    expect(normaliseMnemonic('  Dépenser\u3000ÉTÉ  ')).toBe('de\u0301penser e\u0301te\u0301');
  });

  it('reads French words typed composed or decomposed', async () => {
    const french = await loadWordlist('french');
    const mnemonic = entropyHexToMnemonic('9e885d952ad362caeb4efe34a8e91bd2', french);
    expect(mnemonic).toContain('dépenser');
    expect(mnemonicToEntropyHex(mnemonic.normalize('NFC'), french)).toBe('9e885d952ad362caeb4efe34a8e91bd2');
    expect(mnemonicToEntropyHex(mnemonic.normalize('NFD').toUpperCase(), french)).toBe('9e885d952ad362caeb4efe34a8e91bd2');
  });
});

describe('language switch', () => {
  it('gives the same entropy a different sentence in each list', async () => {
    const entropy = 'c0ba5a8e914111210f2bd131f3d5e08d';
    const sentences = new Set<string>();
    for (const language of BIP39_LANGUAGES) sentences.add(entropyHexToMnemonic(entropy, await loadWordlist(language)));
    expect(sentences.size).toBe(BIP39_LANGUAGES.length);
  });
});

describe('randomEntropyHex', () => {
  it('takes its bytes from the random source', () => {
    expect(randomEntropyHex(12, sequenceRandom([0xab]))).toBe('ab'.repeat(16));
    expect(randomEntropyHex(24, sequenceRandom([1, 2]))).toBe('0102'.repeat(16));
  });
});
