/**
 * What a file is, from its first bytes (its "magic number") and, failing that, its name. One table
 * for the whole app: naming the bytes a step makes (`bytes` → `file`), "Drop anything" and
 * `it-tools detect -i FILE`, and the file inspector's real type against the extension.
 *
 * The signatures are the formats' own (PNG's eight bytes, "%PDF-", ZIP's local header, the ISO base
 * media file's `ftyp` brand…); the first match in table order wins, so the more specific entries
 * (a WebP inside RIFF, an AVIF inside `ftyp`) come before their containers.
 */

/** The families a tool says it takes ("Drop anything" matches a file's family with the tools'). */
export type FileFamily = 'image' | 'pdf' | 'archive' | 'audio' | 'video' | 'font' | 'certificate' | 'text' | 'executable' | 'database' | 'other';

export interface FileSignature {
  /** The MIME type, e.g. `image/png`. */
  type: string;
  /** The usual extension, without the dot. */
  ext: string;
  family: FileFamily;
  /** A short English name, e.g. "PNG image". */
  name: string;
}

/** How many first bytes the table reads (the tar header's "ustar" is at 257). */
export const SIGNATURE_BYTES = 4096;

type Test = (bytes: Uint8Array) => boolean;

const startsWith =
  (...values: number[]): Test =>
  (bytes) =>
    values.every((value, index) => bytes[index] === value);
const ascii = (text: string, at = 0): Test => {
  const codes = [...text].map((char) => char.charCodeAt(0));
  return (bytes) => codes.every((code, index) => bytes[at + index] === code);
};
const both =
  (...tests: Test[]): Test =>
  (bytes) =>
    tests.every((test) => test(bytes));
const textAt = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
const u32be = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;

/** The brands of an ISO base media file (`ftyp` box): the major brand and the compatible ones. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || textAt(bytes, 4, 4) !== 'ftyp') return [];
  const size = Math.min(u32be(bytes, 0), bytes.length);
  const brands = [textAt(bytes, 8, 4)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(textAt(bytes, at, 4));
  return brands;
}
const ftyp =
  (...wanted: string[]): Test =>
  (bytes) =>
    ftypBrands(bytes).some((brand) => wanted.includes(brand));
const majorBrand =
  (...wanted: string[]): Test =>
  (bytes) =>
    wanted.includes(ftypBrands(bytes)[0] ?? '');

/** The first bytes as Latin-1 text, without a UTF-8 byte order mark (for the text formats). */
const head = (bytes: Uint8Array, length = 1024) => {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return textAt(bytes, start, Math.min(length, bytes.length - start));
};

/** An MPEG audio frame header: sync bits, a valid layer, bitrate and sample rate. */
const mpegAudioFrame: Test = (bytes) =>
  bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) !== 0 && (bytes[2]! & 0xf0) !== 0xf0 && (bytes[2]! & 0x0c) !== 0x0c;
/** AAC in ADTS frames (sync bits with layer 0). */
const adtsFrame: Test = (bytes) => bytes[0] === 0xff && (bytes[1]! & 0xf6) === 0xf0;

/** A DER SEQUENCE of a SEQUENCE with a long length, as certificates, CSRs and keys start. */
const derSequence: Test = (bytes) => bytes[0] === 0x30 && (bytes[1] === 0x82 || bytes[1] === 0x83) && bytes[4] === 0x30 && (bytes[5] === 0x82 || bytes[5] === 0x83 || bytes[5] === 0x81);

const TABLE: readonly (FileSignature & { test: Test })[] = [
  { type: 'image/png', ext: 'png', family: 'image', name: 'PNG image', test: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  { type: 'image/jpeg', ext: 'jpg', family: 'image', name: 'JPEG image', test: startsWith(0xff, 0xd8, 0xff) },
  { type: 'image/gif', ext: 'gif', family: 'image', name: 'GIF image', test: (bytes) => ascii('GIF87a')(bytes) || ascii('GIF89a')(bytes) },
  { type: 'image/webp', ext: 'webp', family: 'image', name: 'WebP image', test: both(ascii('RIFF'), ascii('WEBP', 8)) },
  { type: 'image/avif', ext: 'avif', family: 'image', name: 'AVIF image', test: majorBrand('avif', 'avis') },
  { type: 'image/heic', ext: 'heic', family: 'image', name: 'HEIC image', test: majorBrand('heic', 'heix', 'heim', 'heis', 'hevc', 'hevx') },
  { type: 'image/heif', ext: 'heif', family: 'image', name: 'HEIF image', test: majorBrand('mif1', 'msf1') },
  { type: 'image/jxl', ext: 'jxl', family: 'image', name: 'JPEG XL image', test: (bytes) => startsWith(0xff, 0x0a)(bytes) || both(startsWith(0, 0, 0, 0x0c), ascii('JXL ', 4))(bytes) },
  { type: 'image/tiff', ext: 'tif', family: 'image', name: 'TIFF image', test: (bytes) => startsWith(0x49, 0x49, 0x2a, 0x00)(bytes) || startsWith(0x4d, 0x4d, 0x00, 0x2a)(bytes) },
  {
    type: 'image/bmp',
    ext: 'bmp',
    family: 'image',
    name: 'BMP image',
    // "BM" alone is too common: the DIB header that follows has one of a few sizes.
    test: (bytes) => ascii('BM')(bytes) && [12, 40, 52, 56, 64, 108, 124].includes(bytes[14]! | (bytes[15]! << 8)) && bytes[16] === 0 && bytes[17] === 0,
  },
  { type: 'image/x-icon', ext: 'ico', family: 'image', name: 'Windows icon', test: (bytes) => startsWith(0, 0, 1, 0)(bytes) && (bytes[4]! | bytes[5]!) !== 0 && bytes[9] === 0 },
  { type: 'image/vnd.adobe.photoshop', ext: 'psd', family: 'image', name: 'Photoshop image', test: ascii('8BPS') },
  { type: 'application/pdf', ext: 'pdf', family: 'pdf', name: 'PDF document', test: (bytes) => head(bytes, 1024).includes('%PDF-') && head(bytes, 8).trimStart().startsWith('%PDF-') },
  { type: 'application/epub+zip', ext: 'epub', family: 'archive', name: 'EPUB book', test: both(ascii('PK\x03\x04'), ascii('mimetypeapplication/epub+zip', 30)) },
  { type: 'application/zip', ext: 'zip', family: 'archive', name: 'ZIP archive', test: (bytes) => ascii('PK\x03\x04')(bytes) || ascii('PK\x05\x06')(bytes) },
  { type: 'application/gzip', ext: 'gz', family: 'archive', name: 'gzip data', test: startsWith(0x1f, 0x8b, 0x08) },
  { type: 'application/x-bzip2', ext: 'bz2', family: 'archive', name: 'bzip2 data', test: ascii('BZh') },
  { type: 'application/x-xz', ext: 'xz', family: 'archive', name: 'xz data', test: startsWith(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00) },
  { type: 'application/zstd', ext: 'zst', family: 'archive', name: 'Zstandard data', test: startsWith(0x28, 0xb5, 0x2f, 0xfd) },
  { type: 'application/x-7z-compressed', ext: '7z', family: 'archive', name: '7-Zip archive', test: startsWith(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c) },
  { type: 'application/vnd.rar', ext: 'rar', family: 'archive', name: 'RAR archive', test: ascii('Rar!\x1a\x07') },
  { type: 'application/x-tar', ext: 'tar', family: 'archive', name: 'tar archive', test: ascii('ustar', 257) },
  { type: 'audio/flac', ext: 'flac', family: 'audio', name: 'FLAC audio', test: ascii('fLaC') },
  { type: 'audio/wav', ext: 'wav', family: 'audio', name: 'WAV audio', test: both(ascii('RIFF'), ascii('WAVE', 8)) },
  { type: 'video/x-msvideo', ext: 'avi', family: 'video', name: 'AVI video', test: both(ascii('RIFF'), ascii('AVI ', 8)) },
  { type: 'audio/ogg', ext: 'opus', family: 'audio', name: 'Ogg Opus audio', test: (bytes) => ascii('OggS')(bytes) && head(bytes, 128).includes('OpusHead') },
  { type: 'video/ogg', ext: 'ogv', family: 'video', name: 'Ogg video', test: (bytes) => ascii('OggS')(bytes) && head(bytes, 128).includes('theora') },
  { type: 'audio/ogg', ext: 'ogg', family: 'audio', name: 'Ogg audio', test: ascii('OggS') },
  { type: 'audio/mp4', ext: 'm4a', family: 'audio', name: 'MPEG-4 audio', test: majorBrand('M4A ', 'M4B ', 'M4P ') },
  { type: 'video/quicktime', ext: 'mov', family: 'video', name: 'QuickTime video', test: majorBrand('qt  ') },
  { type: 'video/3gpp', ext: '3gp', family: 'video', name: '3GPP video', test: (bytes) => /^3g/.test(ftypBrands(bytes)[0] ?? '') },
  { type: 'video/mp4', ext: 'mp4', family: 'video', name: 'MPEG-4 video', test: ftyp('isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'mmp4', 'MSNV', 'F4V ') },
  { type: 'video/webm', ext: 'webm', family: 'video', name: 'WebM video', test: (bytes) => startsWith(0x1a, 0x45, 0xdf, 0xa3)(bytes) && head(bytes, 64).includes('webm') },
  { type: 'video/x-matroska', ext: 'mkv', family: 'video', name: 'Matroska video', test: startsWith(0x1a, 0x45, 0xdf, 0xa3) },
  { type: 'audio/mpeg', ext: 'mp3', family: 'audio', name: 'MP3 audio', test: (bytes) => ascii('ID3')(bytes) || mpegAudioFrame(bytes) },
  { type: 'audio/aac', ext: 'aac', family: 'audio', name: 'AAC audio', test: adtsFrame },
  { type: 'audio/midi', ext: 'mid', family: 'audio', name: 'MIDI', test: ascii('MThd') },
  { type: 'font/woff2', ext: 'woff2', family: 'font', name: 'WOFF2 font', test: ascii('wOF2') },
  { type: 'font/woff', ext: 'woff', family: 'font', name: 'WOFF font', test: ascii('wOFF') },
  { type: 'font/otf', ext: 'otf', family: 'font', name: 'OpenType font', test: ascii('OTTO') },
  { type: 'font/ttf', ext: 'ttf', family: 'font', name: 'TrueType font', test: startsWith(0x00, 0x01, 0x00, 0x00, 0x00) },
  { type: 'application/wasm', ext: 'wasm', family: 'executable', name: 'WebAssembly module', test: startsWith(0x00, 0x61, 0x73, 0x6d) },
  { type: 'application/x-elf', ext: 'elf', family: 'executable', name: 'ELF executable', test: startsWith(0x7f, 0x45, 0x4c, 0x46) },
  { type: 'application/x-msdownload', ext: 'exe', family: 'executable', name: 'Windows executable', test: (bytes) => ascii('MZ')(bytes) && bytes.length >= 64 },
  { type: 'application/java-vm', ext: 'class', family: 'executable', name: 'Java class', test: startsWith(0xca, 0xfe, 0xba, 0xbe) },
  { type: 'application/vnd.sqlite3', ext: 'sqlite', family: 'database', name: 'SQLite database', test: ascii('SQLite format 3\0') },
  { type: 'application/pkix-cert', ext: 'der', family: 'certificate', name: 'DER certificate or key', test: derSequence },
  { type: 'application/x-pem-file', ext: 'pem', family: 'certificate', name: 'PEM certificate or key', test: (bytes) => /^\s*-----BEGIN [A-Z0-9 ]+-----/.test(head(bytes, 256)) },
  { type: 'image/svg+xml', ext: 'svg', family: 'image', name: 'SVG image', test: (bytes) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head(bytes, 4096)) },
  { type: 'application/rtf', ext: 'rtf', family: 'text', name: 'RTF document', test: ascii('{\\rtf') },
];

/** What the first bytes say the file is; undefined when no signature matches. */
export function sniffSignature(bytes: Uint8Array): FileSignature | undefined {
  const first = bytes.subarray(0, SIGNATURE_BYTES);
  const match = TABLE.find((entry) => entry.test(first));
  if (!match) return undefined;
  const { type, ext, family, name } = match;
  return { type, ext, family, name };
}

/** Every signature the table knows, once per type (for the file inspector and the docs). */
export const knownSignatures: readonly FileSignature[] = TABLE.filter((entry, index) => TABLE.findIndex((other) => other.type === entry.type && other.ext === entry.ext) === index).map(
  ({ type, ext, family, name }) => ({ type, ext, family, name }),
);

/** Extensions the table does not read from bytes (text formats), with their type and family. */
const BY_EXTENSION: Readonly<Record<string, FileSignature>> = {
  txt: { type: 'text/plain', ext: 'txt', family: 'text', name: 'Text' },
  md: { type: 'text/markdown', ext: 'md', family: 'text', name: 'Markdown' },
  json: { type: 'application/json', ext: 'json', family: 'text', name: 'JSON' },
  yaml: { type: 'application/yaml', ext: 'yaml', family: 'text', name: 'YAML' },
  yml: { type: 'application/yaml', ext: 'yml', family: 'text', name: 'YAML' },
  toml: { type: 'application/toml', ext: 'toml', family: 'text', name: 'TOML' },
  xml: { type: 'application/xml', ext: 'xml', family: 'text', name: 'XML' },
  csv: { type: 'text/csv', ext: 'csv', family: 'text', name: 'CSV' },
  html: { type: 'text/html', ext: 'html', family: 'text', name: 'HTML' },
  htm: { type: 'text/html', ext: 'htm', family: 'text', name: 'HTML' },
  css: { type: 'text/css', ext: 'css', family: 'text', name: 'CSS' },
  js: { type: 'text/javascript', ext: 'js', family: 'text', name: 'JavaScript' },
  sql: { type: 'application/sql', ext: 'sql', family: 'text', name: 'SQL' },
  crt: { type: 'application/x-pem-file', ext: 'crt', family: 'certificate', name: 'Certificate' },
  cer: { type: 'application/pkix-cert', ext: 'cer', family: 'certificate', name: 'Certificate' },
  csr: { type: 'application/pkcs10', ext: 'csr', family: 'certificate', name: 'Certificate signing request' },
  key: { type: 'application/x-pem-file', ext: 'key', family: 'certificate', name: 'Key' },
};

/** A file name's extension in lower case, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** What a file is from its extension alone: the table's entry for it, or a text format. */
export function signatureOfExtension(ext: string): FileSignature | undefined {
  const lower = ext.toLowerCase().replace(/^\./, '');
  return BY_EXTENSION[lower] ?? knownSignatures.find((entry) => entry.ext === lower) ?? ALIASES[lower];
}

const ALIASES: Readonly<Record<string, FileSignature>> = {
  jpeg: { type: 'image/jpeg', ext: 'jpeg', family: 'image', name: 'JPEG image' },
  tiff: { type: 'image/tiff', ext: 'tiff', family: 'image', name: 'TIFF image' },
  tgz: { type: 'application/gzip', ext: 'tgz', family: 'archive', name: 'gzip data' },
  heif: { type: 'image/heif', ext: 'heif', family: 'image', name: 'HEIF image' },
};

/** Whether the bytes read as UTF-8 text (the first `SIGNATURE_BYTES`, a sequence cut at the end allowed). */
export function looksLikeText(bytes: Uint8Array): boolean {
  const first = bytes.subarray(0, SIGNATURE_BYTES);
  if (first.length === 0) return true;
  let index = 0;
  while (index < first.length) {
    const byte = first[index]!;
    if (byte === 0) return false;
    const length = byte < 0x80 ? 1 : byte >= 0xc2 && byte <= 0xdf ? 2 : byte >= 0xe0 && byte <= 0xef ? 3 : byte >= 0xf0 && byte <= 0xf4 ? 4 : 0;
    if (length === 0) return false;
    for (let next = 1; next < length; next += 1) {
      if (index + next >= first.length) return first.length === SIGNATURE_BYTES;
      if ((first[index + next]! & 0xc0) !== 0x80) return false;
    }
    index += length;
  }
  return true;
}

const TEXT: FileSignature = { type: 'text/plain', ext: 'txt', family: 'text', name: 'Text' };
const BINARY: FileSignature = { type: 'application/octet-stream', ext: 'bin', family: 'other', name: 'Binary data' };

/**
 * What a file is: its signature; else, for text, the format its extension names (or plain text);
 * else what the extension says; else binary data.
 */
export function identifyFile(bytes: Uint8Array, name = ''): FileSignature {
  const signed = sniffSignature(bytes);
  if (signed) return signed;
  const byName = signatureOfExtension(extensionOf(name));
  if (looksLikeText(bytes)) return byName?.family === 'text' || byName?.family === 'certificate' ? byName : TEXT;
  return byName ?? BINARY;
}
