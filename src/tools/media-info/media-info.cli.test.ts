import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { fakeAudio, fakeVideo, mediaFile } from '../../test/media-fixtures';

describe('it-tools media-info', () => {
  it('prints the JSON report of a file on disk, and says in one line why an empty file has none', async () => {
    const dir = scratchFolder();
    const clip = await mediaFile(
      'mp4',
      [fakeVideo({ codec: 'avc', width: 640, height: 352, fps: 25, seconds: 4, keyframeEvery: 2, rotation: 90 }), fakeAudio({ codec: 'aac', sampleRate: 48000, channels: 2, seconds: 4 })],
      { title: 'Holiday' },
    );
    writeFileSync(join(dir, 'clip.mp4'), clip);
    const info = await runCli(['media-info', '-i', join(dir, 'clip.mp4')]);
    expect([info.code, info.stderr]).toEqual([0, '']);
    const report = JSON.parse(info.stdout.toString('utf8'));
    expect(report).toMatchObject({
      name: 'clip.mp4',
      size: clip.length,
      container: 'MP4',
      duration: 4.011,
      tags: { title: 'Holiday' },
      tracks: [
        { type: 'video', codecString: 'avc1.42c01f', codedWidth: 640, codedHeight: 352, rotation: 90, frameRate: 25 },
        { type: 'audio', codecString: 'mp4a.40.2', channels: 2, sampleRate: 48000 },
      ],
    });

    writeFileSync(join(dir, 'empty.mp4'), new Uint8Array(0));
    const empty = await runCli(['media-info', '-i', join(dir, 'empty.mp4')]);
    expect(empty.code).not.toBe(0);
    expect(empty.stderr).toContain('empty.mp4 is empty (0 bytes).');
  });
});
