import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { expect, test } from '../../../e2e/fixtures';
import { encodeMedia, encodeTracks } from '../../../e2e/media';
import { mediaFile } from '../../test/media-fixtures';

const DROP = 'Drop videos here, or choose them';

async function readBack(bytes: Buffer) {
  const input = new Input({ source: new BufferSource(new Uint8Array(bytes)), formats: ALL_FORMATS });
  const track = (await input.getPrimaryAudioTrack())!;
  let packets = 0;
  for await (const _packet of new EncodedPacketSink(track).packets()) packets += 1;
  return { format: (await input.getFormat()).name, codec: track.codec, channels: track.numberOfChannels, duration: await input.computeDuration(), packets, tracks: (await input.getTracks()).length };
}

test.describe('Extract audio', () => {
  test('copies the Opus track of a real WebM without re-encoding, then converts it to WAV', async ({ page }) => {
    await page.goto('/extract-audio');
    const tracks = await encodeTracks(page, { video: { codec: 'vp9', width: 320, height: 240, fps: 15, seconds: 2 }, audio: { seconds: 2, channels: 2 } });
    test.skip(!tracks, 'this browser cannot encode VP9 and Opus');
    const audioPackets = tracks!.find((track) => track.kind === 'audio')!.packets.length;
    await page.getByLabel(DROP).setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: Buffer.from(await mediaFile('webm', tracks!)) });

    const result = page.getByRole('region', { name: 'Extracted audio' });
    const save = async (name: string) => {
      const download = page.waitForEvent('download');
      await result.getByRole('button', { name: `Download ${name}` }).click();
      return readBack(Buffer.concat(await (await (await download).createReadStream()).toArray()));
    };
    await expect(result.getByRole('button', { name: 'Download clip.opus' })).toBeVisible();
    await expect(result.locator('audio')).toHaveAttribute('src', /^blob:/);
    const copy = await save('clip.opus');
    expect([copy.format, copy.codec, copy.channels, copy.tracks, copy.packets]).toEqual(['Ogg', 'opus', 2, 1, audioPackets]);
    expect(copy.duration).toBeCloseTo(2, 1);

    // Converting decodes the Opus in the browser and writes PCM.
    await page.getByText('WAV', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'WAV' })).toBeChecked();
    await expect(result.getByRole('button', { name: 'Download clip.wav' })).toBeVisible({ timeout: 15_000 });
    const wav = await save('clip.wav');
    expect([wav.format, wav.codec, wav.channels]).toEqual(['WAVE', 'pcm-s16', 2]);
    expect(wav.duration).toBeCloseTo(2, 1);
  });

  test('says a video without sound has no audio track, and lists each file of a batch', async ({ page }) => {
    await page.goto('/extract-audio');
    const silent = await encodeMedia(page, 'webm', { video: { codec: 'vp9', width: 160, height: 128, fps: 10, seconds: 1 } });
    test.skip(!silent, 'this browser cannot encode VP9');
    await page.getByLabel(DROP).setInputFiles({ name: 'silent.webm', mimeType: 'video/webm', buffer: silent! });
    await expect(page.getByRole('alert')).toContainText('silent.webm has no audio track.');

    const clip = await encodeMedia(page, 'webm', { video: { codec: 'vp9', width: 160, height: 128, fps: 10, seconds: 1 }, audio: { seconds: 1, channels: 1 } });
    await page.getByLabel(DROP).setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: clip! });
    const list = page.getByRole('table', { name: 'Files of the batch' });
    await expect(list.getByRole('row', { name: /silent\.webm/ })).toContainText('silent.webm has no audio track.');
    await expect(list.getByRole('row', { name: /clip\.webm/ }).getByRole('button', { name: /Download clip\.opus/ })).toBeVisible();
  });
});
