import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { ED, ED_PPK, ED_PPK_ENCRYPTED, ED_PUB, P256, P256_PKCS8, P256_PUB, RSA_PKCS1, RSA_PUB } from './example-keys';
import { KEY_FORMATS, KEY_KINDS, PRIVATE_FORMATS } from './ssh-key-options';

const service = () => import('./ssh-key-generator.service');
const text = (value: string) => new TextEncoder().encode(value);

/** The random bytes of ssh-keygen's run for a reference key: the secret, then the check number of the private part. */
const hexBytes = (hex: string) => Array.from({ length: hex.length / 2 }, (_, index) => Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16));

/**
 * A new key pair as ssh-keygen writes it: the private key (OpenSSH, PEM or PuTTY format,
 * encrypted when a passphrase is given) and the public key line (`.pub`). Ed25519 and ECDSA keys
 * take their secret from the run's randomness: the examples give ssh-keygen's own secrets and check
 * numbers and get its files back, byte for byte. RSA keys come from Web Crypto's prime search.
 */
export const sshKeyGenerate = defineOperation({
  id: 'ssh-key-generator',
  toolId: 'ssh-key-generator',
  input: 'none',
  output: 'files',
  options: z.object({
    type: z._default(z.enum(KEY_KINDS), 'ed25519'),
    comment: z._default(z.string(), ''),
    passphrase: z._default(z.string(), ''),
    format: z._default(z.enum(PRIVATE_FORMATS), 'openssh'),
  }),
  run: async (_input, { type, comment, passphrase, format }, { random, progress }) => (await service()).generateKeyFiles(type, { comment, passphrase, format }, random, progress),
  costly: ({ type, passphrase }) => type.startsWith('rsa') || passphrase !== '',
  examples: [
    {
      description: 'ssh-keygen -t ed25519 -C alice@example -N "": the same seed and check number give its files',
      options: { comment: 'alice@example' },
      random: [...hexBytes('4ed06e965624ca15ebf2d020a21f9992c61e4589bba67a4e8453963dc7217d5c'), ...hexBytes('86ed4696')],
      output: [
        { name: 'id_ed25519', type: 'text/plain', bytes: text(ED) },
        { name: 'id_ed25519.pub', type: 'text/plain', bytes: text(ED_PUB) },
      ],
    },
    {
      description: 'ssh-keygen -t ecdsa -b 256 -C p256 -N "": the same private scalar and check number',
      options: { type: 'ecdsa-p256', comment: 'p256' },
      random: [...hexBytes('c2896010fbade3114dc3e9286bf3503ee2017bf2594803c3f7771dd4ef11dd6b'), ...hexBytes('375d4d1b')],
      output: [
        { name: 'id_ecdsa', type: 'text/plain', bytes: text(P256) },
        { name: 'id_ecdsa.pub', type: 'text/plain', bytes: text(P256_PUB) },
      ],
    },
    {
      description: 'The same Ed25519 key for PuTTY (puttygen KEY -O private)',
      options: { comment: 'alice@example', format: 'ppk' },
      random: hexBytes('4ed06e965624ca15ebf2d020a21f9992c61e4589bba67a4e8453963dc7217d5c'),
      output: [
        { name: 'id_ed25519.ppk', type: 'text/plain', bytes: text(ED_PPK) },
        { name: 'id_ed25519.pub', type: 'text/plain', bytes: text(ED_PUB) },
      ],
    },
  ],
});

/**
 * The line `ssh-keygen -l -f KEY` prints for any pasted key: bits, SHA-256 fingerprint, comment
 * ("no comment" when the format has none), type. Expected values: ssh-keygen's own output.
 */
export const sshKeyInspect = defineOperation({
  id: 'ssh-key-generator-inspect',
  toolId: 'ssh-key-generator',
  input: 'text',
  output: 'text',
  options: z.object({ passphrase: z._default(z.string(), '') }),
  run: async (input, { passphrase }) => (await service()).inspectKey(input, passphrase),
  examples: [
    { description: 'ssh-keygen -l -f id_ed25519.pub', input: ED_PUB, output: '256 SHA256:2fFlsRY2764+7/qnMxLUMxprXIqz5GbR3ghPOZqUxUk alice@example (ED25519)' },
    { description: 'ssh-keygen -l -f id_ecdsa (OpenSSH private key)', input: P256, output: '256 SHA256:GrO3Ag3X3FAYoiQ4kDKivBs9E0pGCyF+b1yrd1M9esY p256 (ECDSA)' },
    { description: 'ssh-keygen -l -f rsa.pem (PKCS#1: no comment)', input: RSA_PKCS1, output: '1024 SHA256:Mzeji8053ygpbsv6FEitqowmqQGJZb64Rd+IWmGNTj0 no comment (RSA)' },
    { description: 'An encrypted PuTTY key, read without its passphrase', input: ED_PPK_ENCRYPTED, output: '256 SHA256:2fFlsRY2764+7/qnMxLUMxprXIqz5GbR3ghPOZqUxUk alice@example (ED25519)' },
  ],
});

/**
 * A pasted key (OpenSSH, PEM, PuTTY, or a public key) written in another format. Expected values:
 * `ssh-keygen -y` (public line), `ssh-keygen -p -m PKCS8` and `-m PEM` (private PEM),
 * `ssh-keygen -e -m PKCS8` (PEM public key), `puttygen -O private` (PuTTY).
 */
export const sshKeyConvert = defineOperation({
  id: 'ssh-key-generator-convert',
  toolId: 'ssh-key-generator',
  input: 'text',
  output: 'text',
  options: z.object({
    to: z._default(z.enum(KEY_FORMATS), 'public'),
    passphrase: z._default(z.string(), ''),
    newPassphrase: z._default(z.string(), ''),
    comment: z._default(z.string(), ''),
  }),
  run: async (input, options, { random, progress }) => (await service()).convertKey(input, options, random, progress),
  costly: ({ newPassphrase, to }) => newPassphrase !== '' && (to === 'openssh' || to === 'ppk'),
  examples: [
    { description: 'ssh-keygen -y -f id_ed25519', input: ED, output: ED_PUB.trim() },
    { description: 'ssh-keygen -y -f rsa.pem (a PKCS#1 key), with a comment', input: RSA_PKCS1, options: { comment: 'rsa1024' }, output: RSA_PUB.trim() },
    { description: 'ssh-keygen -p -m PKCS8 -f id_ecdsa', input: P256, options: { to: 'pkcs8' }, output: P256_PKCS8 },
    { description: 'puttygen id_ed25519 -O private', input: ED, options: { to: 'ppk' }, output: ED_PPK },
    { description: 'An encrypted .ppk opened with its passphrase (puttygen --old-passphrase)', input: ED_PPK_ENCRYPTED, options: { to: 'ppk', passphrase: 'pp' }, output: ED_PPK },
    {
      description: 'ssh-keygen -e -m PKCS8 -f id_ecdsa.pub',
      input: P256_PUB,
      options: { to: 'spki' },
      output: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAExAcdAC1dAHLYqfgaUh8E+eJBjWtx\nN9HXgJN/FhezGoxVG3ZpATvS86Q3Eq/UIli19ljvQH6bXvvMPzIv0UL7sw==\n-----END PUBLIC KEY-----\n',
    },
  ],
});

export default [sshKeyGenerate, sshKeyInspect, sshKeyConvert];
