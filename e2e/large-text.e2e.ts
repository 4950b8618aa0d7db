import { expect, test } from './fixtures';

/**
 * LargeTextInput takes megabytes however they arrive — not only a paste: a native drop of text
 * (dispatched through the browser's own drag-and-drop, so the default insertion really happens)
 * and a script that sets the value and fires `input`. Either way the text goes to the read-only
 * preview instead of being laid out in the textarea, and the tool works on all of it.
 */
const records = Array.from({ length: 6000 }, (_, index) => `{"id":${index},"name":"user-${index}","tags":["a","b"]}`);
const bigJson = `[${records.join(',')}]`; // about 300,000 characters: above the 200,000 threshold
/** The preview's status names the size of the whole text, e.g. "Large text (312 k characters)". */
const sizeLabel = `Large text (${Math.round(bigJson.length / 1000)} k characters)`;

test.describe('large text arriving without a paste', () => {
  test('a native drop of text onto the field goes to the preview, and the tool formats it', async ({ page }) => {
    await page.goto('/json-prettify');
    const field = page.getByRole('textbox', { name: 'Your raw JSON' });
    // The field starts with a sample; the drop goes into an empty field, as the whole document.
    await field.fill('');
    const box = await field.boundingBox();
    if (!box) throw new Error('no field box');
    const cdp = await page.context().newCDPSession(page);
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const data = { items: [{ mimeType: 'text/plain', data: bigJson }], dragOperationsMask: 1 };
    for (const type of ['dragEnter', 'dragOver', 'drop'] as const) await cdp.send('Input.dispatchDragEvent', { type, ...at, data });
    await expect(page.getByRole('status').filter({ hasText: sizeLabel })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your raw JSON' })).toHaveAttribute('aria-readonly', 'true');
    await expect(page.getByRole('textbox', { name: 'Prettified version of your JSON' })).toContainText('"name": "user-0"');
  });

  test('a script setting the value and firing input goes to the preview, and nothing is lost', async ({ page }) => {
    await page.goto('/json-prettify');
    const field = page.getByRole('textbox', { name: 'Your raw JSON' });
    await expect(field).toBeVisible();
    await field.evaluate((element, text) => {
      const area = element as HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, text);
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }, bigJson);
    await expect(page.getByRole('textbox', { name: 'Your raw JSON' })).toHaveAttribute('aria-readonly', 'true');
    await expect(page.getByRole('status').filter({ hasText: sizeLabel })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Prettified version of your JSON' })).toContainText('"name": "user-0"');
  });
});
