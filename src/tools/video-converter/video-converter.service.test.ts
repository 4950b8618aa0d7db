import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { defaultOptions, runOperation } from '../../engine/operation';
import { fakeAudio, fakeVideo, mediaFile, wavFile } from '../../test/media-fixtures';
import { videoConverter } from './video-converter.operations';
import { checkOptions, outputName, outputSize, parseCrop, qualityBitrate, videoBitrate, type ConvertOptions } from './video-converter.options';
import { convertVideo, planConversion } from './video-converter.service';

const DEFAULTS = defaultOptions(videoConverter) as ConvertOptions;
const options = (changes: Partial<ConvertOptions> = {}): ConvertOptions => ({ ...DEFAULTS, ...changes });
const file = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);

/** A 2 s WebM: 320 × 240 VP9 at 10 fps (a keyframe a second) and mono Opus. */
const webm = () => mediaFile('webm', [fakeVideo({ codec: 'vp9', width: 320, height: 240, fps: 10, seconds: 2, keyframeEvery: 1 }), fakeAudio({ codec: 'opus', sampleRate: 48000, channels: 1, seconds: 2 })]);
/** A 2 s MP4: 640 × 352 H.264 at 25 fps and stereo AAC. */
const mp4 = () => mediaFile('mp4', [fakeVideo({ codec: 'avc', width: 640, height: 352, fps: 25, seconds: 2, keyframeEvery: 1 }), fakeAudio({ codec: 'aac', sampleRate: 48000, channels: 2, seconds: 2 })]);

async function readBack(bytes: Uint8Array) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const tracks = await input.getTracks();
  const video = await input.getPrimaryVideoTrack();
  return { format: (await input.getFormat()).name, codecs: tracks.map((track) => track.codec), width: video?.displayWidth, height: video?.displayHeight, duration: await input.computeDuration() };
}

describe('the options, checked before any file is read', () => {
  it('has defaults: MP4, the best codec the browser encodes, high quality, nothing changed', () => {
    expect(DEFAULTS).toEqual({ container: 'mp4', codec: 'auto', width: 0, height: 0, fit: 'contain', quality: 'high', bitrate: 0, fps: 0, rotate: 0, crop: '', mute: false });
  });

  it.each([
    ['H.264 in WebM', { container: 'webm', codec: 'avc' }, 'errors.codecNotInContainer', { codec: 'H.264', container: 'WEBM' }],
    ['a copy that scales', { codec: 'copy', width: 640 }, 'errors.copyChanges', { changes: 'size' }],
    ['a copy with a crop, a frame rate and a bitrate', { codec: 'copy', crop: '0,0,100,100', fps: 30, bitrate: 900 }, 'errors.copyChanges', { changes: 'crop, fps, bitrate' }],
    ['a crop of three numbers', { crop: '0, 0, 100' }, 'errors.cropFormat', { crop: '0, 0, 100' }],
    ['a crop with a negative number', { crop: '-1, 0, 100, 100' }, 'errors.cropFormat', { crop: '-1, 0, 100, 100' }],
    ['a width of 8 pixels', { width: 8 }, 'errors.sizeTooSmall', { side: 'width', value: 8 }],
    ['a bitrate of 10 kbps', { bitrate: 10 }, 'errors.bitrateTooLow', { value: 10 }],
  ] as const)('refuses %s', (_, changes, messageKey, params) => {
    expect(() => checkOptions(options(changes as Partial<ConvertOptions>))).toThrow(expect.objectContaining({ messageKey, params }));
  });

  it.each([
    [{}, 'the defaults'],
    [{ container: 'webm', codec: 'av1' }, 'AV1 in WebM'],
    [{ container: 'mp4', codec: 'vp9' }, 'VP9 in MP4'],
    [{ codec: 'copy', mute: true, rotate: 90 }, 'a copy without its sound, turned'],
    [{ crop: '10 20 300 200' }, 'a crop with spaces'],
  ] as const)('accepts %o (%s)', (changes, _what) => {
    expect(() => checkOptions(options(changes as Partial<ConvertOptions>))).not.toThrow();
  });

  it.each([
    ['', undefined],
    ['0,0,1280,720', { left: 0, top: 0, width: 1280, height: 720 }],
    [' 10 ; 20 ; 30 ; 40 ', { left: 10, top: 20, width: 30, height: 40 }],
    ['8x8x64x64', { left: 8, top: 8, width: 64, height: 64 }],
  ])('reads the crop %j', (text, rectangle) => expect(parseCrop(text)).toEqual(rectangle));
});

describe('the output size (as mediabunny makes it: rotation, crop, then scale, even sides)', () => {
  const source = { width: 1920, height: 1080 };
  it.each([
    [{}, { width: 1920, height: 1080 }],
    [{ width: 1280 }, { width: 1280, height: 720 }],
    [{ height: 480 }, { width: 854, height: 480 }],
    [{ width: 641 }, { width: 642, height: 362 }],
    [{ width: 640, height: 640 }, { width: 640, height: 640 }],
    [{ rotate: 90 }, { width: 1080, height: 1920 }],
    [{ rotate: 270, width: 360 }, { width: 360, height: 640 }],
    [{ crop: '0,0,1000,1000' }, { width: 1000, height: 1000 }],
    [{ crop: '1800,1000,500,500' }, { width: 120, height: 80 }],
    [{ crop: '0,0,960,540', width: 480 }, { width: 480, height: 270 }],
  ] as const)('%o → %o', (changes, size) => {
    expect(outputSize(source, options(changes as Partial<ConvertOptions>))).toEqual(size);
  });
});

describe('the bitrate: the one given, or what the quality means for the picture', () => {
  it.each([
    ['avc', 1280, 720, 30, 'high', 2_765_000],
    ['avc', 1280, 720, 30, 'medium', 1_935_000],
    ['avc', 1920, 1080, 60, 'very-high', 18_662_000],
    ['vp9', 1280, 720, 30, 'high', 1_797_000],
    ['av1', 1280, 720, 30, 'high', 1_382_000],
    ['avc', 1280, 720, 120, 'high', 5_530_000],
    ['avc', 1280, 720, 5, 'high', 922_000],
    ['avc', 160, 90, 30, 'low', 64_000],
  ] as const)('%s %i × %i at %i fps, %s → %i bps', (codec, width, height, fps, quality, bits) => {
    expect(qualityBitrate(codec, width, height, fps, quality)).toBe(bits);
  });

  it('takes the bitrate option (kbps) over the quality', () => {
    expect(videoBitrate({ bitrate: 2000, quality: 'low' }, 'avc', 1280, 720, 30)).toBe(2_000_000);
    expect(videoBitrate({ bitrate: 0, quality: 'low' }, 'avc', 1280, 720, 30)).toBe(qualityBitrate('avc', 1280, 720, 30, 'low'));
  });

  it('names the output after the input', () => {
    expect([outputName('holiday.mov', 'mp4'), outputName('a.b.webm', 'webm'), outputName('clip', 'webm'), outputName('.mp4', 'mp4')]).toEqual(['holiday.mp4', 'a.b.webm', 'clip.webm', 'video.mp4']);
  });
});

describe('in Node (no WebCodecs)', () => {
  it('says re-encoding needs the page, in one line (the command line exits with 4)', async () => {
    expect(typeof VideoEncoder).toBe('undefined');
    await expect(convertVideo(file(await webm(), 'clip.webm'), options())).rejects.toMatchObject({
      name: 'NeedsBrowserError',
      message: 'video-converter needs WebCodecs, which Node lacks: use the Video converter page of IT Tools in a browser.',
    });
    await expect(runOperation(videoConverter, { name: 'clip.webm', type: 'video/webm', bytes: await webm() }, { container: 'webm', codec: 'vp9', width: 160 })).rejects.toMatchObject({ name: 'NeedsBrowserError' });
  });

  it('copies: VP9 and Opus into MP4 as they are, or without the sound; read back', async () => {
    const moved = await convertVideo(file(await webm(), 'clip.webm'), options({ container: 'mp4', codec: 'copy' }));
    expect([moved.name, moved.type]).toEqual(['clip.mp4', 'video/mp4']);
    expect(await readBack(moved.bytes)).toMatchObject({ format: 'MP4', codecs: ['vp9', 'opus'], width: 320, height: 240 });
    expect((await readBack(moved.bytes)).duration).toBeCloseTo(2, 1);
    const muted = await convertVideo(file(await mp4(), 'phone.mp4'), options({ codec: 'copy', mute: true }));
    expect(await readBack(muted.bytes)).toMatchObject({ format: 'MP4', codecs: ['avc'], width: 640, height: 352 });
  });

  it('says what a copy cannot do: H.264 into WebM; AAC sound into WebM needs the page', async () => {
    await expect(convertVideo(file(await mp4(), 'phone.mp4'), options({ container: 'webm', codec: 'copy' }))).rejects.toMatchObject({ messageKey: 'errors.copyNotInContainer', params: { codec: 'H.264', container: 'WEBM' } });
    const vp9WithAac = await mediaFile('mkv', [fakeVideo({ codec: 'vp9', width: 320, height: 240, fps: 10, seconds: 1, keyframeEvery: 1 }), fakeAudio({ codec: 'aac', sampleRate: 44100, channels: 2, seconds: 1 })]);
    await expect(convertVideo(file(vp9WithAac, 'a.mkv'), options({ container: 'webm', codec: 'copy' }))).rejects.toMatchObject({ name: 'NeedsBrowserError', message: expect.stringContaining('AAC sound to Opus for WEBM') });
  });

  it.each([
    ['an audio-only file', () => wavFile({ seconds: 0.5, sampleRate: 8000, channels: 1 }), 'tone.wav', 'media.noVideo'],
    ['an empty file', () => new Uint8Array(0), 'empty.mp4', 'media.empty'],
    ['a text file', () => new TextEncoder().encode('not a video at all'), 'notes.mp4', 'media.unsupported'],
  ])('gives %s its shared message', async (_, bytes, name, messageKey) => {
    await expect(convertVideo(file(bytes(), name), options({ codec: 'copy' }))).rejects.toMatchObject({ messageKey, params: { name } });
    await expect(planConversion(file(bytes(), name), options())).rejects.toMatchObject({ messageKey });
  });

  it('plans: the source, the output, the sound and the size to expect', async () => {
    const plan = await planConversion(file(await mp4(), 'phone.mp4'), options({ container: 'webm', codec: 'vp9', width: 320, bitrate: 500 }));
    expect(plan).toMatchObject({
      source: { width: 640, height: 352, fps: 25, videoCodec: 'H.264', audioCodec: 'AAC' },
      output: { width: 320, height: 176, fps: 25 },
      codec: 'vp9',
      videoBitrate: 500_000,
      audio: 'opus',
      audioBitrate: 128_000,
    });
    // (500 + 128) kbps for 2 s, and 1 % for the container.
    expect(plan.estimatedBytes).toBe(Math.round(((628_000 * plan.source.duration) / 8) * 1.01));
    const muted = await planConversion(file(await webm(), 'clip.webm'), options({ mute: true, quality: 'medium' }));
    expect(muted).toMatchObject({ codec: 'avc', audio: 'muted', audioBitrate: 0, videoBitrate: qualityBitrate('avc', 320, 240, 10, 'medium') });
  });
});
