/** The JWS algorithms the signer offers (RFC 7518 §3.1, EdDSA from RFC 8037), light enough for the screen and schemas. */
export const JWT_ALGORITHMS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'] as const;
export type JwtAlgorithm = (typeof JWT_ALGORITHMS)[number];

/** How a pasted HMAC secret is read: its UTF-8 text, or Base64 / Base64url bytes. */
export const SECRET_ENCODINGS = ['text', 'base64'] as const;
export type SecretEncoding = (typeof SECRET_ENCODINGS)[number];

/** The verify operation's algorithm choice: the token's own (the key still has to fit it), or one that it must use. */
export const EXPECTED_ALGORITHMS = ['any', ...JWT_ALGORITHMS] as const;
export type ExpectedAlgorithm = (typeof EXPECTED_ALGORITHMS)[number];

export const DEFAULT_HEADER = '{"typ":"JWT"}';

export function isHmac(algorithm: string): boolean {
  return algorithm.startsWith('HS');
}

/** Bits of the hash an algorithm uses (the minimum HMAC key size, RFC 7518 §3.2). */
export function hashBits(algorithm: JwtAlgorithm): number {
  return algorithm === 'EdDSA' ? 512 : Number(algorithm.slice(2));
}
