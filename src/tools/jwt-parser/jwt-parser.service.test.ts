import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { base64UrlToBytes, claimRows, decodeJwt, DEFAULT_JWT, displayValue, friendlyDate, tokenStatus, verifyHmac } from './jwt-parser.service';

const b64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64url');

/** A token signed with Node's crypto (an independent HMAC implementation). */
function sign(header: object, payload: object, secret: string, hash = 'sha256'): string {
  const input = `${b64url(header)}.${b64url(payload)}`;
  return `${input}.${createHmac(hash, secret).update(input).digest('base64url')}`;
}

function errorKey(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : 'other';
  }
  return undefined;
}

const utc = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

describe('decodeJwt and claimRows', () => {
  it('decodes the default token with descriptions and friendly values', () => {
    const jwt = decodeJwt(DEFAULT_JWT);
    expect(jwt?.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(jwt?.payload).toEqual({ sub: '1234567890', name: 'John Doe', iat: 1516239022 });
    expect(claimRows(jwt!, utc)).toEqual({
      header: [
        { claim: 'alg', description: 'Algorithm', value: 'HS256', friendly: 'HMAC using SHA-256' },
        { claim: 'typ', description: 'Type', value: 'JWT', friendly: undefined },
      ],
      payload: [
        { claim: 'sub', description: 'Subject', value: '1234567890', friendly: undefined },
        { claim: 'name', description: 'Full name', value: 'John Doe', friendly: undefined },
        { claim: 'iat', description: 'Issued At', value: '1516239022', friendly: '2018-01-18T01:30:22.000Z / 2018-01-18 01:30:22' },
      ],
    });
  });

  it('shows an aud array, exp/nbf dates, a non-ASCII name and unknown claims', () => {
    const token = sign({ alg: 'HS512', typ: 'JWT', kid: 'k1' }, { aud: ['api', 'web'], exp: 1700000000, nbf: 1600000000, name: 'Zoë Łukasz 山田', custom: { a: [1, null] }, ok: true }, 's3cret', 'sha512');
    const rows = claimRows(decodeJwt(token)!, utc);
    expect(rows.header[0]).toEqual({ claim: 'alg', description: 'Algorithm', value: 'HS512', friendly: 'HMAC using SHA-512' });
    expect(rows.header[2]).toEqual({ claim: 'kid', description: 'Key ID', value: 'k1', friendly: undefined });
    expect(rows.payload).toEqual([
      { claim: 'aud', description: 'Audience', value: '[\n  "api",\n  "web"\n]', friendly: undefined },
      { claim: 'exp', description: 'Expiration Time', value: '1700000000', friendly: '2023-11-14T22:13:20.000Z / 2023-11-14 22:13:20' },
      { claim: 'nbf', description: 'Not Before', value: '1600000000', friendly: '2020-09-13T12:26:40.000Z / 2020-09-13 12:26:40' },
      { claim: 'name', description: 'Full name', value: 'Zoë Łukasz 山田', friendly: undefined },
      { claim: 'custom', description: undefined, value: '{\n  "a": [\n    1,\n    null\n  ]\n}', friendly: undefined },
      { claim: 'ok', description: undefined, value: 'true', friendly: undefined },
    ]);
  });

  it.each([
    ['RS256', 'RSASSA-PKCS1-v1_5 using SHA-256'],
    ['ES512', 'ECDSA using P-521 and SHA-512'],
    ['PS384', 'RSASSA-PSS using SHA-384 and MGF1 with SHA-384'],
    ['EdDSA', 'Edwards-curve Digital Signature Algorithm'],
    ['none', 'No digital signature or MAC performed'],
    ['XY999', undefined],
  ])('alg %s → %s', (alg, friendly) => {
    const token = `${b64url({ alg })}.${b64url({})}.${alg === 'none' ? '' : 'c2ln'}`;
    expect(claimRows(decodeJwt(token)!).header[0]?.friendly).toBe(friendly);
  });

  it('accepts a Bearer prefix in any case, spaces and padding', () => {
    expect(decodeJwt(`  bEaReR   ${DEFAULT_JWT}  `)?.payload.name).toBe('John Doe');
  });

  it('gives nothing for an empty input', () => {
    expect(decodeJwt('')).toBeUndefined();
    expect(decodeJwt('  Bearer  ')).toBeUndefined();
  });

  it.each([
    ['two parts', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0'],
    ['four parts', `${DEFAULT_JWT}.x`],
    ['bad base64', 'eyJhbGc*OiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln'],
    ['non-JSON payload', `${b64url({ alg: 'HS256' })}.${b64url('not json')}.c2ln`],
    ['array payload', `${b64url({ alg: 'HS256' })}.${b64url([1, 2])}.c2ln`],
    ['invalid UTF-8', `${b64url({ alg: 'HS256' })}.${Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')}.c2ln`],
    ['empty signature without alg none', `${b64url({ alg: 'HS256' })}.${b64url({})}.`],
    ['junk', 'not a token at all'],
  ])('%s → invalidJwt', (_name, token) => {
    expect(errorKey(() => decodeJwt(token))).toBe('invalidJwt');
  });

  it('accepts an empty signature with alg none', () => {
    expect(decodeJwt(`${b64url({ alg: 'none' })}.${b64url({ sub: 'x' })}.`)?.signature.length).toBe(0);
  });
});

describe('helpers', () => {
  it('displays values', () => {
    expect(displayValue('text')).toBe('text');
    expect(displayValue(12.5)).toBe('12.5');
    expect(displayValue(null)).toBe('null');
    expect(displayValue(false)).toBe('false');
    expect(displayValue({ a: 1 })).toBe('{\n  "a": 1\n}');
  });

  it('formats dates with milliseconds and a local part', () => {
    expect(friendlyDate(1516239022, () => 'LOCAL')).toBe('2018-01-18T01:30:22.000Z / LOCAL');
    expect(friendlyDate(1e20)).toBeUndefined();
  });

  it('decodes base64url with or without padding', () => {
    expect(base64UrlToBytes('YQ')).toEqual(new Uint8Array([97]));
    expect(base64UrlToBytes('YQ==')).toEqual(new Uint8Array([97]));
    expect(base64UrlToBytes('-_8')).toEqual(new Uint8Array([0xfb, 0xff]));
    expect(base64UrlToBytes('Y')).toBeUndefined();
    expect(base64UrlToBytes('YQ=')).toBeUndefined();
    expect(base64UrlToBytes('a+b/')).toBeUndefined();
  });

  it.each([
    [{ exp: 100 }, 100, 'expired'],
    [{ exp: 100 }, 99, 'notExpired'],
    [{ nbf: 200, exp: 300 }, 150, 'notYetValid'],
    [{ nbf: 200 }, 250, undefined],
    [{ nbf: 200 }, 150, 'notYetValid'],
    [{}, 0, undefined],
    [{ exp: '100' }, 200, undefined],
  ])('status of %j at %i → %s', (payload, now, status) => {
    expect(tokenStatus(payload, now)).toBe(status);
  });
});

describe('verifyHmac', () => {
  it('verifies the sample with your-256-bit-secret and rejects another secret', async () => {
    const jwt = decodeJwt(DEFAULT_JWT)!;
    expect(await verifyHmac(jwt, 'your-256-bit-secret')).toBe('verified');
    expect(await verifyHmac(jwt, 'wrong')).toBe('invalid');
  });

  it.each([
    ['HS256', 'sha256'],
    ['HS384', 'sha384'],
    ['HS512', 'sha512'],
  ])('%s tokens signed by Node verify', async (alg, hash) => {
    const token = sign({ alg, typ: 'JWT' }, { sub: 'é' }, 'clé secrète', hash);
    expect(await verifyHmac(decodeJwt(token)!, 'clé secrète')).toBe('verified');
    expect(await verifyHmac(decodeJwt(`${token.slice(0, -2)}AA`)!, 'clé secrète')).toBe('invalid');
  });

  it('does not claim anything for other algorithms', async () => {
    expect(await verifyHmac(decodeJwt(`${b64url({ alg: 'RS256' })}.${b64url({})}.c2ln`)!, 'x')).toBe('unsupported');
    expect(await verifyHmac(decodeJwt(`${b64url({ alg: 'none' })}.${b64url({})}.`)!, 'x')).toBe('unsupported');
  });
});
