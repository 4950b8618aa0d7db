import { decompressFrames, parseGIF } from 'gifuct-js';
import type { Download } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';
import { encodeMedia, recordCanvas } from '../../../e2e/media';

const DROP = 'Drop a video or images here, or choose them';

async function downloaded(download: Download): Promise<Uint8Array> {
  return new Uint8Array(Buffer.concat(await (await download.createReadStream()).toArray()));
}

test.describe('Video to GIF', () => {
  test('a real 2 s WebM → GIF at 10 fps, 160 px wide: estimated, made with progress, shown and downloaded', async ({ page }) => {
    await page.goto('/video-to-gif');
    await expect(page).toHaveTitle('Video to GIF - IT Tools');
    const clip = (await encodeMedia(page, 'webm', { video: { codec: 'vp9', width: 320, height: 240, fps: 30, seconds: 2 } })) ?? (await encodeMedia(page, 'webm', { video: { codec: 'vp8', width: 320, height: 240, fps: 30, seconds: 2 } }));
    test.skip(!clip, 'this browser encodes neither VP9 nor VP8');
    await page.getByLabel(DROP).setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: clip! });
    await page.getByRole('textbox', { name: 'Width (px)' }).fill('160');
    // The size is estimated from sample frames before anything is encoded.
    await expect(page.getByText(/^About .+ · 20 frames of 160 × 120 px$/)).toBeVisible();

    await page.getByRole('button', { name: 'Create GIF' }).click();
    const result = page.getByRole('region', { name: 'Your GIF' });
    await expect(result.getByRole('img', { name: 'clip.gif' })).toBeVisible();
    await expect(result).toContainText('160 × 120 px');
    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: 'Download clip.gif' }).click();
    const bytes = await downloaded(await download);
    const gif = parseGIF(bytes.buffer as ArrayBuffer);
    const frames = decompressFrames(gif, true);
    expect([gif.lsd.width, gif.lsd.height]).toEqual([160, 120]);
    // 2 s at 10 fps: 20 frames of 0.1 s (every frame of the moving clip differs).
    expect(frames.length).toBeGreaterThanOrEqual(18);
    expect(frames.length).toBeLessThanOrEqual(20);
    expect(frames.reduce((sum, frame) => sum + frame.delay, 0)).toBe(2000);

    // Animated WebP from the same clip, a second from its middle.
    await page.getByText('Animated WebP', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Start (s)' }).fill('0.5');
    await page.getByRole('textbox', { name: 'End (s)' }).fill('1.5');
    await expect(page.getByText(/^About .+ · 10 frames of 160 × 120 px$/)).toBeVisible();
    await page.getByRole('button', { name: 'Create WebP' }).click();
    await expect(page.getByRole('region', { name: 'Your WebP' }).getByRole('img', { name: 'clip.webp' })).toBeVisible();
  });

  test('a screen recording (MediaRecorder’s WebM: frames without durations) is estimated from its real frames, and is never enlarged', async ({ page }) => {
    await page.goto('/video-to-gif');
    const recording = await recordCanvas(page, { width: 200, height: 150, seconds: 2 });
    await page.getByLabel(DROP).setInputFiles({ name: 'screen.webm', mimeType: 'video/webm', buffer: recording });
    // The default width (480) does not enlarge a 200 px recording.
    const estimate = page.getByText(/^About .+ · \d+ frames of 200 × 150 px$/);
    await expect(estimate).toBeVisible();
    const [, amount, unit] = /^About ([\d.,]+) (Bytes|KB|MB)/.exec((await estimate.textContent())!)!;
    const estimated = Number(amount!.replace(/,/g, '')) * { Bytes: 1, KB: 1024, MB: 1024 * 1024 }[unit as 'Bytes' | 'KB' | 'MB'];
    await page.getByRole('button', { name: 'Create GIF' }).click();
    const result = page.getByRole('region', { name: 'Your GIF' });
    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: 'Download screen.gif' }).click();
    const made = (await downloaded(await download)).length;
    // Every frame differs: an estimate made of one frame repeated was 16 times too small.
    expect(estimated / made).toBeGreaterThan(0.5);
    expect(estimated / made).toBeLessThan(2);
  });

  test('images make one GIF, a frame each; a file that is not a video says so', async ({ page }) => {
    await page.goto('/video-to-gif');
    const pngs = await page.evaluate(async () => {
      const out: number[][] = [];
      for (const colour of ['#e02828', '#28c83c', '#1e5adc']) {
        const canvas = new OffscreenCanvas(40, 30);
        const context = canvas.getContext('2d')!;
        context.fillStyle = colour;
        context.fillRect(0, 0, 40, 30);
        out.push([...new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer())]);
      }
      return out;
    });
    await page.getByLabel(DROP).setInputFiles(pngs.map((png, index) => ({ name: `frame-${index + 1}.png`, mimeType: 'image/png', buffer: Buffer.from(png) })));
    await page.getByRole('textbox', { name: 'Width (px)' }).fill('40');
    await page.getByRole('textbox', { name: 'Each image shows (ms)' }).fill('200');
    await expect(page.getByText(/^About .+ · 3 frames of 40 × 30 px$/)).toBeVisible();
    await page.getByRole('button', { name: 'Create GIF' }).click();
    const result = page.getByRole('region', { name: 'Your GIF' });
    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: 'Download frame-1.gif' }).click();
    const bytes = await downloaded(await download);
    const frames = decompressFrames(parseGIF(bytes.buffer as ArrayBuffer), true);
    expect(frames.map((frame) => [frame.delay, [...frame.patch.subarray(0, 3)]])).toEqual([
      [200, [224, 40, 40]],
      [200, [40, 200, 60]],
      [200, [30, 90, 220]],
    ]);

    // One image left: one frame.
    for (let index = 0; index < 2; index += 1) await page.getByRole('button', { name: /^Remove frame-\d\.png$/ }).first().click();
    await expect(page.getByText(/^About .+ · 1 frame of 40 × 30 px$/)).toBeVisible();

    // Not a video: a clear message, no result.
    await page.getByRole('button', { name: /^Remove frame-\d\.png$/ }).first().click();
    await page.getByLabel(DROP).setInputFiles({ name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('hello, not a video') });
    await expect(page.getByRole('alert')).toContainText('notes.mp4 is not an audio or video file this app reads');
  });
});
