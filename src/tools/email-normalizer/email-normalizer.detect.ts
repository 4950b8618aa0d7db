import type { DetectDeclarations } from '../../engine/detect';

/** `local@domain.tld`: a dot-atom or quoted local part, a domain with a TLD of letters (RFC 5322 §3.4.1, simplified). */
const ADDRESS = /^(?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*|"[^"\r\n]{1,64}")@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/;

function isAddress(line: string): boolean {
  return line.length <= 320 && ADDRESS.test(line);
}

/**
 * E-mail addresses, one per line as the normalizer reads them: all of them addresses is sure,
 * most of them likely. A sentence with an address inside is not a list of addresses.
 */
export default {
  'email-normalizer': {
    pre: { minLength: 6 },
    prior: 0.7,
    score: ({ text }) => {
      if (!text.includes('@')) return 0;
      let addresses = 0;
      let others = 0;
      for (const line of text.split('\n')) {
        const item = line.trim();
        if (item === '') continue;
        if (isAddress(item)) addresses++;
        else others++;
      }
      if (addresses === 0) return 0;
      const share = addresses / (addresses + others);
      if (share < 0.5) return 0;
      return { confidence: share === 1 ? 0.92 : 0.4 + 0.4 * share, reason: { key: addresses === 1 ? 'address' : 'addresses', params: { count: addresses } } };
    },
  },
} satisfies DetectDeclarations;
