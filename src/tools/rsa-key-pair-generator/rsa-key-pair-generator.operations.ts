import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { privateKeyPemToPkcs1, publicKeyPemToOpenSsh } from './rsa-key-pair-generator.service';

/**
 * Key generation itself takes its randomness from Web Crypto (no injectable source, so no fixed
 * example); the tool's deterministic conversions are declared instead. Expected outputs come from
 * OpenSSL 3 (`openssl rsa -traditional`) and OpenSSH (`ssh-keygen -i -m PKCS8`) on a throwaway
 * 1024-bit test key.
 */
const TEST_PRIVATE_KEY = "-----BEGIN PRIVATE KEY-----\nMIICeQIBADANBgkqhkiG9w0BAQEFAASCAmMwggJfAgEAAoGBANIS/qAYJfqvRi9Y\nu3kXdv5MAc0OnSB/dLL9i1WgVQzgv3Lj3ApowaG72CvxkJVwxDHSClqqhodIRYmS\nr5VstwOgWkZTN0X1I+0SCH14DVEocIgWbl1bYB4LgBFZ06REugk0BpPLFwcJ5xHE\n8d0EoWKVru4CboorfrxaVTiv+1X1AgMBAAECgYEAso/GsxoTnkPBqpkHsWQKlxjQ\nJxaW5HqyHTp6ZuwDnxCiauvXq1ljzS+4DZIlTYEuoxJgDrUH6JG72bY/XQmtfPIK\nZfcSN4L/EfNAKOpILoXK180iDyceWiMtxZSXr4JwIDICyZt3gvUBotrdfKwsFm0Q\nBCe8tbxyE94gqeloDvkCQQD70Y13LsUpPgwCRH4x7PDBoAwXalkoWV/6ffyjPGN0\nkMZJzyYfzCiYtk53q3XCu29MpZC/Tjn6yOYvZYhnE/OrAkEA1Y/+BA9GN0jDD3GD\n77c+tQZDbyXbVIoWOs9Jj3oSKJJ4GBNdPlFISNtu6nzFWS9dvZr7j9TNLx7/9XEL\nS3o83wJBAPqAKQQIiKVQTc3rqMWteIqE1cJtTqfu0KV0st8HccBBTJ+b68bx5uiT\nYld1Pz4qCrvqb6V/AfpR43n+vMQdeuUCQQCu3a5iaJdX4S5G0O31NJgV5cEFm3vR\n5xd4pA5Zetyvd+7517E7u5Zygap6OhvlgNFC1UoyZU50zO9Ma3mSHc8FAkEA1Kww\nHHjCyiXcUc+6trNdg7RC4Dh2p/kMk54WYWwr/JWvMhdFCkBgC7vqcP9hTu7+2HKh\nCp7BuqcylmMhU2OXzQ==\n-----END PRIVATE KEY-----\n";
const TEST_PRIVATE_KEY_PKCS1 = "-----BEGIN RSA PRIVATE KEY-----\nMIICXwIBAAKBgQDSEv6gGCX6r0YvWLt5F3b+TAHNDp0gf3Sy/YtVoFUM4L9y49wK\naMGhu9gr8ZCVcMQx0gpaqoaHSEWJkq+VbLcDoFpGUzdF9SPtEgh9eA1RKHCIFm5d\nW2AeC4ARWdOkRLoJNAaTyxcHCecRxPHdBKFila7uAm6KK368WlU4r/tV9QIDAQAB\nAoGBALKPxrMaE55DwaqZB7FkCpcY0CcWluR6sh06embsA58Qomrr16tZY80vuA2S\nJU2BLqMSYA61B+iRu9m2P10JrXzyCmX3EjeC/xHzQCjqSC6FytfNIg8nHlojLcWU\nl6+CcCAyAsmbd4L1AaLa3XysLBZtEAQnvLW8chPeIKnpaA75AkEA+9GNdy7FKT4M\nAkR+MezwwaAMF2pZKFlf+n38ozxjdJDGSc8mH8womLZOd6t1wrtvTKWQv045+sjm\nL2WIZxPzqwJBANWP/gQPRjdIww9xg++3PrUGQ28l21SKFjrPSY96EiiSeBgTXT5R\nSEjbbup8xVkvXb2a+4/UzS8e//VxC0t6PN8CQQD6gCkECIilUE3N66jFrXiKhNXC\nbU6n7tCldLLfB3HAQUyfm+vG8ebok2JXdT8+Kgq76m+lfwH6UeN5/rzEHXrlAkEA\nrt2uYmiXV+EuRtDt9TSYFeXBBZt70ecXeKQOWXrcr3fu+dexO7uWcoGqejob5YDR\nQtVKMmVOdMzvTGt5kh3PBQJBANSsMBx4wsol3FHPurazXYO0QuA4dqf5DJOeFmFs\nK/yVrzIXRQpAYAu76nD/YU7u/thyoQqewbqnMpZjIVNjl80=\n-----END RSA PRIVATE KEY-----\n";
const TEST_PUBLIC_KEY = "-----BEGIN PUBLIC KEY-----\nMIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDSEv6gGCX6r0YvWLt5F3b+TAHN\nDp0gf3Sy/YtVoFUM4L9y49wKaMGhu9gr8ZCVcMQx0gpaqoaHSEWJkq+VbLcDoFpG\nUzdF9SPtEgh9eA1RKHCIFm5dW2AeC4ARWdOkRLoJNAaTyxcHCecRxPHdBKFila7u\nAm6KK368WlU4r/tV9QIDAQAB\n-----END PUBLIC KEY-----\n";

export const rsaPrivateKeyToPkcs1 = defineOperation({
  id: 'rsa-private-key-to-pkcs1',
  toolId: 'rsa-key-pair-generator',
  input: 'text',
  output: 'text',
  options: z.object({}),
  run: (input) => privateKeyPemToPkcs1(input),
  examples: [{ description: 'openssl rsa -traditional', input: TEST_PRIVATE_KEY, output: TEST_PRIVATE_KEY_PKCS1 }],
});

export const rsaPublicKeyToOpenSsh = defineOperation({
  id: 'rsa-public-key-to-openssh',
  toolId: 'rsa-key-pair-generator',
  input: 'text',
  output: 'text',
  options: z.object({ comment: z._default(z.string(), '') }),
  run: (input, options) => publicKeyPemToOpenSsh(input, options.comment),
  examples: [
    { description: 'ssh-keygen -i -m PKCS8', input: TEST_PUBLIC_KEY, output: "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQDSEv6gGCX6r0YvWLt5F3b+TAHNDp0gf3Sy/YtVoFUM4L9y49wKaMGhu9gr8ZCVcMQx0gpaqoaHSEWJkq+VbLcDoFpGUzdF9SPtEgh9eA1RKHCIFm5dW2AeC4ARWdOkRLoJNAaTyxcHCecRxPHdBKFila7uAm6KK368WlU4r/tV9Q==" },
    { description: 'with a comment', input: TEST_PUBLIC_KEY, options: { comment: 'me@host' }, output: "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQDSEv6gGCX6r0YvWLt5F3b+TAHNDp0gf3Sy/YtVoFUM4L9y49wKaMGhu9gr8ZCVcMQx0gpaqoaHSEWJkq+VbLcDoFpGUzdF9SPtEgh9eA1RKHCIFm5dW2AeC4ARWdOkRLoJNAaTyxcHCecRxPHdBKFila7uAm6KK368WlU4r/tV9Q== me@host" },
  ],
});

export default [rsaPrivateKeyToPkcs1, rsaPublicKeyToOpenSsh];
