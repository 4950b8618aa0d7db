import { defineOperation, runOnBytes, type OperationContext } from '../../engine/operation';
import { z } from '../../engine/zod';
import { ToolInputError } from '../../lib/errors';
import { algorithmList, checksumLines, FILE_HASH_ALGORITHMS, type FileHashAlgorithm } from './file-hasher.sums';
import type { OpenListedFile } from './file-hasher.service';

/** The hashing library loads with the first run (in the worker on the page), never with the screen. */
const service = () => import('./file-hasher.service');

/**
 * `--algorithm sha256`, `--algorithm md5,sha256`, `--algorithm all`, or a list in a recipe; SHA-256
 * by default: the digest download pages publish and `sha256sum` prints.
 */
const algorithmOption = z._default(z.pipe(z.transform(algorithmList), z.array(z.enum(FILE_HASH_ALGORITHMS)).check(z.minLength(1))), ['sha256' as FileHashAlgorithm]);
const hashOptions = z.object({ algorithm: algorithmOption });

const encoder = new TextEncoder();
const file = (name: string, text: string, type = 'text/plain') => ({ name, type, bytes: encoder.encode(text) });

/** Published answers: FIPS 180-4 (SHA), RFC 1321 (MD5), the BLAKE3 reference, CRC-32/ISO-HDLC's check value. */
const ABC = {
  md5: '900150983cd24fb0d6963f7d28e17f72',
  sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
  sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  sha512: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
  blake3: '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85',
  crc32: '352441c2',
} as const;
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** The stream's progress and Cancel, from the run's context. */
function control(context: OperationContext) {
  return { ...(context.progress ? { progress: context.progress } : {}), ...(context.signal ? { signal: context.signal } : {}) };
}

/** A 0-byte file has digests (those of no data), but it is rarely the file meant: said beside them. */
function warnIfEmpty(input: File, context: OperationContext): void {
  if (input.size === 0) context.warn?.({ key: 'emptyFile', message: `${input.name || 'The file'} is empty (0 bytes): these are the digests of no data.`, data: { name: input.name } });
}

const hashLines = async (input: File, { algorithm }: { algorithm: FileHashAlgorithm[] }, context: OperationContext): Promise<string> => {
  const digests = await (await service()).hashFile(input, algorithm, control(context));
  warnIfEmpty(input, context);
  return checksumLines(input.name, digests);
};

/**
 * The digests of a file as checksum lines, `sha256sum`'s format: `<hex>  <name>` for one algorithm,
 * `SHA256 (<name>) = <hex>` lines for several (`--tag`). Streamed: `it-tools file-hasher -i
 * ubuntu.iso` never holds the ISO; saved as a file, the lines are a list `file-hasher-check` reads.
 */
export const fileHasher = defineOperation({
  id: 'file-hasher',
  toolId: 'file-hasher',
  input: 'file',
  output: 'text',
  options: hashOptions,
  runFile: hashLines,
  run: runOnBytes<'text', { algorithm: FileHashAlgorithm[] }>(hashLines),
  examples: [
    { description: 'SHA-256 of "abc" (FIPS 180-4\'s known answer), as sha256sum prints it', input: file('abc.txt', 'abc'), output: `${ABC.sha256}  abc.txt\n` },
    {
      description: 'Every algorithm: one BSD line each (sha256sum --tag), which the check reads back',
      input: file('abc.txt', 'abc'),
      options: { algorithm: [...FILE_HASH_ALGORITHMS] },
      output: `MD5 (abc.txt) = ${ABC.md5}\nSHA1 (abc.txt) = ${ABC.sha1}\nSHA256 (abc.txt) = ${ABC.sha256}\nSHA512 (abc.txt) = ${ABC.sha512}\nBLAKE3 (abc.txt) = ${ABC.blake3}\nCRC32 (abc.txt) = ${ABC.crc32}\n`,
    },
    { description: 'CRC-32 of "123456789": cbf43926, the check value of CRC-32/ISO-HDLC (ZIP, PNG, gzip)', input: file('check.txt', '123456789'), options: { algorithm: ['crc32'] }, output: 'cbf43926  check.txt\n' },
    { description: 'An empty file has digests too (with a warning)', input: file('empty.bin', '', 'application/octet-stream'), output: `${EMPTY_SHA256}  empty.bin\n`, detect: false },
  ],
});

const digestsOf = async (input: File, { algorithm }: { algorithm: FileHashAlgorithm[] }, context: OperationContext) => {
  const report = await (await service()).digestReport(input, algorithm, control(context));
  warnIfEmpty(input, context);
  return report;
};

/** The same digests as data: the file's name, its size and each digest in hex (the page, recipes, `--json`). */
export const fileHasherDigests = defineOperation({
  id: 'file-hasher-digests',
  toolId: 'file-hasher',
  input: 'file',
  output: 'data',
  options: hashOptions,
  runFile: digestsOf,
  run: runOnBytes<'data', { algorithm: FileHashAlgorithm[] }>(digestsOf),
  examples: [
    { description: 'SHA-256 of "abc"', input: file('abc.txt', 'abc'), output: { name: 'abc.txt', size: 3, digests: { sha256: ABC.sha256 } } },
    { description: 'MD5, BLAKE3 and CRC32 of "abc", in display order', input: file('abc.txt', 'abc'), options: { algorithm: ['crc32', 'md5', 'blake3'] }, output: { name: 'abc.txt', size: 3, digests: { md5: ABC.md5, blake3: ABC.blake3, crc32: ABC.crc32 } } },
  ],
});

/**
 * The command line opens the files a list names, relative to the list's folder, unread (streamed):
 * a run elsewhere (the page, a recipe) has none and finds them among the files it is given.
 */
type ContextWithFiles = OperationContext & { openFile?: OpenListedFile };

/**
 * Checks a checksum list (`SHA256SUMS`: GNU, binary-marked, BSD lines), the first file; the files it
 * names are the others (matched by path, else by name) or, on the command line, read from the
 * list's folder. GNU lines do not say their algorithm: `listAlgorithm` `auto` takes it from the list's
 * name (`B3SUMS`), else from the digest's length (64 hex digits: SHA-256); another value imposes it.
 * Prints `name: OK` / `name: FAILED` / `name: FAILED open or read` like `sha256sum -c`; any failure
 * is the run's error, listing every line (the command line exits with 1); with `ignoreMissing`,
 * files not found are skipped (`--ignore-missing`).
 */
export const fileHasherCheck = defineOperation({
  id: 'file-hasher-check',
  toolId: 'file-hasher',
  input: 'files',
  output: 'text',
  options: z.object({ listAlgorithm: z._default(z.enum(['auto', ...FILE_HASH_ALGORITHMS]), 'auto'), ignoreMissing: z._default(z.boolean(), false) }),
  run: async (files, { listAlgorithm, ignoreMissing }, context: ContextWithFiles) => {
    const [list, ...others] = files;
    if (!list) throw new ToolInputError('noList');
    const { checkList, checkListing } = await service();
    const candidates = others.map((other) => new File([other.bytes as Uint8Array<ArrayBuffer>], other.name, { type: other.type }));
    const report = await checkList({ name: list.name, text: new TextDecoder().decode(list.bytes) }, candidates, {
      ...control(context),
      ...(context.openFile ? { open: context.openFile } : {}),
      ...(listAlgorithm === 'auto' ? {} : { algorithm: listAlgorithm }),
    });
    // --ignore-missing, as sha256sum: a list of several downloads checks the one at hand; nothing verified is still a failure.
    if (ignoreMissing) {
      report.entries = report.entries.filter((entry) => entry.status !== 'missing');
      if (report.entries.length === 0) throw new ToolInputError('noFileVerified', { params: { name: list.name } });
    }
    const listing = checkListing(report);
    const lines = report.bad.map((bad) => bad.line).join(', ');
    const badNote = report.bad.length === 0 ? '' : report.bad.length === 1 ? `${list.name}: line ${lines} is not a checksum line.` : `${list.name}: lines ${lines} are not checksum lines.`;
    const failed = report.entries.filter((entry) => entry.status !== 'ok').length;
    if (failed > 0) throw new ToolInputError('checkFailed', { params: { failed, total: report.entries.length, listing: `${listing}${badNote}`.trimEnd() } });
    if (badNote) context.warn?.({ key: 'badLines', message: badNote, data: report.bad });
    return listing;
  },
  examples: [
    {
      description: 'A SHA256SUMS list and the file it names: each line checked, as sha256sum -c prints it',
      input: [file('SHA256SUMS', `${ABC.sha256}  abc.txt\n`), file('abc.txt', 'abc')],
      output: 'abc.txt: OK\n',
    },
    {
      description: 'BSD lines (sha256sum --tag), CRLF line ends, a comment, a binary mark and a path: each file found by name',
      input: [file('CHECKSUMS', `# release 1.0\r\nMD5 (abc.txt) = ${ABC.md5.toUpperCase()}\r\n${ABC.crc32} *dist/check.txt\r\nBLAKE3 (abc.txt) = ${ABC.blake3}\r\n`), file('abc.txt', 'abc'), file('check.txt', 'abc')],
      output: 'abc.txt: OK\ndist/check.txt: OK\nabc.txt: OK\n',
    },
    {
      description: 'A list of several downloads, only one at hand: the others skipped (sha256sum -c --ignore-missing)',
      input: [file('SHA256SUMS', `${ABC.sha256}  abc.txt\n${ABC.sha256}  other.iso\n`), file('abc.txt', 'abc')],
      options: { ignoreMissing: true },
      output: 'abc.txt: OK\n',
    },
  ],
});

export default [fileHasher, fileHasherDigests, fileHasherCheck];
