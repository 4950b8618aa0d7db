import type { DetectDeclarations } from '../../engine/detect';
import { parseMac48 } from '../../lib/mac/mac';

/**
 * The generator's main field is the MAC address its Global ID is derived from (RFC 4193 §3.2.2):
 * a pasted MAC with separators (`00:0c:29:ab:cd:ef`, `00-0C-…`, `000c.29ab.cdef`) fills it. Weak:
 * a MAC is first of all something to look up.
 */
export default {
  'ipv6-ula-generator': {
    pre: { maxLines: 1, minLength: 14, maxLength: 17 },
    prior: 0.5,
    score: ({ text }) => {
      if ((text.length !== 17 && text.length !== 14) || !/[:.-]/.test(text) || !parseMac48(text)) return 0;
      return { confidence: 0.35, options: { mac: text }, reason: { key: 'macAddress' } };
    },
  },
} satisfies DetectDeclarations;
