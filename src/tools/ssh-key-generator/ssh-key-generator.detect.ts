import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/**
 * The Base64 of a public key blob starts with its type's length and name (RFC 4253 §6.6), so each
 * type has a fixed prefix: `AAAAC3NzaC1lZDI1NTE5` is "\0\0\0\x0bssh-ed25519".
 */
const BLOB_PREFIXES: Record<string, string> = {
  'ssh-ed25519': 'AAAAC3NzaC1lZDI1NTE5',
  'ssh-rsa': 'AAAAB3NzaC1yc2E',
  'ecdsa-sha2-nistp256': 'AAAAE2VjZHNhLXNoYTItbmlzdHAyNTY',
  'ecdsa-sha2-nistp384': 'AAAAE2VjZHNhLXNoYTItbmlzdHAzODQ',
  'ecdsa-sha2-nistp521': 'AAAAE2VjZHNhLXNoYTItbmlzdHA1MjE',
};

/** A key line, maybe after authorized_keys options or a known_hosts host name (one field without spaces). */
const KEY_LINE = /^(?:\S{1,500}\s+)?(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(?:256|384|521))\s+([A-Za-z0-9+/]{20,}={0,2})(?:\s|$)/;
const PEM_PRIVATE = /^-----BEGIN (RSA |EC |ENCRYPTED |)PRIVATE KEY-----/;

/** An SSH key the inspector reads: the reason names what it is; the dry run gives its fingerprint line. */
export default {
  'ssh-key-generator-inspect': {
    pre: { minLength: 30, maxLength: 20_000 },
    prior: 0.95,
    score: ({ text }): DetectScore | number => {
      if (text.startsWith('-----BEGIN OPENSSH PRIVATE KEY-----')) return { confidence: 0.98, reason: { key: 'privateKey' } };
      if (text.startsWith('PuTTY-User-Key-File-')) return { confidence: 0.97, reason: { key: 'puttyKey' } };
      if (text.startsWith('---- BEGIN SSH2 PUBLIC KEY ----')) return { confidence: 0.95, reason: { key: 'rfc4716' } };
      const pem = PEM_PRIVATE.exec(text);
      if (pem) return { confidence: 0.6, reason: { key: 'pemKey' } };
      const firstLine = text.slice(0, Math.min(text.length, 20_000)).split('\n', 1)[0]!;
      const line = KEY_LINE.exec(firstLine);
      if (!line) return 0;
      const type = line[1]!;
      if (!line[2]!.startsWith(BLOB_PREFIXES[type]!)) return { confidence: 0.5, reason: { key: 'publicKey', params: { type } } };
      return { confidence: 0.97, reason: { key: 'publicKey', params: { type } } };
    },
  },
} satisfies DetectDeclarations;
