import { base64Text, jsonObject, type DetectDeclarations } from '../../engine/detect';

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** A Base64url JWT part that decodes to a JSON object. */
const jsonPart = (part: string) => jsonObject(base64Text(part, { urlSafe: true }) ?? '');

/**
 * A JWT: three Base64url parts (the signature may be empty), the header a JSON object naming its
 * `alg`. A token whose header and payload read but whose signature part is damaged or missing is
 * still offered, less surely: the parser says what is wrong with it.
 */
export default {
  'jwt-parser': {
    // '{"' in Base64url is 'eyJ': every JWT header starts so.
    pre: { prefix: 'eyJ', minLength: 16, maxLines: 1 },
    prior: 0.95,
    score: ({ text }) => {
      if (!JWT_SHAPE.test(text)) {
        const parts = text.split('.');
        if ((parts.length !== 2 && parts.length !== 3) || /\s/.test(text)) return 0;
        const header = jsonPart(parts[0]!);
        if (!header || typeof header.alg !== 'string' || !jsonPart(parts[1]!)) return 0;
        return parts.length === 2 ? { confidence: 0.6, reason: { key: 'missingSignature' } } : { confidence: 0.7, reason: { key: 'brokenSignature' } };
      }
      const [header, payload] = text.split('.');
      const headerJson = jsonPart(header!);
      if (!headerJson) return 0;
      const payloadIsJson = jsonPart(payload!) !== undefined;
      if (typeof headerJson.alg === 'string') return { confidence: payloadIsJson ? 0.99 : 0.8, reason: { key: 'headerAlg', params: { alg: headerJson.alg } } };
      return { confidence: 0.6, reason: { key: 'threeParts' } };
    },
  },
} satisfies DetectDeclarations;
