import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const textInput = (page: Page) => page.getByRole('textbox', { name: 'String to encode' });
const encoded = (page: Page) => page.getByRole('textbox', { name: 'Base64 of string' });
const base64Input = (page: Page) => page.getByRole('textbox', { name: 'Base64 string to decode' });
const decoded = (page: Page) => page.getByRole('textbox', { name: 'Decoded string' });

test.describe('Base64 string encoder/decoder', () => {
  test('encodes UTF-8 text, standard and URL safe; copy', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/base64-converter');
    await expect(page).toHaveURL(/\/base64-string-converter$/);
    await expect(page).toHaveTitle('Base64 string encoder/decoder - IT Tools');

    await textInput(page).fill('héllo 👋');
    await expect(encoded(page)).toHaveValue('aMOpbGxvIPCfkYs=');
    await textInput(page).fill('<<<????????>>>');
    await expect(encoded(page)).toHaveValue('PDw8Pz8/Pz8/Pz8+Pj4=');
    await page.getByRole('switch', { name: 'Encode URL safe' }).click();
    await expect(encoded(page)).toHaveValue('PDw8Pz8_Pz8_Pz8-Pj4');

    await page.getByRole('button', { name: 'Copy base64' }).click();
    await expect.poll(() => readClipboard(page)).toBe('PDw8Pz8_Pz8_Pz8-Pj4');
  });

  test('decodes a data URL with line breaks; the URL-safe switch is remembered', async ({ page }) => {
    await page.goto('/file-to-base64');
    await base64Input(page).fill('data:text/plain;base64,aMOp\nbGxvIPCf\r\nkYs=');
    await expect(decoded(page)).toHaveValue('héllo 👋');

    await page.getByRole('switch', { name: 'Decode URL safe' }).click();
    await base64Input(page).fill('PDw8Pz8_Pz8_Pz8-Pj4');
    await expect(decoded(page)).toHaveValue('<<<????????>>>');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tools:base64-string-converter:decodeUrlSafe'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Decode URL safe' })).toBeChecked();
    await expect(decoded(page)).toHaveValue('<<<????????>>>');
  });

  test('invalid Base64 shows the message, empties the output and offers the URL-safe reading', async ({ page }) => {
    await page.goto('/base64-string-converter');
    await textInput(page).fill('kept');
    await base64Input(page).fill('bG9yZW0gaXBzdW0');
    await expect(page.getByText('Invalid base64 string')).toBeVisible();
    await expect(base64Input(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(decoded(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Copy decoded string' })).toBeDisabled();
    await expect(encoded(page)).toHaveValue('a2VwdA==');

    await base64Input(page).fill('PDw8Pz8_Pz8_Pz8-Pj4');
    await expect(page.getByText('This looks like URL-safe Base64 (it uses - or _).')).toBeVisible();
    await page.getByRole('button', { name: 'Decode URL safe' }).click();
    await expect(page.getByRole('switch', { name: 'Decode URL safe' })).toBeChecked();
    await expect(decoded(page)).toHaveValue('<<<????????>>>');
    await expect(page.getByText('Invalid base64 string')).toBeHidden();
  });

  test('bytes that are not text get a hex dump and a download', async ({ page }) => {
    await page.goto('/base64-string-converter');
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);
    await base64Input(page).fill(bytes.toString('base64'));
    // A textarea's value turns CR LF into LF (Copy still takes the exact text).
    await expect(decoded(page)).toHaveValue('\uFFFDPNG\n\u001a\n\u0000\uFFFD');
    await expect(page.getByRole('textbox', { name: 'Hex dump (first 10 bytes)' })).toHaveValue(
      '00000000  89 50 4e 47 0d 0a 1a 0a  00 ff                    |.PNG......|\n0000000a',
    );
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download bytes' }).click()]);
    expect(await readFile(await download.path())).toEqual(bytes);
  });
});
