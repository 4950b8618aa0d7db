import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { fakeAudio, fakeVideo, mediaFile } from '../../test/media-fixtures';

describe('it-tools video-trim', () => {
  it('remuxes 4 s to 7 s losslessly, snapping 00:00:05 to the keyframe before it; --mode exact there exits 4', async () => {
    const dir = scratchFolder();
    const source = await mediaFile('mp4', [
      fakeVideo({ codec: 'avc', width: 320, height: 240, fps: 25, seconds: 10, keyframeEvery: 2 }),
      fakeAudio({ codec: 'aac', sampleRate: 48000, channels: 2, seconds: 10 }),
    ]);
    writeFileSync(join(dir, 'clip.mp4'), source);

    const snapped = await runCli(['video-trim', '-i', join(dir, 'clip.mp4'), '--start', '00:00:05.000', '--end', '7', '-o', join(dir, 'out.mp4')]);
    expect(snapped.code).toBe(0);
    expect(snapped.stderr).toContain('warning: Started at 00:00:04.000, the keyframe before 00:00:05.000');
    const input = new Input({ source: new BufferSource(readFileSync(join(dir, 'out.mp4'))), formats: ALL_FORMATS });
    const [video, audio] = [(await input.getPrimaryVideoTrack())!, (await input.getPrimaryAudioTrack())!];
    const packets = [];
    for await (const packet of new EncodedPacketSink(video).packets(undefined, undefined, { metadataOnly: true })) packets.push(packet);
    expect([packets.length, packets[0]!.type, packets[0]!.timestamp]).toEqual([75, 'key', 0]);
    expect(audio.codec).toBe('aac');
    expect(await input.computeDuration()).toBeCloseTo(3, 1);

    const exact = await runCli(['video-trim', '-i', join(dir, 'clip.mp4'), '--start', '5', '--end', '7', '--mode', 'exact', '-o', join(dir, 'exact.mp4')]);
    expect(exact.code).toBe(4);
    expect(exact.stderr.trim().split('\n')).toHaveLength(1);
    expect(exact.stderr).toContain('needs WebCodecs, which Node lacks: use the Video trim page of IT Tools in a browser.');
    expect(existsSync(join(dir, 'exact.mp4'))).toBe(false);

    const bad = await runCli(['video-trim', '-i', join(dir, 'clip.mp4'), '--start', '8', '--end', '6', '-o', join(dir, 'bad.mp4')]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('00:00:06.000');
    expect(existsSync(join(dir, 'bad.mp4'))).toBe(false);
  });
});
