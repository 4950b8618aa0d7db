/**
 * Protect: encrypts a PDF with AES-256 (security handler revision 6, engine/pdf/aes-256.ts), a
 * password to open it and permissions (print, copy, modify) kept by an owner password.
 * Unlock: opens a PDF with its user or owner password (or none, for a file that only has owner
 * restrictions) and writes it without encryption.
 */
import type { PDFDocument } from '@cantoo/pdf-lib';
import { encryptAes256 } from '../../engine/pdf/aes-256';
import { declaredPdfA, openPdf, pdfFileValue, pdfLib, removeUnusedObjects } from '../../engine/pdf/document';
import type { OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { ToolInputError } from '../../lib/errors';
import { cryptoRandom, secureRandomIndices, type RandomSource } from '../../lib/random';

export interface ProtectOptions {
  /** The user password, asked to open the file; empty: the file opens without one (restrictions only, then an owner password is required). */
  password: string;
  /** The owner password, which lifts the restrictions; empty: a random one nobody is told (the permissions then hold for everyone). */
  ownerPassword: string;
  print: boolean;
  copy: boolean;
  modify: boolean;
  /** The password of an input that is already encrypted. */
  currentPassword: string;
}

export interface UnlockOptions {
  password: string;
}

/** Permission bits of the /P entry (ISO 32000-2, table 22; bit 1 is the lowest). */
export const PERMISSION_BITS = {
  print: 1 << 2,
  modify: 1 << 3,
  copy: 1 << 4,
  annotate: 1 << 5,
  fillForms: 1 << 8,
  accessibility: 1 << 9,
  assemble: 1 << 10,
  printHigh: 1 << 11,
} as const;

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A 32-character owner password from `random`. */
function randomPassword(random: RandomSource): string {
  return secureRandomIndices(32, PASSWORD_ALPHABET.length, random)
    .map((index) => PASSWORD_ALPHABET[index])
    .join('');
}

async function save(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ updateFieldAppearances: false });
}

export async function protectPdf(file: FileValue, options: ProtectOptions, context: Pick<OperationContext, 'random' | 'warn'> = { random: cryptoRandom }): Promise<FileValue> {
  const { password, ownerPassword, print, copy, modify, currentPassword } = options;
  if (password === '' && ownerPassword === '') throw new ToolInputError('passwordRequired', { params: { name: file.name } });
  const { doc, encrypted } = await openPdf(file, { password: currentPassword });
  // A file that was encrypted keeps its old encryption dictionary until the unused objects go.
  if (encrypted) await removeUnusedObjects(doc);
  const pdfA = await declaredPdfA(doc);
  if (pdfA) {
    context.warn?.({
      key: 'pdfALost',
      message: `${file.name} declares ${pdfA}, and PDF/A forbids encryption: the protected file is no longer valid ${pdfA} (keep the original for archiving).`,
      data: { name: file.name, conformance: pdfA },
    });
  }
  const withheld = !print || !copy || !modify;
  if (withheld && ownerPassword !== '' && ownerPassword === password) {
    context.warn?.({ key: 'sameOwnerPassword', message: 'The owner password is the password to open the file: whoever opens it has every permission.' });
  }
  const lib = await pdfLib();
  // Accessibility tools may always read the text (ISO 32000-2 deprecates refusing them); the bits
  // ISO 32000-2 reserves are set (0xfffff0c0).
  let permissions = 0xfffff0c0 | PERMISSION_BITS.accessibility;
  if (print) permissions |= PERMISSION_BITS.print | PERMISSION_BITS.printHigh;
  if (copy) permissions |= PERMISSION_BITS.copy;
  if (modify) permissions |= PERMISSION_BITS.modify | PERMISSION_BITS.annotate | PERMISSION_BITS.fillForms | PERMISSION_BITS.assemble;
  // The example's fixed random source gives fixed bytes; real files use Web Crypto's randomness.
  encryptAes256(lib, doc, { userPassword: password, ownerPassword: ownerPassword || randomPassword(context.random), permissions: permissions | 0 }, context.random);
  return pdfFileValue(file.name, await save(doc));
}

export async function unlockPdf(file: FileValue, options: UnlockOptions, context: Pick<OperationContext, 'warn'> = {}): Promise<FileValue> {
  const { doc, encrypted } = await openPdf(file, { password: options.password });
  if (!encrypted) {
    context.warn?.({ key: 'notEncrypted', message: `${file.name} is not protected: it is given back unchanged.`, data: { name: file.name } });
    return pdfFileValue(file.name, file.bytes);
  }
  await removeUnusedObjects(doc);
  return pdfFileValue(file.name, await save(doc));
}

/** A file's encryption dictionary as written: its revision and /P (the permission bits), read without decrypting. */
export async function readEncryption(bytes: Uint8Array): Promise<{ revision: number; permissions: number } | undefined> {
  const { PDFDocument, PDFDict, PDFName, PDFNumber } = await pdfLib();
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const dict = doc.context.lookupMaybe(doc.context.trailerInfo.Encrypt, PDFDict);
  if (!dict) return undefined;
  const number = (key: string) => dict.lookupMaybe(PDFName.of(key), PDFNumber)?.asNumber() ?? 0;
  return { revision: number('R'), permissions: number('P') };
}
