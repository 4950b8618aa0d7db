import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';
import { wavFile } from '../../test/media-fixtures';

const DROP = 'Drop audio files here, or choose them';

/** Clicks the result's Download button for `name` and returns the file's bytes. */
async function save(page: Page, name: string): Promise<Buffer> {
  const button = page.getByRole('region', { name: 'Converted audio' }).getByRole('button', { name: `Download ${name}` });
  await expect(button).toBeVisible({ timeout: 15_000 });
  const download = page.waitForEvent('download');
  await button.click();
  return Buffer.concat(await (await (await download).createReadStream()).toArray());
}

/** A file read back in Node (its container and track, not decoded). */
async function readBack(bytes: Buffer) {
  const input = new Input({ source: new BufferSource(new Uint8Array(bytes)), formats: ALL_FORMATS });
  const track = (await input.getPrimaryAudioTrack())!;
  return { format: (await input.getFormat()).name, codec: track.codec, channels: track.numberOfChannels, duration: await input.computeDuration() };
}

test.describe('Audio converter', () => {
  test('converts a WAV to mono Opus, MP3 (LAME) and FLAC (libFLAC, lossless) in the browser, trimmed, with a player and Download', async ({ page }) => {
    await page.goto('/audio-converter');
    // Only what this browser encodes is offered: the others are shown, disabled, with the reason.
    const opusEncodes = await page.evaluate(async () => (await AudioEncoder.isConfigSupported({ codec: 'opus', sampleRate: 48000, numberOfChannels: 2, bitrate: 128000 })).supported === true);
    test.skip(!opusEncodes, 'this browser cannot encode Opus');

    await page.getByLabel(DROP).setInputFiles({ name: 'tone.wav', mimeType: 'audio/wav', buffer: Buffer.from(wavFile({ seconds: 3, sampleRate: 48000, channels: 2, frequency: 440 })) });
    await page.getByText('Mono', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Mono' })).toBeChecked();
    await page.getByLabel('End (seconds)').fill('2');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();

    const result = page.getByRole('region', { name: 'Converted audio' });
    await expect(result.getByRole('button', { name: 'Download tone.opus' })).toBeVisible({ timeout: 15_000 });
    await expect(result.locator('audio')).toHaveAttribute('src', /^blob:/);
    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: 'Download tone.opus' }).click();
    const file = await download;
    const opus = await readBack(Buffer.concat(await (await file.createReadStream()).toArray()));
    expect([opus.format, opus.codec, opus.channels]).toEqual(['Ogg', 'opus', 1]);
    expect(opus.duration).toBeGreaterThan(1.9);
    expect(opus.duration).toBeLessThan(2.1);

    // MP3, FLAC and AAC come with the app (WebAssembly encoders): every format is offered.
    await expect(page.getByRole('radio', { name: 'AAC (M4A)' })).toBeEnabled();
    await expect(page.getByText(/Not available in this browser/)).toHaveCount(0);
    // MP3: LAME in a worker of its own (its file served from our origin).
    await page.getByText('MP3', { exact: true }).click();
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    const mp3 = await readBack(await save(page, 'tone.mp3'));
    expect([mp3.format, mp3.codec, mp3.channels]).toEqual(['MP3', 'mp3', 1]);
    expect(Math.abs(mp3.duration - 2)).toBeLessThan(0.1);

    // FLAC is lossless: the browser's own decoder gives back the tone's samples.
    await page.getByText('FLAC', { exact: true }).click();
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    const flac = await save(page, 'tone.flac');
    expect((await readBack(flac)).codec).toBe('flac');
    const decoded = await page.evaluate(async (bytes) => {
      const buffer = await new OfflineAudioContext(1, 1, 48000).decodeAudioData(new Uint8Array(bytes).buffer);
      return { length: buffer.length, channels: buffer.numberOfChannels, samples: [...buffer.getChannelData(0).subarray(0, 4800)] };
    }, [...flac]);
    expect([decoded.length, decoded.channels]).toEqual([96000, 1]);
    const worst = Math.max(...decoded.samples.map((value, frame) => Math.abs(value * 32768 - Math.round(Math.sin((2 * Math.PI * 440 * frame) / 48000) * 16383))));
    expect(worst).toBeLessThanOrEqual(1);
  });

  test('gives clear messages: a text file, an empty file, an end before the start', async ({ page }) => {
    await page.goto('/audio-converter');
    await page.getByLabel(DROP).setInputFiles({ name: 'notes.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('these are notes, not audio') });
    await page.getByText('WAV', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'WAV' })).toBeChecked();
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('notes.mp3 is not an audio or video file this app reads');

    await page.getByRole('button', { name: 'Remove notes.mp3' }).click();
    await page.getByLabel(DROP).setInputFiles({ name: 'empty.wav', mimeType: 'audio/wav', buffer: Buffer.alloc(0) });
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('empty.wav is empty (0 bytes).');

    await page.getByLabel('Start (seconds)').fill('5');
    await page.getByLabel('End (seconds)').fill('2');
    await expect(page.getByText('The end (2 s) must come after the start (5 s).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Convert', exact: true })).toBeDisabled();
  });
});
