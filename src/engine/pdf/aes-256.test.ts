import { describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, StandardFonts, type EncryptionAlgorithm } from '@cantoo/pdf-lib';
import { cbc } from '@noble/ciphers/aes.js';
import { decryptAes256, encryptAes256, fileKeyR6 } from './aes-256';
import { openPdf, pdfLib } from './document';
import { ToolInputError } from '../../lib/errors';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A document of text pages, a binary stream of seeded bytes and Info strings. */
async function makeDoc(): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  let seed = 7;
  const noise = new Uint8Array(5000).map(() => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24);
  for (let page = 1; page <= 3; page++) {
    const pdfPage = doc.addPage([300, 200]);
    pdfPage.drawText(`Page ${page} ${'lorem ipsum '.repeat(page)}`, { x: 20, y: 100, size: 12, font });
    pdfPage.node.setXObject(PDFName.of(`Noise${page}`), doc.context.register(doc.context.stream(noise.subarray(page * 100), { Length: 5000 - page * 100 })));
  }
  doc.setTitle('Quarterly report — été');
  doc.setAuthor('Ada Lovelace');
  return doc;
}

/** Every indirect object of a document as text, streams by their decoded bytes: what two readers must agree on. */
function objectsOf(doc: PDFDocument): string[] {
  return doc.context
    .enumerateIndirectObjects()
    .map(([ref, object]) => `${ref.toString()} ${object instanceof PDFRawStream ? `${object.dict.toString()} ${hex(object.contents)}` : object.toString()}`)
    .sort();
}

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'opened';
  } catch (error) {
    return error instanceof ToolInputError ? error.messageKey : String(error);
  }
};

const file = (bytes: Uint8Array) => ({ name: 'report.pdf', bytes });

/** Everything allowed (P = -4: every bit set but the two lowest). */
const SECURITY = { userPassword: 'user', ownerPassword: 'owner', permissions: -4 };

describe('AES-256 (revision 6) through @noble/ciphers', () => {
  it.each([
    ['user and owner passwords, object streams', { userPassword: 'user', ownerPassword: 'owner' }, true, ['user', 'owner']],
    ['non-ASCII passwords, no object streams', { userPassword: 'pässwörd 🔑', ownerPassword: 'Eigentümer' }, false, ['pässwörd 🔑', 'Eigentümer']],
    ['owner restrictions only', { userPassword: '', ownerPassword: 'owner' }, true, ['', 'owner']],
  ] as const)('reads what pdf-lib encrypted as pdf-lib reads it: %s', async (_name, security, useObjectStreams, passwords) => {
    const doc = await makeDoc();
    doc.encrypt(security);
    const bytes = await doc.save({ useObjectStreams });
    for (const password of passwords) {
      const ours = await openPdf(file(bytes), { password });
      expect(ours.encrypted).toBe(true);
      const theirs = await PDFDocument.load(bytes, { password, updateMetadata: false });
      expect(objectsOf(ours.doc)).toEqual(objectsOf(theirs));
    }
    if (security.userPassword !== '') {
      expect(await failure(openPdf(file(bytes)))).toBe('pdf.passwordNeeded');
      expect(await failure(openPdf(file(bytes), { password: `${security.userPassword}x` }))).toBe('pdf.wrongPassword');
    }
  });

  it('writes what pdf-lib reads back: every stream under its own random IV', async () => {
    const doc = await makeDoc();
    encryptAes256(await pdfLib(), doc, SECURITY);
    const bytes = await doc.save({ useObjectStreams: false });
    const theirs = await PDFDocument.load(bytes, { password: 'user', updateMetadata: false });
    expect(theirs.getPageCount()).toBe(3);
    // The noise streams (same bytes at different offsets) decrypt to what was written.
    const noise = (document: PDFDocument) =>
      document.context
        .enumerateIndirectObjects()
        .filter(([, object]) => object instanceof PDFRawStream && object.contents.length >= 4700 && object.contents.length <= 4900)
        .map(([, object]) => hex((object as PDFRawStream).contents))
        .sort();
    expect(noise(theirs)).toEqual(noise(await makeDoc()));
    expect(noise(theirs)).toHaveLength(3);
    // Two encryptions of the same document differ (fresh IVs), and none shows the text in clear.
    const again = await makeDoc();
    encryptAes256(await pdfLib(), again, SECURITY);
    const other = await again.save({ useObjectStreams: false });
    expect(hex(other.subarray(0, 2000))).not.toEqual(hex(bytes.subarray(0, 2000)));
    expect(new TextDecoder('latin1').decode(bytes)).not.toContain('lorem ipsum');
  });

  it('decrypts strings encrypted one by one (the title of an /Info dictionary outside object streams)', async () => {
    const doc = await makeDoc();
    encryptAes256(await pdfLib(), doc, SECURITY);
    const info = doc.context.trailerInfo.Info!;
    const encrypt = doc.context.security!.getEncryptFn(0, 0);
    const title = PDFHexString.fromText('Encrypted title').asBytes();
    doc.context.lookup(info, PDFDict).set(PDFName.of('Title'), PDFHexString.of(hex(encrypt(title))));
    const bytes = await doc.save({ useObjectStreams: false });
    expect((await openPdf(file(bytes), { password: 'owner' })).doc.getTitle()).toBe('Encrypted title');
  });

  it.each<EncryptionAlgorithm>(['AES-128', 'RC4-128'])('leaves other handlers to pdf-lib: %s', async (algorithm) => {
    const doc = await makeDoc();
    doc.encrypt({ userPassword: 'user', ownerPassword: 'owner', algorithm, allowWeakCryptography: true });
    const bytes = await doc.save();
    expect((await openPdf(file(bytes), { password: 'user' })).doc.getAuthor()).toBe('Ada Lovelace');
    expect(await failure(openPdf(file(bytes), { password: 'nope' }))).toBe('pdf.wrongPassword');
  });

  it('finds no key for a password that is neither the user nor the owner one', () => {
    const zero = new Uint8Array(48);
    expect(fileKeyR6({ O: zero, U: zero, OE: zero, UE: zero }, 'anything')).toBeUndefined();
  });

  it('decrypts leniently: PKCS #7 padding removed, a damaged one kept, a partial block or a missing IV dropped', () => {
    const key = new Uint8Array(32).fill(9);
    const iv = new Uint8Array(16).fill(3);
    const text = new TextEncoder().encode('seventeen bytes!!');
    const sealed = new Uint8Array([...iv, ...cbc(key, iv).encrypt(text)]);
    expect(decryptAes256(key, sealed)).toEqual(text);
    expect(decryptAes256(key, new Uint8Array([...sealed, 1, 2, 3]))).toEqual(text);
    expect(decryptAes256(key, sealed.subarray(0, 20))).toEqual(new Uint8Array(0));
    const unpadded = new Uint8Array([...iv, ...cbc(key, iv, { disablePadding: true }).encrypt(new Uint8Array(16).fill(200))]);
    expect(decryptAes256(key, unpadded)).toEqual(new Uint8Array(16).fill(200));
  });
});
