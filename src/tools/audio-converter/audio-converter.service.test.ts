import { ALL_FORMATS, AudioSampleSink, BlobSource, Input } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { fakeAudio, fakeVideo, mediaFile, wavFile } from '../../test/media-fixtures';
import { runOperation } from '../../engine/operation';
import { audioConverter } from './audio-converter.operations';
import { convertAudioFile, encodableFormats } from './audio-converter.service';
import { AUDIO_TARGETS, outputName, type AudioConvertOptions } from '../../engine/media/audio-convert';
import { AUDIO_FORMATS } from './audio-converter.operations';

const file = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);
const options = (patch: Partial<AudioConvertOptions>): AudioConvertOptions => ({ ...audioConverter.options.parse({}), ...patch }) as AudioConvertOptions;

/** A WAV read back through mediabunny: its codec, rate, channels, duration, and the first channel's samples (decoded by mediabunny's own PCM reader). */
async function readWav(bytes: Uint8Array) {
  const input = new Input({ source: new BlobSource(new Blob([bytes as Uint8Array<ArrayBuffer>])), formats: ALL_FORMATS });
  const track = (await input.getPrimaryAudioTrack())!;
  const samples: number[] = [];
  for await (const sample of new AudioSampleSink(track).samples()) {
    const plane = new Float32Array(sample.numberOfFrames);
    sample.copyTo(plane, { planeIndex: 0, format: 'f32-planar' });
    samples.push(...plane);
    sample.close();
  }
  return { format: (await input.getFormat()).name, codec: track.codec, sampleRate: track.sampleRate, channels: track.numberOfChannels, duration: await input.computeDuration(), samples };
}

/** The strongest frequency of `samples` among `candidates` (a Goertzel-style projection): a resampled tone keeps its pitch. */
function strongest(samples: number[], sampleRate: number, candidates: number[]): number {
  const power = (frequency: number) => {
    let re = 0;
    let im = 0;
    samples.forEach((value, index) => {
      re += value * Math.cos((2 * Math.PI * frequency * index) / sampleRate);
      im += value * Math.sin((2 * Math.PI * frequency * index) / sampleRate);
    });
    return re * re + im * im;
  };
  return candidates.reduce((best, frequency) => (power(frequency) > power(best) ? frequency : best));
}

describe('audio-converter options', () => {
  it('has these defaults: Opus at 128 kbit/s, channels and rate as the input, no trim', () => {
    expect(audioConverter.options.parse({})).toEqual({ format: 'opus', bitrate: 128, channels: 'keep', sampleRate: 0, start: 0, end: 0 });
    expect([...AUDIO_FORMATS]).toEqual([...AUDIO_TARGETS]);
  });

  it.each([
    [{ format: 'ogg' }, false],
    [{ format: 'flac' }, true],
    [{ bitrate: 4 }, false],
    [{ bitrate: 321 }, false],
    [{ bitrate: 96.5 }, false],
    [{ channels: 'surround' }, false],
    [{ sampleRate: 44100 }, true],
    [{ sampleRate: 4000 }, false],
    [{ sampleRate: 0 }, true],
    [{ start: -1 }, false],
    [{ start: 1.25, end: 3.5 }, true],
  ])('%j is valid: %s', (value, valid) => {
    expect(audioConverter.options.safeParse(value).success).toBe(valid);
  });

  it.each([
    ['song.mp3', '.opus', 'song.opus'],
    ['voice.memo.m4a', '.wav', 'voice.memo.wav'],
    ['track', '.flac', 'track.flac'],
  ])('names %s with %s → %s', (name, extension, expected) => expect(outputName(name, extension)).toBe(expected));
});

describe('audio-converter: WAV → WAV in Node (mediabunny reads and writes PCM itself)', () => {
  const tone = wavFile({ seconds: 2, sampleRate: 44100, channels: 2, frequency: 440 });

  it.each([
    ['as it is', {}, 44100, 2, 2],
    ['to mono', { channels: 'mono' }, 44100, 1, 2],
    ['to 22 050 Hz', { sampleRate: 22050 }, 22050, 2, 2],
    ['to 8 kHz mono, trimmed to 0.5–1.5 s', { channels: 'mono', sampleRate: 8000, start: 0.5, end: 1.5 }, 8000, 1, 1],
    ['from 1.5 s to the end', { start: 1.5 }, 44100, 2, 0.5],
  ] as const)('converts %s', async (_, patch, sampleRate, channels, duration) => {
    const out = await convertAudioFile(file(tone, 'tone.wav'), options({ format: 'wav', ...patch }));
    expect([out.name, out.type]).toEqual(['tone.wav', 'audio/wav']);
    const back = await readWav(out.bytes);
    expect([back.format, back.codec, back.sampleRate, back.channels]).toEqual(['WAVE', 'pcm-s16', sampleRate, channels]);
    expect(back.duration).toBeCloseTo(duration, 2);
    // Still a 440 Hz tone at half scale.
    expect(strongest(back.samples.slice(0, 4000), sampleRate, [220, 330, 440, 550, 880])).toBe(440);
    expect(Math.max(...back.samples.slice(0, 4000))).toBeCloseTo(0.5, 1);
  });

  it('reports progress and stops on Cancel', async () => {
    const steps: number[] = [];
    await convertAudioFile(file(tone, 'tone.wav'), options({ format: 'wav', channels: 'mono' }), { progress: (done, total) => steps.push(done / total) });
    expect(steps.at(-1)).toBe(1);
    const controller = new AbortController();
    controller.abort();
    await expect(convertAudioFile(file(tone, 'tone.wav'), options({ format: 'wav', channels: 'mono' }), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('takes a video and converts its sound (PCM in a Matroska file → WAV)', async () => {
    const wav = wavFile({ seconds: 0.2, sampleRate: 8000, channels: 1 });
    const pcm = wav.slice(44);
    const packets = [0, 1].map((index) => ({ data: pcm.slice(index * 1600, (index + 1) * 1600), key: true, timestamp: index / 10, duration: 0.1 }));
    const mkv = await mediaFile('mkv', [fakeVideo({ codec: 'avc', width: 64, height: 64, fps: 10, seconds: 0.2, keyframeEvery: 1 }), { kind: 'audio', codec: 'pcm-s16', decoderConfig: { codec: 'pcm-s16', sampleRate: 8000, numberOfChannels: 1 }, packets }]);
    const out = await convertAudioFile(file(mkv, 'clip.mkv'), options({ format: 'wav' }));
    expect(out.name).toBe('clip.wav');
    expect(Buffer.from(out.bytes).equals(Buffer.from(wav))).toBe(true);
  });

  it('runs as the operation, from a File (runFile) and from bytes (a recipe) alike', async () => {
    const small = wavFile({ seconds: 0.1, sampleRate: 8000, channels: 2 });
    const fromFile = await runOperation(audioConverter, file(small, 'a.wav') as never, { format: 'wav', channels: 'mono' });
    const fromBytes = await runOperation(audioConverter, { name: 'a.wav', type: 'audio/wav', bytes: small }, { format: 'wav', channels: 'mono' });
    expect(Buffer.from(fromFile.bytes).equals(Buffer.from(fromBytes.bytes))).toBe(true);
  });
});

describe('audio-converter: the encoder extensions (LAME, libFLAC, FFmpeg AAC) in Node', () => {
  it('offers MP3, WAV, FLAC and AAC in Node, not Opus (WebCodecs only)', async () => {
    expect(await encodableFormats()).toEqual(['mp3', 'wav', 'flac', 'aac']);
  });

  it.each([
    ['mp3', 96, 'MP3', 'mp3', 'audio/mpeg', 'tone.mp3', 44100, 2],
    ['flac', 128, 'FLAC', 'flac', 'audio/flac', 'tone.flac', 44100, 2],
    ['aac', 96, 'MP4', 'aac', 'audio/mp4', 'tone.m4a', 44100, 2],
    ['mp3', 64, 'MP3', 'mp3', 'audio/mpeg', 'tone.mp3', 22050, 1],
  ] as const)('WAV → %s at %i kbit/s: a %s file, its codec, name, type, rate, channels and length', async (format, bitrate, container, codec, type, name, sampleRate, channels) => {
    const wav = wavFile({ seconds: 2, sampleRate: 44100, channels: 2, frequency: 440 });
    const out = await convertAudioFile(file(wav, 'tone.wav'), options({ format, bitrate, sampleRate: sampleRate === 44100 ? 0 : sampleRate, channels: channels === 1 ? 'mono' : 'keep' }));
    expect([out.name, out.type]).toEqual([name, type]);
    const input = new Input({ source: new BlobSource(new Blob([out.bytes as Uint8Array<ArrayBuffer>])), formats: ALL_FORMATS });
    const track = (await input.getPrimaryAudioTrack())!;
    expect([(await input.getFormat()).name, track.codec, track.sampleRate, track.numberOfChannels]).toEqual([container, codec, sampleRate, channels]);
    // Encoder delay and padding: within a frame or two of the 2 s put in.
    expect(Math.abs((await input.computeDuration()) - 2)).toBeLessThan(0.1);
    if (format !== 'flac') expect(out.bytes.length).toBeLessThan(((bitrate * 1000) / 8) * 2 * 1.15);
    // FLAC is lossless: a pure tone compresses well below the 16-bit PCM it came from.
    else expect(out.bytes.length).toBeLessThan(wav.length * 0.6);
  });
});

describe('audio-converter: what Node cannot do, and bad input', () => {

  it.each([
    ['WAV → Opus (encoding)', async () => wavFile({ seconds: 0.2, sampleRate: 48000, channels: 1 }), 'a.wav', 'opus', 'encodes Opus'],
    ['AAC in MP4 → WAV (decoding)', async () => mediaFile('mp4', [fakeAudio({ codec: 'aac', sampleRate: 48000, channels: 2, seconds: 1 })]), 'a.m4a', 'wav', 'decodes aac'],
    ['Opus in WebM → WAV (decoding)', async () => mediaFile('webm', [fakeAudio({ codec: 'opus', sampleRate: 48000, channels: 2, seconds: 1 })]), 'a.webm', 'wav', 'decodes opus'],
  ] as const)('%s needs a browser (exit 4 on the command line)', async (_, make, name, format, says) => {
    await expect(convertAudioFile(file(await make(), name), options({ format }))).rejects.toMatchObject({ name: 'NeedsBrowserError', message: expect.stringContaining(says) });
  });

  it.each([
    ['a video without audio', async () => mediaFile('mp4', [fakeVideo({ codec: 'avc', width: 64, height: 64, fps: 10, seconds: 1, keyframeEvery: 1 })]), 'silent.mp4', 'media.noAudio'],
    ['an empty file', async () => new Uint8Array(0), 'empty.mp3', 'media.empty'],
    ['a text file', async () => new TextEncoder().encode('la la la, not audio'), 'lyrics.txt', 'media.unsupported'],
    ['a truncated WAV', async () => wavFile({ seconds: 1, sampleRate: 8000, channels: 1 }).slice(0, 20), 'cut.wav', 'media.damaged'],
  ])('refuses %s with its message', async (_, make, name, key) => {
    await expect(convertAudioFile(file(await make(), name), options({ format: 'wav' }))).rejects.toMatchObject({ messageKey: key, params: { name } });
  });

  it('refuses an end before the start, and a start past the end', async () => {
    const tone = file(wavFile({ seconds: 1, sampleRate: 8000, channels: 1 }), 'tone.wav');
    await expect(convertAudioFile(tone, options({ format: 'wav', start: 2, end: 1 }))).rejects.toMatchObject({ messageKey: 'endBeforeStart', params: { start: 2, end: 1 } });
    await expect(convertAudioFile(tone, options({ format: 'wav', start: 5 }))).rejects.toMatchObject({ messageKey: 'startAfterEnd', params: { start: 5, duration: 1, name: 'tone.wav' } });
  });
});
