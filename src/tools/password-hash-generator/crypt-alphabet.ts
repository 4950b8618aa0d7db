/** The alphabet of crypt's own Base64: a 6-bit value is its index (not RFC 4648's order). */
export const CRYPT_ALPHABET = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
