/**
 * AES-256 encryption of PDFs (standard security handler, revision 6, ISO 32000-2 §7.6.4) with
 * `@noble/ciphers` and `@noble/hashes`, around pdf-lib's parser and writers. pdf-lib's own AES is a
 * byte-by-byte JavaScript one (about 12 MB/s), and in browsers its password hashing (Algorithm 2.B,
 * 64 rounds and more of AES and SHA-2) runs on it too: protecting a 10 MB PDF took 1.5–2.0 s on the
 * page and unlocking it 1.5 s, most of it there (docs/pdf.md has the figures).
 *
 * - Writing (`encryptAes256`): the encryption dictionary is made here and pdf-lib's writers are
 *   given the stream cipher (revision 6 uses the file key itself for every object: a random IV,
 *   then AES-256-CBC with PKCS #7 padding).
 * - Reading (`openAes256`): the file key is found from the password (Algorithms 2.A and 2.B) and
 *   handed to pdf-lib's parser as its decryption. Only AES-256 with the standard crypt filter for
 *   strings and streams is read so; other handlers (RC4, AES-128, revision 5, unencrypted metadata)
 *   go through pdf-lib's own path, which knows them.
 */
import type { PDFContext, PDFDocument, PDFDict, PDFObject } from '@cantoo/pdf-lib';
import { cbc } from '@noble/ciphers/aes.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, constantTimeEqual } from '../../lib/crypto-encoding/bytes';
import { cryptoRandom, type RandomSource } from '../../lib/random';
import type { pdfLib } from './document';

type PdfLib = Awaited<ReturnType<typeof pdfLib>>;

const ZERO_IV = new Uint8Array(16);
const EMPTY = new Uint8Array(0);

export interface Aes256Security {
  /** The password that opens the file; empty: it opens without one (the permissions then need the owner password). */
  userPassword: string;
  /** The password that lifts the restrictions: never empty (a random one when nobody is to have it). */
  ownerPassword: string;
  /** The /P entry: the permission bits (ISO 32000-2 table 22), as a signed 32-bit number. */
  permissions: number;
}

/** 0xffffffff followed by "Tadb" (metadata encrypted): the middle of the /Perms block (Algorithm 10). */
const PERMS_MIDDLE = new Uint8Array([0xff, 0xff, 0xff, 0xff, 0x54, 0x61, 0x64, 0x62]);
/** Adobe's extension level that brought AES-256 with revision 6 to PDF 1.7. */
const AES256_EXTENSION_LEVEL = 8;

/**
 * Encrypts `doc` when it is saved: a random file key wrapped for both passwords (Algorithms 8, 9
 * and 10), the encryption dictionary and a new file ID in the trailer, the header raised to 1.7 with
 * Adobe's extension level 8 declared (PDF 2.0 has AES-256 in its base), and every stream ciphered
 * with the file key under its own random IV. The random bytes come from `source` (Web Crypto's
 * unless an example fixes them).
 */
export function encryptAes256(lib: PdfLib, doc: PDFDocument, { userPassword, ownerPassword, permissions }: Aes256Security, source: RandomSource = cryptoRandom): void {
  const { PDFDict, PDFHeader, PDFName, PDFNumber } = lib;
  const random = (length: number) => source.getRandomValues(new Uint8Array(length));
  // AES-256 without padding and a zero IV: the file key wrapped (32 bytes), or the /Perms block (one block: ECB).
  const wrap = (wrapping: Uint8Array, data: Uint8Array) => cbc(wrapping, ZERO_IV, { disablePadding: true }).encrypt(data);
  const key = random(32);
  const user = passwordBytes(userPassword);
  const owner = passwordBytes(ownerPassword);
  const userSalts = random(16);
  const U = concatBytes(hashR6(user, userSalts.subarray(0, 8), EMPTY), userSalts);
  const UE = wrap(hashR6(user, userSalts.subarray(8), EMPTY), key);
  const ownerSalts = random(16);
  const O = concatBytes(hashR6(owner, ownerSalts.subarray(0, 8), U), ownerSalts);
  const OE = wrap(hashR6(owner, ownerSalts.subarray(8), U), key);
  const P = new Uint8Array(4);
  new DataView(P.buffer).setInt32(0, permissions, true);
  const Perms = wrap(key, concatBytes(P, PERMS_MIDDLE, random(4)));
  const { context } = doc;
  const id = random(16);
  context.trailerInfo.ID = context.obj([id, id]);
  context.trailerInfo.Encrypt = context.register(
    context.obj({
      Filter: 'Standard',
      V: 5,
      R: 6,
      Length: 256,
      CF: { StdCF: { AuthEvent: 'DocOpen', CFM: 'AESV3', Length: 32 } },
      StmF: 'StdCF',
      StrF: 'StdCF',
      O,
      OE,
      U,
      UE,
      P: permissions,
      Perms,
    }),
  );
  const [major = 0, minor = 0] = context.header
    .getVersionString()
    .split('.')
    .map((part) => parseInt(part, 10) || 0);
  if (major < 2) {
    if (major === 1 && minor < 7) context.header = PDFHeader.forVersion(1, 7);
    const catalog = context.lookup(context.trailerInfo.Root, PDFDict);
    const extensions = catalog.lookupMaybe(PDFName.of('Extensions'), PDFDict) ?? context.obj({});
    const adbe = extensions.lookupMaybe(PDFName.of('ADBE'), PDFDict) ?? context.obj({});
    if ((adbe.lookupMaybe(PDFName.of('ExtensionLevel'), PDFNumber)?.asNumber() ?? 0) < AES256_EXTENSION_LEVEL) {
      adbe.set(PDFName.of('BaseVersion'), PDFName.of('1.7'));
      adbe.set(PDFName.of('ExtensionLevel'), PDFNumber.of(AES256_EXTENSION_LEVEL));
    }
    extensions.set(PDFName.of('ADBE'), adbe);
    catalog.set(PDFName.of('Extensions'), extensions);
  }
  // pdf-lib's writers ask the context's security handler for each stream's cipher, and only that.
  const encryptStream = (data: Uint8Array) => {
    const iv = random(16);
    const cipherText = cbc(key, iv).encrypt(data);
    const out = new Uint8Array(16 + cipherText.length);
    out.set(iv);
    out.set(cipherText, 16);
    return out;
  };
  context.security = { getEncryptFn: () => encryptStream } as unknown as PDFContext['security'];
}

/** An object's bytes as revision 6 writes them (a 16-byte IV, then AES-256-CBC), decrypted; lenient like readers about a damaged padding or a partial block. */
export function decryptAes256(key: Uint8Array, data: Uint8Array): Uint8Array {
  const blocks = Math.floor((data.length - 16) / 16);
  if (blocks < 1) return new Uint8Array(0);
  const plain = cbc(key, data.subarray(0, 16), { disablePadding: true }).decrypt(data.subarray(16, 16 + blocks * 16));
  const pad = plain[plain.length - 1]!;
  if (pad < 1 || pad > 16) return plain;
  for (let index = plain.length - pad; index < plain.length; index++) if (plain[index] !== pad) return plain;
  return plain.subarray(0, plain.length - pad);
}

/** ISO 32000-2 Algorithm 2.B: the hash of a password with a salt (and, for the owner, the /U string). */
export function hashR6(password: Uint8Array, salt: Uint8Array, userBytes: Uint8Array): Uint8Array {
  let k = sha256(concatBytes(password, salt, userBytes));
  for (let round = 1; ; round++) {
    const block = concatBytes(password, k, userBytes);
    const k1 = new Uint8Array(block.length * 64);
    for (let copy = 0; copy < 64; copy++) k1.set(block, copy * block.length);
    const e = cbc(k.subarray(0, 16), k.subarray(16, 32), { disablePadding: true }).encrypt(k1);
    // The first 16 bytes as a big-endian number, modulo 3: 256 ≡ 1 (mod 3), so the sum of the bytes.
    let sum = 0;
    for (let index = 0; index < 16; index++) sum += e[index]!;
    k = (sum % 3 === 0 ? sha256 : sum % 3 === 1 ? sha384 : sha512)(e);
    if (round >= 64 && e[e.length - 1]! <= round - 32) return k.subarray(0, 32);
  }
}

/** A password as revision 6 takes it: UTF-8, at most 127 bytes. */
const passwordBytes = (password: string) => new TextEncoder().encode(password).subarray(0, 127);

/**
 * The file key of a revision 6 encryption dictionary (`/O`, `/U`, `/OE`, `/UE`) for a user or an
 * owner password (Algorithm 2.A), or `undefined` when the password is neither.
 */
export function fileKeyR6(entries: { O: Uint8Array; U: Uint8Array; OE: Uint8Array; UE: Uint8Array }, password: string): Uint8Array | undefined {
  const { O, U, OE, UE } = entries;
  const bytes = passwordBytes(password);
  const unwrap = (key: Uint8Array, wrapped: Uint8Array) => cbc(key, ZERO_IV, { disablePadding: true }).decrypt(wrapped.subarray(0, 32));
  if (constantTimeEqual(hashR6(bytes, U.subarray(32, 40), EMPTY), U.subarray(0, 32))) return unwrap(hashR6(bytes, U.subarray(40, 48), EMPTY), UE);
  const user = U.subarray(0, 48);
  if (bytes.length > 0 && constantTimeEqual(hashR6(bytes, O.subarray(32, 40), user), O.subarray(0, 32))) return unwrap(hashR6(bytes, O.subarray(40, 48), user), OE);
  return undefined;
}

export type Aes256Opening = { doc: PDFDocument } | 'wrongPassword' | 'notAes256';

/**
 * Opens `bytes` (`lib` being pdf-lib), whose plain parse is `context` (encrypted), with `password` when its encryption is
 * AES-256 revision 6 with the standard crypt filter; 'notAes256' for the other handlers.
 */
export async function openAes256(lib: PdfLib, bytes: Uint8Array, context: PDFContext, password: string): Promise<Aes256Opening> {
  const { PDFDict, PDFName, PDFNumber, PDFBool, PDFParser, PDFDocument, ParseSpeeds } = lib;
  const dict = context.lookupMaybe(context.trailerInfo.Encrypt, PDFDict);
  if (!dict) return 'notAes256';
  const name = (object: PDFObject | undefined) => (object instanceof PDFName ? object.asString() : undefined);
  const number = (key: string) => dict.lookupMaybe(PDFName.of(key), PDFNumber)?.asNumber();
  const filter = dict.lookupMaybe(PDFName.of('CF'), PDFDict)?.lookupMaybe(PDFName.of('StdCF'), PDFDict);
  const supported =
    name(dict.lookup(PDFName.of('Filter'))) === '/Standard' &&
    number('V') === 5 &&
    number('R') === 6 &&
    name(filter?.lookup(PDFName.of('CFM'))) === '/AESV3' &&
    name(dict.lookup(PDFName.of('StmF'))) === '/StdCF' &&
    name(dict.lookup(PDFName.of('StrF'))) === '/StdCF' &&
    dict.lookupMaybe(PDFName.of('EncryptMetadata'), PDFBool)?.asBoolean() !== false;
  const entries = supported ? stringEntries(lib, dict, ['O', 'U', 'OE', 'UE']) : undefined;
  if (!entries || entries.O.length < 48 || entries.U.length < 48 || entries.OE.length < 32 || entries.UE.length < 32) return 'notAes256';
  const key = fileKeyR6(entries, password);
  if (!key) return 'wrongPassword';
  // pdf-lib's parser asks its decryption for a transform per object; revision 6 has one key for all.
  const transform = { decryptBytes: (data: Uint8Array) => decryptAes256(key, data) };
  const decryption = { encryptionKey: key, createCipherTransform: () => transform };
  const parser = PDFParser.forBytesWithOptions(bytes, ParseSpeeds.Slow, false, false, false, decryption as unknown as Parameters<typeof PDFParser.forBytesWithOptions>[5]);
  const decrypted = await parser.parseDocument();
  // What `PDFDocument.load` does with the context it decrypted (its constructor is private in the types).
  const Document = PDFDocument as unknown as new (context: PDFContext, ignoreEncryption: boolean, updateMetadata: boolean) => PDFDocument;
  return { doc: new Document(decrypted, true, false) };
}

function stringEntries<K extends string>(lib: PdfLib, dict: PDFDict, keys: readonly K[]): Record<K, Uint8Array> | undefined {
  const entries = {} as Record<K, Uint8Array>;
  for (const key of keys) {
    const value = dict.lookup(lib.PDFName.of(key));
    if (!(value instanceof lib.PDFString || value instanceof lib.PDFHexString)) return undefined;
    entries[key] = value.asBytes();
  }
  return entries;
}
