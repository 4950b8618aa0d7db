// 5 s of 480p video → GIF at 10 fps (issue 38's target: ≤ 3 s). The clip is made at bench time:
// frames drawn in the page (a moving gradient, moving shapes and a frame counter, seeded so every
// run draws the same clip), encoded at 30 fps by the page's WebCodecs (VP9, else VP8, else H.264:
// probed), muxed into a WebM (or MP4) in Node by mediabunny, and given to the drop zone as a
// person's choice would be. Figures: from "Create GIF" to the GIF on screen, warm (the worker, the
// decoder and gifenc loaded by a first run), at the clip's own 848 px width and at the default
// 480 px; the estimate's accuracy; and the longest main-thread task meanwhile.
import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output, WebMOutputFormat } from 'mediabunny';

const DROP = 'Drop a video or images here, or choose them';
const WIDTH = 848;
const HEIGHT = 480;
const FPS = 30;
const SECONDS = 5;

/** Encodes the clip in the page; its packets come back as Base64. */
export async function encodeClip(page) {
  return page.evaluate(
    async ({ width, height, fps, seconds }) => {
      const toBase64 = (bytes) => {
        let text = '';
        for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
        return btoa(text);
      };
      const candidates = [
        ['vp9', 'vp09.00.31.08'],
        ['vp8', 'vp8'],
        ['avc', 'avc1.42001f'],
      ];
      let chosen;
      for (const [codec, string] of candidates) {
        const config = { codec: string, width, height, bitrate: 2_000_000, framerate: fps, ...(codec === 'avc' ? { avc: { format: 'avc' } } : {}) };
        if ((await VideoEncoder.isConfigSupported(config)).supported) {
          chosen = { codec, config };
          break;
        }
      }
      if (!chosen) return undefined;
      let seed = 0x38_6f;
      const random = () => {
        seed = (seed * 1664525 + 1013904223) >>> 0;
        return seed / 2 ** 32;
      };
      const shapes = Array.from({ length: 12 }, () => ({ x: random(), y: random(), r: 0.03 + random() * 0.08, dx: (random() - 0.5) * 0.4, dy: (random() - 0.5) * 0.4, hue: random() * 360 }));
      const packets = [];
      let decoderConfig;
      let failure;
      const encoder = new VideoEncoder({
        output: (chunk, meta) => {
          const data = new Uint8Array(chunk.byteLength);
          chunk.copyTo(data);
          packets.push({ data: toBase64(data), key: chunk.type === 'key', timestamp: chunk.timestamp / 1e6, duration: 1 / fps });
          if (meta?.decoderConfig) {
            const { description, ...rest } = meta.decoderConfig;
            decoderConfig = { ...rest, ...(description ? { description: toBase64(new Uint8Array(ArrayBuffer.isView(description) ? description.buffer : description)) } : {}) };
          }
        },
        error: (error) => (failure = String(error)),
      });
      encoder.configure(chosen.config);
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      const frames = seconds * fps;
      for (let index = 0; index < frames; index += 1) {
        const t = index / fps;
        const gradient = context.createLinearGradient(0, 0, width, height);
        gradient.addColorStop(0, `hsl(${(t * 40) % 360}, 70%, 45%)`);
        gradient.addColorStop(1, `hsl(${(200 + t * 25) % 360}, 60%, 70%)`);
        context.fillStyle = gradient;
        context.fillRect(0, 0, width, height);
        for (const shape of shapes) {
          const x = (((shape.x + shape.dx * t) % 1) + 1) % 1;
          const y = (((shape.y + shape.dy * t) % 1) + 1) % 1;
          context.fillStyle = `hsla(${shape.hue}, 75%, 55%, 0.8)`;
          context.beginPath();
          context.arc(x * width, y * height, shape.r * width, 0, 2 * Math.PI);
          context.fill();
        }
        context.fillStyle = '#111';
        context.font = `${Math.round(height / 10)}px sans-serif`;
        context.fillText(`frame ${index}`, 16, height / 8);
        const frame = new VideoFrame(canvas, { timestamp: Math.round((index * 1e6) / fps), duration: Math.round(1e6 / fps) });
        encoder.encode(frame, { keyFrame: index % (2 * fps) === 0 });
        frame.close();
      }
      await encoder.flush();
      encoder.close();
      if (failure) throw new Error(failure);
      return { codec: chosen.codec, decoderConfig, packets };
    },
    { width: WIDTH, height: HEIGHT, fps: FPS, seconds: SECONDS },
  );
}

export async function mux({ codec, decoderConfig, packets }) {
  const bytes = (text) => new Uint8Array(Buffer.from(text, 'base64'));
  const output = new Output({ format: codec === 'avc' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(), target: new BufferTarget() });
  const source = new EncodedVideoPacketSource(codec);
  output.addVideoTrack(source, { frameRate: FPS });
  await output.start();
  const config = { ...decoderConfig, ...(decoderConfig.description ? { description: bytes(decoderConfig.description) } : {}) };
  for (const [index, packet] of packets.entries()) {
    await source.add(new EncodedPacket(bytes(packet.data), packet.key ? 'key' : 'delta', packet.timestamp, packet.duration), index === 0 ? { decoderConfig: config } : undefined);
  }
  await output.finalize();
  return Buffer.from(output.target.buffer);
}

/** Clicks Create GIF and waits for the GIF on screen: ms, and the size the page states. */
async function convert(page) {
  const start = performance.now();
  await page.getByRole('button', { name: 'Create GIF' }).click();
  await page.getByRole('region', { name: 'Your GIF' }).getByRole('img').waitFor({ state: 'visible', timeout: 120_000 });
  const ms = performance.now() - start;
  const bytes = await page.getByRole('region', { name: 'Your GIF' }).getByRole('img').evaluate(async (img) => (await (await fetch(img.src)).blob()).size);
  return { ms, bytes };
}

/** The estimate shown for `width` (the one of the previous width stays while the new one is worked out). */
async function estimateShown(page, width) {
  const text = page.getByText(new RegExp(`^About .+ · \\d+ frames of ${width} × \\d+ px$`));
  await text.waitFor({ timeout: 60_000 });
  return text.textContent();
}

export default async function videoToGifBench({ newPage, base, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const section = 'Video to GIF: 5 s of 480p, 10 fps';
  const page = await newPage();
  await page.goto(`${base}/video-to-gif`, { waitUntil: 'networkidle' });
  const clip = await encodeClip(page);
  if (!clip) {
    console.log(`${section}: this browser encodes neither VP9, VP8 nor H.264 — skipped`);
    record(section, 'GIF at 848 px', null, 3000);
    await page.close();
    return;
  }
  const file = await mux(clip);
  console.log(`${section} (a ${WIDTH}×${HEIGHT} ${clip.codec.toUpperCase()} clip at ${FPS} fps, ${(file.length / 1024 / 1024).toFixed(1)} MB)`);
  await page.getByLabel(DROP).setInputFiles({ name: 'clip.webm', mimeType: clip.codec === 'avc' ? 'video/mp4' : 'video/webm', buffer: file });
  // Warm-up: a small GIF loads the worker, mediabunny, the decoder and gifenc once.
  await page.getByRole('textbox', { name: 'Width (px)' }).fill('160');
  await estimateShown(page, 160);
  await convert(page);

  const results = {};
  for (const width of [WIDTH, 480]) {
    await page.getByRole('textbox', { name: 'Width (px)' }).fill(String(width));
    const estimate = await estimateShown(page, width);
    await resetLongTasks(page);
    const { ms, bytes } = await convert(page);
    const longest = await longestTask(page);
    results[width] = { ms, longest };
    const estimated = /^About (.+?) ·/.exec(estimate)?.[1];
    console.log(`  ${width} px wide: ${fmt(ms)} (target 3 s), ${(bytes / 1024 / 1024).toFixed(2)} MB; estimated beforehand: ${estimated}; longest main-thread task: ${fmt(longest)} (${(await allLongTasks(page)) || 'none over 50 ms'})`);
    record(section, `GIF at ${width} px wide`, ms, 3000);
  }
  record(section, 'longest main-thread task', Math.max(...Object.values(results).map((result) => result.longest)), 50);
  await page.close();
}
