import { base64Text, jsonObject, type DetectDeclarations } from '../../engine/detect';

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** A JWT: three Base64url parts (the signature may be empty), the header a JSON object naming its `alg`. */
export default {
  'jwt-parser': {
    // '{"' in Base64url is 'eyJ': every JWT header starts so.
    pre: { prefix: 'eyJ', minLength: 16, maxLines: 1 },
    prior: 0.95,
    score: ({ text }) => {
      if (!JWT_SHAPE.test(text)) return 0;
      const [header, payload] = text.split('.');
      const headerJson = jsonObject(base64Text(header!, { urlSafe: true }) ?? '');
      if (!headerJson) return 0;
      const payloadIsJson = jsonObject(base64Text(payload!, { urlSafe: true }) ?? '') !== undefined;
      if (typeof headerJson.alg === 'string') return { confidence: payloadIsJson ? 0.99 : 0.8, reason: { key: 'headerAlg', params: { alg: headerJson.alg } } };
      return { confidence: 0.6, reason: { key: 'threeParts' } };
    },
  },
} satisfies DetectDeclarations;
