import type { DetectDeclarations } from '../../engine/detect';

/** An HTTP/1.x or HTTP/2–3 status line: `HTTP/1.1 404 Not Found`, `HTTP/2 200`. */
const STATUS_LINE = /^HTTP\/\d(?:\.\d)? ([1-5]\d\d)(?: [^\r\n]*)?$/;
/** A status code and its reason phrase: `404 Not Found`, `418 I'm a teapot`. */
const CODE_AND_REASON = /^([1-5]\d\d) [A-Z][A-Za-z' -]{1,40}$/;

/**
 * An HTTP status line (strong), a code with a reason phrase (medium) or a bare three-digit code
 * 100–599 (weak: small numbers happen by chance). Only the first line of a pasted response counts.
 */
export default {
  'http-status-codes-search': {
    pre: { minLength: 3, maxLength: 20000 },
    prior: 0.45,
    score: ({ text }) => {
      const firstLine = text.slice(0, Math.min(text.length, 200)).split('\n')[0]!.trim();
      const line = STATUS_LINE.exec(firstLine);
      if (line) return { confidence: 0.95, reason: { key: 'statusLine', params: { code: line[1]! } } };
      if (text.includes('\n')) return 0;
      const reason = CODE_AND_REASON.exec(text);
      if (reason) return { confidence: 0.6, reason: { key: 'statusCode', params: { code: reason[1]! } } };
      if (/^[1-5]\d\d$/.test(text)) return { confidence: 0.3, reason: { key: 'statusCode', params: { code: text } } };
      return 0;
    },
  },
} satisfies DetectDeclarations;
