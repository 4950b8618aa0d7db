import type { Page } from '@playwright/test';
import { axeViolations } from '../../../e2e/axe';
import { expect, test } from '../../../e2e/fixtures';
import { insertMetadata, orientationOnlyExif } from '../../engine/image/metadata';

/**
 * Drops a 400 × 300 PNG drawn in the page: red top-left, green top-right, blue bottom-left, white
 * bottom-right (200 × 150 each).
 */
async function dropQuadrants(page: Page) {
  const dataTransfer = await page.evaluateHandle(async () => {
    const canvas = new OffscreenCanvas(400, 300);
    const context = canvas.getContext('2d')!;
    const fill = (colour: string, x: number, y: number) => {
      context.fillStyle = colour;
      context.fillRect(x, y, 200, 150);
    };
    fill('#ff0000', 0, 0);
    fill('#00ff00', 200, 0);
    fill('#0000ff', 0, 150);
    fill('#ffffff', 200, 150);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], 'quadrants.png', { type: 'image/png' }));
    return transfer;
  });
  await page.getByText('Images to crop or rotate').dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('img', { name: 'quadrants.png, as it will come out' })).toBeVisible();
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const pixels = async (page: Page, name: string) => Number((await field(page, name).inputValue()).replace(/\D/g, ''));

test.describe('Image crop and rotate', () => {
  test('a 1:1 crop set by numbers, rotated: the box turns with the picture, the result has its size and downloads', async ({ page }) => {
    await page.goto('/image-crop-rotate');
    await expect(page).toHaveTitle('Image crop and rotate - IT Tools');
    await dropQuadrants(page);
    await expect(page.getByText('Image after turning: 400 × 300 px', { exact: false })).toBeVisible();

    // 1:1: the largest centred square; then 100 wide (the height follows), at 150, 100: across the four quadrants.
    await page.locator('label').filter({ hasText: /^1:1$/ }).click();
    await expect(field(page, 'Width')).toHaveValue('300 px');
    await expect(field(page, 'Height')).toHaveValue('300 px');
    await expect(field(page, 'X')).toHaveValue('50 px');
    await field(page, 'Width').fill('100');
    await expect(field(page, 'Height')).toHaveValue('100 px');
    await field(page, 'X').fill('150');
    await field(page, 'Y').fill('100');
    await field(page, 'Y').blur();

    // Turned right: the picture is 300 × 400 and the box covers the same part of it.
    await page.getByRole('button', { name: 'Rotate right' }).click();
    await expect(page.getByText('Rotation: 90° clockwise')).toBeVisible();
    await expect(page.getByText('Image after turning: 300 × 400 px', { exact: false })).toBeVisible();
    await expect(field(page, 'X')).toHaveValue('100 px');
    await expect(field(page, 'Y')).toHaveValue('150 px');
    await expect(field(page, 'Width')).toHaveValue('100 px');
    await expect(field(page, 'Height')).toHaveValue('100 px');

    const result = page.getByRole('region', { name: 'Result' });
    // Until the result of the last change is made, the previous one is shown (marked busy).
    await expect(result).toHaveAttribute('aria-busy', 'false');
    await expect(result.getByText('100 × 100 px', { exact: false })).toBeVisible();
    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: 'Download quadrants.png' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('quadrants.png');
    const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([100, 100]);

    // What was seen is what came out: turned right, the blue quadrant is at the top left.
    const corners = await page.evaluate(async (base64) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)].join(',');
      return [at(5, 5), at(94, 5), at(5, 94), at(94, 94)];
    }, bytes.toString('base64'));
    expect(corners).toEqual(['0,0,255', '255,0,0', '255,255,255', '0,255,0']);
  });

  test('the box moves and resizes with the mouse and the keyboard, the numbers following', async ({ page }) => {
    await page.goto('/image-crop-rotate');
    await dropQuadrants(page);
    await page.locator('label').filter({ hasText: /^1:1$/ }).click();
    await expect(field(page, 'X')).toHaveValue('50 px');
    // The crop box, its handles and the fields pass axe in both themes (the page without an image is checked in tool-pages.e2e.ts).
    await expect(page.getByRole('region', { name: 'Result' })).toBeVisible();
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await axeViolations(page, { include: 'main', onlyThemeRules: true })).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

    const picture = page.getByRole('img', { name: 'quadrants.png, as it will come out' });
    await picture.scrollIntoViewIfNeeded();
    const stage = (await picture.boundingBox())!;
    const scale = 400 / stage.width;

    // Drag the box 24 CSS pixels to the right.
    const box = page.getByRole('button', { name: /^Crop box:/ });
    const start = (await box.boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2, { steps: 3 });
    await page.mouse.move(start.x + start.width / 2 + 24, start.y + start.height / 2, { steps: 3 });
    await page.mouse.up();
    await expect.poll(() => pixels(page, 'X')).not.toBe(50);
    expect(Math.abs((await pixels(page, 'X')) - (50 + 24 * scale))).toBeLessThanOrEqual(1);
    expect(await pixels(page, 'Width')).toBe(300);

    // Drag the bottom-right corner up and left: a smaller square.
    const handle = page.getByRole('button', { name: 'Bottom-right corner of the crop box' });
    await handle.scrollIntoViewIfNeeded();
    const corner = (await handle.boundingBox())!;
    await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
    await page.mouse.down();
    await page.mouse.move(corner.x + corner.width / 2 - 64, corner.y + corner.height / 2 - 64, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => pixels(page, 'Width')).toBeLessThan(300);
    const side = await pixels(page, 'Width');
    expect(Math.abs(side - (300 - 64 * scale))).toBeLessThanOrEqual(1);
    expect(await pixels(page, 'Height')).toBe(side);

    // Keyboard: an arrow moves the box by 1 % of the image (4 px), Shift + arrow resizes it.
    const x = await pixels(page, 'X');
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect(field(page, 'X')).toHaveValue(`${x + 4} px`);
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(field(page, 'Width')).toHaveValue(`${side - 4} px`);
    await expect(field(page, 'Height')).toHaveValue(`${side - 4} px`);

    // And the result follows the box.
    await expect(page.getByRole('region', { name: 'Result' }).getByText(`${side - 4} × ${side - 4} px`, { exact: false })).toBeVisible();
  });

  test('a photo whose EXIF says "turn 90° clockwise": shown and cropped upright; unticked, as stored', async ({ page }) => {
    await page.goto('/image-crop-rotate');
    // The quadrants drawn as a 400 × 300 JPEG in the page; its orientation (6) written here.
    const base64 = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(400, 300);
      const context = canvas.getContext('2d')!;
      for (const [colour, x, y] of [['#ff0000', 0, 0], ['#00ff00', 200, 0], ['#0000ff', 0, 150], ['#ffffff', 200, 150]] as const) {
        context.fillStyle = colour;
        context.fillRect(x, y, 200, 150);
      }
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })).arrayBuffer());
      return btoa(String.fromCharCode(...bytes));
    });
    const jpeg = await insertMetadata(new Uint8Array(Buffer.from(base64, 'base64')), 'jpeg', { exif: orientationOnlyExif(6) });
    await page.getByLabel('Images to crop or rotate').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg) });

    await expect(page.getByText('Image after turning: 300 × 400 px', { exact: false })).toBeVisible();
    // The preview is upright: blue at the top left, red at the top right.
    const colourAt = (x: number, y: number) =>
      page.getByRole('img', { name: 'photo.jpg, as it will come out' }).evaluate((canvas: HTMLCanvasElement, [px, py]) => {
        const data = canvas.getContext('2d')!.getImageData(Math.floor(px! * canvas.width), Math.floor(py! * canvas.height), 1, 1).data;
        return [...data.slice(0, 3)].map((value) => Math.round(value / 255)).join('');
      }, [x, y]);
    expect([await colourAt(0.1, 0.1), await colourAt(0.9, 0.1), await colourAt(0.1, 0.9)]).toEqual(['001', '100', '111']);

    // The top half as seen: 300 × 200, blue and red.
    await field(page, 'Height').fill('200');
    const result = page.getByRole('region', { name: 'Result' });
    await expect(result.getByText('300 × 200 px', { exact: false })).toBeVisible();

    // Unticked: the pixels as stored (400 × 300, red at the top left); the box stays where it was.
    await page.getByRole('checkbox', { name: 'Apply the EXIF orientation' }).uncheck();
    await expect(page.getByText('Image after turning: 400 × 300 px', { exact: false })).toBeVisible();
    await expect.poll(() => colourAt(0.1, 0.1)).toBe('100');
    await field(page, 'Width').fill('400');
    await expect(result.getByText('400 × 200 px', { exact: false })).toBeVisible();
  });
});
