import { expect, test } from '../../../e2e/fixtures';
import { encodeMedia } from '../../../e2e/media';
import { wavFile } from '../../test/media-fixtures';

const DROP = 'Drop video or audio files here, or choose them';

test.describe('Media info', () => {
  test('reports the codec, resolution and frame rate of a real WebM, and copies the JSON', async ({ page }) => {
    await page.goto('/media-info');
    const clip = await encodeMedia(page, 'webm', { video: { codec: 'vp9', width: 320, height: 240, fps: 30, seconds: 1 }, audio: { seconds: 1, channels: 2 } });
    test.skip(!clip, 'this browser cannot encode VP9 and Opus');
    await page.getByLabel(DROP).setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: clip! });

    const general = page.getByRole('table', { name: 'General' });
    await expect(general.getByRole('row', { name: /Container/ })).toContainText('WebM');
    const video = page.getByRole('table', { name: 'Track 1: video' });
    await expect(video.getByRole('row', { name: /^Codec\b(?! string)/ })).toContainText('VP9 profile 0');
    await expect(video.getByRole('row', { name: /Coded size/ })).toContainText('320 × 240');
    await expect(video.getByRole('row', { name: /Frame rate/ })).toContainText('30 fps');
    const audio = page.getByRole('table', { name: 'Track 2: audio' });
    await expect(audio.getByRole('row', { name: /^Codec\b(?! string)/ })).toContainText('Opus');
    await expect(audio.getByRole('row', { name: /Channels/ })).toContainText('2 (stereo)');
    await expect(page.getByRole('button', { name: 'Copy JSON' })).toBeVisible();
  });

  test('gives each of several files its report, and a clear message to a file that is not media', async ({ page }) => {
    await page.goto('/media-info');
    await page.getByLabel(DROP).setInputFiles([
      { name: 'tone.wav', mimeType: 'audio/wav', buffer: Buffer.from(wavFile({ seconds: 1, sampleRate: 44100, channels: 1 })) },
      { name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('these are notes, not a video') },
      { name: 'empty.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(0) },
    ]);
    const tone = page.getByRole('region', { name: 'tone.wav' });
    await expect(tone.getByRole('table', { name: 'Track 1: audio' }).getByRole('row', { name: /Sample rate/ })).toContainText('44,100 Hz');
    await expect(tone.getByRole('table', { name: 'General' }).getByRole('row', { name: /Duration/ })).toContainText('0:00:01.000');
    const list = page.getByRole('table', { name: 'Files of the batch' });
    await expect(list.getByRole('row', { name: /notes\.mp4/ })).toContainText('notes.mp4 is not an audio or video file this app reads');
    await expect(list.getByRole('row', { name: /empty\.mp3/ })).toContainText('empty.mp3 is empty (0 bytes).');
  });
});
