import type { DetectDeclarations } from '../../engine/detect';

/** `scheme://` then no whitespace: an absolute URL on one line (a sentence with a URL inside is not one). */
const ABSOLUTE_URL = /^([A-Za-z][A-Za-z0-9+.-]{0,31}):\/\/\S*$/;
const WEB_SCHEMES = new Set(['http', 'https', 'ftp', 'ftps', 'ws', 'wss', 'sftp', 'ssh', 'file']);

/** The host part of a hierarchical URL (after credentials, before the port): letters, digits, dots, dashes or a bracketed IPv6. */
function hostOf(text: string, schemeLength: number): string {
  const rest = text.slice(schemeLength + 3);
  let end = rest.length;
  for (const stop of ['/', '?', '#']) {
    const at = rest.indexOf(stop);
    if (at >= 0 && at < end) end = at;
  }
  const authority = rest.slice(0, end);
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
}

/** An absolute URL: `scheme://host…`; web schemes with a plausible host read surest. */
export default {
  'url-parser': {
    pre: { maxLines: 1, minLength: 8, maxLength: 8192 },
    prior: 0.7,
    score: ({ text }) => {
      const match = ABSOLUTE_URL.exec(text);
      if (!match) return 0;
      const scheme = match[1]!.toLowerCase();
      const host = hostOf(text, scheme.length);
      const plausibleHost = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])$/.test(host);
      if (WEB_SCHEMES.has(scheme)) {
        if (!plausibleHost && scheme !== 'file') return 0.3;
        return { confidence: 0.9, reason: { key: 'absoluteUrl', params: { scheme } } };
      }
      return { confidence: plausibleHost ? 0.6 : 0.4, reason: { key: 'absoluteUrl', params: { scheme } } };
    },
  },
} satisfies DetectDeclarations;
