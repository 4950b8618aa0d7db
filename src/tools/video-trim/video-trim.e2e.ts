import type { Page } from '@playwright/test';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { expect, test } from '../../../e2e/fixtures';
import { encodeMedia, recordCanvas } from '../../../e2e/media';

const DROP = 'Drop a video to trim';

/** The duration the page's <video> reads from a file's own header (it plays the trimmed file). */
async function playedDuration(page: Page, label: string): Promise<number> {
  const video = page.getByLabel(label, { exact: true });
  // The media pipeline can take seconds on a busy machine.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => (element.error ? `cannot play: ${element.error.message}` : element.readyState >= 1)), { timeout: 30_000 })
    .toBe(true);
  return video.evaluate((element: HTMLVideoElement) => element.duration);
}

test.describe('Video trim', () => {
  test('a real WebM cut at a keyframe is lossless, plays, and lasts the cut; typed times are checked', async ({ page }) => {
    test.slow();
    await page.goto('/video-trim');
    const clip = await encodeMedia(page, 'webm', { video: { codec: 'vp9', width: 320, height: 240, fps: 30, seconds: 4, keyframeEvery: 1 }, audio: { seconds: 4, channels: 2 } });
    test.skip(!clip, 'this browser cannot encode VP9 and Opus');
    await page.getByLabel(DROP).setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: clip! });
    await expect(page.getByText(/WebM · vp9 320 × 240 · 00:00:04\.\d{3} · keyframes: 4/)).toBeVisible();

    // A typed time that is no time, then an end before the start: said under the field, Trim blocked.
    await page.getByRole('textbox', { name: 'Start' }).fill('1:75');
    await expect(page.getByText('"1:75" is not a time')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Trim', exact: true })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Start' }).fill('2.5');
    await page.getByRole('textbox', { name: 'End' }).fill('00:00:02');
    await expect(page.getByText('The end (00:00:02.000) must come after the start (00:00:02.500).')).toBeVisible();

    // Between keyframes: the line says where the lossless cut starts.
    await page.getByRole('textbox', { name: 'End' }).fill('3');
    await expect(page.getByTestId('keyframe-line')).toHaveText(/^The start is not on a keyframe: the clip starts at 00:00:02\.000, the keyframe before 00:00:02\.500 \(the next one is at 00:00:03\.000\)/);
    // The slider's Start thumb, by keyboard: a step of 10 ms.
    await page.getByRole('slider', { name: 'Start' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('textbox', { name: 'Start' })).toHaveValue('00:00:02.510');

    await page.getByRole('textbox', { name: 'Start' }).fill('1');
    await expect(page.getByTestId('keyframe-line')).toHaveText('Lossless: the cut starts on a keyframe (00:00:01.000).');
    await page.getByRole('button', { name: 'Trim', exact: true }).click();
    // Seconds on a busy machine (the run is in an operation worker).
    await expect(page.getByRole('heading', { name: 'Trimmed video' })).toBeVisible({ timeout: 30_000 });
    const duration = await playedDuration(page, 'clip-trimmed.webm');
    expect(duration).toBeGreaterThan(1.9);
    expect(duration).toBeLessThan(2.1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download/ }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('clip-trimmed.webm');
    // Read back: 60 frames from a keyframe at 0 (WebM shifts both tracks by the few milliseconds of
    // the Opus packet straddling the cut, so none starts before 0), and the sound beside them.
    const input = new Input({ source: new BufferSource(Buffer.concat(await (await saved.createReadStream()).toArray())), formats: ALL_FORMATS });
    const packets = [];
    for await (const packet of new EncodedPacketSink((await input.getPrimaryVideoTrack())!).packets(undefined, undefined, { metadataOnly: true })) packets.push(packet);
    expect([packets.length, packets[0]!.type]).toEqual([60, 'key']);
    expect(packets[0]!.timestamp).toBeGreaterThanOrEqual(0);
    expect(packets[0]!.timestamp).toBeLessThan(0.05);
    expect((await input.getPrimaryAudioTrack())?.codec).toBe('opus');
  });

  test('an exact cut between keyframes re-encodes the video in the browser and starts where asked', async ({ page }) => {
    test.slow();
    await page.goto('/video-trim');
    const clip = await encodeMedia(page, 'webm', { video: { codec: 'vp9', width: 320, height: 240, fps: 30, seconds: 3, keyframeEvery: 2 }, audio: { seconds: 3 } });
    test.skip(!clip, 'this browser cannot encode VP9 and Opus');
    await page.getByLabel(DROP).setInputFiles({ name: 'walk.webm', mimeType: 'video/webm', buffer: clip! });
    await expect(page.getByText(/keyframes: 2/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Start' }).fill('0.5');
    await page.getByText('Exact', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Exact' })).toBeChecked();
    await expect(page.getByTestId('keyframe-line')).toContainText('the video will be re-encoded from 00:00:00.500 in this browser');
    await page.getByRole('button', { name: 'Trim', exact: true }).click();
    await expect(page.getByText('The video was re-encoded from 00:00:00.500 (the start is not on a keyframe); the sound was copied.')).toBeVisible({ timeout: 60_000 });
    const duration = await playedDuration(page, 'walk-trimmed.webm');
    expect(duration).toBeGreaterThan(2.4);
    expect(duration).toBeLessThan(2.6);
  });

  test('an exact cut of a screen recording (MediaRecorder’s WebM) keeps every frame of the cut', async ({ page }) => {
    await page.goto('/video-trim');
    const recording = await recordCanvas(page, { width: 160, height: 120, seconds: 2 });
    const timestamps = async (bytes: Uint8Array) => {
      const video = (await new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS }).getPrimaryVideoTrack())!;
      const out: number[] = [];
      for await (const packet of new EncodedPacketSink(video).packets(undefined, undefined, { metadataOnly: true })) out.push(packet.timestamp);
      return out;
    };
    const inCut = (await timestamps(new Uint8Array(recording))).filter((time) => time >= 0.5 && time < 1.5).length;
    await page.getByLabel(DROP).setInputFiles({ name: 'screen.webm', mimeType: 'video/webm', buffer: recording });
    await page.getByRole('textbox', { name: 'Start' }).fill('0.5');
    await page.getByRole('textbox', { name: 'End' }).fill('1.5');
    await page.getByText('Exact', { exact: true }).click();
    await page.getByRole('button', { name: 'Trim', exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download screen-trimmed.webm' }).click();
    const made = await timestamps(new Uint8Array(Buffer.concat(await (await (await download).createReadStream()).toArray())));
    // The frames that end the recording's clusters were dropped when re-encoded (a third of them).
    expect(inCut).toBeGreaterThan(15);
    expect(made.length).toBeGreaterThanOrEqual(inCut - 1);
  });
});
