import type { DetectDeclarations } from '../../engine/detect';
import { maskToPrefix, parseDottedQuad } from '../../lib/ipv4/ipv4';

const CIDR = /^(\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,3})$/;
const WITH_MASK = /^(\d{1,3}(?:\.\d{1,3}){3})(?:\/|\s+)(\d{1,3}(?:\.\d{1,3}){3})$/;

/**
 * A CIDR block `10.0.0.0/8` (prefix 0–32; a wrong one weakly) or an address with a contiguous dotted netmask
 * (`192.168.1.10 255.255.255.0`, `…/255.255.255.0`); a bare address weakly (the address converter
 * reads it first).
 */
export default {
  'ipv4-subnet-calculator': {
    pre: { maxLines: 1, minLength: 7, maxLength: 40 },
    prior: 0.8,
    score: ({ text }) => {
      const cidr = CIDR.exec(text);
      if (cidr) {
        const prefix = Number(cidr[2]);
        // Recognisable but wrong (a prefix over 32, an octet over 255): offered, less surely, so the
        // calculator can say what is wrong.
        if (parseDottedQuad(cidr[1]!) === undefined) return { confidence: 0.5, reason: { key: 'invalidAddress' } };
        if (prefix > 32 || (cidr[2]!.length > 1 && cidr[2]!.startsWith('0'))) return { confidence: 0.5, reason: { key: 'invalidCidr', params: { prefix: cidr[2]! } } };
        return { confidence: 0.95, reason: { key: 'cidr', params: { prefix } } };
      }
      const masked = WITH_MASK.exec(text);
      if (masked) {
        const mask = parseDottedQuad(masked[2]!);
        if (parseDottedQuad(masked[1]!) === undefined || mask === undefined) return 0;
        const prefix = maskToPrefix(mask);
        if (prefix === undefined) return 0;
        return { confidence: 0.9, reason: { key: 'netmask', params: { prefix } } };
      }
      if (parseDottedQuad(text) !== undefined) return { confidence: 0.4, reason: { key: 'address' } };
      return 0;
    },
  },
} satisfies DetectDeclarations;
