import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { openPdf } from '../../engine/pdf/document';

async function makePdf(encrypt?: { userPassword: string; ownerPassword: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 2; page++) doc.addPage([300, 200]).drawText(`Page ${page}`, { x: 20, y: 100, size: 24, font });
  if (encrypt) doc.encrypt(encrypt);
  return doc.save();
}

describe('it-tools pdf-protect', () => {
  it('protects with --password, then the README example unlocks it: it-tools pdf-protect-unlock -i locked.pdf --password … -o open.pdf', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'report.pdf'), await makePdf());
    const protect = await runCli(['pdf-protect', '-i', join(dir, 'report.pdf'), '--password', 's3cret', '--no-print', '-o', join(dir, 'locked.pdf')]);
    expect([protect.code, protect.stderr]).toEqual([0, '']);
    const locked = { name: 'locked.pdf', bytes: new Uint8Array(readFileSync(join(dir, 'locked.pdf'))) };
    await expect(openPdf(locked)).rejects.toMatchObject({ messageKey: 'pdf.passwordNeeded' });
    const wrong = await runCli(['pdf-protect-unlock', '-i', join(dir, 'locked.pdf'), '--password', 'nope', '-o', join(dir, 'open.pdf')]);
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toContain('The password is not the one of locked.pdf.');
    const unlock = await runCli(['pdf-protect-unlock', '-i', join(dir, 'locked.pdf'), '--password', 's3cret', '-o', join(dir, 'open.pdf')]);
    expect([unlock.code, unlock.stderr]).toEqual([0, '']);
    const open = await openPdf({ name: 'open.pdf', bytes: new Uint8Array(readFileSync(join(dir, 'open.pdf'))) });
    expect([open.encrypted, open.doc.getPageCount()]).toEqual([false, 2]);
  });
});
