import { describe, expect, it } from 'vitest';
import { fakeAudio, fakeVideo, mediaFile, wavFile } from '../../test/media-fixtures';
import { openMedia, primaryAudioTrack, primaryVideoTrack } from './media-file';

const file = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);

describe('openMedia', () => {
  it('reads the tracks of the test fixtures (MP4 with H.264 and AAC, WebM with VP9 and Opus, WAV)', async () => {
    const mp4 = await openMedia(
      file(
        await mediaFile('mp4', [
          fakeVideo({ codec: 'avc', width: 640, height: 352, fps: 25, seconds: 4, keyframeEvery: 2, rotation: 90 }),
          fakeAudio({ codec: 'aac', sampleRate: 48000, channels: 2, seconds: 4 }),
        ]),
        'clip.mp4',
      ),
    );
    const video = await primaryVideoTrack(mp4);
    expect([video.codec, video.codedWidth, video.codedHeight, video.rotation, await video.getCodecParameterString()]).toEqual(['avc', 640, 352, 90, 'avc1.42c01f']);
    expect((await video.computePacketStats()).averagePacketRate).toBeCloseTo(25, 5);
    const audio = await primaryAudioTrack(mp4);
    expect([audio.codec, audio.sampleRate, audio.numberOfChannels]).toEqual(['aac', 48000, 2]);
    expect(await mp4.input.computeDuration()).toBeCloseTo(4, 1);

    const webm = await openMedia(
      file(
        await mediaFile('webm', [
          fakeVideo({ codec: 'vp9', width: 320, height: 240, fps: 10, seconds: 1, keyframeEvery: 1 }),
          fakeAudio({ codec: 'opus', sampleRate: 48000, channels: 1, seconds: 1 }),
        ]),
        'a.webm',
      ),
    );
    expect((await webm.input.getTracks()).map((track) => track.codec)).toEqual(['vp9', 'opus']);

    const wav = await openMedia(file(wavFile({ seconds: 0.5, sampleRate: 8000, channels: 1 }), 'tone.wav'));
    expect([(await primaryAudioTrack(wav)).codec, await wav.input.computeDuration()]).toEqual(['pcm-s16', 0.5]);
    await expect(primaryVideoTrack(wav)).rejects.toMatchObject({ messageKey: 'media.noVideo', params: { name: 'tone.wav' } });
  });

  it.each([
    ['an empty file', new Uint8Array(0), 'media.empty'],
    ['a text file', new TextEncoder().encode('hello, not a video'), 'media.unsupported'],
  ])('refuses %s with its message', async (_, bytes, key) => {
    await expect(openMedia(file(bytes, 'x.mp4'))).rejects.toMatchObject({ messageKey: key, params: { name: 'x.mp4' } });
  });

  it('says a truncated MP4 is damaged', async () => {
    const whole = await mediaFile('mp4', [fakeVideo({ codec: 'avc', width: 320, height: 240, fps: 10, seconds: 2, keyframeEvery: 1 })]);
    await expect(openMedia(file(whole.slice(0, 200), 'cut.mp4'))).rejects.toMatchObject({ messageKey: 'media.damaged', params: { name: 'cut.mp4' } });
  });
});
