import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { DEFAULT_PERIOD, generateSecret, MAX_PERIOD, OTP_ALGORITHMS, parseSecret, totpCodes } from './otp-generator.service';

/** RFC 6238 Appendix B: the SHA-1 seed "12345678901234567890" in base32. */
const RFC_SHA1_SEED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

export const otpGenerator = defineOperation({
  id: 'otp-generator',
  toolId: 'otp-generator',
  input: 'none',
  output: 'text',
  options: z.object({
    secret: z._default(z.string(), ''),
    algorithm: z._default(z.enum(OTP_ALGORITHMS), 'SHA1'),
    digits: z._default(z.int().check(z.minimum(6), z.maximum(8)), 6),
    period: z._default(z.int().check(z.minimum(1), z.maximum(MAX_PERIOD)), DEFAULT_PERIOD),
    /** Unix seconds; absent: now (a recipe step or a command gives the current code). */
    time: z.optional(z.int().check(z.minimum(0))),
  }),
  run: (_input, { secret, algorithm, digits, period, time }) => totpCodes({ secret: parseSecret(secret), algorithm, digits }, time ?? Math.floor(Date.now() / 1000), period).current,
  examples: [
    { description: 'RFC 6238 Appendix B, T = 59, SHA-1, 8 digits', options: { secret: RFC_SHA1_SEED, digits: 8, time: 59 }, output: '94287082' },
    { description: 'RFC 6238 Appendix B, T = 1234567890, SHA-1, 8 digits', options: { secret: RFC_SHA1_SEED, digits: 8, time: 1234567890 }, output: '89005924' },
    { description: 'RFC 4226 Appendix D, counter 1 (T = 30 with period 30), 6 digits', options: { secret: RFC_SHA1_SEED, time: 30 }, output: '287082' },
  ],
});

export const otpGeneratorSecret = defineOperation({
  id: 'otp-generator-secret',
  toolId: 'otp-generator',
  input: 'none',
  output: 'text',
  options: z.object({}),
  run: (_input, _options, { random }) => generateSecret(random),
  examples: [
    { description: '20 zero bytes are 32 "A"s in base32 (RFC 4648)', random: [0], output: 'A'.repeat(32) },
    { description: '20 bytes 0xFF are 32 "7"s in base32', random: [255], output: '7'.repeat(32) },
  ],
});

export default [otpGenerator, otpGeneratorSecret];
