import { BufferTarget, EncodedAudioPacketSource, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { startOperationWithWarnings } from '../../engine/operation';
import { fakeAudio, fakeVideo, mediaFile, wavFile, type PacketTrack } from '../../test/media-fixtures';
import { codecLabel } from './codec-labels';
import { mediaInfo } from './media-info.operations';
import { formatDuration } from './media-info.format';
import { EXACT_PACKETS, imageSize, readMediaInfo } from './media-info.service';

const file = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);

const avc = (seconds = 4, rotation: 0 | 90 = 90) => fakeVideo({ codec: 'avc', width: 640, height: 352, fps: 25, seconds, keyframeEvery: 2, rotation });
const aac = (seconds = 4) => fakeAudio({ codec: 'aac', sampleRate: 48000, channels: 2, seconds });
const vp9 = () => fakeVideo({ codec: 'vp9', width: 320, height: 240, fps: 10, seconds: 1, keyframeEvery: 1 });
const opus = () => fakeAudio({ codec: 'opus', sampleRate: 48000, channels: 1, seconds: 1 });

/** The bytes of a PNG's signature, IHDR (300×200) and IEND: what the report reads of a cover. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(8 + 25 + 12);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  view.setUint32(33, 0);
  bytes.set([0x49, 0x45, 0x4e, 0x44], 37);
  return bytes;
}

/** An MP4 written without fast start (the index after the media data, as cameras write it), with optional cover art. */
async function mp4WithIndexLast(tracks: PacketTrack[], images?: { data: Uint8Array; mimeType: string; kind: 'coverFront' }[]): Promise<Uint8Array> {
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: false }), target: new BufferTarget() });
  const sources = tracks.map((track) => {
    if (track.kind === 'video') {
      const source = new EncodedVideoPacketSource('avc');
      output.addVideoTrack(source, { frameRate: track.frameRate! });
      return source;
    }
    const source = new EncodedAudioPacketSource('aac');
    output.addAudioTrack(source, { languageCode: 'fra' });
    return source;
  });
  if (images) output.setMetadataTags({ title: 'Chanson', album: 'Disque', date: new Date('2024-05-01T00:00:00Z'), trackNumber: 3, images });
  await output.start();
  for (const [index, track] of tracks.entries()) {
    for (const [order, packet] of track.packets.entries()) {
      const encoded = new EncodedPacket(packet.data, packet.key ? 'key' : 'delta', packet.timestamp, packet.duration);
      const meta = order === 0 ? { decoderConfig: track.decoderConfig } : undefined;
      if (track.kind === 'video') await (sources[index] as EncodedVideoPacketSource).add(encoded, meta as EncodedVideoChunkMetadata | undefined);
      else await (sources[index] as EncodedAudioPacketSource).add(encoded, meta as EncodedAudioChunkMetadata | undefined);
    }
  }
  await output.finalize();
  return new Uint8Array(output.target.buffer!);
}

describe('readMediaInfo', () => {
  const h264 = { codec: 'avc', codecString: 'avc1.42c01f', codecName: 'H.264 Constrained Baseline, level 3.1' };
  const aacTrack = { type: 'audio', codec: 'aac', codecString: 'mp4a.40.2', codecName: 'AAC-LC', channels: 2, sampleRate: 48000 };
  it.each([
    {
      what: 'an MP4 with H.264 turned 90° and AAC, titled',
      make: () => mediaFile('mp4', [avc(), aac()], { title: 'Holiday', artist: 'Ann' }),
      name: 'clip.mp4',
      expected: {
        container: 'MP4',
        mimeType: 'video/mp4; codecs="avc1.42c01f, mp4a.40.2"',
        duration: 4.011,
        durationText: '0:00:04.011',
        tags: { title: 'Holiday', artist: 'Ann' },
        rawTags: { '©nam': 'Holiday', '©ART': 'Ann' },
        tracks: [
          { number: 1, type: 'video', ...h264, duration: 4, packets: 100, packetRate: 25, frameRate: 25, codedWidth: 640, codedHeight: 352, displayWidth: 352, displayHeight: 640, rotation: 90, hdr: false },
          { number: 2, ...aacTrack, duration: 4.011, packets: 188, packetRate: 46.875, bitrate: 75000 },
        ],
      },
    },
    {
      what: 'a MOV with the same tracks (rotation from the track matrix too)',
      make: () => mediaFile('mov', [avc(), aac()], { title: 'Holiday' }),
      name: 'clip.mov',
      expected: {
        container: 'QuickTime File Format',
        mimeType: 'video/quicktime; codecs="avc1.42c01f, mp4a.40.2"',
        duration: 4.011,
        tags: { title: 'Holiday' },
        tracks: [
          { type: 'video', ...h264, frameRate: 25, codedWidth: 640, codedHeight: 352, displayWidth: 352, displayHeight: 640, rotation: 90 },
          { ...aacTrack, packets: 188 },
        ],
      },
    },
    {
      what: 'a WebM with VP9 and mono Opus',
      make: () => mediaFile('webm', [vp9(), opus()], { title: 'Screen', artist: 'Bob' }),
      name: 'screen.webm',
      expected: {
        container: 'WebM',
        mimeType: 'video/webm; codecs="vp09.00.20.08, opus"',
        duration: 1,
        durationText: '0:00:01.000',
        tags: { title: 'Screen', artist: 'Bob' },
        rawTags: { TITLE: 'Screen', ARTIST: 'Bob' },
        tracks: [
          { type: 'video', codec: 'vp9', codecString: 'vp09.00.20.08', codecName: 'VP9 profile 0, level 2, 8-bit', packets: 10, frameRate: 10, codedWidth: 320, codedHeight: 240, displayWidth: 320, displayHeight: 240, rotation: 0 },
          { type: 'audio', codec: 'opus', codecString: 'opus', codecName: 'Opus', channels: 1, sampleRate: 48000, packets: 50 },
        ],
      },
    },
    {
      what: 'an MKV with H.264 turned 90° and AAC',
      make: () => mediaFile('mkv', [avc(), aac()], { artist: 'Ann' }),
      name: 'clip.mkv',
      expected: {
        container: 'Matroska',
        mimeType: 'video/x-matroska; codecs="avc1.42c01f, mp4a.40.2"',
        duration: 4,
        tags: { artist: 'Ann' },
        tracks: [{ type: 'video', ...h264, packets: 100, frameRate: 25, codedWidth: 640, codedHeight: 352, rotation: 90 }, { ...aacTrack }],
      },
    },
    {
      what: 'a WAV sine tone',
      make: async () => wavFile({ seconds: 0.5, sampleRate: 8000, channels: 1 }),
      name: 'tone.wav',
      expected: {
        container: 'WAVE',
        mimeType: 'audio/wav',
        duration: 0.5,
        bitrate: 128704,
        tags: {},
        coverArt: [],
        tracks: [{ number: 1, type: 'audio', codec: 'pcm-s16', codecName: 'PCM 16-bit', channels: 1, sampleRate: 8000, bitrate: 128000, duration: 0.5 }],
      },
    },
  ])('reports $what', async ({ make, name, expected }) => {
    const bytes = await make();
    const info = await readMediaInfo(file(bytes, name));
    expect(info).toMatchObject({ name, size: bytes.length, ...expected });
    // The whole file's bits over its duration (the report's duration is rounded to the millisecond).
    expect(Math.abs(info.bitrate - (bytes.length * 8) / info.duration)).toBeLessThan(info.bitrate / 1000);
    expect(info.truncated).toBeUndefined();
    for (const track of info.tracks) expect(track.estimated).toBeUndefined();
  });

  it('counts the bitrate of a short track exactly: its packets’ bytes over its duration', async () => {
    const video = avc(4, 0);
    const info = await readMediaInfo(file(await mediaFile('mp4', [video]), 'a.mp4'));
    const bytes = video.packets.reduce((sum, packet) => sum + packet.data.length, 0);
    expect(info.tracks[0]!.bitrate).toBe(Math.round((bytes * 8) / 4));
  });

  it('estimates the bitrate of a long track from packets spread over it, and says so', async () => {
    // 200 s at 30 fps: 6000 frames, more than are counted one by one.
    const video = fakeVideo({ codec: 'avc', width: 320, height: 240, fps: 30, seconds: 200, keyframeEvery: 2, frameBytes: 60 });
    expect(video.packets.length).toBeGreaterThan(EXACT_PACKETS);
    const info = await readMediaInfo(file(await mediaFile('mp4', [video]), 'long.mp4'));
    const exact = (video.packets.reduce((sum, packet) => sum + packet.data.length, 0) * 8) / 200;
    const track = info.tracks[0]!;
    expect([track.estimated, track.packets, track.packetRate, track.frameRate, info.duration]).toEqual([true, undefined, 30, 30, 200]);
    expect(Math.abs(track.bitrate - exact) / exact).toBeLessThan(0.05);
  });

  it('reads only the index of a large file, not its media data', async () => {
    const video = fakeVideo({ codec: 'avc', width: 1280, height: 720, fps: 30, seconds: 120, keyframeEvery: 2, frameBytes: 6000 });
    const bytes = await mp4WithIndexLast([video, aac(120)]);
    // The bytes actually read: mediabunny slices the file from a position to its end and streams what it needs.
    let read = 0;
    const counted = (stream: ReadableStream<Uint8Array>) => {
      const reader = stream.getReader();
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          read += value.length;
          controller.enqueue(value);
        },
        cancel: (reason) => reader.cancel(reason),
      });
    };
    class CountingBlob extends Blob {
      override slice(start?: number, end?: number, type?: string): Blob {
        return new CountingBlob([super.slice(start, end, type)]);
      }
      override stream() {
        return counted(super.stream() as ReadableStream<Uint8Array>) as ReturnType<Blob['stream']>;
      }
      override async arrayBuffer() {
        const buffer = await super.arrayBuffer();
        read += buffer.byteLength;
        return buffer;
      }
    }
    class CountingFile extends File {
      override slice(start?: number, end?: number, type?: string): Blob {
        return new CountingBlob([super.slice(start, end, type)]);
      }
    }
    // In parts of 64 KB, as a file on disk or a browser's File streams (one part would stream whole).
    const parts: Uint8Array<ArrayBuffer>[] = [];
    for (let at = 0; at < bytes.length; at += 65536) parts.push(bytes.subarray(at, at + 65536) as Uint8Array<ArrayBuffer>);
    const info = await readMediaInfo(new CountingFile(parts, 'big.mp4'));
    expect(info.tracks.map((track) => track.codec)).toEqual(['avc', 'aac']);
    expect(bytes.length).toBeGreaterThan(20_000_000);
    expect(read).toBeLessThan(1_000_000);
  });

  it('reports tags, the track language and cover art (described: MIME, size, pixels), not its bytes', async () => {
    const cover = pngHeader(300, 200);
    const info = await readMediaInfo(file(await mp4WithIndexLast([aac(1)], [{ data: cover, mimeType: 'image/png', kind: 'coverFront' }]), 'song.m4a'));
    expect(info.tags).toEqual({ title: 'Chanson', album: 'Disque', date: '2024-05-01', trackNumber: 3 });
    expect(info.coverArt).toEqual([{ kind: 'coverFront', mimeType: 'image/png', size: cover.length, width: 300, height: 200 }]);
    expect(info.tracks[0]).toMatchObject({ type: 'audio', language: 'fra' });
    expect(JSON.stringify(info.rawTags)).not.toContain('"data"');
  });
});

describe('bad input', () => {
  it.each([
    ['an empty file', async () => new Uint8Array(0), 'x.mp4', 'media.empty'],
    ['a text file', async () => new TextEncoder().encode('hello, not a video'), 'notes.mp4', 'media.unsupported'],
    ['an MP4 cut inside its index', async () => (await mediaFile('mp4', [avc(2, 0)])).slice(0, 200), 'cut.mp4', 'media.damaged'],
    ['an MP4 cut before its index was written (a recording stopped early)', async () => (await mp4WithIndexLast([avc(2, 0)])).slice(0, 5000), 'rec.mp4', 'noIndex'],
  ])('refuses %s with its message', async (_, make, name, key) => {
    await expect(readMediaInfo(file(await make(), name))).rejects.toMatchObject({ messageKey: key, params: { name } });
  });

  it('reports an MP4 whose index is whole but whose media data is cut off, with a warning', async () => {
    const whole = await mediaFile('mp4', [avc(), aac()]);
    const cut = file(whole.slice(0, Math.round(whole.length * 0.8)), 'cut.mp4');
    const { output, warnings } = await startOperationWithWarnings(mediaInfo, cut as never, {}, {});
    expect(output).toMatchObject({ truncated: true, duration: 4.011, tracks: [{ codec: 'avc' }, { codec: 'aac' }] });
    expect(warnings.map((warning) => warning.key)).toEqual(['truncated']);
  });
});

describe('helpers', () => {
  it.each([
    [0, '0:00:00.000'],
    [4.0106, '0:00:04.011'],
    [3725.5, '1:02:05.500'],
    [36000, '10:00:00.000'],
  ])('formats %s s as %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));

  it.each([
    ['avc', 'avc1.42c01f', 'H.264 Constrained Baseline, level 3.1'],
    ['avc', 'avc1.42001e', 'H.264 Baseline, level 3'],
    ['avc', 'avc1.4d401f', 'H.264 Main, level 3.1'],
    ['avc', 'avc1.64002a', 'H.264 High, level 4.2'],
    ['avc', 'avc1.640c33', 'H.264 Constrained High, level 5.1'],
    ['hevc', 'hvc1.1.6.L93.B0', 'H.265 Main, level 3.1, Main tier'],
    ['hevc', 'hev1.2.4.H150.90', 'H.265 Main 10, level 5, High tier'],
    ['vp9', 'vp09.02.10.10', 'VP9 profile 2, level 1, 10-bit'],
    ['av1', 'av01.0.08M.08', 'AV1 Main, level 4.0, Main tier, 8-bit'],
    ['av1', 'av01.0.13H.10', 'AV1 Main, level 5.1, High tier, 10-bit'],
    ['aac', 'mp4a.40.5', 'HE-AAC'],
    ['aac', 'mp4a.40.29', 'HE-AAC v2'],
    ['opus', 'opus', 'Opus'],
    ['pcm-f32be', 'pcm-f32be', 'PCM 32-bit float big-endian'],
  ])('names %s %s "%s"', (codec, parameters, label) => expect(codecLabel(codec, parameters)).toBe(label));

  it('reads the pixel size of PNG, GIF, JPEG and WebP headers', () => {
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x40, 0x01, 0xf0, 0x00]);
    // SOI, an APP0 of 4 bytes, SOF0 with height 480 and width 640.
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0, 0, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 3, 0, 0, 0, 0]);
    const webp = new Uint8Array(32);
    webp.set([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x58]);
    new DataView(webp.buffer).setUint32(24, 499, true);
    new DataView(webp.buffer).setUint32(27, 299, true);
    expect([imageSize(pngHeader(300, 200)), imageSize(gif), imageSize(jpeg), imageSize(webp), imageSize(new Uint8Array(40))]).toEqual([
      { width: 300, height: 200 },
      { width: 320, height: 240 },
      { width: 640, height: 480 },
      { width: 500, height: 300 },
      undefined,
    ]);
  });
});
