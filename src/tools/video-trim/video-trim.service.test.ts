import { ALL_FORMATS, BlobSource, EncodedPacketSink, Input, type InputTrack } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { startOperationWithWarnings, type OperationWarning } from '../../engine/operation';
import { isNeedsBrowserError } from '../../lib/errors';
import { fakeAudio, fakeVideo, mediaFile, wavFile, type FixtureContainer } from '../../test/media-fixtures';
import { videoTrim } from './video-trim.operations';
import { readVideoFacts, trimVideo, trimmedName, type TrimOptions } from './video-trim.service';
import { formatTime, keyframeAfter, keyframeAtOrBefore, parseTime } from './video-trim.time';

const asFile = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);

/** 10 s at 25 fps with a keyframe every 2 s (0, 2, 4, 6, 8), with AAC (MP4, MOV, MKV) or Opus (WebM) audio. */
async function clip(container: FixtureContainer, { audio = true, seconds = 10 } = {}): Promise<File> {
  const codec = container === 'webm' ? 'vp9' : 'avc';
  const tracks = [fakeVideo({ codec, width: 320, height: 240, fps: 25, seconds, keyframeEvery: 2 })];
  if (audio) tracks.push(fakeAudio({ codec: container === 'webm' ? 'opus' : 'aac', sampleRate: 48000, channels: 2, seconds }));
  return asFile(await mediaFile(container, tracks), `clip.${container}`);
}

interface ReadTrack {
  type: InputTrack['type'];
  codec: string | null;
  packets: { timestamp: number; type: 'key' | 'delta'; duration: number }[];
}

/** The output read back with mediabunny: every packet of every track. */
async function readBack(bytes: Uint8Array): Promise<{ duration: number; tracks: ReadTrack[] }> {
  const input = new Input({ source: new BlobSource(new Blob([bytes as Uint8Array<ArrayBuffer>])), formats: ALL_FORMATS });
  const tracks: ReadTrack[] = [];
  for (const track of await input.getTracks()) {
    const packets = [];
    for await (const packet of new EncodedPacketSink(track).packets(undefined, undefined, { metadataOnly: true })) packets.push({ timestamp: packet.timestamp, type: packet.type, duration: packet.duration });
    tracks.push({ type: track.type, codec: track.codec, packets });
  }
  return { duration: await input.computeDuration(), tracks };
}

async function trim(file: File, options: Partial<TrimOptions>) {
  const warnings: OperationWarning[] = [];
  const output = await trimVideo(file, { start: '', end: '', mode: 'keyframe', ...options }, { warn: (warning) => void warnings.push(warning) });
  return { output, warnings, read: await readBack(output.bytes) };
}

describe('times', () => {
  it.each<[string, number | undefined]>([
    ['4', 4],
    ['4.25', 4.25],
    ['4,5', 4.5],
    ['.5', 0.5],
    ['1:30', 90],
    ['01:30.250', 90.25],
    ['00:01:30.250', 90.25],
    ['2:00:00', 7200],
    ['125', 125],
    ['1:75', undefined],
    ['1:60:00', undefined],
    ['-3', undefined],
    ['4s', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('parseTime(%j) = %j', (text, seconds) => {
    expect(parseTime(text)).toBe(seconds);
  });

  it('writes hh:mm:ss.mmm and finds the keyframes around a time', () => {
    expect([formatTime(4), formatTime(3723.0456), formatTime(0)]).toEqual(['00:00:04.000', '01:02:03.046', '00:00:00.000']);
    const keys = [0, 2, 4, 6];
    expect([keyframeAtOrBefore(keys, 5), keyframeAtOrBefore(keys, 4), keyframeAtOrBefore(keys, 3.99), keyframeAfter(keys, 4), keyframeAfter(keys, 6)]).toEqual([4, 4, 2, 6, undefined]);
  });

  it('names the output after the input', () => {
    expect([trimmedName('holiday.mp4', '.mp4'), trimmedName('a.b.webm', '.webm'), trimmedName('video', '.mkv')]).toEqual(['holiday-trimmed.mp4', 'a.b-trimmed.webm', 'video-trimmed.mkv']);
  });
});

describe('video trim at keyframes (lossless, in Node)', () => {
  it.each<[FixtureContainer, string, string]>([
    ['mp4', 'video/mp4', 'avc'],
    ['mov', 'video/quicktime', 'avc'],
    ['webm', 'video/webm', 'vp9'],
    ['mkv', 'video/x-matroska', 'avc'],
  ])('%s → the same container: 4 s to 7 s is 75 frames from a keyframe at 0, audio kept beside it', async (container, type, codec) => {
    const { output, warnings, read } = await trim(await clip(container), { start: '4', end: '00:00:07' });
    expect(warnings).toEqual([]);
    expect([output.name, output.type]).toEqual([`clip-trimmed.${container}`, type]);
    const video = read.tracks.find((track) => track.type === 'video')!;
    const audio = read.tracks.find((track) => track.type === 'audio')!;
    expect(video.codec).toBe(codec);
    expect(video.packets).toHaveLength(75);
    expect(video.packets[0]!.type).toBe('key');
    expect(video.packets.filter((packet) => packet.type === 'key').map((packet) => packet.timestamp - video.packets[0]!.timestamp)).toEqual([0, 2]);
    // The clip starts at 0: video within one audio packet of it (Matroska shifts both tracks by the same few milliseconds).
    expect(video.packets[0]!.timestamp).toBeGreaterThanOrEqual(0);
    expect(video.packets[0]!.timestamp).toBeLessThan(0.05);
    // Audio covers the same 3 seconds, packets whole at both ends (at most one packet either side).
    const audioStart = audio.packets[0]!.timestamp;
    const audioEnd = audio.packets.at(-1)!.timestamp + audio.packets.at(-1)!.duration;
    expect(audioStart).toBeLessThanOrEqual(video.packets[0]!.timestamp);
    expect(audioStart).toBeGreaterThan(-0.05);
    expect(audioEnd - audioStart).toBeGreaterThan(2.95);
    expect(audioEnd - audioStart).toBeLessThan(3.1);
    expect(read.duration).toBeGreaterThan(2.95);
    expect(read.duration).toBeLessThan(3.1);
  });

  it('snaps a start between keyframes to the keyframe before it, and says so', async () => {
    const { warnings, read } = await trim(await clip('mp4'), { start: '00:00:05.000', end: '7' });
    expect(warnings.map((warning) => warning.message)).toEqual([
      'Started at 00:00:04.000, the keyframe before 00:00:05.000: a lossless cut starts on a keyframe (--mode exact re-encodes from 00:00:05.000 in a browser).',
    ]);
    expect(warnings[0]!.data).toEqual({ keyframe: '00:00:04.000', start: '00:00:05.000' });
    const video = read.tracks.find((track) => track.type === 'video')!;
    expect([video.packets.length, video.packets[0]!.type, video.packets[0]!.timestamp]).toEqual([75, 'key', 0]);
  });

  it('keeps to the frame at the end: the end need not be a keyframe', async () => {
    const { read } = await trim(await clip('webm', { audio: false }), { start: '2', end: '3.5' });
    expect(read.tracks.map((track) => track.packets.length)).toEqual([38]);
  });

  it('takes the whole video by default, and clamps an end past it with a warning', async () => {
    const file = await clip('mp4');
    const whole = await trim(file, {});
    expect(whole.read.tracks.find((track) => track.type === 'video')!.packets).toHaveLength(250);
    const past = await trim(file, { start: '8', end: '1:00' });
    expect(past.warnings.map((warning) => warning.key)).toEqual(['warnEndClamped']);
    expect(past.warnings[0]!.message).toBe('The end 00:01:00.000 is past the end of the video (00:00:10.005): the clip runs to the end.');
    expect(past.read.tracks.find((track) => track.type === 'video')!.packets).toHaveLength(50);
  });

  it('an exact cut on a keyframe is the same lossless copy, in Node too', async () => {
    const { read, warnings } = await trim(await clip('mov'), { start: '6', end: '8', mode: 'exact' });
    expect(warnings).toEqual([]);
    expect(read.tracks.find((track) => track.type === 'video')!.packets).toHaveLength(50);
  });

  it('an exact cut off a keyframe needs WebCodecs: in Node, NeedsBrowserError', async () => {
    const error = await trimVideo(await clip('mp4'), { start: '5', end: '7', mode: 'exact' }).catch((caught: unknown) => caught);
    expect(isNeedsBrowserError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'An exact cut at 00:00:05.000, not a keyframe (--mode exact), re-encodes the video and needs WebCodecs, which Node lacks: use the Video trim page of IT Tools in a browser.',
    );
  });

  it.each<[string, Partial<TrimOptions>, string, Record<string, string>]>([
    ['a start that is no time', { start: '5 s' }, 'badStart', { value: '5 s' }],
    ['an end that is no time', { end: '1:75' }, 'badEnd', { value: '1:75' }],
    ['an end before the start', { start: '6', end: '4' }, 'endNotAfterStart', { start: '00:00:06.000', end: '00:00:04.000' }],
    ['an end equal to the start', { start: '6', end: '00:00:06' }, 'endNotAfterStart', { start: '00:00:06.000', end: '00:00:06.000' }],
    ['a start past the end', { start: '12' }, 'startPastEnd', { start: '00:00:12.000', duration: '00:00:10.005' }],
  ])('refuses %s', async (_name, options, key, params) => {
    await expect(trimVideo(await clip('mp4'), { start: '', end: '', mode: 'keyframe', ...options })).rejects.toMatchObject({ messageKey: key, params });
  });

  it.each([
    ['an empty file', new Uint8Array(0), 'media.empty'],
    ['a text file', new TextEncoder().encode('not a video'), 'media.unsupported'],
    ['a sound without video', wavFile({ seconds: 0.5, sampleRate: 8000, channels: 1 }), 'media.noVideo'],
  ])('refuses %s with the shared message', async (_name, bytes, key) => {
    await expect(trimVideo(asFile(bytes, 'x.mp4'), { start: '', end: '', mode: 'keyframe' })).rejects.toMatchObject({ messageKey: key, params: { name: 'x.mp4' } });
  });

  it('says a truncated MP4 is damaged', async () => {
    const whole = await mediaFile('mp4', [fakeVideo({ codec: 'avc', width: 320, height: 240, fps: 10, seconds: 2, keyframeEvery: 1 })]);
    await expect(trimVideo(asFile(whole.slice(0, 300), 'cut.mp4'), { start: '', end: '', mode: 'keyframe' })).rejects.toMatchObject({ messageKey: 'media.damaged' });
  });

  it('reports the timeline: duration, keyframes, codecs', async () => {
    const facts = await readVideoFacts(await clip('webm'), 'clip.webm');
    expect(facts).toMatchObject({ name: 'clip.webm', duration: 10, keyframes: [0, 2, 4, 6, 8], keyframesCut: false, container: 'WebM', videoCodec: 'vp9', width: 320, height: 240, audioCodecs: ['opus'], writable: true });
  });

  it('runs as the operation, on a File unread or on bytes, with its warnings', async () => {
    const file = await clip('mkv', { audio: false });
    const fromFile = await startOperationWithWarnings(videoTrim, file as never, { start: 3, end: '5' });
    const fromBytes = await startOperationWithWarnings(videoTrim, { name: file.name, type: 'video/x-matroska', bytes: new Uint8Array(await file.arrayBuffer()) }, { start: 3, end: '5' });
    expect(fromFile.output.bytes).toEqual(fromBytes.output.bytes);
    expect(fromFile.warnings.map((warning) => warning.key)).toEqual(['warnSnapped']);
    expect((await readBack(fromFile.output.bytes)).tracks[0]!.packets).toHaveLength(75);
  });

  it('reports progress in whole percents, up to 100', async () => {
    const reports: number[] = [];
    await trimVideo(await clip('mp4'), { start: '', end: '', mode: 'keyframe' }, { progress: (done, total) => void reports.push((done / total) * 100) });
    expect(reports.length).toBeLessThanOrEqual(101);
    expect(reports).toEqual([...reports].sort((a, b) => a - b));
    expect(reports.at(-1)).toBe(100);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(trimVideo(await clip('mp4'), { start: '', end: '', mode: 'keyframe' }, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
