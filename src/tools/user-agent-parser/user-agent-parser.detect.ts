import type { DetectDeclarations } from '../../engine/detect';

/** A product token `Name/1.2…` at the start (RFC 9110 §10.1.5). */
const PRODUCT = /^([A-Za-z][A-Za-z0-9._+-]{0,40})\/(\d[A-Za-z0-9._+-]{0,40})(?=$|\s)/;
/** Crawlers and HTTP clients that do not start with Mozilla. */
const KNOWN_AGENTS = /^(?:curl|wget|python-requests|python-urllib|okhttp|postmanruntime|go-http-client|apache-httpclient|axios|node-fetch|undici|java|dalvik|opera|googlebot|bingbot|duckduckbot|yandexbot|baiduspider|slurp|facebookexternalhit|twitterbot|linkedinbot|applebot|ahrefsbot|semrushbot|gptbot|claudebot|httpie|insomnia|libwww-perl|lynx|links|safari|chrome|firefox)$/i;

/**
 * A User-Agent header value: `Mozilla/5.0 (…)` for browsers and most bots, otherwise a product
 * token `Name/version` (curl, Wget, okhttp, Googlebot…) optionally followed by comments and more
 * products. One line, no `HTTP/1.1` status or request line.
 */
export default {
  'user-agent-parser': {
    pre: { maxLines: 1, minLength: 5, maxLength: 2048 },
    prior: 0.8,
    score: ({ text }) => {
      const value = text.startsWith('User-Agent:') ? text.slice(11).trim() : text;
      const match = PRODUCT.exec(value);
      if (!match) return 0;
      const name = match[1]!;
      if (/^https?$/i.test(name)) return 0;
      if (/^Mozilla$/.test(name) && /^\d\.\d/.test(match[2]!)) {
        return { confidence: value.includes('(') ? 0.97 : 0.7, reason: { key: 'browser' } };
      }
      const rest = value.slice(match[0].length).trim();
      // After the first product: nothing, a (comment) or further product tokens.
      const tail = rest === '' || rest.startsWith('(') || PRODUCT.test(rest);
      if (!tail) return 0;
      if (KNOWN_AGENTS.test(name) || /bot|spider|crawler/i.test(name)) return { confidence: 0.9, reason: { key: 'client', params: { name } } };
      return { confidence: rest === '' ? 0.45 : 0.6, reason: { key: 'client', params: { name } } };
    },
  },
} satisfies DetectDeclarations;
