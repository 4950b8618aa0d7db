import { describe, expect, it } from 'vitest';
import { extensionOf, identifyFile, looksLikeText, sniffSignature } from './signatures';

const bytes = (...parts: (string | number[])[]) => {
  const out: number[] = [];
  for (const part of parts) out.push(...(typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part));
  return new Uint8Array(out);
};
const at = (offset: number, text: string) => bytes(new Array<number>(offset).fill(0), text);
/** An ISO base media file's first box: ftyp with a major brand and compatible ones. */
const ftyp = (major: string, ...compatible: string[]) => bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('file signatures', () => {
  it.each<[string, Uint8Array, string, string]>([
    ['PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]), 'image/png', 'png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg', 'jpg'],
    ['GIF89a', bytes('GIF89a'), 'image/gif', 'gif'],
    ['WebP in RIFF', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp', 'webp'],
    ['WAV in RIFF', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav', 'wav'],
    ['AVIF', ftyp('avif', 'mif1', 'miaf'), 'image/avif', 'avif'],
    ['HEIC', ftyp('heic', 'mif1', 'heic'), 'image/heic', 'heic'],
    ['MP4', ftyp('isom', 'isom', 'avc1'), 'video/mp4', 'mp4'],
    ['M4A', ftyp('M4A ', 'M4A ', 'isom'), 'audio/mp4', 'm4a'],
    ['QuickTime', ftyp('qt  ', 'qt  '), 'video/quicktime', 'mov'],
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf', 'pdf'],
    ['ZIP', bytes('PK\x03\x04', [20, 0]), 'application/zip', 'zip'],
    ['an empty ZIP', bytes('PK\x05\x06', new Array<number>(18).fill(0)), 'application/zip', 'zip'],
    ['EPUB', bytes('PK\x03\x04', new Array<number>(26).fill(0), 'mimetypeapplication/epub+zip'), 'application/epub+zip', 'epub'],
    ['gzip', bytes([0x1f, 0x8b, 0x08, 0]), 'application/gzip', 'gz'],
    ['tar', at(257, 'ustar\x0000'), 'application/x-tar', 'tar'],
    ['FLAC', bytes('fLaC'), 'audio/flac', 'flac'],
    ['Ogg Opus', bytes('OggS', new Array<number>(24).fill(0), 'OpusHead'), 'audio/ogg', 'opus'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'), 'video/webm', 'webm'],
    ['MP3 with ID3', bytes('ID3', [4, 0, 0]), 'audio/mpeg', 'mp3'],
    ['MP3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg', 'mp3'],
    ['WOFF2', bytes('wOF2'), 'font/woff2', 'woff2'],
    ['WebAssembly', bytes([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), 'application/wasm', 'wasm'],
    ['a DER certificate', bytes([0x30, 0x82, 0x03, 0x0f, 0x30, 0x82, 0x02, 0xf7]), 'application/pkix-cert', 'der'],
    ['a PEM certificate', bytes('-----BEGIN CERTIFICATE-----\nMIID'), 'application/x-pem-file', 'pem'],
    ['SVG with an XML declaration', bytes('<?xml version="1.0"?>\n<!-- a comment -->\n<svg xmlns="http://www.w3.org/2000/svg">'), 'image/svg+xml', 'svg'],
    ['BMP', bytes('BM', [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 40, 0, 0, 0]), 'image/bmp', 'bmp'],
    ['ICO', bytes([0, 0, 1, 0, 1, 0, 16, 16, 0, 0]), 'image/x-icon', 'ico'],
  ])('recognises %s', (_name, head, type, ext) => {
    expect(sniffSignature(head)).toMatchObject({ type, ext });
  });

  it.each<[string, Uint8Array]>([
    ['"BM" without a bitmap header', bytes('BM is a text')],
    ['a ZIP-like text', bytes('PKZIP is a program')],
    ['a short binary', bytes([1, 2, 3])],
  ])('does not take %s for a format', (_name, head) => {
    expect(sniffSignature(head)).toBeUndefined();
  });

  it('falls back on the name for text, and on binary data', () => {
    expect(identifyFile(bytes('{"a":1}'), 'data.json')).toMatchObject({ type: 'application/json', family: 'text' });
    expect(identifyFile(bytes('plain words'), 'notes')).toMatchObject({ type: 'text/plain', ext: 'txt' });
    expect(identifyFile(bytes([0, 1, 2, 0xfe]), 'blob')).toMatchObject({ type: 'application/octet-stream', ext: 'bin' });
    expect(identifyFile(bytes([0xff, 0xd8, 0xff]), 'misnamed.png')).toMatchObject({ type: 'image/jpeg' });
  });

  it('tells text from binary, a sequence cut at the sample end allowed', () => {
    expect(looksLikeText(bytes('h\xe9llo'))).toBe(false);
    expect(looksLikeText(new TextEncoder().encode('héllo'))).toBe(true);
    expect(looksLikeText(bytes([0x68, 0x00, 0x69]))).toBe(false);
    expect(looksLikeText(bytes([0xc3, 0x28]))).toBe(false);
    const cut = new Uint8Array(4096).fill(0x61);
    cut[4095] = 0xe2;
    expect(looksLikeText(cut)).toBe(true);
    expect(extensionOf('dir.v2/Photo.JPG')).toBe('jpg');
    expect(extensionOf('.bashrc')).toBe('');
  });
});
