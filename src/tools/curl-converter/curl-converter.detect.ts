import type { DetectDeclarations } from '../../engine/detect';

const FETCH_CALL = /^(?:(?:const|let|var)\s+[\w$]+\s*=\s*)?(?:await\s+)?fetch\s*\(\s*["'`]/;

/**
 * A curl command (Chrome's "Copy as cURL" for bash or cmd, or one typed by hand, a `$ ` prompt
 * allowed), and a `fetch("…", {…})` call (Chrome's "Copy as fetch") to turn back into curl.
 */
export default {
  'curl-converter': {
    pre: { prefix: ['curl ', 'curl.exe ', '$ curl ', 'curl\t'], minLength: 8 },
    prior: 0.95,
    score: ({ text }) => {
      const words = text.slice(0, 4000).split(/\s+/);
      const hasUrl = words.some((word) => /^["'^]*(?:https?:\/\/|localhost|[\w-]+\.[\w.-]+\/)/i.test(word));
      const hasOption = words.some((word) => /^-{1,2}[A-Za-z]/.test(word));
      if (!hasUrl && !hasOption) return 0;
      return { confidence: hasUrl ? 0.98 : 0.7, reason: { key: 'curlCommand' } };
    },
  },
  'curl-converter-from-fetch': {
    pre: { minLength: 10 },
    prior: 0.9,
    score: ({ text }) => (FETCH_CALL.test(text) ? { confidence: text.includes('{') ? 0.96 : 0.85, reason: { key: 'fetchCall' } } : 0),
  },
} satisfies DetectDeclarations;
