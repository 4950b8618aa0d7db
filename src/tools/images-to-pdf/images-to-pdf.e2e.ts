import { deflateSync } from 'node:zlib';
import { PDFDocument } from '@cantoo/pdf-lib';
import { expect, test } from '../../../e2e/fixtures';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => (bytes.reduce((c, byte) => CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A plain RGB PNG of one colour. */
function png(width: number, height: number, colour: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => colour).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

test('images put in order by keyboard and buttons become one PDF, a page each; a non-image is named', async ({ page }) => {
  await page.goto('/images-to-pdf');
  await expect(page).toHaveTitle('Images to PDF - IT Tools');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'wide.png', mimeType: 'image/png', buffer: png(40, 20, [200, 30, 30]) },
    { name: 'tall.png', mimeType: 'image/png', buffer: png(20, 60, [30, 30, 200]) },
    { name: 'square.png', mimeType: 'image/png', buffer: png(30, 30, [30, 200, 30]) },
  ]);
  const order = page.getByRole('list', { name: 'Pages, in order' }).getByRole('listitem');
  await expect(order).toHaveText([/wide\.png/, /tall\.png/, /square\.png/]);

  // Keyboard on the handle of square.png: Home → first; a button moves wide.png down.
  await page.getByRole('button', { name: 'Move square.png, page 3 of 3' }).press('Home');
  await expect(order).toHaveText([/square\.png/, /wide\.png/, /tall\.png/]);
  await expect(page.getByRole('button', { name: 'Move square.png, page 1 of 3' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'square.png is now page 1 of 3.' })).toBeAttached();
  await page.getByRole('button', { name: 'Move wide.png down' }).click();
  await expect(order).toHaveText([/square\.png/, /tall\.png/, /wide\.png/]);

  await page.getByText('A4', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'A4' })).toBeChecked();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toHaveAttribute('aria-busy', 'false');
  await expect(result.getByText('images.pdf')).toBeVisible();
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download images.pdf' }).click();
  const bytes = Buffer.concat(await (await (await download).createReadStream()).toArray());
  const doc = await PDFDocument.load(bytes);
  // Square and tall: A4 portrait; wide: landscape (automatic orientation).
  expect(doc.getPages().map((pdfPage) => [Math.round(pdfPage.getWidth()), Math.round(pdfPage.getHeight())])).toEqual([
    [595, 842],
    [595, 842],
    [842, 595],
  ]);

  // A file that is not an image, dropped in despite the filter, is named in the message.
  await page.locator('input[type=file]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
  await expect(page.getByText('notes.png is not a JPEG, PNG or WebP image.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove notes.png' }).click();
  await expect(result).toBeVisible();
});
