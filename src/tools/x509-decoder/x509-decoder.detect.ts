import { base64ToBytes } from '../../lib/base64/base64';
import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/** The PEM labels the decoder reads (RFC 7468 and OpenSSL's). */
const LABELS = ['CERTIFICATE', 'TRUSTED CERTIFICATE', 'X509 CERTIFICATE', 'CERTIFICATE REQUEST', 'NEW CERTIFICATE REQUEST', 'X509 CRL', 'PUBLIC KEY', 'PKCS7'];
const BEGIN = '-----BEGIN ';

/** The first bytes of Base64 text (its first 16 characters), or undefined. */
function firstBytes(text: string): Uint8Array | undefined {
  try {
    return base64ToBytes(text.slice(0, 16));
  } catch {
    return undefined;
  }
}

/**
 * A PEM block of a certificate, CSR, CRL, public key or PKCS#7 bundle (anywhere in the text: a
 * chain copied with `openssl s_client`'s lines around it), or Base64 DER: a SEQUENCE holding a
 * SEQUENCE (`MII…`), as a PEM body without its BEGIN/END lines. Linear: one search, one slice.
 */
export default {
  'x509-decoder': {
    pre: { minLength: 40 },
    prior: 0.95,
    score: ({ text, stats }): DetectScore | number => {
      const begin = text.indexOf(BEGIN);
      if (begin >= 0) {
        const head = text.slice(begin + BEGIN.length, begin + BEGIN.length + 40);
        const label = LABELS.find((candidate) => head.startsWith(`${candidate}-----`));
        if (!label) return 0;
        // A block without its END (cut short) still comes here: the tool says what is missing.
        const ended = text.includes(`-----END ${label}-----`, begin);
        return { confidence: ended ? (begin === 0 ? 0.99 : 0.9) : 0.6, reason: { key: 'pem', params: { label } } };
      }
      if (!stats.fits.base64 || stats.length < 64 || !text.startsWith('MI')) return 0;
      const bytes = firstBytes(text);
      // 30 81/82/83 …: a long SEQUENCE, whose first element is a SEQUENCE too (a TBS structure or an algorithm).
      if (!bytes || bytes[0] !== 0x30 || bytes[1]! < 0x81 || bytes[1]! > 0x83) return 0;
      const inner = 2 + (bytes[1]! & 0x7f);
      if (bytes[inner] !== 0x30) return 0;
      return { confidence: 0.85, reason: { key: 'base64Der' } };
    },
    file: { types: ['application/pkix-cert', 'application/pkcs10', 'application/x-pem-file'], confidence: 0.9, reason: { key: 'file' } },
  },
} satisfies DetectDeclarations;
