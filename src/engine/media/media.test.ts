import { describe, expect, it } from 'vitest';
import { fakeAudio, fakeVideo, mediaFile, wavFile } from '../../test/media-fixtures';
import { EncodedPacketSink } from 'mediabunny';
import { withFrameDurations } from './frame-durations';
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

describe('withFrameDurations', () => {
  async function durations(media: Awaited<ReturnType<typeof openMedia>>) {
    const out: number[] = [];
    for await (const packet of new EncodedPacketSink((await media.input.getPrimaryVideoTrack())!).packets()) out.push(Math.round(packet.duration * 1000));
    return out;
  }
  // 2 s at 10 fps, a keyframe every 0.2 s: with a cluster at each keyframe, every second frame ends a cluster.
  // Without a frame rate, the WebM declares no default frame duration (as MediaRecorder's).
  const tracks = (frameRate?: number) => [{ ...fakeVideo({ codec: 'vp9', width: 320, height: 240, fps: 10, seconds: 2, keyframeEvery: 0.2 }), frameRate }, fakeAudio({ codec: 'opus', sampleRate: 48000, channels: 2, seconds: 2 })];

  it('gives a WebM of short clusters every frame’s duration but the last, copied into an MP4 in memory', async () => {
    const media = await openMedia(new Blob([(await mediaFile('webm', tracks(), undefined, { clusterSeconds: 0 })) as Uint8Array<ArrayBuffer>]), 'screen.webm');
    const before = await durations(media);
    // What mediabunny reads: the frame ending each cluster lasts 0 (the bug this works around).
    expect(before.filter((duration) => duration === 0).length).toBe(10);
    const fixed = await withFrameDurations(media);
    expect(fixed).not.toBe(media);
    expect([fixed.name, (await fixed.input.getFormat()).name]).toEqual(['screen.webm', 'MP4']);
    expect(await durations(fixed)).toEqual([...Array.from({ length: 19 }, () => 100), 0]);
    expect(await (await fixed.input.getPrimaryAudioTrack())!.computeDuration()).toBeCloseTo(await (await media.input.getPrimaryAudioTrack())!.computeDuration(), 2);
  });

  it.each([
    ['a WebM that declares its frames’ duration', 'webm', 10],
    ['an MP4', 'mp4', undefined],
  ] as const)('gives %s back as it is', async (_, container, frameRate) => {
    const media = await openMedia(new Blob([(await mediaFile(container, tracks(frameRate), undefined, { clusterSeconds: 0 })) as Uint8Array<ArrayBuffer>]), `clip.${container}`);
    expect(await withFrameDurations(media)).toBe(media);
  });
});
