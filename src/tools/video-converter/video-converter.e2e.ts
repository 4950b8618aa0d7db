import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { expect, test } from '../../../e2e/fixtures';
import { encodeMedia, recordCanvas } from '../../../e2e/media';

test('a WebM (VP9, Opus) converted to a smaller MP4 (H.264): the plan, the result played, downloaded and read back', async ({ page }) => {
  await page.goto('/video-converter');
  await expect(page).toHaveTitle('Video converter - IT Tools');
  const webm = await encodeMedia(page, 'webm', { video: { codec: 'vp9', width: 320, height: 240, fps: 25, seconds: 2 }, audio: { seconds: 2 } });
  test.skip(!webm, 'this browser cannot encode VP9');
  // H.264 when this browser encodes it (the page offers only what it encodes), else AV1 in WebM.
  const h264 = await page.evaluate(async () => (await VideoEncoder.isConfigSupported({ codec: 'avc1.42001f', width: 160, height: 120, bitrate: 500_000 })).supported === true);
  const [container, codec, codecName] = h264 ? (['MP4', 'H.264', 'avc'] as const) : (['WebM', 'AV1', 'av1'] as const);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: webm! });
  await page.getByRole('combobox', { name: 'Format', exact: true }).click();
  await page.getByRole('option', { name: container, exact: true }).click();
  await page.getByRole('combobox', { name: 'Video codec', exact: true }).click();
  await page.getByRole('option', { name: codec, exact: true }).click();
  await page.getByRole('textbox', { name: 'Width (px)' }).fill('160');
  const plan = page.getByRole('region', { name: 'What you will get' });
  await expect(plan).toContainText('Source: 320 × 240, 25 fps, VP9, 0:02, sound Opus');
  await expect(plan).toContainText(`Output: 160 × 120, 25 fps, ${codec} at`);
  await expect(plan).toContainText('sound copied');
  await expect(plan).toContainText(/Estimated size: about [\d.,]+ (Bytes|KB)/);

  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  const result = page.getByRole('region', { name: 'Converted video' });
  await expect(result.getByText(/ → .* in /)).toBeVisible({ timeout: 30_000 });
  const name = `clip.${h264 ? 'mp4' : 'webm'}`;
  // The preview plays the result (its picture size read by the browser's own player).
  const player = result.getByLabel(name, { exact: true }).and(result.locator('video'));
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => [video.videoWidth, video.videoHeight])).toEqual([160, 120]);
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: `Download ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  const bytes = new Uint8Array(Buffer.concat(await (await file.createReadStream()).toArray()));
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const video = (await input.getPrimaryVideoTrack())!;
  expect([(await input.getFormat()).name, video.codec, video.displayWidth, video.displayHeight]).toEqual([container === 'MP4' ? 'MP4' : 'WebM', codecName, 160, 120]);
  expect((await input.getPrimaryAudioTrack())?.codec).toBe('opus');
  expect(await input.computeDuration()).toBeCloseTo(2, 0);
});

test('a screen recording (MediaRecorder’s WebM) keeps every frame when re-encoded', async ({ page }) => {
  await page.goto('/video-converter');
  const recording = await recordCanvas(page, { width: 160, height: 120, seconds: 2 });
  /** The video packets as "timestamp/duration" (seconds), in decode order. */
  const packets = async (bytes: Uint8Array) => {
    const video = (await new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS }).getPrimaryVideoTrack())!;
    const out: string[] = [];
    for await (const packet of new EncodedPacketSink(video).packets(undefined, undefined, { metadataOnly: true })) out.push(`${packet.timestamp.toFixed(3)}/${packet.duration.toFixed(3)}`);
    return out;
  };
  const recorded = await packets(new Uint8Array(recording));
  await page.locator('input[type=file]').setInputFiles({ name: 'screen.webm', mimeType: 'video/webm', buffer: recording });
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  const result = page.getByRole('region', { name: 'Converted video' });
  await expect(result.getByText(/ → .* in /)).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: /^Download screen\./ }).click();
  const converted = await packets(new Uint8Array(Buffer.concat(await (await (await download).createReadStream()).toArray())));
  // The frames that end the recording's clusters (a third of them here) were dropped: at most the last may go.
  expect(recorded.length).toBeGreaterThan(30);
  expect(converted.length, `recorded ${recorded.join(' ')}\nconverted ${converted.join(' ')}`).toBeGreaterThanOrEqual(recorded.length - 1);
});

test('an audio-only WebM gets the clear message; a bad crop is said under its field and Convert stays off', async ({ page }) => {
  await page.goto('/video-converter');
  const voice = await encodeMedia(page, 'webm', { audio: { seconds: 1 } });
  test.skip(!voice, 'this browser cannot encode Opus');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'voice.webm', mimeType: 'video/webm', buffer: voice! });
  await expect(page.getByRole('alert')).toContainText('voice.webm has no video track.');
  await page.getByRole('textbox', { name: 'Crop' }).fill('0, 0, 100');
  await expect(page.getByText('“0, 0, 100” is not a crop')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert', exact: true })).toBeDisabled();
});
