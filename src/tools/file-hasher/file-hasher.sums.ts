/**
 * File hasher's light half (no hashing library): the algorithms, the `sha256sum`-style lines the
 * command line prints, and checksum lists (`SHA256SUMS`, `MD5SUMS`, `B3SUMS`, BSD `--tag` lines,
 * Fedora's clear-signed `CHECKSUM`) read line by line and compared with computed digests. The page,
 * the operations and the worker share it.
 */

/** The algorithms, in display order. */
export const FILE_HASH_ALGORITHMS = ['md5', 'sha1', 'sha256', 'sha512', 'blake3', 'crc32'] as const;
export type FileHashAlgorithm = (typeof FILE_HASH_ALGORITHMS)[number];

/** Hex digits of each digest. */
export const DIGEST_HEX_LENGTH: Record<FileHashAlgorithm, number> = { md5: 32, sha1: 40, sha256: 64, sha512: 128, blake3: 64, crc32: 8 };

/** The names people write (`SHA-256`, the BSD tag `SHA256`). */
export const ALGORITHM_LABELS: Record<FileHashAlgorithm, string> = { md5: 'MD5', sha1: 'SHA-1', sha256: 'SHA-256', sha512: 'SHA-512', blake3: 'BLAKE3', crc32: 'CRC32' };
const BSD_TAGS: Record<FileHashAlgorithm, string> = { md5: 'MD5', sha1: 'SHA1', sha256: 'SHA256', sha512: 'SHA512', blake3: 'BLAKE3', crc32: 'CRC32' };

/** `SHA-256`, `sha256`, `SHA256`, `b3` → `sha256`…; undefined for any other name. */
export function algorithmOf(name: string): FileHashAlgorithm | undefined {
  const key = name.trim().toLowerCase().replace(/[-_\s]/g, '');
  if (key === 'b3') return 'blake3';
  return (FILE_HASH_ALGORITHMS as readonly string[]).includes(key) ? (key as FileHashAlgorithm) : undefined;
}

/**
 * The `algorithm` option as written on a command line or in a recipe: a list, one name, names
 * separated by commas or spaces (`md5,sha256`), or `all`. Unknown names are kept, for the schema to
 * refuse by name.
 */
export function algorithmList(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((name) => (typeof name === 'string' ? (algorithmOf(name) ?? name) : name));
  if (typeof value !== 'string') return value;
  // The page keeps the list as JSON text (its state holds strings): `["md5","sha256"]`.
  if (value.trim().startsWith('[')) {
    try {
      return algorithmList(JSON.parse(value) as unknown);
    } catch {
      return value;
    }
  }
  const names = value.split(/[\s,]+/).filter(Boolean);
  if (names.length === 1 && names[0]!.toLowerCase() === 'all') return [...FILE_HASH_ALGORITHMS];
  return names.map((name) => algorithmOf(name) ?? name);
}

/** The chosen algorithms without repeats, in display order. */
export function orderedAlgorithms(algorithms: readonly FileHashAlgorithm[]): FileHashAlgorithm[] {
  return FILE_HASH_ALGORITHMS.filter((algorithm) => algorithms.includes(algorithm));
}

export type Digests = Partial<Record<FileHashAlgorithm, string>>;

/** GNU coreutils escapes a name holding a backslash or a line break, and marks the line with a leading backslash. */
function escapedName(name: string): { escaped: boolean; text: string } {
  if (!/[\\\n\r]/.test(name)) return { escaped: false, text: name };
  return { escaped: true, text: name.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r') };
}

function unescapeName(text: string): string {
  return text.replace(/\\(\\|n|r)/g, (_, char: string) => (char === 'n' ? '\n' : char === 'r' ? '\r' : '\\'));
}

/**
 * Checksum lines for one file, as the coreutils print them: one algorithm gives `<hex>  <name>`
 * (`sha256sum`, `b3sum`), several give one BSD line each, `SHA256 (<name>) = <hex>` (`sha256sum
 * --tag`), so that every line says its algorithm. Either form is read back by the check.
 */
export function checksumLines(name: string, digests: Digests): string {
  const algorithms = FILE_HASH_ALGORITHMS.filter((algorithm) => digests[algorithm] !== undefined);
  const { escaped, text } = escapedName(name);
  const mark = escaped ? '\\' : '';
  if (algorithms.length === 1) return `${mark}${digests[algorithms[0]!]}  ${text}\n`;
  return algorithms.map((algorithm) => `${mark}${BSD_TAGS[algorithm]} (${text}) = ${digests[algorithm]}\n`).join('');
}

/** One checksum of a list. */
export interface ChecksumEntry {
  /** 1-based line number in the list. */
  line: number;
  /** The file's name as the list writes it (a relative path, `./x`, or a bare name). */
  name: string;
  algorithm: FileHashAlgorithm;
  /** Lower-case hex. */
  expected: string;
  /** Read in binary mode (`*name`): the same bytes on every system we run on. */
  binary: boolean;
}

/** A line that is neither a checksum, a comment nor blank. */
export interface BadChecksumLine {
  line: number;
  text: string;
  /** `format` (not a checksum line), `algorithm` (a BSD tag we do not compute), `length` (a hex digest of no known length). */
  reason: 'format' | 'algorithm' | 'length';
}

export interface ChecksumList {
  entries: ChecksumEntry[];
  bad: BadChecksumLine[];
}

/**
 * The algorithm a list's name implies (`SHA256SUMS`, `ubuntu.iso.sha256`, `B3SUMS`, `md5sum.txt`),
 * for GNU lines, which do not say it. The last match wins (`x.sha256.md5` is MD5).
 */
export function algorithmFromListName(name: string): FileHashAlgorithm | undefined {
  const lower = name.toLowerCase();
  let found: { algorithm: FileHashAlgorithm; at: number } | undefined;
  const patterns: [FileHashAlgorithm, RegExp][] = [
    ['md5', /md5/g],
    ['sha1', /sha-?1(?!\d)/g],
    ['sha256', /sha-?256/g],
    ['sha512', /sha-?512/g],
    ['blake3', /blake3|b3sum|(?:^|[._-])b3(?:$|[._-]|sums?)/g],
    ['crc32', /crc-?32|\.sfv$/g],
  ];
  for (const [algorithm, pattern] of patterns) for (const match of lower.matchAll(pattern)) if (!found || match.index >= found.at) found = { algorithm, at: match.index };
  return found?.algorithm;
}

/** The algorithm of a GNU line's digest: the one asked, else the list name's when its length fits, else by length (64 hex digits: SHA-256). */
function algorithmForHex(hex: string, asked: FileHashAlgorithm | undefined, fromName: FileHashAlgorithm | undefined): FileHashAlgorithm | undefined {
  if (asked) return DIGEST_HEX_LENGTH[asked] === hex.length ? asked : undefined;
  if (fromName && DIGEST_HEX_LENGTH[fromName] === hex.length) return fromName;
  return FILE_HASH_ALGORITHMS.find((algorithm) => DIGEST_HEX_LENGTH[algorithm] === hex.length);
}

const BSD_LINE = /^\\?([A-Za-z0-9-]+) ?\((.*)\) ?= ?([0-9A-Fa-f]+)$/;
const GNU_LINE = /^\\?([0-9A-Fa-f]+) ([ *])(.+)$/;
/** Lenient: one space or a tab between digest and name (some tools write that). */
const LOOSE_LINE = /^([0-9A-Fa-f]+)[ \t]+(.+)$/;

export interface ParseOptions {
  /** The list's file name, which may say the algorithm (`SHA256SUMS`). */
  listName?: string;
  /** Every GNU line is this algorithm (`b3sum` lists look like SHA-256 ones). */
  algorithm?: FileHashAlgorithm;
}

/**
 * Reads a checksum list: GNU lines `<hex>  <name>` and `<hex> *<name>` (binary mark), BSD lines
 * `SHA256 (<name>) = <hex>`, CRLF or LF, `#` comments and blank lines skipped, the armour of a
 * clear-signed list (Fedora's `CHECKSUM`) skipped; every other line is reported, with its number.
 */
export function parseChecksumList(text: string, { listName = '', algorithm }: ParseOptions = {}): ChecksumList {
  const fromName = algorithmFromListName(listName);
  const entries: ChecksumEntry[] = [];
  const bad: BadChecksumLine[] = [];
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  let inSignature = false;
  let afterArmourHeader = false;
  lines.forEach((raw, index) => {
    const line = index + 1;
    let content = raw.replace(/\r$/, '');
    // PGP clear-signed text: the header, its "Hash:" lines, the signature block; "- " escapes a dash.
    if (/^-----BEGIN PGP SIGNED MESSAGE-----\s*$/.test(content)) return void (afterArmourHeader = true);
    if (afterArmourHeader) {
      if (/^Hash:/i.test(content)) return;
      afterArmourHeader = false;
    }
    if (/^-----BEGIN PGP SIGNATURE-----\s*$/.test(content)) return void (inSignature = true);
    if (inSignature) {
      if (/^-----END PGP SIGNATURE-----\s*$/.test(content)) inSignature = false;
      return;
    }
    if (content.startsWith('- ')) content = content.slice(2);
    const trimmed = content.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const escaped = content.startsWith('\\');
    const name = (text: string) => (escaped ? unescapeName(text) : text);
    const bsd = BSD_LINE.exec(content);
    if (bsd) {
      const algorithm = algorithmOf(bsd[1]!);
      if (!algorithm) return void bad.push({ line, text: content, reason: 'algorithm' });
      const hex = bsd[3]!.toLowerCase();
      if (hex.length !== DIGEST_HEX_LENGTH[algorithm]) return void bad.push({ line, text: content, reason: 'length' });
      return void entries.push({ line, name: name(bsd[2]!), algorithm, expected: hex, binary: false });
    }
    const gnu = GNU_LINE.exec(content);
    const loose = gnu ? undefined : LOOSE_LINE.exec(trimmed);
    if (!gnu && !loose) return void bad.push({ line, text: content, reason: 'format' });
    const hex = (gnu ?? loose)![1]!;
    const binary = gnu ? gnu[2] === '*' : loose![2]!.startsWith('*');
    const rest = gnu ? gnu[3]! : loose![2]!.slice(binary ? 1 : 0);
    const found = algorithmForHex(hex, algorithm, fromName);
    if (!found) return void bad.push({ line, text: content, reason: 'length' });
    entries.push({ line, name: name(rest), algorithm: found, expected: hex.toLowerCase(), binary });
  });
  return { entries, bad };
}

/** The file a list names, as a path with `/` (`./a/b.iso` → `a/b.iso`, `a\b.iso` → `a/b.iso`). */
export function listedPath(name: string): string {
  return name.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
}

/** The last part of a listed path. */
export function listedBaseName(name: string): string {
  const path = listedPath(name);
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * Which of the given files a list's line names: the same path, else the same last part (files
 * dropped on a page or handed over have no folder). Undefined when none is.
 */
export function findListedFile<F extends { name: string }>(name: string, files: readonly F[]): F | undefined {
  const path = listedPath(name);
  return files.find((file) => listedPath(file.name) === path) ?? files.find((file) => listedBaseName(file.name) === listedBaseName(path));
}

export type CheckStatus = 'ok' | 'failed' | 'missing';

export interface CheckedEntry extends ChecksumEntry {
  status: CheckStatus;
  /** The digest computed (absent for a missing file). */
  actual?: string;
}

/** A checked list line as `sha256sum -c` prints it: `name: OK`, `name: FAILED`, `name: FAILED open or read`. */
export function checkLine(entry: CheckedEntry): string {
  const { escaped, text } = escapedName(entry.name);
  const verdict = entry.status === 'ok' ? 'OK' : entry.status === 'failed' ? 'FAILED' : 'FAILED open or read';
  return `${escaped ? '\\' : ''}${text}: ${verdict}`;
}

/** How a pasted expected digest compares: which computed digests it equals (case and spaces ignored). */
export function matchExpected(expected: string, digests: Digests): FileHashAlgorithm[] {
  const hex = normaliseHex(expected);
  if (hex === '') return [];
  return FILE_HASH_ALGORITHMS.filter((algorithm) => digests[algorithm] === hex);
}

/** A pasted digest as lower-case hex: spaces, a `0x` prefix and a `  name` after it (a copied sums line) dropped. */
export function normaliseHex(text: string): string {
  const bsd = BSD_LINE.exec(text.trim());
  if (bsd) return bsd[3]!.toLowerCase();
  const first = text.trim().split(/\s{2}|\s\*|\t/)[0] ?? '';
  return first.replace(/\s+/g, '').replace(/^0x/i, '').toLowerCase();
}

/** The algorithms whose digest has the length of a pasted one (a hint when none was computed). */
export function algorithmsOfLength(hex: string): FileHashAlgorithm[] {
  return /^[0-9a-f]+$/.test(hex) ? FILE_HASH_ALGORITHMS.filter((algorithm) => DIGEST_HEX_LENGTH[algorithm] === hex.length) : [];
}
