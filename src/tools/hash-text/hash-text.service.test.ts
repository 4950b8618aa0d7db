import { md5, ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { keccak_256, keccak_512, sha3_256, sha3_512 } from '@noble/hashes/sha3.js';
import { describe, expect, it } from 'vitest';
import { BYTE_ENCODINGS, bytesToHex as toHex, encodeBytes } from '../../lib/crypto-encoding';
import { findMatchingDigests, HASH_ALGORITHMS, HASH_ALGORITHM_HALVES, hashBlob, hashBytes, hashText, type Digests, type HashAlgorithm } from './hash-text.service';

/** A second, independent implementation (pure JS, audited) to cross-check hash-wasm. */
const noble: Record<HashAlgorithm, (bytes: Uint8Array) => Uint8Array> = {
  MD5: md5,
  SHA1: sha1,
  SHA256: sha256,
  SHA224: sha224,
  SHA512: sha512,
  SHA384: sha384,
  SHA3: sha3_512,
  RIPEMD160: ripemd160,
  'SHA3-256': sha3_256,
  'Keccak-256': keccak_256,
  'Keccak-512': keccak_512,
};

const MILLION_A = 'a'.repeat(1_000_000);

/**
 * Known answers: RFC 1321 (MD5), FIPS 180-4 examples (SHA-1, SHA-2), FIPS 202 / NIST examples
 * (SHA3), the RIPEMD-160 paper (Dobbertin, Bosselaers, Preneel), and the original Keccak
 * submission padding for Keccak-256/512 (as used by Ethereum).
 */
const KNOWN_ANSWERS: Record<HashAlgorithm, { empty: string; abc: string; millionA: string }> = {
  MD5: {
    empty: 'd41d8cd98f00b204e9800998ecf8427e',
    abc: '900150983cd24fb0d6963f7d28e17f72',
    millionA: '7707d6ae4e027c70eea2a935c2296f21',
  },
  SHA1: {
    empty: 'da39a3ee5e6b4b0d3255bfef95601890afd80709',
    abc: 'a9993e364706816aba3e25717850c26c9cd0d89d',
    millionA: '34aa973cd4c4daa4f61eeb2bdbad27316534016f',
  },
  SHA256: {
    empty: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    abc: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    millionA: 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
  },
  SHA224: {
    empty: 'd14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f',
    abc: '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7',
    millionA: '20794655980c91d8bbb4c1ea97618a4bf03f42581948b2ee4ee7ad67',
  },
  SHA512: {
    empty: 'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
    abc: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    millionA: 'e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b',
  },
  SHA384: {
    empty: '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
    abc: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
    millionA: '9d0e1809716474cb086e834e310a4a1ced149e9c00f248527972cec5704c2a5b07b8b3dc38ecc4ebae97ddd87f3d8985',
  },
  SHA3: {
    empty: 'a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26',
    abc: 'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
    millionA: '3c3a876da14034ab60627c077bb98f7e120a2a5370212dffb3385a18d4f38859ed311d0a9d5141ce9cc5c66ee689b266a8aa18ace8282a0e0db596c90b0a7b87',
  },
  RIPEMD160: {
    empty: '9c1185a5c5e9fc54612808977ee8f548b2258d31',
    abc: '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc',
    millionA: '52783243c1697bdbe16d37f97f68f08325dc1528',
  },
  'SHA3-256': {
    empty: 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a',
    abc: '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
    millionA: '5c8875ae474a3634ba4fd55ec85bffd661f32aca75c6d699d0cdcb6c115891c1',
  },
  'Keccak-256': {
    empty: 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    abc: '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    millionA: 'fadae6b49f129bbb812be8407b7b2894f34aecf6dbd1f9b0f0c7e9853098fc96',
  },
  'Keccak-512': {
    empty: '0eab42de4c3ceb9235fc91acffe746b29c29a8c366b7c60e4e67c466f36a4304c00fa9caf9d87976ba469bcbe06713b435f091ef2769fb160cdab33d3670680e',
    abc: '18587dc2ea106b9a1563e32b3312421ca164c7f1f07bc922a9c83d77cea3a1e5d0c69910739025372dc14ac9642629379540c17e2a65b19d77aa511a9d00bb96',
    millionA: '5cf53f2e556be5a624425ede23d0e8b2c7814b4ba0e4e09cbbf3c2fac7056f61e048fc341262875ebc58a5183fea651447124370c1ebf4d6c89bc9a7731063bb',
  },
};

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('hashText known answers', () => {
  const inputs = [
    ['""', '', 'empty'],
    ['"abc"', 'abc', 'abc'],
    ['1,000,000 × "a"', MILLION_A, 'millionA'],
  ] as const;

  it.each(inputs)('gives the standard digests of %s, equal to @noble/hashes', async (_name, text, key) => {
    const digests = await hashText(text);
    for (const algorithm of HASH_ALGORITHMS) {
      expect(toHex(digests[algorithm]), algorithm).toBe(KNOWN_ANSWERS[algorithm][key]);
      expect(toHex(noble[algorithm](utf8(text))), `noble ${algorithm}`).toBe(KNOWN_ANSWERS[algorithm][key]);
    }
  });

  it('shows standard SHA3-512 under "SHA3", not the Keccak-512 IT-Tools showed', async () => {
    const digests = await hashText('abc');
    expect(toHex(digests.SHA3)).toMatch(/^b751850b.*a56592f8274eec53f0$/);
    expect(toHex(digests['Keccak-512'])).toMatch(/^18587dc2.*9d00bb96$/);
  });

  it('has the digest length of each algorithm', async () => {
    const digests = await hashText('');
    const lengths = Object.fromEntries(HASH_ALGORITHMS.map((algorithm) => [algorithm, digests[algorithm].length]));
    expect(lengths).toEqual({
      MD5: 16,
      SHA1: 20,
      SHA256: 32,
      SHA224: 28,
      SHA512: 64,
      SHA384: 48,
      SHA3: 64,
      RIPEMD160: 20,
      'SHA3-256': 32,
      'Keccak-256': 32,
      'Keccak-512': 64,
    });
  });
});

describe('hashText on UTF-8 text', () => {
  it.each([
    ['accents', 'Crème brûlée à la façon de Noël'],
    ['emoji (astral plane, surrogate pairs)', '🔐 hash me 👩‍💻🎉'],
    ['CJK and RTL', '漢字かな交じり文 עברית'],
    ['line breaks and surrounding spaces (not trimmed)', '  line 1\nline 2\t \n'],
  ])('hashes the exact UTF-8 bytes of %s', async (_name, text) => {
    const digests = await hashText(text);
    for (const algorithm of HASH_ALGORITHMS) {
      expect(toHex(digests[algorithm]), algorithm).toBe(toHex(noble[algorithm](utf8(text))));
    }
  });

  it('hashes "é" as the two bytes c3 a9 (UTF-8, not Latin-1 or UTF-16)', async () => {
    const digests = await hashText('é');
    expect(toHex(digests.MD5)).toBe(toHex(md5(new Uint8Array([0xc3, 0xa9]))));
    expect(toHex(digests.MD5)).not.toBe(toHex(md5(new Uint8Array([0xe9]))));
  });

  it('does not trim or normalise: "abc " differs from "abc"', async () => {
    expect(toHex((await hashText('abc ')).MD5)).not.toBe(KNOWN_ANSWERS.MD5.abc);
  });

  it('gives the same answers when calls overlap (shared hashers are used atomically)', async () => {
    const [empty, abc, million] = await Promise.all([hashText(''), hashText('abc'), hashText(MILLION_A)]);
    expect(toHex(empty.SHA256)).toBe(KNOWN_ANSWERS.SHA256.empty);
    expect(toHex(abc.SHA256)).toBe(KNOWN_ANSWERS.SHA256.abc);
    expect(toHex(million.SHA256)).toBe(KNOWN_ANSWERS.SHA256.millionA);
  });

  it('hashBytes hashes raw bytes', async () => {
    const digests = await hashBytes(new Uint8Array([0x61, 0x62, 0x63]));
    expect(toHex(digests.RIPEMD160)).toBe(KNOWN_ANSWERS.RIPEMD160.abc);
  });

  it('the two halves a large text is split into cover every algorithm once, and give the same digests', async () => {
    const [first, second] = HASH_ALGORITHM_HALVES;
    expect([...first, ...second].sort()).toEqual([...HASH_ALGORITHMS].sort());
    const bytes = utf8('split 🔐 '.repeat(1000));
    const halves = { ...(await hashBytes(bytes, first)), ...(await hashBytes(bytes, second)) };
    expect(Object.keys(await hashBytes(bytes, first)).sort()).toEqual([...first].sort());
    for (const algorithm of HASH_ALGORITHMS) expect(toHex(halves[algorithm]!), algorithm).toBe(toHex(noble[algorithm](bytes)));
  });
});

describe('hashBlob (streamed file hashing)', () => {
  it('gives the same digests as hashing the whole text, across chunk boundaries', async () => {
    // A Blob of several parts is read a part at a time: boundaries fall inside blocks of every hash.
    const cuts = [0, 1, 300_001, 300_064, 777_777, 1_000_000];
    const blob = new Blob(cuts.slice(1).map((end, index) => MILLION_A.slice(cuts[index], end)));
    const progress: number[] = [];
    const digests = await hashBlob(blob, { onProgress: (done, total) => progress.push(done / total) });
    for (const algorithm of HASH_ALGORITHMS) expect(toHex(digests[algorithm]), algorithm).toBe(KNOWN_ANSWERS[algorithm].millionA);
    // Under the reporting step: one report, at the end.
    expect(progress).toEqual([1]);
  });

  it('hashes an empty file as the empty string, with one progress call at its end', async () => {
    const progress: number[] = [];
    const digests = await hashBlob(new Blob([]), { onProgress: (done) => progress.push(done) });
    expect(toHex(digests.MD5)).toBe(KNOWN_ANSWERS.MD5.empty);
    expect(progress).toEqual([0]);
  });

  it('hashes binary content byte for byte', async () => {
    const bytes = new Uint8Array(70_000).map((_, index) => (index * 31 + 7) & 255);
    const digests = await hashBlob(new Blob([bytes.subarray(0, 4096), bytes.subarray(4096, 4097), bytes.subarray(4097)]));
    for (const algorithm of HASH_ALGORITHMS) expect(toHex(digests[algorithm]), algorithm).toBe(toHex(noble[algorithm](bytes)));
  });

  it('keeps two streams apart when they run at the same time', async () => {
    const [a, b] = await Promise.all([hashBlob(new Blob(['a', 'b', 'c'])), hashBlob(new Blob([MILLION_A.slice(0, 500_000), MILLION_A.slice(500_000)]))]);
    expect(toHex(a.SHA1)).toBe(KNOWN_ANSWERS.SHA1.abc);
    expect(toHex(b.SHA1)).toBe(KNOWN_ANSWERS.SHA1.millionA);
  });
});

describe('encodeBytes', () => {
  // MD5("abc") = 90 01 50 98 3c d2 4f b0 d6 96 3f 7d 28 e1 7f 72
  const md5Abc = md5(utf8('abc'));

  it.each([
    ['Hex', '900150983cd24fb0d6963f7d28e17f72'],
    [
      'Bin',
      '10010000000000010101000010011000001111001101001001001111101100001101011010010110001111110111110100101000111000010111111101110010',
    ],
    ['Base64', 'kAFQmDzST7DWlj99KOF/cg=='],
    ['Base64url', 'kAFQmDzST7DWlj99KOF_cg'],
  ] as const)('encodes MD5("abc") in %s', (encoding, expected) => {
    expect(encodeBytes(md5Abc, encoding)).toBe(expected);
  });

  it('writes binary as 4 bits per hex digit (MD5 → 128 characters)', () => {
    const binary = encodeBytes(md5Abc, 'Bin');
    expect(binary).toHaveLength(128);
    const fromHex = [...encodeBytes(md5Abc, 'Hex')].map((digit) => parseInt(digit, 16).toString(2).padStart(4, '0')).join('');
    expect(binary).toBe(fromHex);
  });

  it('writes lowercase hexadecimal', () => {
    expect(encodeBytes(new Uint8Array([0xab, 0xcd, 0xef, 0x00, 0x0f]), 'Hex')).toBe('abcdef000f');
  });

  it('matches Node Buffer base64 / base64url for every remainder length', () => {
    for (let length = 0; length <= 70; length += 1) {
      const bytes = new Uint8Array(length).map((_, index) => (index * 97 + 251) & 255);
      expect(encodeBytes(bytes, 'Base64')).toBe(Buffer.from(bytes).toString('base64'));
      expect(encodeBytes(bytes, 'Base64url')).toBe(Buffer.from(bytes).toString('base64url'));
    }
  });

  it('uses the URL-safe alphabet only in Base64url', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xbf]);
    expect(encodeBytes(bytes, 'Base64')).toBe('+/+/');
    expect(encodeBytes(bytes, 'Base64url')).toBe('-_-_');
  });

  it('encodes the RFC 4648 §10 test vectors', () => {
    const vectors = ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'];
    expect(vectors.map((text) => encodeBytes(utf8(text), 'Base64'))).toEqual(['', 'Zg==', 'Zm8=', 'Zm9v', 'Zm9vYg==', 'Zm9vYmE=', 'Zm9vYmFy']);
    expect(vectors.map((text) => encodeBytes(utf8(text), 'Base64url'))).toEqual(['', 'Zg', 'Zm8', 'Zm9v', 'Zm9vYg', 'Zm9vYmE', 'Zm9vYmFy']);
  });
});

describe('findMatchingDigests', () => {
  let digests: Digests;
  const getDigests = async () => (digests ??= await hashText('abc'));

  it.each(BYTE_ENCODINGS)('finds the row of a digest pasted in %s', async (encoding) => {
    const all = await getDigests();
    for (const algorithm of HASH_ALGORITHMS) {
      expect(findMatchingDigests(encodeBytes(all[algorithm], encoding), all), `${algorithm} ${encoding}`).toEqual([{ algorithm, encoding }]);
    }
  });

  it('ignores surrounding and inner whitespace and hex case', async () => {
    const all = await getDigests();
    expect(findMatchingDigests('  900150983CD24FB0D6963F7D28E17F72\n', all)).toEqual([{ algorithm: 'MD5', encoding: 'Hex' }]);
    expect(findMatchingDigests('90015098 3cd24fb0 d6963f7d 28e17f72', all)).toEqual([{ algorithm: 'MD5', encoding: 'Hex' }]);
  });

  it('accepts a 0x prefix on hexadecimal (Ethereum style)', async () => {
    const all = await getDigests();
    expect(findMatchingDigests(`0x${KNOWN_ANSWERS['Keccak-256'].abc}`, all)).toEqual([{ algorithm: 'Keccak-256', encoding: 'Hex' }]);
  });

  it('accepts base64 without its padding and base64url with padding', async () => {
    const all = await getDigests();
    expect(findMatchingDigests('kAFQmDzST7DWlj99KOF/cg', all)).toEqual([{ algorithm: 'MD5', encoding: 'Base64' }]);
    expect(findMatchingDigests('kAFQmDzST7DWlj99KOF_cg==', all)).toEqual([{ algorithm: 'MD5', encoding: 'Base64url' }]);
  });

  it('matches nothing for empty, blank, wrong or truncated input', async () => {
    const all = await getDigests();
    expect(findMatchingDigests('', all)).toEqual([]);
    expect(findMatchingDigests('  \n ', all)).toEqual([]);
    expect(findMatchingDigests(KNOWN_ANSWERS.MD5.empty, all)).toEqual([]);
    expect(findMatchingDigests(KNOWN_ANSWERS.MD5.abc.slice(0, 31), all)).toEqual([]);
    expect(findMatchingDigests('not a digest at all', all)).toEqual([]);
  });
});

