import { afterEach, describe, expect, it, vi } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { sequenceRandom } from '../../lib/random';
import {
  base32ToBytes,
  buildKeyUri,
  checkCode,
  counterToHex,
  generateSecret,
  hotp,
  normalizeSecret,
  parseFixedTime,
  parsePeriod,
  parseSecret,
  secondsRemaining,
  secretToHex,
  totpCodes,
  type OtpAlgorithm,
} from './otp-generator.service';

/** An independent RFC 4648 base32 encoder (no padding) for the RFC seeds. */
function base32(text: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...Buffer.from(text, 'ascii')].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  let out = '';
  for (let index = 0; index < bits.length; index += 5) out += alphabet[parseInt(bits.slice(index, index + 5).padEnd(5, '0'), 2)];
  return out;
}

/** RFC 6238 Appendix B seeds: the ASCII digits repeated to 20, 32 and 64 bytes. */
const SEEDS: Record<OtpAlgorithm, string> = {
  SHA1: base32('12345678901234567890'),
  SHA256: base32('12345678901234567890123456789012'),
  SHA512: base32('1234567890123456789012345678901234567890123456789012345678901234'),
};

function errorKey(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : 'other';
  }
  return undefined;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RFC 6238 Appendix B (8 digits, period 30)', () => {
  it.each<[number, OtpAlgorithm, string]>([
    [59, 'SHA1', '94287082'],
    [59, 'SHA256', '46119246'],
    [59, 'SHA512', '90693936'],
    [1111111109, 'SHA1', '07081804'],
    [1111111109, 'SHA256', '68084774'],
    [1111111109, 'SHA512', '25091201'],
    [1111111111, 'SHA1', '14050471'],
    [1111111111, 'SHA256', '67062674'],
    [1111111111, 'SHA512', '99943326'],
    [1234567890, 'SHA1', '89005924'],
    [1234567890, 'SHA256', '91819424'],
    [1234567890, 'SHA512', '93441116'],
    [2000000000, 'SHA1', '69279037'],
    [2000000000, 'SHA256', '90698825'],
    [2000000000, 'SHA512', '38618901'],
    [20000000000, 'SHA1', '65353130'],
    [20000000000, 'SHA256', '77737706'],
    [20000000000, 'SHA512', '47863826'],
  ])('T=%i %s → %s', (time, algorithm, code) => {
    expect(totpCodes({ secret: SEEDS[algorithm], algorithm, digits: 8 }, time, 30).current).toBe(code);
  });

  it.each([
    [59, '0000000000000001'],
    [1111111109, '00000000023523ec'],
    [1234567890, '000000000273ef07'],
    [2000000000, '0000000003f940aa'],
    [20000000000, '0000000027bc86aa'],
  ])('T=%i has the RFC table counter %s', (time, hex) => {
    expect(counterToHex(Math.floor(time / 30))).toBe(hex);
  });
});

describe('RFC 4226 Appendix D (HOTP, SHA-1, 6 digits)', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(expected.map((code, counter) => [counter, code]))('counter %i → %s', (counter, code) => {
    expect(hotp({ secret: SEEDS.SHA1, algorithm: 'SHA1', digits: 6 }, counter as number)).toBe(code);
  });
});

describe('previous and next', () => {
  const settings = { secret: SEEDS.SHA1, algorithm: 'SHA1' as const, digits: 6 };
  it('are the codes of counter − 1 and counter + 1', () => {
    expect(totpCodes(settings, 95, 30)).toEqual({ counter: 3, previous: '359152', current: '969429', next: '338314' });
  });
  it('has no previous code at counter 0', () => {
    expect(totpCodes(settings, 10, 30)).toEqual({ counter: 0, previous: undefined, current: '755224', next: '287082' });
  });
  it('follows the period', () => {
    expect(totpCodes(settings, 10, 5).counter).toBe(2);
  });
});

describe('secrets', () => {
  it.each([
    ['jbswy3dp ehpk3pxp', 'JBSWY3DPEHPK3PXP'],
    ['  JBSW\tY3DP\n', 'JBSWY3DP'],
    ['JBSWY3DPEE======', 'JBSWY3DPEE'],
  ])('normalises %j → %j', (raw, expected) => {
    expect(normalizeSecret(raw)).toBe(expected);
    expect(parseSecret(raw)).toBe(expected);
  });

  it.each([
    ['', 'secretEmpty'],
    ['  = ', 'secretEmpty'],
    ['JBSWY3DP1', 'secretInvalid'],
    ['ABC-DEF', 'secretInvalid'],
    ['ÄBC', 'secretInvalid'],
    ['AB=CD', 'secretInvalid'],
  ])('%j → %s', (raw, key) => {
    expect(errorKey(() => parseSecret(raw))).toBe(key);
  });

  it('decodes to hex, dropping trailing bits', () => {
    expect(secretToHex('JBSWY3DPEHPK3PXP')).toBe('48656c6c6f21deadbeef');
    expect(secretToHex(SEEDS.SHA1)).toBe(Buffer.from('12345678901234567890').toString('hex'));
    expect(base32ToBytes('MY')).toEqual(new Uint8Array([0x66]));
  });

  it('generates 32 base32 characters from 20 random bytes', () => {
    expect(generateSecret(sequenceRandom([0]))).toBe('A'.repeat(32));
    expect(generateSecret(sequenceRandom([255]))).toBe('7'.repeat(32));
    for (let index = 0; index < 20; index += 1) expect(generateSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateSecret()).not.toBe(generateSecret());
  });
});

describe('period and time', () => {
  it.each([
    ['30', 30],
    [' 1 ', 1],
    ['3600', 3600],
    [60, 60],
  ])('period %j → %i', (raw, value) => {
    expect(parsePeriod(raw)).toBe(value);
  });
  it.each(['0', '3601', '1.5', '-30', '', 'abc', '1e2'])('period %j → periodInvalid', (raw) => {
    expect(errorKey(() => parsePeriod(raw))).toBe('periodInvalid');
  });
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['0', 0],
    ['59', 59],
    ['20000000000', 20000000000],
  ])('fixed time %j → %j', (raw, value) => {
    expect(parseFixedTime(raw)).toBe(value);
  });
  it.each(['-1', '1.5', 'now', '99999999999999999999'])('fixed time %j → timeInvalid', (raw) => {
    expect(errorKey(() => parseFixedTime(raw))).toBe('timeInvalid');
  });

  it('counts down to the next period boundary (fake clock)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(1_700_000_000_500));
    expect(secondsRemaining(Date.now() / 1000, 30)).toBe(10);
    vi.advanceTimersByTime(9_499);
    expect(secondsRemaining(Date.now() / 1000, 30)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(secondsRemaining(Date.now() / 1000, 30)).toBe(30);
  });
});

describe('checkCode', () => {
  const settings = { secret: SEEDS.SHA1, algorithm: 'SHA1' as const, digits: 6 };
  it.each([
    ['969429', 'current'],
    ['969 429', 'current'],
    ['359152', 'previous'],
    ['338314', 'next'],
    ['287082', 'invalid'],
    ['000000', 'invalid'],
  ])('%s at T=95 → %s', (code, result) => {
    expect(checkCode(code, settings, 95, 30)).toBe(result);
  });
});

describe('buildKeyUri', () => {
  it('encodes issuer and account', () => {
    expect(buildKeyUri({ issuer: 'IT Tools & Co', account: 'me@x.test', secret: 'JBSWY3DP', algorithm: 'SHA256', digits: 8, period: 60 })).toBe(
      'otpauth://totp/IT%20Tools%20%26%20Co:me%40x.test?issuer=IT%20Tools%20%26%20Co&secret=JBSWY3DP&algorithm=SHA256&digits=8&period=60',
    );
  });
  it('has no issuer parameter without an issuer', () => {
    expect(buildKeyUri({ issuer: '', account: 'demo-user', secret: 'JBSWY3DP', algorithm: 'SHA1', digits: 6, period: 30 })).toBe(
      'otpauth://totp/demo-user?secret=JBSWY3DP&algorithm=SHA1&digits=6&period=30',
    );
  });
});
