/** The generator's and converter's choices: light constants for the option schemas and the screen. */
export const KEY_KINDS = ['ed25519', 'ecdsa-p256', 'ecdsa-p384', 'ecdsa-p521', 'rsa-2048', 'rsa-3072', 'rsa-4096'] as const;
export type KeyKind = (typeof KEY_KINDS)[number];

/** Private key formats: OpenSSH's own, PEM PKCS#8, PEM traditional (PKCS#1 / SEC1), PuTTY .ppk v3. */
export const PRIVATE_FORMATS = ['openssh', 'pkcs8', 'pem', 'ppk'] as const;
export type PrivateFormat = (typeof PRIVATE_FORMATS)[number];

/** Everything the converter writes: the private formats, the public key line, PEM public key, RFC 4716, the fingerprint line. */
export const KEY_FORMATS = ['public', 'fingerprint', 'spki', 'rfc4716', ...PRIVATE_FORMATS] as const;
export type KeyFormat = (typeof KEY_FORMATS)[number];
