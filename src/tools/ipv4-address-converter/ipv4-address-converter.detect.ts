import type { DetectDeclarations } from '../../engine/detect';
import { parseDottedQuad } from '../../lib/ipv4/ipv4';

/**
 * A single IPv4 address: a strict dotted quad (octets 0–255, no leading zeros), or weakly a
 * `0x` 32-bit hexadecimal integer (8 hex digits), which the converter also reads.
 */
export default {
  'ipv4-address-converter': {
    pre: { maxLines: 1, minLength: 7, maxLength: 15 },
    prior: 0.75,
    score: ({ text }) => {
      if (parseDottedQuad(text) !== undefined) return { confidence: 0.9, reason: { key: 'dottedQuad' } };
      if (/^0[xX][0-9a-fA-F]{8}$/.test(text)) return { confidence: 0.35, reason: { key: 'hexInteger' } };
      return 0;
    },
  },
} satisfies DetectDeclarations;
