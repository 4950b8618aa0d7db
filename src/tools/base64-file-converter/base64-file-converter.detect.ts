import { base64ToBytes } from '../../lib/base64/base64';
import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/** How the Base64 text of common files starts (the Base64 of their magic numbers), as the service lists them. */
const SIGNATURES: readonly (readonly [prefix: string, type: string])[] = [
  ['JVBERi0', 'PDF'], // %PDF-
  ['R0lGODdh', 'GIF'], // GIF87a
  ['R0lGODlh', 'GIF'], // GIF89a
  ['iVBORw0KGgo', 'PNG'], // \x89PNG\r\n\x1a\n
  ['/9j/', 'JPEG'], // FF D8 FF
  ['UEsDB', 'ZIP'], // PK\x03\x04
  ['UklGR', 'RIFF'], // RIFF (WebP, WAV, AVI)
  ['AAABAA', 'ICO'], // 00 00 01 00
  ['H4sI', 'GZIP'], // 1F 8B 08
  ['T2dnUw', 'OGG'], // OggS
  ['SUQz', 'MP3'], // ID3
  ['d09GR', 'WOFF'], // wOFF / wOF2
  ['AAAAIGZ0eXA', 'MP4'], // …ftyp
  ['AAAAHGZ0eXA', 'MP4'],
  ['AAAAGGZ0eXA', 'MP4'],
];

function decodes(text: string): Uint8Array | undefined {
  try {
    return base64ToBytes(text);
  } catch {
    return undefined;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** True when the bytes are not text: not UTF-8, or control characters other than tab, line breaks and form feed. */
function looksBinary(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
  } catch {
    return true;
  }
  const end = Math.min(bytes.length, 4096);
  let control = 0;
  for (let index = 0; index < end; index++) {
    const byte = bytes[index]!;
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13) control++;
  }
  return control > 0;
}

/**
 * A `data:<mime>;base64,` URL (unmistakable), or bare Base64 that starts with a file's magic number
 * or decodes to binary bytes. Base64 of plain text is the string converter's.
 */
export default {
  'base64-file-decode': {
    pre: { minLength: 8 },
    prior: 0.9,
    score: ({ text, stats, truncated }): DetectScore | number => {
      if (/^data:[^,]{0,100};base64,/i.test(text)) {
        const mime = text.slice(5, text.indexOf(';')).toLowerCase() || 'application/octet-stream';
        const bytes = truncated ? new Uint8Array(1) : decodes(text);
        if (!bytes || bytes.length === 0) return { confidence: 0.3, reason: { key: 'dataUrl', params: { mime } } };
        return { confidence: 0.97, reason: { key: 'dataUrl', params: { mime } } };
      }
      // Bare Base64 is one run (MIME wraps it in lines, never with spaces) mixing cases and digits.
      if (!stats.fits.base64 || stats.fits.hex || stats.has.space || !stats.has.upper || !stats.has.lower) return 0;
      const signature = SIGNATURES.find(([prefix]) => text.startsWith(prefix));
      // A cut sample may not decode: the charset and the magic number are enough then.
      const bytes = truncated ? undefined : decodes(text);
      if (!truncated && !bytes) return 0;
      if (signature && (stats.length >= 24 || truncated)) return { confidence: 0.9, reason: { key: 'signature', params: { type: signature[1] } } };
      if (truncated) return { confidence: 0.5, reason: { key: 'binary' } };
      if (stats.length < 64 || !bytes || !looksBinary(bytes)) return 0;
      return { confidence: 0.55, reason: { key: 'binary' } };
    },
  },
  // Any file becomes Base64 (a data URL): a low confidence, below the tools made for its kind.
  'base64-file-encode': { file: { types: ['*'], confidence: 0.45, reason: { key: 'anyFile' } } },
} satisfies DetectDeclarations;
