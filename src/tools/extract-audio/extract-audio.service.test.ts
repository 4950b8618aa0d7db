import { ALL_FORMATS, BlobSource, EncodedPacketSink, Input } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { fakeAudio, fakeVideo, mediaFile, wavFile, type PacketTrack } from '../../test/media-fixtures';
import { extractAudio } from './extract-audio.operations';
import { outputName } from '../../engine/media/audio-convert';
import { containerFor, extractAudio as extract } from './extract-audio.service';
import { runOperation } from '../../engine/operation';

const file = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);

/** What a file holds, read back: container, the audio track's codec, rate and channels, duration, its packets, the number of tracks. */
async function readBack(bytes: Uint8Array) {
  const input = new Input({ source: new BlobSource(new Blob([bytes as Uint8Array<ArrayBuffer>])), formats: ALL_FORMATS });
  const track = (await input.getPrimaryAudioTrack())!;
  const packets: Uint8Array[] = [];
  const timestamps: number[] = [];
  for await (const packet of new EncodedPacketSink(track).packets()) {
    packets.push(packet.data);
    timestamps.push(Math.round(packet.timestamp * 1000));
  }
  return { format: (await input.getFormat()).name, codec: track.codec, sampleRate: track.sampleRate, channels: track.numberOfChannels, duration: await track.computeDuration(), packets, timestamps, tracks: (await input.getTracks()).length };
}

const video = (codec: 'avc' | 'vp9') => fakeVideo({ codec, width: 320, height: 240, fps: 10, seconds: 2, keyframeEvery: 1 });

describe('extract-audio: copy (no re-encoding, runs in Node)', () => {
  it.each<[string, 'mp4' | 'mov' | 'mkv' | 'webm', PacketTrack, string, string, string]>([
    ['MP4 H.264 + AAC', 'mp4', fakeAudio({ codec: 'aac', sampleRate: 48000, channels: 2, seconds: 2 }), 'clip.m4a', 'audio/mp4', 'MP4'],
    ['MOV H.264 + AAC', 'mov', fakeAudio({ codec: 'aac', sampleRate: 44100, channels: 1, seconds: 2 }), 'clip.m4a', 'audio/mp4', 'MP4'],
    ['MKV H.264 + AAC', 'mkv', fakeAudio({ codec: 'aac', sampleRate: 48000, channels: 2, seconds: 2 }), 'clip.m4a', 'audio/mp4', 'MP4'],
    ['WebM VP9 + Opus', 'webm', fakeAudio({ codec: 'opus', sampleRate: 48000, channels: 2, seconds: 2 }), 'clip.opus', 'audio/ogg', 'Ogg'],
  ])('%s → the audio track alone, every packet unchanged', async (_, container, audio, name, type, format) => {
    const source = await mediaFile(container, [video(container === 'webm' ? 'vp9' : 'avc'), audio]);
    const before = await readBack(source);
    const out = await extract(file(source, `clip.${container}`), { format: 'copy', bitrate: 128 });
    expect([out.name, out.type]).toEqual([name, type]);
    const after = await readBack(out.bytes);
    expect([after.format, after.tracks, after.codec, after.sampleRate, after.channels]).toEqual([format, 1, before.codec, before.sampleRate, before.channels]);
    // The same packets, byte for byte: nothing was decoded or encoded.
    expect(after.packets.length).toBe(audio.packets.length);
    expect(after.packets.map((data) => Buffer.from(data).toString('hex'))).toEqual(audio.packets.map((packet) => Buffer.from(packet.data).toString('hex')));
    // The same timing (to the millisecond; Matroska's unit), so the same duration give or take the last packet's length
    // (Matroska blocks do not carry it). Ogg's timing comes from each Opus packet's own header (random bytes here): not compared.
    if (format === 'MP4') {
      expect(after.timestamps).toEqual(before.timestamps);
      expect(Math.abs(after.duration - audio.packets.length * audio.packets[0]!.duration)).toBeLessThan(0.03);
    }
  });

  it('copies a WAV (PCM) as WAV, the same bytes', async () => {
    const wav = wavFile({ seconds: 0.5, sampleRate: 8000, channels: 1 });
    const out = await extract(file(wav, 'tone.wav'), { format: 'copy', bitrate: 128 });
    expect([out.name, out.type, Buffer.from(out.bytes).equals(Buffer.from(wav))]).toEqual(['tone.wav', 'audio/wav', true]);
  });

  it('runs through the operation with a File (runFile) and with bytes (a recipe) alike', async () => {
    const source = await mediaFile('mp4', [video('avc'), fakeAudio({ codec: 'aac', sampleRate: 48000, channels: 2, seconds: 1 })]);
    const fromFile = await runOperation(extractAudio, file(source, 'a.mp4') as never, {});
    const fromBytes = await runOperation(extractAudio, { name: 'a.mp4', type: 'video/mp4', bytes: source }, {});
    expect((await readBack(fromFile.bytes)).packets.length).toBe((await readBack(fromBytes.bytes)).packets.length);
    expect(fromFile.name).toBe('a.m4a');
  });

  it.each([
    ['aac', '.m4a'],
    ['opus', '.opus'],
    ['vorbis', '.ogg'],
    ['mp3', '.mp3'],
    ['flac', '.flac'],
    ['pcm-s16', '.wav'],
    ['pcm-s16be', '.mka'],
    ['ac3', '.m4a'],
  ] as const)('puts %s into %s', (codec, extension) => {
    expect(containerFor(codec).extension).toBe(extension);
  });

  it.each([
    ['clip.mp4', '.m4a', 'clip.m4a'],
    ['my.holiday.video.webm', '.opus', 'my.holiday.video.opus'],
    ['noextension', '.wav', 'noextension.wav'],
    ['.mp4', '.m4a', 'audio.m4a'],
  ])('names %s → %s', (name, extension, expected) => expect(outputName(name, extension)).toBe(expected));
});

describe('extract-audio: bad input', () => {
  it.each([
    ['a video without audio', async () => mediaFile('mp4', [video('avc')]), 'silent.mp4', 'media.noAudio'],
    ['an empty file', async () => new Uint8Array(0), 'empty.mp4', 'media.empty'],
    ['a text file', async () => new TextEncoder().encode('not a video at all'), 'notes.txt', 'media.unsupported'],
    ['a PNG image', async () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]), 'picture.png', 'media.unsupported'],
    ['a truncated MP4', async () => (await mediaFile('mp4', [video('avc'), fakeAudio({ codec: 'aac', sampleRate: 48000, channels: 2, seconds: 2 })])).slice(0, 300), 'cut.mp4', 'media.damaged'],
  ])('refuses %s with its message', async (_, make, name, key) => {
    await expect(extract(file(await make(), name), { format: 'copy', bitrate: 128 })).rejects.toMatchObject({ messageKey: key, params: { name } });
  });

  it.each(['opus', 'mp3', 'wav'] as const)('says converting AAC to %s needs a browser (Node has no WebCodecs to decode it: exit 4)', async (format) => {
    const source = await mediaFile('mp4', [video('avc'), fakeAudio({ codec: 'aac', sampleRate: 48000, channels: 2, seconds: 1 })]);
    await expect(extract(file(source, 'a.mp4'), { format, bitrate: 96 })).rejects.toMatchObject({ name: 'NeedsBrowserError', message: expect.stringContaining('Extract audio page') });
  });
});
