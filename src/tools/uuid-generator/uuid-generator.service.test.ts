import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { sequenceRandom } from '../../lib/random';
import {
  decodeUuid,
  formatUuid,
  generateUuids,
  isSingleValueVersion,
  NAMESPACES,
  parseNamespace,
  presetOf,
  UUID_VERSIONS,
  type UuidVersion,
} from './uuid-generator.service';

/** RFC 9562 Appendix A: all examples share this instant (2022-02-22 14:22:22 -05:00). */
const RFC_TIME = Date.UTC(2022, 1, 22, 19, 22, 22);
/** Random bytes carrying the appendix's clock sequence 0x33C8 and node 9F6BDECED846. */
const RFC_SEED = [0, 0, 0, 0, 0, 0, 0, 0, 0x33, 0xc8, 0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46];

const errorKey = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : 'other';
  }
  return undefined;
};

/** Name-based UUID computed independently with Node's crypto (RFC 9562 §5.3/§5.5). */
function nodeNameBased(algorithm: 'md5' | 'sha1', namespace: string, name: string): string {
  const hash = createHash(algorithm)
    .update(Buffer.concat([Buffer.from(namespace.replace(/-/g, ''), 'hex'), Buffer.from(name, 'utf8')]))
    .digest();
  hash[6] = (hash[6]! & 0x0f) | (algorithm === 'md5' ? 0x30 : 0x50);
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

describe('RFC 9562 appendix vectors', () => {
  it.each<[UuidVersion, string]>([
    ['v1', 'c232ab00-9414-11ec-b3c8-9f6bdeced846'],
    ['v6', '1ec9414c-232a-6b00-b3c8-9f6bdeced846'],
  ])('%s at the appendix time, clock sequence and node → %s', (version, expected) => {
    expect(generateUuids({ version }, { random: sequenceRandom(RFC_SEED), now: RFC_TIME })).toEqual([expected]);
  });

  it('v3: DNS namespace, "www.example.com" (A.2)', () => {
    expect(generateUuids({ version: 'v3', namespace: NAMESPACES.DNS, name: 'www.example.com' })).toEqual(['5df41881-3aed-3515-88a7-2f4a814cf09e']);
  });

  it('v5: DNS namespace, "www.example.com" (A.4)', () => {
    expect(generateUuids({ version: 'v5', namespace: NAMESPACES.DNS, name: 'www.example.com' })).toEqual(['2ed6657d-e927-568b-95e1-2665a8aea6a2']);
  });

  it('v4: the appendix value from its random bytes (A.3)', () => {
    const bytes = [...Buffer.from('919108f752d133209bacf847db4148a8', 'hex')];
    expect(generateUuids({ version: 'v4' }, { random: sequenceRandom(bytes) })).toEqual(['919108f7-52d1-4320-9bac-f847db4148a8']);
  });

  it.each([
    ['c232ab00-9414-11ec-b3c8-9f6bdeced846', 1],
    ['1EC9414C-232A-6B00-B3C8-9F6BDECED846', 6],
    ['017F22E2-79B0-7CC3-98C4-DC0C0C07398F', 7],
  ])('decodes the time of %s (v%i)', (uuid, version) => {
    const decoded = decodeUuid(uuid);
    expect(decoded.kind).toBe(version);
    expect(decoded.variant).toBe('rfc9562');
    expect(decoded.timestamp?.toISOString()).toBe('2022-02-22T19:22:22.000Z');
    if (version !== 7) {
      expect(decoded.clockSequence).toBe(0x33c8);
      expect(decoded.node).toBe('9f6bdeced846');
    }
  });
});

describe('name-based UUIDs', () => {
  it.each([
    ['md5', 'v3', NAMESPACES.URL, ''],
    ['md5', 'v3', NAMESPACES.OID, '1.3.6.1'],
    ['sha1', 'v5', NAMESPACES.URL, 'https://example.com/é?q=😀'],
    ['sha1', 'v5', NAMESPACES.X500, 'CN=Test'],
    ['sha1', 'v5', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'max namespace'],
    ['sha1', 'v5', '00000000-0000-0000-0000-000000000000', 'nil namespace'],
  ] as const)('%s (%s) in %s of %j matches Node crypto', (algorithm, version, namespace, name) => {
    expect(generateUuids({ version, namespace, name })).toEqual([nodeNameBased(algorithm, namespace, name)]);
  });

  it('accepts an upper-case namespace', () => {
    expect(generateUuids({ version: 'v3', namespace: NAMESPACES.DNS.toUpperCase(), name: 'www.example.com' })).toEqual(['5df41881-3aed-3515-88a7-2f4a814cf09e']);
  });

  it.each(['', 'not a uuid', '6ba7b810-9dad-11d1-80b4-00c04fd430c', '6ba7b8109dad11d180b400c04fd430c8', '{6ba7b810-9dad-11d1-80b4-00c04fd430c8}', 'gba7b810-9dad-11d1-80b4-00c04fd430c8'])(
    'rejects the namespace %j',
    (namespace) => {
      expect(errorKey(() => parseNamespace(namespace))).toBe('invalidUuid');
      expect(errorKey(() => generateUuids({ version: 'v5', namespace }))).toBe('invalidUuid');
    },
  );

  it('names presets', () => {
    expect(presetOf('6BA7B814-9DAD-11D1-80B4-00C04FD430C8')).toBe('X500');
    expect(presetOf(NAMESPACES.OID)).toBe('OID');
    expect(presetOf('00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });
});

describe('version and variant bits', () => {
  it.each<[UuidVersion, number]>([
    ['v1', 1],
    ['v3', 3],
    ['v4', 4],
    ['v5', 5],
    ['v6', 6],
    ['v7', 7],
    ['v8', 8],
  ])('%s has version nibble %i and the RFC variant', (version, nibble) => {
    for (const uuid of generateUuids({ version, quantity: 50 })) {
      expect(uuid).toMatch(new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-${nibble}[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`));
      expect(decodeUuid(uuid).kind).toBe(nibble);
    }
  });

  it('v1 uses a random node with the multicast bit set, never a real MAC', () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const [uuid] = generateUuids({ version: 'v1' });
      expect(parseInt(uuid!.slice(24, 26), 16) & 1).toBe(1);
    }
    expect(generateUuids({ version: 'v1' }, { random: sequenceRandom([0]) })[0]?.slice(24)).toBe('010000000000');
  });

  it('NIL and Max', () => {
    expect(generateUuids({ version: 'NIL', quantity: 5 })).toEqual(['00000000-0000-0000-0000-000000000000']);
    expect(generateUuids({ version: 'Max' })).toEqual(['ffffffff-ffff-ffff-ffff-ffffffffffff']);
    expect(decodeUuid('00000000-0000-0000-0000-000000000000').kind).toBe('nil');
    expect(decodeUuid('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF').kind).toBe('max');
  });
});

describe('batches', () => {
  it('v7: a batch within one millisecond is strictly increasing', () => {
    const batch = generateUuids({ version: 'v7', quantity: 50 }, { now: RFC_TIME });
    expect(batch).toHaveLength(50);
    expect([...batch].sort()).toEqual(batch);
    expect(new Set(batch).size).toBe(50);
    for (const uuid of batch) expect(uuid.startsWith('017f22e2-79b0-7')).toBe(true);
  });

  it('v7 from zero random bytes (RFC 9562 §5.7 layout, counter from 0)', () => {
    expect(generateUuids({ version: 'v7', quantity: 2 }, { random: sequenceRandom([0]), now: 0x017f22e279b0 })).toEqual([
      '017f22e2-79b0-7000-8000-000000000000',
      '017f22e2-79b0-7000-8000-040000000000',
    ]);
  });

  it.each<[UuidVersion]>([['v1'], ['v6']])('%s: a batch is unique and time-ordered as the version allows', (version) => {
    const batch = generateUuids({ version, quantity: 50 }, { now: RFC_TIME });
    expect(new Set(batch).size).toBe(50);
    const times = batch.map((uuid) => decodeUuid(uuid).timestamp?.getTime());
    expect(new Set(times)).toEqual(new Set([RFC_TIME]));
    if (version === 'v6') expect([...batch].sort()).toEqual(batch);
  });

  it.each<[number, number]>([
    [0, 1],
    [1, 1],
    [50, 50],
    [51, 50],
    [7.4, 7],
  ])('quantity %d gives %d values', (quantity, expected) => {
    expect(generateUuids({ version: 'v4', quantity })).toHaveLength(expected);
  });

  it('quantity does not apply to NIL, Max, v3 and v5', () => {
    expect(UUID_VERSIONS.filter(isSingleValueVersion)).toEqual(['NIL', 'v3', 'v5', 'Max']);
    expect(generateUuids({ version: 'v3', quantity: 10 })).toHaveLength(1);
  });
});

describe('formats and decoding', () => {
  const uuid = '5df41881-3aed-3515-88a7-2f4a814cf09e';
  it.each([
    [{ uppercase: false, hyphens: true, wrapper: 'none' }, uuid],
    [{ uppercase: true, hyphens: true, wrapper: 'none' }, '5DF41881-3AED-3515-88A7-2F4A814CF09E'],
    [{ uppercase: false, hyphens: false, wrapper: 'none' }, '5df418813aed351588a72f4a814cf09e'],
    [{ uppercase: true, hyphens: true, wrapper: 'braces' }, '{5DF41881-3AED-3515-88A7-2F4A814CF09E}'],
    [{ uppercase: false, hyphens: true, wrapper: 'urn' }, 'urn:uuid:5df41881-3aed-3515-88a7-2f4a814cf09e'],
  ] as const)('%j', (format, expected) => {
    expect(formatUuid(uuid, format)).toBe(expected);
    expect(decodeUuid(expected).uuid).toBe(uuid);
  });

  it.each([
    ['5df41881-3aed-3515-08a7-2f4a814cf09e', 'ncs'],
    ['5df41881-3aed-3515-c8a7-2f4a814cf09e', 'microsoft'],
    ['5df41881-3aed-3515-e8a7-2f4a814cf09e', 'future'],
  ])('variant of %s is %s', (value, variant) => {
    expect(decodeUuid(value).variant).toBe(variant);
  });

  it.each(['', 'hello', '5df41881-3aed-3515-88a7-2f4a814cf09', '5df41881-3aed-3515-88a7-2f4a814cf09e0', 'urn:uuid:{5df41881-3aed-3515-88a7-2f4a814cf09e}'])(
    'rejects %j',
    (value) => {
      expect(errorKey(() => decodeUuid(value))).toBe('invalidUuid');
    },
  );
});
