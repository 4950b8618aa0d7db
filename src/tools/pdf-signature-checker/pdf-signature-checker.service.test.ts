import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { checkPdfSignatures, parsePdfDate, readPdfString, type SignatureReport } from './pdf-signature-checker.service';
import { chainPem, formatFileSize } from './pdf-signature-checker.format';

// Fixtures made by ./fixtures/make-fixtures.mjs (OpenSSL CLI, throwaway self-signed certificates).
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const NOW = new Date('2026-11-25T00:00:00Z');

async function errorKey(action: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await action();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : `other: ${String(error)}`;
  }
  return undefined;
}

function readable(report: SignatureReport | undefined) {
  if (!report?.readable) throw new Error('unreadable');
  return report;
}

describe('one RSA signature', () => {
  it('is valid, covers the whole document and carries its details', async () => {
    const [report] = await checkPdfSignatures(fixture('signed-rsa.pdf'), NOW);
    const signature = readable(report);
    expect(signature.signatureValid).toBe(true);
    expect(signature.coversWholeDocument).toBe(true);
    expect(signature.signerExpired).toBe(false);
    expect(signature.subFilter).toBe('adbe.pkcs7.detached');
    expect(signature.details).toMatchObject({
      signerName: 'Alice Example',
      reason: 'I approve this document',
      location: 'Paris',
      contactInfo: 'alice@example.com',
    });
    // openssl cms -sign adds a signingTime attribute, which wins over /M.
    expect(signature.details.signingTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(signature.certificates).toHaveLength(2);
    expect(signature.certificates[0]?.issuedTo).toEqual({
      countryName: 'FR',
      stateOrProvinceName: 'Ile-de-France',
      localityName: 'Paris',
      organizationName: 'Example Corp',
      organizationalUnitName: 'Legal',
      commonName: 'Alice Example',
    });
    expect(signature.certificates[0]?.issuedBy).toEqual({ countryName: 'FR', organizationName: 'Test CA rsa', commonName: 'Test Root rsa' });
    expect(signature.certificates[1]?.issuedTo.commonName).toBe('Test Root rsa');
    expect(signature.certificates[0]?.pem).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
    expect(chainPem(signature.certificates).match(/BEGIN CERTIFICATE/g)).toHaveLength(2);
    expect(new Date(signature.certificates[0]!.notAfter).getTime()).toBeGreaterThan(NOW.getTime());
  });
});

describe('two incremental signatures', () => {
  it('reports both in file order; the first no longer covers the document', async () => {
    const reports = (await checkPdfSignatures(fixture('two-signatures.pdf'), NOW)).map(readable);
    expect(reports).toHaveLength(2);
    expect(reports.map((report) => report.signatureValid)).toEqual([true, true]);
    expect(reports.map((report) => report.coversWholeDocument)).toEqual([false, true]);
    expect(reports.map((report) => report.details.signerName)).toEqual(['Alice Example', 'Bob Second']);
    expect(reports[1]?.details.reason).toBe('Countersigned');
    expect(reports[1]?.certificates[0]?.issuedTo).toEqual({ countryName: 'DE', organizationName: 'Second GmbH', commonName: 'Bob Second' });
  });
});

describe('ECDSA CAdES', () => {
  it('verifies an ETSI.CAdES.detached P-256 signature with SHA-384', async () => {
    const [report] = await checkPdfSignatures(fixture('ecdsa-cades.pdf'), NOW);
    const signature = readable(report);
    expect(signature.subFilter).toBe('ETSI.CAdES.detached');
    expect(signature.signatureValid).toBe(true);
    expect(signature.details.signerName).toBe('Carol CAdES');
    expect(signature.details.reason).toBe('eIDAS test');
  });

  it('shows the RFC 3161 timestamp token (made by openssl ts) with its time and authority', async () => {
    const [report] = await checkPdfSignatures(fixture('ecdsa-cades.pdf'), NOW);
    const timestamp = readable(report).timestamp;
    expect(timestamp?.authority).toBe('Test Time Stamping Authority');
    expect(timestamp?.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    expect(readable((await checkPdfSignatures(fixture('signed-rsa.pdf'), NOW))[0]).timestamp).toBeUndefined();
  });
});

describe('problems', () => {
  it('one byte altered inside a range makes the signature invalid', async () => {
    const [report] = await checkPdfSignatures(fixture('altered.pdf'), NOW);
    expect(readable(report).signatureValid).toBe(false);
    expect(readable(report).coversWholeDocument).toBe(true);
  });

  it('flags an expired signer certificate', async () => {
    const [report] = await checkPdfSignatures(fixture('expired-signer.pdf'), NOW);
    expect(readable(report).signerExpired).toBe(true);
    expect(readable(report).signatureValid).toBe(true);
    expect(readable(report).certificates[0]?.notAfter).toBe('2021-01-01T00:00:00.000Z');
  });

  it('reports an unreadable signature without failing', async () => {
    expect(await checkPdfSignatures(fixture('unreadable-signature.pdf'), NOW)).toEqual([{ readable: false }]);
  });

  it.each([
    ['unsigned.pdf', 'noSignatures'],
    ['not-a-pdf.pdf', 'notPdf'],
  ])('%s → %s', async (name, key) => {
    expect(await errorKey(() => checkPdfSignatures(fixture(name), NOW))).toBe(key);
  });

  it('treats empty input and junk as not a PDF', async () => {
    expect(await errorKey(() => checkPdfSignatures(new Uint8Array(0)))).toBe('notPdf');
    expect(await errorKey(() => checkPdfSignatures(new Uint8Array(200_000).fill(0xff)))).toBe('notPdf');
  });

  it('reads a PDF whose header comes after some junk (within 1024 bytes)', async () => {
    const bytes = fixture('unsigned.pdf');
    const shifted = new Uint8Array(bytes.length + 100);
    shifted.set(bytes, 100);
    expect(await errorKey(() => checkPdfSignatures(shifted))).toBe('noSignatures');
  });
});

describe('helpers', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [12_800, '12.5 KB'],
    [1_289_748, '1.23 MB'],
    [5 * 1024 ** 3, '5 GB'],
  ])('formatFileSize(%i) = %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it.each([
    ['D:20240315103000Z', '2024-03-15T10:30:00.000Z'],
    ["D:20240601080000+02'00'", '2024-06-01T06:00:00.000Z'],
    ["D:20240601080000-05'30", '2024-06-01T13:30:00.000Z'],
    ['D:2024', '2024-01-01T00:00:00.000Z'],
    ['nonsense', undefined],
  ])('parsePdfDate(%j)', (text, iso) => {
    expect(parsePdfDate(text)).toBe(iso);
  });

  it.each([
    ['/Reason (Simple)', 'Simple'],
    ['/Reason (With \\(parens\\) and \\\\)', 'With (parens) and \\'],
    ['/Reason (Nested (ok) parens)', 'Nested (ok) parens'],
    ['/Reason (Octal \\351t\\351)', 'Octal été'],
    ['/Reason <FEFF00E9007400E9>', 'été'],
    ['/Reason <48656C6C6F>', 'Hello'],
    ['/Other (x)', undefined],
  ])('readPdfString(%j)', (dictionary, value) => {
    expect(readPdfString(dictionary, 'Reason')).toBe(value);
  });
});
