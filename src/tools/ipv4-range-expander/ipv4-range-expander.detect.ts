import type { DetectDeclarations } from '../../engine/detect';
import { parseDottedQuad } from '../../lib/ipv4/ipv4';

const RANGE = /^(\d{1,3}(?:\.\d{1,3}){3})\s*(?:-|–|,|\s)\s*(\d{1,3}(?:\.\d{1,3}){3})$/;

/**
 * A range of IPv4 addresses `start - end` (dash, en dash, comma or space between, as the expander
 * splits it), start not after end. Two addresses where the second is a netmask belong to the subnet
 * calculator; the dash form is surest.
 */
export default {
  'ipv4-range-expander': {
    pre: { maxLines: 1, minLength: 15, maxLength: 40 },
    prior: 0.8,
    score: ({ text }) => {
      const match = RANGE.exec(text);
      if (!match) return 0;
      const start = parseDottedQuad(match[1]!);
      const end = parseDottedQuad(match[2]!);
      if (start === undefined || end === undefined || start > end) return 0;
      const dashed = /[-–]/.test(text);
      return { confidence: dashed ? 0.95 : 0.6, reason: { key: 'range', params: { count: end - start + 1 } } };
    },
  },
} satisfies DetectDeclarations;
