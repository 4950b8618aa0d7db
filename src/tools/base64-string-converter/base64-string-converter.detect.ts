import { base64Text, type DetectDeclarations, type DetectScore } from '../../engine/detect';

/** Decoded text that reads as text: no control characters but tab, line breaks and form feed. */
function readableShare(text: string): number {
  if (text.length === 0) return 0;
  let plain = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) return 0;
    if (code === 127 || (code >= 0x80 && code < 0xa0) || code === 0xfffd) return 0;
    // Letters, digits, spaces, line breaks and common punctuation; accented letters and scripts count too.
    if ((code >= 32 && code < 127) || code === 9 || code === 10 || code === 13 || code >= 0xa0) plain++;
  }
  return plain / text.length;
}

/** Share of letters, digits and spaces among the decoded characters (prose and data are mostly these). */
function wordyShare(text: string): number {
  let wordy = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 32 || code === 10 || code >= 0xc0) wordy++;
  }
  return text.length === 0 ? 0 : wordy / text.length;
}

/**
 * Base64 or Base64url text whose bytes are readable UTF-8 text. Plain words are valid Base64 by
 * chance (low prior); their bytes are rarely valid UTF-8, and short or single-case inputs count little.
 */
export default {
  'base64-string-decode': {
    unwraps: true,
    pre: { minLength: 4 },
    prior: 0.3,
    score: ({ text, stats }): DetectScore | number => {
      // A data URL: the file converter is the better reader, unless the data URL holds text.
      if (/^data:[^,]{0,100};base64,/i.test(text)) {
        const decoded = base64Text(text);
        if (decoded === undefined || readableShare(decoded) < 1) return 0;
        const mime = text.slice(5, text.indexOf(';')).toLowerCase() || 'text/plain';
        return { confidence: mime.startsWith('text/') || mime.endsWith('json') || mime.endsWith('xml') ? 0.8 : 0.4, reason: { key: 'dataUrlText', params: { mime } } };
      }
      const urlSafe = stats.fits.base64url && (text.includes('-') || text.includes('_'));
      if (!stats.fits.base64 && !urlSafe) return 0;
      if (stats.fits.digits) return 0;
      let decoded = base64Text(text, { urlSafe });
      let readAsUrlSafe = urlSafe;
      // Unpadded standard Base64 (a length that is not a multiple of 4) is read with the lenient rules.
      if (decoded === undefined && !urlSafe && !text.includes('=')) {
        decoded = base64Text(text, { urlSafe: true });
        readAsUrlSafe = decoded !== undefined;
      }
      if (decoded === undefined || decoded.trim() === '') return 0;
      if (readableShare(decoded) < 1) return 0;
      const compactLength = stats.length - (stats.has.space || stats.has.lineBreak ? countWhitespace(text) : 0);
      let confidence = 0.45 + Math.min(0.3, compactLength / 160);
      if (text.endsWith('=')) confidence += 0.15;
      const classes = Number(stats.has.lower) + Number(stats.has.upper) + Number(stats.has.digit);
      if (classes >= 2) confidence += 0.1;
      else confidence *= 0.3; // one case of letters only: most likely a word
      if (compactLength < 8) confidence *= 0.4;
      if (stats.has.space) confidence *= 0.4; // words separated by spaces: prose rather than Base64
      const wordy = wordyShare(decoded);
      if (wordy < 0.4) confidence *= 0.5;
      return { confidence: Math.min(0.95, confidence), ...(readAsUrlSafe ? { options: { urlSafe: true } } : {}), reason: { key: readAsUrlSafe ? 'decodesToTextUrlSafe' : 'decodesToText' } };
    },
  },
} satisfies DetectDeclarations;

function countWhitespace(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 32 || code === 9 || code === 10 || code === 13) count++;
  }
  return count;
}
