import type { Page } from '@playwright/test';
import { mediaFile, type FixtureContainer, type PacketTrack } from '../src/test/media-fixtures';

/**
 * Real, decodable media for the browser tests, made in the test: frames drawn on a canvas (a
 * moving gradient and shapes, so encoders and GIF palettes see real variety) and a sine tone,
 * encoded by the page's WebCodecs, then muxed in Node with `mediaFile`. Codecs are probed, never
 * assumed: `encodeMedia` answers `undefined` when this browser cannot encode what was asked (a
 * test then skips or picks another codec).
 */
export interface EncodeRequest {
  video?: { codec: 'avc' | 'vp8' | 'vp9' | 'av1'; width: number; height: number; fps: number; seconds: number; keyframeEvery?: number; bitrate?: number };
  /** Opus (the one audio encoder Chromium has). */
  audio?: { seconds: number; sampleRate?: number; channels?: number; frequency?: number };
}

const CODEC_STRINGS = { avc: 'avc1.42001f', vp8: 'vp8', vp9: 'vp09.00.10.08', av1: 'av01.0.04M.08' } as const;

interface WireTrack {
  kind: 'video' | 'audio';
  codec: string;
  decoderConfig: Record<string, unknown> & { description?: string };
  packets: { data: string; key: boolean; timestamp: number; duration: number }[];
  frameRate?: number;
}

/** Encoded tracks for `request`, or undefined when an encoder is missing. */
export async function encodeTracks(page: Page, request: EncodeRequest): Promise<PacketTrack[] | undefined> {
  const wire = await page.evaluate(
    async ({ request, codecStrings }) => {
      const toBase64 = (bytes: Uint8Array) => {
        let text = '';
        for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
        return btoa(text);
      };
      const configOut = (config: VideoDecoderConfig | AudioDecoderConfig) => {
        const { description, ...rest } = config;
        return {
          ...rest,
          ...(description
            ? {
                description: toBase64(
                  new Uint8Array(ArrayBuffer.isView(description) ? description.buffer.slice(description.byteOffset, description.byteOffset + description.byteLength) : description),
                ),
              }
            : {}),
        };
      };
      const tracks: WireTrack[] = [];
      if (request.video) {
        const { codec, width, height, fps, seconds, keyframeEvery = 1, bitrate = 1_000_000 } = request.video;
        const config: VideoEncoderConfig = { codec: codecStrings[codec], width, height, bitrate, framerate: fps, ...(codec === 'avc' ? { avc: { format: 'avc' } } : {}) };
        if (!(await VideoEncoder.isConfigSupported(config)).supported) return undefined;
        const track: WireTrack = { kind: 'video', codec, decoderConfig: {}, packets: [], frameRate: fps };
        let failure: unknown;
        const encoder = new VideoEncoder({
          output: (chunk, meta) => {
            const data = new Uint8Array(chunk.byteLength);
            chunk.copyTo(data);
            track.packets.push({ data: toBase64(data), key: chunk.type === 'key', timestamp: chunk.timestamp / 1e6, duration: (chunk.duration ?? 1e6 / fps) / 1e6 });
            if (meta?.decoderConfig) track.decoderConfig = configOut(meta.decoderConfig);
          },
          error: (error) => (failure = error),
        });
        encoder.configure(config);
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d')!;
        const frames = Math.round(seconds * fps);
        for (let index = 0; index < frames; index += 1) {
          const phase = index / Math.max(1, frames - 1);
          const gradient = context.createLinearGradient(0, 0, width, height);
          gradient.addColorStop(0, `hsl(${Math.round(phase * 300)}, 70%, 45%)`);
          gradient.addColorStop(1, `hsl(${Math.round(200 + phase * 120) % 360}, 60%, 70%)`);
          context.fillStyle = gradient;
          context.fillRect(0, 0, width, height);
          context.fillStyle = '#fff';
          context.beginPath();
          context.arc(width * (0.15 + 0.7 * phase), height / 2, Math.min(width, height) / 6, 0, 2 * Math.PI);
          context.fill();
          context.fillStyle = '#111';
          context.font = `${Math.round(height / 8)}px sans-serif`;
          context.fillText(String(index), 8, height / 6);
          const frame = new VideoFrame(canvas, { timestamp: Math.round((index * 1e6) / fps), duration: Math.round(1e6 / fps) });
          encoder.encode(frame, { keyFrame: index % Math.max(1, Math.round(keyframeEvery * fps)) === 0 });
          frame.close();
        }
        await encoder.flush();
        encoder.close();
        if (failure) throw failure;
        tracks.push(track);
      }
      if (request.audio) {
        const { seconds, sampleRate = 48000, channels = 2, frequency = 440 } = request.audio;
        const config: AudioEncoderConfig = { codec: 'opus', sampleRate, numberOfChannels: channels, bitrate: 96_000 };
        if (!(await AudioEncoder.isConfigSupported(config)).supported) return undefined;
        const track: WireTrack = { kind: 'audio', codec: 'opus', decoderConfig: {}, packets: [] };
        let failure: unknown;
        const encoder = new AudioEncoder({
          output: (chunk, meta) => {
            const data = new Uint8Array(chunk.byteLength);
            chunk.copyTo(data);
            track.packets.push({ data: toBase64(data), key: true, timestamp: chunk.timestamp / 1e6, duration: (chunk.duration ?? 0) / 1e6 });
            if (meta?.decoderConfig) track.decoderConfig = configOut(meta.decoderConfig);
          },
          error: (error) => (failure = error),
        });
        encoder.configure(config);
        const block = sampleRate / 10;
        for (let start = 0; start < seconds * sampleRate; start += block) {
          const planes = new Float32Array(block * channels);
          for (let frame = 0; frame < block; frame += 1) {
            const value = 0.4 * Math.sin((2 * Math.PI * frequency * (start + frame)) / sampleRate);
            for (let channel = 0; channel < channels; channel += 1) planes[channel * block + frame] = value;
          }
          const data = new AudioData({
            format: 'f32-planar',
            sampleRate,
            numberOfFrames: block,
            numberOfChannels: channels,
            timestamp: Math.round((start * 1e6) / sampleRate),
            data: planes,
          });
          encoder.encode(data);
          data.close();
        }
        await encoder.flush();
        encoder.close();
        if (failure) throw failure;
        tracks.push(track);
      }
      return tracks;
    },
    { request, codecStrings: CODEC_STRINGS },
  );
  if (!wire) return undefined;
  const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
  return wire.map((track) => ({
    kind: track.kind,
    codec: track.codec,
    decoderConfig: { ...track.decoderConfig, ...(track.decoderConfig.description ? { description: bytes(track.decoderConfig.description) } : {}) } as unknown as VideoDecoderConfig,
    packets: track.packets.map((packet) => ({ ...packet, data: bytes(packet.data) })),
    ...(track.frameRate ? { frameRate: track.frameRate } : {}),
  }));
}

/** A decodable media file for `request` in `container` (probe first: undefined when an encoder is missing). */
export async function encodeMedia(page: Page, container: FixtureContainer, request: EncodeRequest): Promise<Buffer | undefined> {
  const tracks = await encodeTracks(page, request);
  return tracks ? Buffer.from(await mediaFile(container, tracks)) : undefined;
}

/**
 * A screen recording as browsers make them: `seconds` of a canvas whose colour and text change at
 * every frame and a tone, recorded by `MediaRecorder` as WebM (VP8, Opus) with a 100 ms timeslice
 * (short clusters, the frames that end them without durations). Recorded in real time.
 */
export async function recordCanvas(page: Page, { width, height, seconds }: { width: number; height: number; seconds: number }): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ({ width, height, seconds }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      // With a sound track, as a screen recording with the microphone (the muxer then cuts clusters often).
      const audio = new AudioContext();
      const tone = audio.createOscillator();
      const sound = audio.createMediaStreamDestination();
      tone.connect(sound);
      tone.start();
      const stream = new MediaStream([...canvas.captureStream(25).getVideoTracks(), ...sound.stream.getAudioTracks()]);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8,opus' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      recorder.start(100);
      const started = performance.now();
      await new Promise<void>((resolve) => {
        const draw = () => {
          const elapsed = (performance.now() - started) / 1000;
          context.fillStyle = `hsl(${elapsed * 120}, 70%, 50%)`;
          context.fillRect(0, 0, width, height);
          context.fillStyle = '#fff';
          context.font = `${Math.round(height / 5)}px sans-serif`;
          context.fillText(`${elapsed.toFixed(1)} s`, width / 5, height / 2);
          if (elapsed < seconds) requestAnimationFrame(draw);
          else resolve();
        };
        draw();
      });
      recorder.stop();
      await new Promise((resolve) => (recorder.onstop = resolve));
      tone.stop();
      await audio.close();
      return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
    },
    { width, height, seconds },
  );
  return Buffer.from(bytes);
}
