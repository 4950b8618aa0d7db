import { afterEach, describe, expect, it, vi } from 'vitest';
import { runOperation } from '../../engine/operation';
import { otpGenerator } from './otp-generator.operations';

const RFC_SHA1_SEED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('the TOTP code operation', () => {
  afterEach(() => vi.useRealTimers());

  it('without a fixed time gives the code of now (RFC 6238: T = 1234567890 → 89005924)', async () => {
    vi.useFakeTimers({ now: 1234567890_000 });
    expect(await runOperation(otpGenerator, undefined, { secret: RFC_SHA1_SEED, digits: 8 })).toBe('89005924');
    vi.setSystemTime(59_000);
    expect(await runOperation(otpGenerator, undefined, { secret: RFC_SHA1_SEED, digits: 8 })).toBe('94287082');
  });

  it('with a fixed time ignores the clock', async () => {
    vi.useFakeTimers({ now: 1234567890_000 });
    expect(await runOperation(otpGenerator, undefined, { secret: RFC_SHA1_SEED, digits: 8, time: 59 })).toBe('94287082');
  });
});
