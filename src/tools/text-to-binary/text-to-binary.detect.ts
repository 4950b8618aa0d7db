import type { DetectDeclarations, DetectScore } from '../../engine/detect';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Bits in bytes: groups of eight 0/1 digits (`01001000 01101001`), or one unbroken run whose length
 * is a multiple of 8. Surer when the bytes are readable UTF-8 text.
 */
export default {
  'text-to-binary-decode': {
    unwraps: true,
    pre: { charset: 'binary', minLength: 8 },
    prior: 0.7,
    score: ({ text }): DetectScore | number => {
      let bits = 0;
      let groups = 0;
      let groupsOfEight = 0;
      let run = 0;
      const bytes: number[] = [];
      let byte = 0;
      for (let index = 0; index <= text.length; index++) {
        const code = index < text.length ? text.charCodeAt(index) : 32;
        if (code === 48 || code === 49) {
          run++;
          bits++;
          byte = (byte << 1) | (code - 48);
          if (bits % 8 === 0) {
            bytes.push(byte);
            byte = 0;
          }
        } else if (run > 0) {
          groups++;
          if (run === 8) groupsOfEight++;
          run = 0;
        }
      }
      if (bits % 8 !== 0 || bits === 0) return 0;
      let readable = false;
      try {
        const decoded = utf8.decode(new Uint8Array(bytes));
        readable = decoded.trim() !== '' && !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(decoded); // eslint-disable-line no-control-regex
      } catch {
        readable = false;
      }
      const grouped = groups > 1 && groupsOfEight === groups;
      if (grouped) return { confidence: readable ? 0.95 : 0.55, reason: { key: readable ? 'bytesText' : 'bytes' } };
      if (groups === 1 && bits >= 16) return { confidence: readable ? 0.75 : 0.3, reason: { key: readable ? 'bytesText' : 'bytes' } };
      if (groups === 1) return { confidence: readable ? 0.3 : 0.15, reason: { key: readable ? 'bytesText' : 'bytes' } };
      return { confidence: readable ? 0.6 : 0.25, reason: { key: readable ? 'bytesText' : 'bytes' } };
    },
  },
} satisfies DetectDeclarations;
