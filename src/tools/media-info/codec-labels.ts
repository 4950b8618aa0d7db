/**
 * Human names for codec parameter strings (RFC 6381 and the codecs' own registrations): the profile
 * and level an `avc1.64002a` or `vp09.00.31.08` carries, read from the string alone.
 */

const AVC_PROFILES: Record<number, string> = {
  66: 'Baseline',
  77: 'Main',
  88: 'Extended',
  100: 'High',
  110: 'High 10',
  122: 'High 4:2:2',
  244: 'High 4:4:4 Predictive',
  44: 'CAVLC 4:4:4 Intra',
  118: 'Multiview High',
  128: 'Stereo High',
};

const HEVC_PROFILES: Record<number, string> = { 1: 'Main', 2: 'Main 10', 3: 'Main Still Picture', 4: 'Range Extensions', 5: 'High Throughput', 9: 'Screen Content' };
const AV1_PROFILES: Record<number, string> = { 0: 'Main', 1: 'High', 2: 'Professional' };

/** MPEG-4 audio object types (ISO/IEC 14496-3 1.5.1.1) of `mp4a.40.N`. */
const AAC_OBJECT_TYPES: Record<number, string> = {
  1: 'AAC Main',
  2: 'AAC-LC',
  3: 'AAC SSR',
  4: 'AAC LTP',
  5: 'HE-AAC',
  6: 'AAC Scalable',
  23: 'AAC-LD',
  29: 'HE-AAC v2',
  39: 'AAC-ELD',
  42: 'xHE-AAC',
};

const PCM: Record<string, string> = {
  'pcm-s16': 'PCM 16-bit',
  'pcm-s16be': 'PCM 16-bit big-endian',
  'pcm-s24': 'PCM 24-bit',
  'pcm-s24be': 'PCM 24-bit big-endian',
  'pcm-s32': 'PCM 32-bit',
  'pcm-s32be': 'PCM 32-bit big-endian',
  'pcm-f32': 'PCM 32-bit float',
  'pcm-f32be': 'PCM 32-bit float big-endian',
  'pcm-f64': 'PCM 64-bit float',
  'pcm-f64be': 'PCM 64-bit float big-endian',
  'pcm-u8': 'PCM 8-bit unsigned',
  'pcm-s8': 'PCM 8-bit',
  ulaw: 'G.711 μ-law',
  alaw: 'G.711 A-law',
};

const SIMPLE: Record<string, string> = {
  vp8: 'VP8',
  prores: 'Apple ProRes',
  opus: 'Opus',
  mp3: 'MP3',
  vorbis: 'Vorbis',
  flac: 'FLAC',
  ac3: 'Dolby Digital (AC-3)',
  eac3: 'Dolby Digital Plus (E-AC-3)',
  dts: 'DTS',
};

const trimZeros = (level: number) => String(Math.round(level * 10) / 10);

function avcLabel(parameters: string): string {
  const hex = /^(?:avc[13])\.([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(parameters);
  if (!hex) return 'H.264';
  const [profile, constraints, level] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16)];
  // constraint_set1 on Baseline is Constrained Baseline; constraint_set4 and 5 on High, Constrained High (H.264 A.2).
  let name = AVC_PROFILES[profile] ?? `profile ${profile}`;
  if (profile === 66 && constraints & 0x40) name = 'Constrained Baseline';
  if (profile === 100 && (constraints & 0x0c) === 0x0c) name = 'Constrained High';
  return `H.264 ${name}, level ${trimZeros(level / 10)}`;
}

function hevcLabel(parameters: string): string {
  // hvc1.<profile space><profile idc>.<compatibility>.<tier><level>.<constraints>
  const match = /^(?:hvc1|hev1)\.([A-C]?)(\d+)\.[0-9A-F]+\.([LH])(\d+)/i.exec(parameters);
  if (!match) return 'H.265 (HEVC)';
  const profile = Number(match[2]);
  const tier = match[3]!.toUpperCase() === 'H' ? 'High tier' : 'Main tier';
  return `H.265 ${HEVC_PROFILES[profile] ?? `profile ${profile}`}, level ${trimZeros(Number(match[4]) / 30)}, ${tier}`;
}

function vp9Label(parameters: string): string {
  const match = /^vp09\.(\d{2})\.(\d{2})\.(\d{2})/.exec(parameters);
  if (!match) return 'VP9';
  return `VP9 profile ${Number(match[1])}, level ${trimZeros(Number(match[2]) / 10)}, ${Number(match[3])}-bit`;
}

function av1Label(parameters: string): string {
  const match = /^av01\.(\d)\.(\d{2})([MH])\.(\d{2})/.exec(parameters);
  if (!match) return 'AV1';
  const index = Number(match[2]);
  // seq_level_idx: level X.Y with X = 2 + (idx >> 2), Y = idx & 3 (AV1 spec annex A.3).
  const level = `${2 + (index >> 2)}.${index & 3}`;
  return `AV1 ${AV1_PROFILES[Number(match[1])] ?? `profile ${match[1]}`}, level ${level}, ${match[3] === 'H' ? 'High tier' : 'Main tier'}, ${Number(match[4])}-bit`;
}

function aacLabel(parameters: string): string {
  const match = /^mp4a\.40\.(\d+)$/i.exec(parameters);
  if (match) return AAC_OBJECT_TYPES[Number(match[1])] ?? `AAC (object type ${match[1]})`;
  if (/^mp4a\.6[6-8]$/i.test(parameters)) return 'MPEG-2 AAC';
  return 'AAC';
}

/** "H.264 High, level 4.2" for avc/avc1.64002a; the codec's name when the string says no more. */
export function codecLabel(codec: string | null, parameters: string | null): string | undefined {
  if (!codec) return undefined;
  const string = parameters ?? codec;
  switch (codec) {
    case 'avc':
      return avcLabel(string);
    case 'hevc':
      return hevcLabel(string);
    case 'vp9':
      return vp9Label(string);
    case 'av1':
      return av1Label(string);
    case 'aac':
      return aacLabel(string);
    default:
      return SIMPLE[codec] ?? PCM[codec] ?? codec;
  }
}
