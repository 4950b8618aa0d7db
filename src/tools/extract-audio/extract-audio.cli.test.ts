import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_FORMATS, BlobSource, EncodedPacketSink, Input } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { fakeAudio, fakeVideo, mediaFile } from '../../test/media-fixtures';

async function audioOf(bytes: Uint8Array) {
  const input = new Input({ source: new BlobSource(new Blob([bytes as Uint8Array<ArrayBuffer>])), formats: ALL_FORMATS });
  const track = (await input.getPrimaryAudioTrack())!;
  let packets = 0;
  for await (const _packet of new EncodedPacketSink(track).packets()) packets += 1;
  return { format: (await input.getFormat()).name, codec: track.codec, channels: track.numberOfChannels, packets, tracks: (await input.getTracks()).length };
}

describe('it-tools extract-audio', () => {
  it('copies the AAC track of an MP4 into an M4A file (in Node: no re-encoding), also as a batch', async () => {
    const dir = scratchFolder();
    const audio = fakeAudio({ codec: 'aac', sampleRate: 48000, channels: 2, seconds: 3 });
    writeFileSync(join(dir, 'clip.mp4'), await mediaFile('mp4', [fakeVideo({ codec: 'avc', width: 320, height: 240, fps: 25, seconds: 3, keyframeEvery: 1 }), audio]));
    const run = await runCli(['extract-audio', '-i', join(dir, 'clip.mp4'), '-o', join(dir, 'clip.m4a')]);
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(await audioOf(readFileSync(join(dir, 'clip.m4a')))).toEqual({ format: 'MP4', codec: 'aac', channels: 2, packets: audio.packets.length, tracks: 1 });

    writeFileSync(join(dir, 'b.webm'), await mediaFile('webm', [fakeVideo({ codec: 'vp9', width: 320, height: 240, fps: 10, seconds: 1, keyframeEvery: 1 }), fakeAudio({ codec: 'opus', sampleRate: 48000, channels: 1, seconds: 1 })]));
    const batch = await runCli(['extract-audio', '-i', join(dir, 'clip.mp4'), '-i', join(dir, 'b.webm'), '-o', join(dir, 'out')]);
    expect([batch.code, batch.stderr]).toEqual([0, '']);
    expect((await audioOf(readFileSync(join(dir, 'out', 'b.opus')))).codec).toBe('opus');
    expect(existsSync(join(dir, 'out', 'clip.m4a'))).toBe(true);
  });

  it('says a video without audio has none, and that converting needs a browser (exit 4)', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'silent.mp4'), await mediaFile('mp4', [fakeVideo({ codec: 'avc', width: 320, height: 240, fps: 10, seconds: 1, keyframeEvery: 1 })]));
    const silent = await runCli(['extract-audio', '-i', join(dir, 'silent.mp4'), '-o', join(dir, 'silent.m4a')]);
    expect(silent.code).not.toBe(0);
    expect(silent.stderr).toContain('silent.mp4 has no audio track.');
    expect(existsSync(join(dir, 'silent.m4a'))).toBe(false);

    writeFileSync(join(dir, 'clip.mp4'), await mediaFile('mp4', [fakeAudio({ codec: 'aac', sampleRate: 48000, channels: 2, seconds: 1 })]));
    const opus = await runCli(['extract-audio', '-i', join(dir, 'clip.mp4'), '--format', 'opus', '-o', join(dir, 'clip.opus')]);
    expect(opus.code).toBe(4);
    expect(opus.stderr.trim().split('\n')).toHaveLength(1);
    expect(opus.stderr).toContain('WebCodecs');
    expect(existsSync(join(dir, 'clip.opus'))).toBe(false);
  });
});
