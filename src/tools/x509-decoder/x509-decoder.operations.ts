import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes, utf8Encode } from '../../lib/crypto-encoding';

/** The X.509 libraries load with the first run (in the worker or the command line), never with the screen. */
const service = () => import('./x509-decoder.service');

/**
 * A throwaway self-signed Ed25519 certificate made with OpenSSL 3.0 (`openssl req -x509 -new -key
 * ed.key -subj /CN=ed25519.example -days 30 -set_serial 7 -addext subjectAltName=DNS:ed25519.example`).
 * The expected values are OpenSSL's: `openssl x509 -noout -text -serial -fingerprint -sha1` and
 * `-sha256`, `-nameopt utf8,sep_comma_plus_space,sname,esc_2253`, and the SPKI pin from
 * `openssl x509 -pubkey | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`.
 */
const ED25519_BASE64 =
  'MIIBHzCB0qADAgECAgEHMAUGAytlcDAaMRgwFgYDVQQDDA9lZDI1NTE5LmV4YW1wbGUwHhcNMjYxMjAyMDMwMTI0WhcNMjcwMTAxMDMwMTI0WjAaMRgwFgYDVQQDDA9lZDI1NTE5LmV4YW1wbGUwKjAFBgMrZXADIQDDim/5yeGW60mZd1G6bjKByPT6cuf47H/hFokc3S5S4qM9MDswGgYDVR0RBBMwEYIPZWQyNTUxOS5leGFtcGxlMB0GA1UdDgQWBBQJxQuJzNJzFxp25ddpMxAoB9Ut/zAFBgMrZXADQQAxvFUYTTDSCPgGJD9ZrQpEuOf25hCvb4l4TvUsvAMeCWyTdidm9C3/vllCD9sfePOY/U/wuCDt4OjM+ELZYYIK';
const ED25519_PEM = `-----BEGIN CERTIFICATE-----\n${ED25519_BASE64.replace(/(.{64})/g, '$1\n')}\n-----END CERTIFICATE-----\n`;

const ED25519_REPORT = {
  items: [
    {
      kind: 'certificate',
      version: 3,
      subject: 'CN=ed25519.example',
      issuer: 'CN=ed25519.example',
      selfSigned: true,
      serialNumber: '07',
      validity: { notBefore: '2026-12-02T03:01:24Z', notAfter: '2027-01-01T03:01:24Z', status: 'valid', amount: 22, unit: 'day', countdown: 'expires in 22 days' },
      subjectAltNames: ['DNS:ed25519.example'],
      publicKey: { algorithm: 'Ed25519', summary: 'Ed25519', pinSha256: '45FVcwzWbVZ2dFjKWsxazY5sESO5aRWzrHDM87nMKF4=' },
      signatureAlgorithm: 'ED25519',
      extensions: [
        { name: 'Subject Alternative Name', oid: '2.5.29.17', critical: false, value: 'DNS:ed25519.example' },
        { name: 'Subject Key Identifier', oid: '2.5.29.14', critical: false, value: '09:C5:0B:89:CC:D2:73:17:1A:76:E5:D7:69:33:10:28:07:D5:2D:FF' },
      ],
      fingerprints: {
        sha1: 'E2:A3:96:32:2B:45:7C:8F:1C:3A:C5:0B:54:A9:BD:69:6D:F9:59:BF',
        sha256: 'C9:30:A8:FD:B2:A0:A1:FF:5D:C7:94:12:24:00:7F:69:09:A2:27:BC:B7:6A:DE:03:F9:E6:88:2B:CE:AC:A5:8B',
      },
    },
  ],
};

/** A certificate, chain, CSR, CRL or public key (PEM, Base64/hex DER or DER bytes) → everything about each, and the chain order. */
export const x509Decoder = defineOperation({
  id: 'x509-decoder',
  toolId: 'x509-decoder',
  input: 'bytes',
  output: 'data',
  options: z.object({
    /** The time validity is checked at: ISO 8601 or Unix seconds; absent or empty: now. */
    now: z.optional(z.string()),
  }),
  run: async (input, { now }) => {
    const { decodeX509, parseNow } = await service();
    return decodeX509(input, parseNow(now));
  },
  examples: [
    { description: 'A self-signed Ed25519 certificate (OpenSSL 3), checked on 10 December 2026', input: utf8Encode(ED25519_PEM), options: { now: '2026-12-10T00:00:00Z' }, output: ED25519_REPORT },
    {
      description: 'The same certificate as DER bytes, 40 days later: expired',
      input: base64ToBytes(ED25519_BASE64),
      options: { now: '2027-02-10T03:01:24Z' },
      output: { items: [{ ...ED25519_REPORT.items[0], validity: { ...ED25519_REPORT.items[0]!.validity, status: 'expired', amount: 40, countdown: 'expired 40 days ago' } }] },
    },
  ],
});

/** PEM (or Base64 DER) → the DER bytes of its first item (`openssl x509 -outform DER`). */
export const x509DecoderToDer = defineOperation({
  id: 'x509-decoder-to-der',
  toolId: 'x509-decoder',
  input: 'bytes',
  output: 'bytes',
  options: z.object({}),
  run: async (input, _options, { warn }) => {
    const { der, count } = (await service()).toDer(input);
    if (count > 1) warn?.({ key: 'firstOnly', message: `Only the first of ${count} items was converted (a DER file holds one).`, data: { count } });
    return der;
  },
  examples: [{ description: 'openssl x509 -outform DER', input: utf8Encode(ED25519_PEM), output: base64ToBytes(ED25519_BASE64) }],
});

/** DER bytes (or Base64 DER, or PEM) → PEM, each item under its label (`openssl x509 -inform DER`). */
export const x509DecoderToPem = defineOperation({
  id: 'x509-decoder-to-pem',
  toolId: 'x509-decoder',
  input: 'bytes',
  output: 'text',
  options: z.object({}),
  run: async (input) => (await service()).toPemText(input),
  examples: [
    { description: 'openssl x509 -inform DER', input: base64ToBytes(ED25519_BASE64), output: ED25519_PEM },
    { description: 'Base64 DER on one line', input: utf8Encode(ED25519_BASE64), output: ED25519_PEM },
  ],
});

export default [x509Decoder, x509DecoderToDer, x509DecoderToPem];
