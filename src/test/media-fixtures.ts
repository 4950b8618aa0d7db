import {
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacket,
  EncodedVideoPacketSource,
  MkvOutputFormat,
  MovOutputFormat,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
} from 'mediabunny';

/**
 * Media files made by the tests (never stored): containers written with mediabunny around packets.
 *
 * - `mediaFile` with `fakeVideo`/`fakeAudio` tracks: real containers (index, timing, keyframes,
 *   codec configuration with a valid H.264 SPS/PPS or AAC AudioSpecificConfig) around packets that
 *   are not decodable pictures or sound — for everything that reads or remuxes (media info, trim at
 *   keyframes, extract audio by copy) in Node, where no encoder exists.
 * - `mediaFile` with `packets`: real encoded packets (from WebCodecs in a browser test, see
 *   `e2e/media.ts`), muxed the same way.
 * - `wavFile`: a sine tone as 16-bit PCM WAV, decodable everywhere.
 */

export type FixtureContainer = 'mp4' | 'mov' | 'webm' | 'mkv';

/** Encoded packets and the decoder configuration of their first one (what WebCodecs' encoders output). */
export interface PacketTrack {
  kind: 'video' | 'audio';
  /** mediabunny's codec name: 'avc', 'vp8', 'vp9', 'av1', 'aac', 'opus'… */
  codec: string;
  decoderConfig: VideoDecoderConfig | AudioDecoderConfig;
  packets: { data: Uint8Array; key: boolean; timestamp: number; duration: number }[];
  /** Video only: degrees clockwise written in the container. */
  rotation?: 0 | 90 | 180 | 270;
  frameRate?: number;
}

export interface FakeVideo {
  codec: 'avc' | 'vp9';
  width: number;
  height: number;
  fps: number;
  seconds: number;
  /** Seconds between keyframes (the first frame is always one). */
  keyframeEvery: number;
  /** Size of each delta frame; keyframes are 8 times larger. Default 400. */
  frameBytes?: number;
  rotation?: 0 | 90 | 180 | 270;
}

export interface FakeAudio {
  codec: 'aac' | 'opus';
  sampleRate: number;
  channels: number;
  seconds: number;
  /** Size of each packet. Default 200. */
  packetBytes?: number;
}

/** A small deterministic generator so packet bytes vary (seeded, no two runs differ). */
function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** Bits written MSB first, with Exp-Golomb codes (H.264 7.2), into an RBSP with emulation prevention. */
class BitWriter {
  private bits: number[] = [];
  u(count: number, value: number): this {
    for (let bit = count - 1; bit >= 0; bit -= 1) this.bits.push((value >>> bit) & 1);
    return this;
  }
  ue(value: number): this {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    return this.u(length, 0).u(length + 1, code);
  }
  se(value: number): this {
    return this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }
  /** The NAL unit: its header byte, the RBSP with trailing bits, 0x03 inserted after two zero bytes. */
  nal(header: number): Uint8Array {
    this.u(1, 1);
    while (this.bits.length % 8 !== 0) this.bits.push(0);
    const out = [header];
    let zeros = 0;
    for (let at = 0; at < this.bits.length; at += 8) {
      const byte = this.bits.slice(at, at + 8).reduce((sum, bit) => (sum << 1) | bit, 0);
      if (zeros >= 2 && byte <= 3) {
        out.push(3);
        zeros = 0;
      }
      out.push(byte);
      zeros = byte === 0 ? zeros + 1 : 0;
    }
    return new Uint8Array(out);
  }
}

/** A Baseline-profile SPS and PPS for `width`×`height` (multiples of 16), in an avcC record. */
export function avcConfiguration(width: number, height: number): { codec: string; description: Uint8Array } {
  const sps = new BitWriter()
    .u(8, 66) // profile_idc: Baseline
    .u(8, 0xc0) // constraint_set0/1
    .u(8, 31) // level_idc 3.1
    .ue(0) // seq_parameter_set_id
    .ue(0) // log2_max_frame_num_minus4
    .ue(2) // pic_order_cnt_type
    .ue(1) // max_num_ref_frames
    .u(1, 0) // gaps_in_frame_num_value_allowed_flag
    .ue(width / 16 - 1)
    .ue(height / 16 - 1)
    .u(1, 1) // frame_mbs_only_flag
    .u(1, 1) // direct_8x8_inference_flag
    .u(1, 0) // frame_cropping_flag
    .u(1, 0) // vui_parameters_present_flag
    .nal(0x67);
  const pps = new BitWriter().ue(0).ue(0).u(1, 0).u(1, 0).ue(0).ue(0).ue(0).u(1, 0).u(2, 0).se(0).se(0).se(0).u(1, 1).u(1, 0).u(1, 0).nal(0x68);
  const description = new Uint8Array([1, 66, 0xc0, 31, 0xff, 0xe1, sps.length >> 8, sps.length & 0xff, ...sps, 1, pps.length >> 8, pps.length & 0xff, ...pps]);
  return { codec: 'avc1.42c01f', description };
}

/** Packets shaped like a real video track's (sizes, keyframes, timing) but not decodable. */
export function fakeVideo({ codec, width, height, fps, seconds, keyframeEvery, frameBytes = 400, rotation = 0 }: FakeVideo, seed = 1): PacketTrack {
  if (width % 16 !== 0 || height % 16 !== 0) throw new Error('fakeVideo: width and height must be multiples of 16');
  const random = seeded(seed);
  const frames = Math.round(seconds * fps);
  const gop = Math.max(1, Math.round(keyframeEvery * fps));
  const packets = Array.from({ length: frames }, (_, index) => {
    const key = index % gop === 0;
    const size = Math.max(8, Math.round((key ? 8 : 1) * frameBytes * (0.75 + random() / 2)));
    const data = new Uint8Array(size);
    for (let at = 5; at < size; at += 1) data[at] = (random() * 256) | 1;
    if (codec === 'avc') {
      // One length-prefixed NAL unit: an IDR slice (5) or a non-IDR slice (1).
      new DataView(data.buffer).setUint32(0, size - 4);
      data[4] = key ? 0x65 : 0x41;
    }
    return { data, key, timestamp: index / fps, duration: 1 / fps };
  });
  const decoderConfig: VideoDecoderConfig =
    codec === 'avc' ? { ...avcConfiguration(width, height), codedWidth: width, codedHeight: height } : { codec: 'vp09.00.31.08', codedWidth: width, codedHeight: height };
  return { kind: 'video', codec, decoderConfig, packets, rotation, frameRate: fps };
}

/** Packets shaped like an AAC-LC (1024 samples) or Opus (20 ms) track's, not decodable. */
export function fakeAudio({ codec, sampleRate, channels, seconds, packetBytes = 200 }: FakeAudio, seed = 2): PacketTrack {
  const random = seeded(seed);
  const samples = codec === 'aac' ? 1024 : (sampleRate * 20) / 1000;
  const count = Math.ceil((seconds * sampleRate) / samples);
  const packets = Array.from({ length: count }, (_, index) => {
    const data = new Uint8Array(packetBytes);
    for (let at = 0; at < packetBytes; at += 1) data[at] = (random() * 256) | 0;
    return { data, key: true, timestamp: (index * samples) / sampleRate, duration: samples / sampleRate };
  });
  const rates = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000];
  const rateIndex = rates.indexOf(sampleRate);
  if (codec === 'aac' && rateIndex < 0) throw new Error(`fakeAudio: no AAC sampling index for ${sampleRate} Hz`);
  const description =
    codec === 'aac'
      ? new Uint8Array([(2 << 3) | (rateIndex >> 1), ((rateIndex & 1) << 7) | (channels << 3)])
      : // OpusHead (RFC 7845 5.1): version 1, channels, pre-skip 312, input rate, gain 0, mapping family 0.
        new Uint8Array([
          0x4f,
          0x70,
          0x75,
          0x73,
          0x48,
          0x65,
          0x61,
          0x64,
          1,
          channels,
          0x38,
          0x01,
          sampleRate & 0xff,
          (sampleRate >> 8) & 0xff,
          (sampleRate >> 16) & 0xff,
          0,
          0,
          0,
          0,
        ]);
  const decoderConfig: AudioDecoderConfig = { codec: codec === 'aac' ? 'mp4a.40.2' : 'opus', sampleRate, numberOfChannels: channels, description };
  return { kind: 'audio', codec, decoderConfig, packets };
}

/** A container holding `tracks` (video and/or audio packets), with optional metadata tags. */
/**
 * `clusterSeconds`: a Matroska/WebM cluster's least duration (mediabunny's default is 1 s); 0 starts
 * one at every keyframe, as `MediaRecorder` with a short timeslice does.
 */
export async function mediaFile(container: FixtureContainer, tracks: PacketTrack[], tags?: { title?: string; artist?: string; comment?: string }, { clusterSeconds }: { clusterSeconds?: number } = {}): Promise<Uint8Array> {
  const format =
    container === 'mp4'
      ? new Mp4OutputFormat({ fastStart: 'in-memory' })
      : container === 'mov'
        ? new MovOutputFormat({ fastStart: 'in-memory' })
        : container === 'webm'
          ? new WebMOutputFormat(clusterSeconds === undefined ? {} : { minimumClusterDuration: clusterSeconds })
          : new MkvOutputFormat(clusterSeconds === undefined ? {} : { minimumClusterDuration: clusterSeconds });
  const output = new Output({ format, target: new BufferTarget() });
  const sources = tracks.map((track) => {
    if (track.kind === 'video') {
      const source = new EncodedVideoPacketSource(track.codec as ConstructorParameters<typeof EncodedVideoPacketSource>[0]);
      output.addVideoTrack(source, { ...(track.rotation ? { rotation: track.rotation } : {}), ...(track.frameRate ? { frameRate: track.frameRate } : {}) });
      return source;
    }
    const source = new EncodedAudioPacketSource(track.codec as ConstructorParameters<typeof EncodedAudioPacketSource>[0]);
    output.addAudioTrack(source);
    return source;
  });
  if (tags) output.setMetadataTags(tags);
  await output.start();
  // Interleaved by time, as a muxer expects them.
  const queue = tracks.flatMap((track, index) => track.packets.map((packet, order) => ({ index, order, packet })));
  queue.sort((a, b) => a.packet.timestamp - b.packet.timestamp || a.index - b.index);
  for (const { index, order, packet } of queue) {
    const track = tracks[index]!;
    const encoded = new EncodedPacket(packet.data, packet.key ? 'key' : 'delta', packet.timestamp, packet.duration);
    const meta = order === 0 ? { decoderConfig: track.decoderConfig } : undefined;
    if (track.kind === 'video') await (sources[index] as EncodedVideoPacketSource).add(encoded, meta as EncodedVideoChunkMetadata | undefined);
    else await (sources[index] as EncodedAudioPacketSource).add(encoded, meta as EncodedAudioChunkMetadata | undefined);
  }
  await output.finalize();
  return new Uint8Array(output.target.buffer!);
}

/** A sine tone as 16-bit PCM WAV (every channel the same tone, `frequency` Hz at half scale). */
export function wavFile({
  seconds,
  sampleRate = 44100,
  channels = 2,
  frequency = 440,
}: {
  seconds: number;
  sampleRate?: number;
  channels?: number;
  frequency?: number;
}): Uint8Array {
  const frames = Math.round(seconds * sampleRate);
  const dataBytes = frames * channels * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((char, index) => (bytes[at + index] = char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let frame = 0; frame < frames; frame += 1) {
    const sample = Math.round(Math.sin((2 * Math.PI * frequency * frame) / sampleRate) * 16383);
    for (let channel = 0; channel < channels; channel += 1) view.setInt16(44 + (frame * channels + channel) * 2, sample, true);
  }
  return bytes;
}
