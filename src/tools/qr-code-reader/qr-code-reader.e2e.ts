import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { axeViolations } from '../../../e2e/axe';
import { expect, test } from '../../../e2e/fixtures';
import { createQrMatrix, qrMatrixToPixels } from '../../lib/qr/qr-code';

/** CRC-32 (PNG chunks). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** An RGBA PNG (a plain encoder: the test makes its images, no stored files). */
function png(width: number, height: number, rgba: Uint8ClampedArray): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A QR code made by the project's generator, as a PNG screenshot would hold it (6 px a module). */
function qrPng(text: string): Buffer {
  const matrix = createQrMatrix(text, 'M');
  const width = (matrix.size + 8) * 6;
  return png(width, width, qrMatrixToPixels(matrix, { foreground: '#000000', background: '#ffffff' }, width));
}

const upload = (page: Page, files: { name: string; buffer: Buffer }[]) =>
  page.getByLabel('Image file', { exact: true }).setInputFiles(files.map(({ name, buffer }) => ({ name, mimeType: 'image/png', buffer })));

test.describe('QR code and barcode reader', () => {
  test('a Wi-Fi QR code: its text, its fields, and an outline on the image', async ({ page }) => {
    await page.goto('/qr-code-reader');
    await expect(page).toHaveTitle('QR code and barcode reader - IT Tools');
    await upload(page, [{ name: 'wifi.png', buffer: qrPng('WIFI:T:WPA;S:Café Lumière;P:croissant42;H:true;;') }]);

    const results = page.getByRole('region', { name: 'Codes found' });
    await expect(results.getByText('1 code found')).toBeVisible();
    const card = results.getByRole('region', { name: 'Code 1: QR Code' });
    await expect(card.getByText('Wi-Fi network')).toBeVisible();
    await expect(card.getByRole('textbox', { name: 'Decoded text', exact: true })).toHaveValue('WIFI:T:WPA;S:Café Lumière;P:croissant42;H:true;;');
    const fields = card.getByRole('group', { name: 'Fields of code 1' });
    await expect(fields.getByRole('textbox', { name: 'Network name (SSID)', exact: true })).toHaveValue('Café Lumière');
    await expect(fields.getByRole('textbox', { name: 'Security', exact: true })).toHaveValue('WPA');
    await expect(fields.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('croissant42');
    await expect(fields.getByRole('textbox', { name: 'Hidden network', exact: true })).toHaveValue('Yes');
    await expect(results.getByRole('img', { name: 'The image read, with the codes found outlined' })).toBeVisible();
    // The results pass axe in both themes (the tool pages' test checks the empty page).
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await axeViolations(page, { include: 'main', onlyThemeRules: true })).toEqual([]);
  });

  test('an otpauth QR code opens in the OTP code generator with its secret', async ({ page }) => {
    await page.goto('/qr-code-reader');
    await upload(page, [{ name: 'otp.png', buffer: qrPng('otpauth://totp/ACME:alice@example.com?secret=JBSWY3DPEHPK3PXP&issuer=ACME&digits=8') }]);
    const card = page.getByRole('region', { name: 'Code 1: QR Code' });
    await expect(card.getByRole('group', { name: 'Fields of code 1' }).getByRole('textbox', { name: 'Secret', exact: true })).toHaveValue('JBSWY3DPEHPK3PXP');
    await card.getByRole('button', { name: 'Open in OTP code generator' }).click();
    await expect(page).toHaveURL(/\/otp-generator/);
    await expect(page.getByLabel('Secret', { exact: true })).toHaveValue('JBSWY3DPEHPK3PXP');
  });

  test('several images are read as a batch: each its JSON, and an image without a code says so', async ({ page }) => {
    await page.goto('/qr-code-reader');
    const blank = png(40, 40, new Uint8ClampedArray(40 * 40 * 4).fill(255));
    await upload(page, [
      { name: 'link.png', buffer: qrPng('https://it-tools.tech') },
      { name: 'blank.png', buffer: blank },
    ]);
    const rows = page.getByRole('table', { name: 'Files of the batch' }).getByRole('row');
    await expect(page.getByRole('status').filter({ hasText: 'of 2 done' })).toHaveText('1 of 2 done, 1 failed');
    await expect(rows.filter({ hasText: 'blank.png' })).toContainText('No QR code or barcode was found in this image.');
    const download = page.waitForEvent('download');
    await rows.filter({ hasText: 'link.png' }).getByRole('button', { name: 'Download link.json' }).click();
    const json = JSON.parse(Buffer.concat(await (await (await download).createReadStream()).toArray()).toString()) as unknown;
    expect(json).toEqual([expect.objectContaining({ format: 'QR Code', text: 'https://it-tools.tech', kind: 'url' })]);
  });

  test('the camera: frames are scanned until a code shows, then the camera stops', async ({ page }) => {
    // A camera that films a QR code: a canvas stream in place of getUserMedia.
    const dataUrl = `data:image/png;base64,${qrPng('Seen by the camera').toString('base64')}`;
    await page.addInitScript((source) => {
      navigator.mediaDevices.getUserMedia = async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 480;
        const context = canvas.getContext('2d')!;
        const image = new Image();
        image.src = source;
        await image.decode();
        let frame = 0;
        const draw = () => {
          context.fillStyle = '#777';
          context.fillRect(0, 0, 640, 480);
          // The code comes into view after a few frames.
          if (frame++ > 6) context.drawImage(image, 200, 120, 240, 240);
        };
        draw();
        setInterval(draw, 50);
        return canvas.captureStream(20);
      };
    }, dataUrl);
    await page.goto('/qr-code-reader');
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await expect(page.getByLabel('Camera view')).toBeVisible();
    const card = page.getByRole('region', { name: 'Code 1: QR Code' });
    await expect(card.getByRole('textbox', { name: 'Decoded text', exact: true })).toHaveValue('Seen by the camera', { timeout: 15_000 });
    await expect(page.getByLabel('Camera view')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
  });
});
