import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { openPdf } from '../../engine/pdf/document';
import { withPdfium } from '../../engine/pdf/pdfium';
import type { OperationWarning } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { ToolInputError } from '../../lib/errors';
import { cryptoRandom } from '../../lib/random';
import { PERMISSION_BITS, protectPdf, readEncryption, unlockPdf, type ProtectOptions } from './pdf-protect.service';

/** A PDF of `pages` pages saying "Page N", encrypted when asked. */
async function makePdf(pages: number, encrypt?: { userPassword: string; ownerPassword: string }): Promise<FileValue> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) doc.addPage([300, 200]).drawText(`Page ${page}`, { x: 20, y: 100, size: 24, font });
  if (encrypt) doc.encrypt(encrypt);
  return { name: 'report.pdf', type: 'application/pdf', bytes: await doc.save() };
}

const PROTECT: ProtectOptions = { password: 'open sesame', ownerPassword: '', print: true, copy: true, modify: true, currentPassword: '' };

const keyOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof ToolInputError ? [error.messageKey, error.params?.name] : String(error);
  }
  return 'no error';
};

/** Text of every page through PDFium, with a password. */
const texts = (file: FileValue, password: string) => withPdfium(file, password, (doc) => Array.from({ length: doc.pageCount }, (_, index) => doc.text(index)));

describe('pdf-protect', () => {
  it('encrypts with AES-256 (R6): nothing opens it without the password, both readers do with it', async () => {
    const protectedFile = await protectPdf(await makePdf(2), PROTECT);
    expect(protectedFile.name).toBe('report.pdf');
    expect(await keyOf(openPdf(protectedFile))).toEqual(['pdf.passwordNeeded', 'report.pdf']);
    expect(await keyOf(withPdfium(protectedFile, '', () => 0))).toEqual(['pdf.passwordNeeded', 'report.pdf']);
    expect(await keyOf(openPdf(protectedFile, { password: 'wrong' }))).toEqual(['pdf.wrongPassword', 'report.pdf']);
    expect((await openPdf(protectedFile, { password: 'open sesame' })).doc.getPageCount()).toBe(2);
    expect(await texts(protectedFile, 'open sesame')).toEqual(['Page 1', 'Page 2']);
    expect(new TextDecoder('latin1').decode(protectedFile.bytes)).not.toContain('Page 1');
    expect((await readEncryption(protectedFile.bytes))?.revision).toBe(6);
  });

  it.each<[string, Partial<ProtectOptions>, number[], number[]]>([
    ['everything allowed', {}, [PERMISSION_BITS.print, PERMISSION_BITS.printHigh, PERMISSION_BITS.copy, PERMISSION_BITS.modify, PERMISSION_BITS.assemble], []],
    ['no printing', { print: false }, [PERMISSION_BITS.copy, PERMISSION_BITS.modify], [PERMISSION_BITS.print, PERMISSION_BITS.printHigh]],
    ['no copying (accessibility still allowed)', { copy: false }, [PERMISSION_BITS.print, PERMISSION_BITS.accessibility], [PERMISSION_BITS.copy]],
    [
      'no changes',
      { modify: false },
      [PERMISSION_BITS.print, PERMISSION_BITS.copy],
      [PERMISSION_BITS.modify, PERMISSION_BITS.annotate, PERMISSION_BITS.fillForms, PERMISSION_BITS.assemble],
    ],
  ])('permissions: %s, read back from /P', async (_name, options, set, unset) => {
    const protectedFile = await protectPdf(await makePdf(1), { ...PROTECT, ...options });
    const { permissions } = (await readEncryption(protectedFile.bytes))!;
    for (const bit of set) expect(permissions & bit).toBe(bit);
    for (const bit of unset) expect(permissions & bit).toBe(0);
  });

  it('restrictions only: an empty password with an owner password opens without a password; two empty passwords are refused', async () => {
    const restricted = await protectPdf(await makePdf(1), { ...PROTECT, password: '', ownerPassword: 'boss', print: false });
    const opened = await openPdf(restricted);
    expect(opened.encrypted).toBe(true);
    expect(await texts(restricted, '')).toEqual(['Page 1']);
    expect(((await readEncryption(restricted.bytes))!.permissions & PERMISSION_BITS.print) === 0).toBe(true);
    expect(await keyOf(protectPdf(await makePdf(1), { ...PROTECT, password: '' }))).toEqual(['passwordRequired', 'report.pdf']);
  });

  it('the owner password opens the file; the same as the password with restrictions: a warning', async () => {
    const file = await protectPdf(await makePdf(1), { ...PROTECT, ownerPassword: 'owner' });
    expect(await texts(file, 'owner')).toEqual(['Page 1']);
    const warnings: OperationWarning[] = [];
    await protectPdf(await makePdf(1), { ...PROTECT, ownerPassword: 'open sesame', copy: false }, { random: cryptoRandom, warn: (warning) => void warnings.push(warning) });
    expect(warnings.map((warning) => warning.key)).toEqual(['sameOwnerPassword']);
  });

  it('warns that a PDF/A file is no longer PDF/A once encrypted', async () => {
    const doc = await PDFDocument.load((await makePdf(1)).bytes);
    doc.convertToPDFA({ conformance: '2B' });
    const warnings: OperationWarning[] = [];
    const file = await protectPdf({ name: 'archive.pdf', type: 'application/pdf', bytes: await doc.save() }, PROTECT, { random: cryptoRandom, warn: (warning) => void warnings.push(warning) });
    expect(warnings.map((warning) => [warning.key, warning.data])).toEqual([['pdfALost', { name: 'archive.pdf', conformance: 'PDF/A-2b' }]]);
    expect(await texts(file, PROTECT.password)).toEqual(['Page 1']);
  });

  it('re-protects an encrypted file given its current password', async () => {
    const locked = await makePdf(1, { userPassword: 'old', ownerPassword: 'old-owner' });
    expect(await keyOf(protectPdf(locked, PROTECT))).toEqual(['pdf.passwordNeeded', 'report.pdf']);
    const relocked = await protectPdf(locked, { ...PROTECT, currentPassword: 'old' });
    expect(await keyOf(openPdf(relocked, { password: 'old' }))).toEqual(['pdf.wrongPassword', 'report.pdf']);
    expect(await texts(relocked, 'open sesame')).toEqual(['Page 1']);
  });
});

describe('pdf-protect-unlock', () => {
  it.each([
    ['the user password', 'user'],
    ['the owner password', 'owner'],
  ])('removes the encryption with %s: the output opens without a password', async (_name, password) => {
    const locked = await makePdf(2, { userPassword: 'user', ownerPassword: 'owner' });
    const open = await unlockPdf(locked, { password });
    const reopened = await openPdf(open);
    expect([reopened.encrypted, reopened.doc.getPageCount()]).toEqual([false, 2]);
    expect(await texts(open, '')).toEqual(['Page 1', 'Page 2']);
    expect(new TextDecoder('latin1').decode(open.bytes)).not.toMatch(/\/Encrypt/);
  });

  it('keeps the title, author and subject through protect and unlock (the trailer of cross-reference streams)', async () => {
    const doc = await PDFDocument.create();
    doc.setTitle('Quarterly report');
    doc.setAuthor('Ada Lovelace');
    doc.setSubject('Numbers');
    doc.addPage([300, 200]);
    const titled: FileValue = { name: 'report.pdf', type: 'application/pdf', bytes: await doc.save() };
    const locked = await protectPdf(titled, PROTECT);
    // Encrypted with the rest (inside an encrypted object stream), not in clear.
    expect(new TextDecoder('latin1').decode(locked.bytes)).not.toMatch(/Quarterly|Lovelace/);
    const metadata = ({ doc: opened }: { doc: PDFDocument }) => [opened.getTitle(), opened.getAuthor(), opened.getSubject()];
    expect(metadata(await openPdf(locked, { password: 'open sesame' }))).toEqual(['Quarterly report', 'Ada Lovelace', 'Numbers']);
    expect(metadata(await openPdf(await unlockPdf(locked, { password: 'open sesame' })))).toEqual(['Quarterly report', 'Ada Lovelace', 'Numbers']);
  });

  it('removes owner restrictions without a password, refuses a missing or wrong password, gives back an unprotected file with a warning', async () => {
    const restricted = await makePdf(1, { userPassword: '', ownerPassword: 'owner' });
    expect((await openPdf(await unlockPdf(restricted, { password: '' }))).encrypted).toBe(false);
    const locked = await makePdf(1, { userPassword: 'user', ownerPassword: 'owner' });
    expect(await keyOf(unlockPdf(locked, { password: '' }))).toEqual(['pdf.passwordNeeded', 'report.pdf']);
    expect(await keyOf(unlockPdf(locked, { password: 'nope' }))).toEqual(['pdf.wrongPassword', 'report.pdf']);
    const plain = await makePdf(1);
    const warnings: OperationWarning[] = [];
    const same = await unlockPdf(plain, { password: '' }, { warn: (warning) => void warnings.push(warning) });
    expect(same.bytes).toEqual(plain.bytes);
    expect(warnings.map((warning) => [warning.key, warning.data])).toEqual([['notEncrypted', { name: 'report.pdf' }]]);
    expect(await keyOf(unlockPdf({ name: 'photo.png', type: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) }, { password: '' }))).toEqual([
      'pdf.notPdf',
      'photo.png',
    ]);
  });
});
