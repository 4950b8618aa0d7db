import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decompressFrames, parseGIF } from 'gifuct-js';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { encodeImage } from '../../engine/image/codec';
import { createRaster } from '../../engine/image/raster';
import { fakeVideo, mediaFile } from '../../test/media-fixtures';
import { readAnimatedWebp } from './video-to-gif.webp';

/** A PNG of one colour. */
async function png(width: number, height: number, rgb: readonly [number, number, number]) {
  const raster = createRaster(width, height);
  for (let at = 0; at < raster.data.length; at += 4) raster.data.set([...rgb, 255], at);
  return encodeImage(raster, 'png');
}

describe('it-tools images-to-gif and video-to-gif', () => {
  it('images-to-gif -i a.png -i b.png -i c.png: one GIF, a frame per image, in order; WebP too', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'a.png'), await png(60, 40, [255, 0, 0]));
    writeFileSync(join(dir, 'b.png'), await png(60, 40, [0, 255, 0]));
    writeFileSync(join(dir, 'c.png'), await png(60, 40, [0, 0, 255]));
    const inputs = ['a.png', 'b.png', 'c.png'].flatMap((name) => ['-i', join(dir, name)]);
    const made = await runCli(['images-to-gif', ...inputs, '--delay', '300', '--width', '30', '-o', join(dir, 'out.gif')]);
    expect([made.code, made.stderr.toString()]).toEqual([0, '']);
    const bytes = new Uint8Array(readFileSync(join(dir, 'out.gif')));
    const gif = parseGIF(bytes.buffer);
    const frames = decompressFrames(gif, true);
    expect([gif.lsd.width, gif.lsd.height, frames.length, frames.map((frame) => frame.delay)]).toEqual([30, 20, 3, [300, 300, 300]]);
    // The last frame's pixels are blue (each frame replaces every pixel: all changed).
    expect([...frames[2]!.patch.subarray(0, 4)]).toEqual([0, 0, 255, 255]);

    const webp = await runCli(['images-to-gif', ...inputs, '--format', 'webp', '--loop', '2', '-o', join(dir, 'out.webp')]);
    expect([webp.code, webp.stderr.toString()]).toEqual([0, '']);
    const animated = readAnimatedWebp(new Uint8Array(readFileSync(join(dir, 'out.webp'))));
    // The default width (480) does not enlarge 60 × 40 images.
    expect([animated.width, animated.height, animated.loop, animated.frames.length]).toEqual([60, 40, 2, 3]);
  });

  it('video-to-gif of a video needs a browser: one line, exit code 4, nothing written', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'clip.mp4'), await mediaFile('mp4', [fakeVideo({ codec: 'avc', width: 320, height: 240, fps: 10, seconds: 1, keyframeEvery: 1 })]));
    const { code, stdout, stderr } = await runCli(['video-to-gif', '-i', join(dir, 'clip.mp4'), '-o', join(dir, 'clip.gif')]);
    expect(code).toBe(4);
    expect(stdout.length).toBe(0);
    expect(stderr.toString().trim().split('\n')).toEqual([expect.stringContaining('video-to-gif needs WebCodecs, which Node lacks: use the Video to GIF page of IT Tools in a browser.')]);
    expect(existsSync(join(dir, 'clip.gif'))).toBe(false);
  });
});
