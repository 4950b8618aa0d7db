import { findChromium } from '../../../scripts/find-chromium.mjs';
import { expect, test } from '../../../e2e/fixtures';

/** Chromium's fake camera and microphone, with the permission prompt answered yes. */
test.use({
  launchOptions: {
    executablePath: findChromium(process.env, { headlessShell: true }) ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});
test.describe('camera refused', () => {
  test('nothing is requested on load; a refused camera shows "Camera unavailable" and Start camera stays available', async ({ page }) => {
    // The browser runs with a fake camera; here the user refuses it.
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await page.goto('/camera-recorder');
    await expect(page).toHaveTitle('Camera recorder - IT Tools');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('Camera', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect(page.getByRole('alert')).toContainText('Camera unavailable');
    await expect(page.getByRole('alert')).toContainText("Permission to use the camera was denied. Allow it in your browser's site settings (usually the lock icon in the address bar), then click Start camera again.");
    await expect(page.getByRole('button', { name: 'Start camera' })).toBeEnabled();
  });
});

test.describe('with Chromium’s fake camera', () => {
  test('photo and video land in the gallery; delete removes them', async ({ page }) => {
    await page.goto('/camera-recorder');
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect(page.getByRole('combobox', { name: 'Camera', exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Microphone' })).not.toHaveValue('No microphone');
    await expect.poll(() => page.getByLabel('Camera preview').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Take photo' }).click();
    const photo = page.getByRole('article', { name: /^Photo \d\d:\d\d:\d\d$/ });
    await expect(photo).toBeVisible();
    await expect(photo.getByRole('img')).toBeVisible();
    await expect(photo.getByRole('link', { name: 'Download' })).toHaveAttribute('download', /^photo-\d{8}-\d{6}\.png$/);

    await page.getByRole('button', { name: 'Start recording' }).click();
    await expect(page.getByText(/^Recording 00:0[1-9]$/)).toBeVisible({ timeout: 5000 });
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText(/^Paused 00:\d\d$/)).toBeVisible();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByText(/^Recording 00:\d\d$/)).toBeVisible();
    await page.getByRole('button', { name: 'Stop recording' }).click();
    const video = page.getByRole('article', { name: /^Video \d\d:\d\d:\d\d$/ });
    await expect(video).toBeVisible();
    await expect(video.getByRole('link', { name: 'Download' })).toHaveAttribute('download', /^video-\d{8}-\d{6}\.(webm|mp4)$/);
    // Newest first.
    await expect(page.getByRole('article').first()).toHaveAccessibleName(/^Video /);

    await video.getByRole('button', { name: 'Delete' }).click();
    await expect(video).toHaveCount(0);
    await expect(photo).toBeVisible();
    await page.getByRole('button', { name: 'Stop camera' }).click();
    await expect(page.getByRole('button', { name: 'Start camera' })).toBeVisible();
  });
});
