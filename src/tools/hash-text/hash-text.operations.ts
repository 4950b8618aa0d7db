import { z } from '../../engine/zod';
import { BYTE_ENCODINGS, encodeBytes } from '../../lib/crypto-encoding';
import { defineOperation } from '../../engine/operation';
import { hashBytes, HASH_ALGORITHMS, HASH_ALGORITHM_HALVES, type HashAlgorithm } from './hash-text.service';

/**
 * One operation per algorithm, e.g. `hash-sha256`: the digest of the input's exact bytes (text as
 * UTF-8) in the chosen encoding. Expected values: FIPS 180-4 / FIPS 202 / RFC 1321 / the
 * RIPEMD-160 and Keccak authors' published answers for "abc" and the empty string.
 */
const ABC_DIGESTS: Record<HashAlgorithm, string> = {
  MD5: '900150983cd24fb0d6963f7d28e17f72',
  SHA1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
  SHA256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  SHA224: '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7',
  SHA512:
    'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
  SHA384: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
  SHA3: 'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
  RIPEMD160: '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc',
  'SHA3-256': '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
  'Keccak-256': '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
  'Keccak-512':
    '18587dc2ea106b9a1563e32b3312421ca164c7f1f07bc922a9c83d77cea3a1e5d0c69910739025372dc14ac9642629379540c17e2a65b19d77aa511a9d00bb96',
};

const EMPTY_DIGESTS: Partial<Record<HashAlgorithm, string>> = {
  MD5: 'd41d8cd98f00b204e9800998ecf8427e',
  SHA256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
};

export function hashOperationId(algorithm: HashAlgorithm): string {
  return `hash-${algorithm.toLowerCase()}`;
}

/** The options of every `hash-<algorithm>` operation (one schema: the screen's encoding). */
export const hashOptions = z.object({ encoding: z._default(z.enum(BYTE_ENCODINGS), 'Hex') });

export const hashOperations = HASH_ALGORITHMS.map((algorithm) =>
  defineOperation({
    id: hashOperationId(algorithm),
    toolId: 'hash-text',
    input: 'bytes',
    output: 'text',
    options: hashOptions,
    // Only this algorithm: the screen's eight at once cost a recipe step ten times more.
    run: async (input, { encoding }) => encodeBytes((await hashBytes(input, [algorithm]))[algorithm]!, encoding),
    examples: [
      { description: `${algorithm} of "abc" (the standard's known answer)`, input: new TextEncoder().encode('abc'), output: ABC_DIGESTS[algorithm] },
      ...(EMPTY_DIGESTS[algorithm] ? [{ description: `${algorithm} of the empty string`, input: new Uint8Array(), output: EMPTY_DIGESTS[algorithm] }] : []),
      ...(algorithm === 'MD5'
        ? [
            { description: 'MD5 of "abc" in base64 (RFC 4648 §4)', input: new TextEncoder().encode('abc'), options: { encoding: 'Base64' as const }, output: 'kAFQmDzST7DWlj99KOF/cg==' },
            { description: 'MD5 of "abc" in base64url (RFC 4648 §5, no padding)', input: new TextEncoder().encode('abc'), options: { encoding: 'Base64url' as const }, output: 'kAFQmDzST7DWlj99KOF_cg' },
            {
              description: 'MD5 of "abc" in binary: 8 bits per byte, 128 in all',
              input: new TextEncoder().encode('abc'),
              options: { encoding: 'Bin' as const },
              output: '10010000000000010101000010011000001111001101001001001111101100001101011010010110001111110111110100101000111000010111111101110010',
            },
          ]
        : []),
    ],
  }),
);

const hexDigests = (algorithms: readonly HashAlgorithm[]) => Object.fromEntries(algorithms.map((algorithm) => [algorithm, ABC_DIGESTS[algorithm]]));

/**
 * Every digest the screen shows at once, in hexadecimal (the screen encodes them as chosen without
 * hashing again): `algorithms` picks some (a large text is split between two workers, half each).
 */
export const hashTextDigests = defineOperation({
  id: 'hash-text-digests',
  toolId: 'hash-text',
  input: 'bytes',
  output: 'data',
  options: z.object({ algorithms: z._default(z.array(z.enum(HASH_ALGORITHMS)), [...HASH_ALGORITHMS]) }),
  run: async (input, { algorithms }): Promise<Partial<Record<HashAlgorithm, string>>> => {
    const digests = await hashBytes(input, algorithms);
    return Object.fromEntries(algorithms.map((algorithm) => [algorithm, encodeBytes(digests[algorithm]!, 'Hex')]));
  },
  examples: [
    { description: 'Every digest of "abc" (the standards\' known answers, as above)', input: new TextEncoder().encode('abc'), output: hexDigests(HASH_ALGORITHMS) },
    { description: 'The first half of the algorithms only', input: new TextEncoder().encode('abc'), options: { algorithms: [...HASH_ALGORITHM_HALVES[0]] }, output: hexDigests(HASH_ALGORITHM_HALVES[0]) },
    { description: 'MD5 and SHA256 of the empty string', input: new Uint8Array(), options: { algorithms: ['MD5', 'SHA256'] }, output: { MD5: EMPTY_DIGESTS.MD5, SHA256: EMPTY_DIGESTS.SHA256 } },
  ],
});

export default [...hashOperations, hashTextDigests];
