import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { fakeAudio, fakeVideo, mediaFile, wavFile } from '../../test/media-fixtures';

const clip = () => mediaFile('mp4', [fakeVideo({ codec: 'avc', width: 640, height: 352, fps: 25, seconds: 2, keyframeEvery: 1 }), fakeAudio({ codec: 'aac', sampleRate: 48000, channels: 2, seconds: 2 })]);

describe('it-tools video-converter', () => {
  it('re-encoding needs a browser: one line, exit code 4, nothing written', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'x.mp4'), await clip());
    const { code, stdout, stderr } = await runCli(['video-converter', '-i', join(dir, 'x.mp4'), '-o', join(dir, 'y.webm'), '--container', 'webm']);
    expect(code).toBe(4);
    expect(stdout.length).toBe(0);
    expect(stderr.trim().split('\n')).toEqual([expect.stringContaining('video-converter needs WebCodecs, which Node lacks: use the Video converter page of IT Tools in a browser.')]);
    expect(existsSync(join(dir, 'y.webm'))).toBe(false);
  });

  it('--codec copy works without a browser: the sound removed, the H.264 video as it was', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'x.mp4'), await clip());
    const { code, stderr } = await runCli(['video-converter', '-i', join(dir, 'x.mp4'), '-o', join(dir, 'silent.mp4'), '--codec', 'copy', '--mute']);
    expect([code, stderr.toString()]).toEqual([0, '']);
    const input = new Input({ source: new BufferSource(new Uint8Array(readFileSync(join(dir, 'silent.mp4')))), formats: ALL_FORMATS });
    expect((await input.getTracks()).map((track) => track.codec)).toEqual(['avc']);
    expect((await input.getPrimaryVideoTrack())?.displayWidth).toBe(640);
  });

  it('a batch: an audio-only file fails alone with its message', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'a.mp4'), await clip());
    writeFileSync(join(dir, 'tone.wav'), wavFile({ seconds: 0.5, sampleRate: 8000, channels: 1 }));
    const { code, stderr } = await runCli(['video-converter', '-i', join(dir, 'a.mp4'), '-i', join(dir, 'tone.wav'), '-o', `${join(dir, 'out')}/`, '--codec', 'copy']);
    expect(code).toBe(1);
    expect(stderr.toString()).toContain(`${join(dir, 'tone.wav')}: tone.wav has no video track.`);
    expect(readdirSync(join(dir, 'out'))).toEqual(['a.mp4']);
  });
});
