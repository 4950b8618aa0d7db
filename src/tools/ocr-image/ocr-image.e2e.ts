import { readFileSync } from 'node:fs';
import { expect, test } from '../../../e2e/fixtures';

test.describe('Image to text (OCR)', () => {
  // The first recognition loads Tesseract's core (4 MB) and the English model (3 MB) in its worker.
  test.setTimeout(120_000);

  test('reads the text of a dropped PNG, with its blocks, and downloads it', async ({ page }) => {
    await page.goto('/ocr-image');
    await expect(page.getByRole('checkbox', { name: 'English (built in)' })).toBeChecked();

    // A PNG drawn in the page: black text on white, dropped on the zone as a file.
    const dataTransfer = await page.evaluateHandle(async () => {
      const canvas = new OffscreenCanvas(900, 200);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, 900, 200);
      context.fillStyle = '#000000';
      context.font = '80px "Liberation Sans", "DejaVu Sans", sans-serif';
      context.fillText('HELLO WORLD 2026', 40, 130);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], 'hello.png', { type: 'image/png' }));
      return transfer;
    });
    await page.getByText('Drop images to read their text').dispatchEvent('drop', { dataTransfer });

    await expect(page.getByRole('img', { name: 'hello.png' })).toBeVisible();
    const text = page.getByRole('textbox', { name: 'Recognised text' });
    await expect(text).toHaveValue('HELLO WORLD 2026', { timeout: 90_000 });
    await expect(page.getByText(/^Mean confidence: \d+ %$/)).toBeVisible();
    const blocks = page.getByRole('table', { name: 'Blocks of text' });
    await expect(blocks.getByRole('row')).toHaveCount(2);
    await expect(blocks.getByRole('row').nth(1)).toContainText('HELLO WORLD 2026');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .txt' }).click()]);
    expect(download.suggestedFilename()).toBe('hello.txt');
    expect(readFileSync(await download.path(), 'utf8')).toBe('HELLO WORLD 2026');
  });
});
