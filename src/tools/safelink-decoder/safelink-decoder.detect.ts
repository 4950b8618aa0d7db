import type { DetectDeclarations } from '../../engine/detect';

const SAFELINK = /^https?:\/\/[A-Za-z0-9-]+\.safelinks\.protection\.outlook\.com\/?\?(?:[^\s]*&(?:amp;)?)?url=[^\s&]/i;
const PROOFPOINT = /^https?:\/\/urldefense(?:\.proofpoint)?\.com\/v[123]\/\S/i;

/**
 * Outlook Safe Links (`https://<region>.safelinks.protection.outlook.com/?url=…`) and Proofpoint
 * URL Defense links, one per line: every non-blank line must be one (the lookups are cheap prefix
 * checks, so they are far more specific than an ordinary URL).
 */
export default {
  'safelink-decoder': {
    unwraps: true,
    pre: { prefix: ['https://', 'http://'], minLength: 30 },
    prior: 0.95,
    score: ({ text }) => {
      let links = 0;
      let others = 0;
      let proofpoint = false;
      for (const raw of text.split('\n')) {
        const line = raw.trim();
        if (line === '') continue;
        if (SAFELINK.test(line)) links++;
        else if (PROOFPOINT.test(line)) {
          links++;
          proofpoint = true;
        } else others++;
      }
      if (links === 0) return 0;
      const key = proofpoint ? 'proofpoint' : 'safelink';
      return { confidence: others === 0 ? 0.98 : 0.6 + 0.3 * (links / (links + others)), reason: { key } };
    },
  },
} satisfies DetectDeclarations;
