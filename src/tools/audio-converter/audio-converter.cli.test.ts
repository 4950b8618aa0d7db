import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_FORMATS, BlobSource, Input } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { wavFile } from '../../test/media-fixtures';

describe('it-tools audio-converter', () => {
  it('converts WAV → WAV in Node (mono, 16 kHz, trimmed): mediabunny reads and writes PCM itself', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'tone.wav'), wavFile({ seconds: 3, sampleRate: 44100, channels: 2 }));
    const run = await runCli(['audio-converter', '-i', join(dir, 'tone.wav'), '--format', 'wav', '--channels', 'mono', '--sample-rate', '16000', '--start', '1', '--end', '2.5', '-o', join(dir, 'out.wav')]);
    expect([run.code, run.stderr]).toEqual([0, '']);
    const input = new Input({ source: new BlobSource(new Blob([readFileSync(join(dir, 'out.wav'))])), formats: ALL_FORMATS });
    const track = (await input.getPrimaryAudioTrack())!;
    expect([track.codec, track.sampleRate, track.numberOfChannels]).toEqual(['pcm-s16', 16000, 1]);
    expect(await input.computeDuration()).toBeCloseTo(1.5, 2);
  });

  it('encodes WAV → MP3 in Node (LAME in a worker thread)', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'tone.wav'), wavFile({ seconds: 2, sampleRate: 44100, channels: 2 }));
    const run = await runCli(['audio-converter', '-i', join(dir, 'tone.wav'), '--format', 'mp3', '--bitrate', '96', '-o', join(dir, 'tone.mp3')]);
    expect([run.code, run.stderr]).toEqual([0, '']);
    const input = new Input({ source: new BlobSource(new Blob([readFileSync(join(dir, 'tone.mp3'))])), formats: ALL_FORMATS });
    const track = (await input.getPrimaryAudioTrack())!;
    expect([(await input.getFormat()).name, track.codec, track.sampleRate, track.numberOfChannels]).toEqual(['MP3', 'mp3', 44100, 2]);
    expect(Math.abs((await input.computeDuration()) - 2)).toBeLessThan(0.1);
  });

  it('says encoding to Opus needs a browser: one line, exit 4, no file written', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'tone.wav'), wavFile({ seconds: 1, sampleRate: 48000, channels: 1 }));
    const run = await runCli(['audio-converter', '-i', join(dir, 'tone.wav'), '-o', join(dir, 'tone.opus')]);
    expect(run.code).toBe(4);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('Audio converter page');
    expect(existsSync(join(dir, 'tone.opus'))).toBe(false);
  });
});
