import { base64Text, jsonObject, type DetectDeclarations, type DetectScore } from '../../engine/detect';

const PARTS = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.(\S*)$/;

/**
 * A JWS / JWT whose signature can be checked here. The JWT parser reads the same text first (a
 * higher score): this is the second suggestion, "verify its signature". A token whose signature
 * part is broken (not Base64url) still comes here, where the verdict says so.
 */
export default {
  'jwt-signer-verify': {
    pre: { prefix: 'eyJ', minLength: 16, maxLines: 1 },
    prior: 0.9,
    score: ({ text }): DetectScore | number => {
      const match = PARTS.exec(text);
      if (!match) return 0;
      const header = jsonObject(base64Text(match[1]!, { urlSafe: true }) ?? '');
      if (!header || typeof header.alg !== 'string' || header.alg === 'none') return 0;
      const signature = match[3]!;
      if (signature === '') return 0;
      if (!/^[A-Za-z0-9_-]+$/.test(signature)) return { confidence: 0.6, reason: { key: 'brokenSignature', params: { alg: header.alg } } };
      return { confidence: 0.7, reason: { key: 'signedToken', params: { alg: header.alg } } };
    },
  },
} satisfies DetectDeclarations;
