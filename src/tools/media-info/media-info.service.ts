import { EncodedPacketSink, type InputTrack, type MetadataTags } from 'mediabunny';
import { openMedia, readMedia, type MediaFile } from '../../engine/media/media-file';
import { ToolInputError } from '../../lib/errors';
import { codecLabel } from './codec-labels';
import { formatDuration } from './media-info.format';

/**
 * What a media file is, read from its index only (an MP4's `moov`, a WebM's headers and cues): the
 * container, duration, bitrates, each track's codec and picture or sound, its tags and cover art.
 * The media data itself is not read, but for one packet per track (to see whether the file was cut
 * off after its index), so a 2 GB recording takes as long as a 2 MB one.
 */

export interface TrackInfo {
  /** 1-based, in the container's order. */
  number: number;
  type: 'video' | 'audio' | 'subtitle';
  /** Mediabunny's codec name ('avc', 'aac'…), null when unknown. */
  codec: string | null;
  /** The full codec parameter string (RFC 6381), e.g. avc1.42c01f. */
  codecString: string | null;
  /** A person's name for it: "H.264 High, level 4.2", "AAC-LC". */
  codecName?: string;
  /** ISO 639-2 language, when the container names one. */
  language?: string;
  name?: string;
  /** Seconds from the track's first packet to the end of its last. */
  duration: number;
  /** Bits per second of the track's packets. */
  bitrate: number;
  /** Packets per second (frames per second for video). */
  packetRate: number;
  /** Every packet counted (absent when the bitrate is estimated). */
  packets?: number;
  /** Bitrate and packet rate from a sample of the packets, spread over the file (a long file). */
  estimated?: true;
  /** Video: the coded picture, before rotation. */
  codedWidth?: number;
  codedHeight?: number;
  /** Video: as shown, after the pixel aspect ratio and the rotation. */
  displayWidth?: number;
  displayHeight?: number;
  /** Video: degrees clockwise the player turns the picture (MP4/MOV: the track matrix; MKV: its projection). */
  rotation?: 0 | 90 | 180 | 270;
  /** Video: mirrored after the rotation. */
  mirrored?: true;
  /** Video: width:height of a pixel, when not square. */
  pixelAspectRatio?: string;
  /** Video: frames per second, from the frames' timestamps (never from a header). */
  frameRate?: number;
  /** Video: the frames do not lie on one regular spacing. */
  variableFrameRate?: true;
  colorSpace?: { primaries?: string; transfer?: string; matrix?: string; fullRange?: boolean };
  hdr?: boolean;
  /** Audio. */
  channels?: number;
  sampleRate?: number;
}

export interface CoverArt {
  kind: 'coverFront' | 'coverBack' | 'unknown';
  mimeType: string;
  /** Bytes of the image (the image itself is not in the report). */
  size: number;
  width?: number;
  height?: number;
  description?: string;
}

export interface MediaTags {
  title?: string;
  artist?: string;
  album?: string;
  albumArtist?: string;
  genre?: string;
  /** ISO 8601: a date, or a date and time when the file has one. */
  date?: string;
  trackNumber?: number;
  tracksTotal?: number;
  discNumber?: number;
  discsTotal?: number;
  beatsPerMinute?: number;
  comment?: string;
  description?: string;
  lyrics?: string;
}

export interface MediaInfo {
  name: string;
  size: number;
  /** The container's name: MP4, QuickTime File Format, WebM, Matroska, MP3, WAVE… */
  container: string;
  /** With the codecs, e.g. video/mp4; codecs="avc1.42c01f, mp4a.40.2". */
  mimeType: string;
  /** Seconds (to the millisecond). */
  duration: number;
  /** h:mm:ss.mmm */
  durationText: string;
  /** The whole file's bits per second (size × 8 / duration). */
  bitrate: number;
  tracks: TrackInfo[];
  tags: MediaTags;
  /** The container's own tags, as stored (binary values by their size). */
  rawTags: Record<string, unknown>;
  coverArt: CoverArt[];
  /** The index is whole but the media data stops early: the file was cut off. */
  truncated?: true;
}

/**
 * A track with at most this many packets is counted packet by packet (the exact bitrate); a longer
 * one is sampled: reading 100 000 packets' sizes from an index takes about half a second.
 */
export const EXACT_PACKETS = 3000;
/** A long track is sampled in this many runs of packets, spread evenly over its duration. */
const SAMPLE_RUNS = 12;
const SAMPLE_RUN_PACKETS = 96;

const round = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/** Bitrate and packet rate: every packet of a short track; runs of packets spread over a long one. */
async function packetFigures(track: InputTrack, start: number, duration: number): Promise<Pick<TrackInfo, 'bitrate' | 'packetRate' | 'packets' | 'estimated'>> {
  const probe = await track.computePacketStats(256);
  const exact = (stats: { packetCount: number; averageBitrate: number; averagePacketRate: number }) => ({
    bitrate: Math.round(stats.averageBitrate),
    packetRate: round(stats.averagePacketRate, 3),
    packets: stats.packetCount,
  });
  if (probe.packetCount < 256) return exact(probe);
  if (probe.averagePacketRate * duration <= EXACT_PACKETS) return exact(await track.computePacketStats());
  const sink = new EncodedPacketSink(track);
  let bytes = 0;
  let seconds = 0;
  let count = 0;
  for (let run = 0; run < SAMPLE_RUNS; run += 1) {
    let packet = await sink.getPacket(start + ((run + 0.5) / SAMPLE_RUNS) * duration, { metadataOnly: true });
    for (let taken = 0; packet && taken < SAMPLE_RUN_PACKETS; taken += 1) {
      bytes += packet.byteLength;
      seconds += packet.duration;
      count += 1;
      packet = await sink.getNextPacket(packet, { metadataOnly: true });
    }
  }
  if (seconds <= 0) return { bitrate: Math.round(probe.averageBitrate), packetRate: round(probe.averagePacketRate, 3), estimated: true };
  return { bitrate: Math.round((bytes * 8) / seconds), packetRate: round(count / seconds, 3), estimated: true };
}

const LANGUAGE_UNKNOWN = 'und';

async function trackInfo(track: InputTrack, number: number): Promise<TrackInfo> {
  const [codec, codecString, language, name, start, end] = await Promise.all([
    track.getCodec(),
    track.getCodecParameterString(),
    track.getLanguageCode(),
    track.getName(),
    track.getFirstTimestamp(),
    track.computeDuration(),
  ]);
  const duration = Math.max(0, end - start);
  const info: TrackInfo = {
    number,
    type: track.type,
    codec,
    codecString,
    ...(codecLabel(codec, codecString) ? { codecName: codecLabel(codec, codecString)! } : {}),
    ...(language && language !== LANGUAGE_UNKNOWN ? { language } : {}),
    ...(name ? { name } : {}),
    duration: round(duration, 3),
    ...(await packetFigures(track, start, duration)),
  };
  if (track.isVideoTrack()) {
    const [codedWidth, codedHeight, displayWidth, displayHeight, rotation, flip, aspect, colorSpace, hdr, rate] = await Promise.all([
      track.getCodedWidth(),
      track.getCodedHeight(),
      track.getDisplayWidth(),
      track.getDisplayHeight(),
      track.getRotation(),
      track.getFlip(),
      track.getPixelAspectRatio(),
      track.getColorSpace(),
      track.hasHighDynamicRange(),
      track.computeFrameRateMetrics(),
    ]);
    const space = Object.fromEntries(Object.entries(colorSpace).filter(([, value]) => value !== null && value !== undefined)) as TrackInfo['colorSpace'] & object;
    Object.assign(info, {
      codedWidth,
      codedHeight,
      displayWidth,
      displayHeight,
      rotation,
      ...(flip ? { mirrored: true } : {}),
      ...(aspect.num !== aspect.den ? { pixelAspectRatio: `${aspect.num}:${aspect.den}` } : {}),
      ...(rate.probedPacketCount > 1 ? { frameRate: round(rate.bestGuessFrameRate, 3) } : {}),
      ...(rate.probedPacketCount > 2 && rate.underlyingFrameRate === null ? { variableFrameRate: true } : {}),
      ...(Object.keys(space).length > 0 ? { colorSpace: space } : {}),
      hdr,
    });
  } else if (track.isAudioTrack()) {
    const [channels, sampleRate] = await Promise.all([track.getNumberOfChannels(), track.getSampleRate()]);
    Object.assign(info, { channels, sampleRate });
  }
  return info;
}

/** The width and height a PNG, JPEG, GIF or WebP gives in its header (undefined for anything else). */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && view.getUint32(0) === 0x89504e47 && view.getUint32(12) === 0x49484452) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length >= 10 && bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // Markers up to the first start of frame (SOF0–SOF15 but DHT, JPG and DAC).
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return undefined;
      const marker = bytes[at + 1]!;
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
      at += 2 + view.getUint16(at + 2);
    }
    return undefined;
  }
  if (bytes.length >= 30 && view.getUint32(0) === 0x52494646 && view.getUint32(8) === 0x57454250) {
    const chunk = String.fromCharCode(...bytes.subarray(12, 16));
    if (chunk === 'VP8X') return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) };
    if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
  }
  return undefined;
}

const TEXT_TAGS = ['title', 'artist', 'album', 'albumArtist', 'genre', 'comment', 'description', 'lyrics'] as const;
const NUMBER_TAGS = ['trackNumber', 'tracksTotal', 'discNumber', 'discsTotal', 'beatsPerMinute'] as const;
/** A raw tag's text longer than this is cut (lyrics, embedded XML). */
const RAW_TEXT_LIMIT = 2000;

function tagsOf(tags: MetadataTags): MediaTags {
  const out: MediaTags = {};
  for (const key of TEXT_TAGS) if (tags[key]?.trim()) out[key] = tags[key];
  if (tags.date && !Number.isNaN(tags.date.getTime())) {
    const iso = tags.date.toISOString();
    out.date = iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', 'Z');
  }
  for (const key of NUMBER_TAGS) if (typeof tags[key] === 'number' && Number.isFinite(tags[key])) out[key] = tags[key];
  return out;
}

/** The raw tags as JSON can hold them: texts as they are, binary values and attached files by their size. */
function rawTagsOf(raw: MetadataTags['raw']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (value === null || value === undefined) out[key] = null;
    else if (typeof value === 'string') out[key] = value.length > RAW_TEXT_LIMIT ? `${value.slice(0, RAW_TEXT_LIMIT)}…` : value;
    else if (Array.isArray(value)) out[key] = value;
    else if (value instanceof Uint8Array) out[key] = { bytes: value.length };
    else if ('data' in value && value.data instanceof Uint8Array) {
      const file = value as { data: Uint8Array; mimeType?: string; name?: string };
      out[key] = { ...(file.name ? { name: file.name } : {}), ...(file.mimeType ? { mimeType: file.mimeType } : {}), bytes: file.data.length };
    } else out[key] = value;
  }
  return out;
}

/**
 * An ISO base media file (MP4, MOV, M4A) whose top-level boxes show no index: `moov` missing (a
 * recording stopped before it was written, or a file cut before its end) — `noIndex`; a box running
 * past the end of the file — `cut`. Reads 16 bytes per top-level box, of the first 64 (a fragmented
 * MP4 has thousands: its first fragments are looked at, not all).
 */
async function isobmffLayout(file: Blob): Promise<{ isobmff: boolean; index: boolean; cut: boolean }> {
  let at = 0;
  let index = false;
  for (let boxes = 0; boxes < 64 && at + 8 <= file.size; boxes += 1) {
    const head = new DataView(await file.slice(at, at + 16).arrayBuffer());
    const type = String.fromCharCode(head.getUint8(4), head.getUint8(5), head.getUint8(6), head.getUint8(7));
    if (boxes === 0 && type !== 'ftyp' && type !== 'moov' && type !== 'mdat' && type !== 'free' && type !== 'wide') return { isobmff: false, index: false, cut: false };
    if (type === 'moov' || type === 'moof') index = true;
    let size = head.getUint32(0);
    if (size === 1 && head.byteLength >= 16) size = Number(head.getBigUint64(8));
    else if (size === 0) size = file.size - at;
    if (size < 8) return { isobmff: true, index, cut: true };
    if (at + size > file.size) return { isobmff: true, index, cut: true };
    at += size;
  }
  return { isobmff: true, index, cut: false };
}

/** Whether each track's last packet has its data in the file (a file cut after its index has not). */
async function dataComplete(media: MediaFile, tracks: InputTrack[]): Promise<boolean> {
  for (const track of tracks) {
    const sink = new EncodedPacketSink(track);
    const listed = await sink.getPacket(Infinity, { metadataOnly: true });
    if (!listed) continue;
    const read = await readMedia(media, () => sink.getPacket(Infinity)).catch(() => null);
    if (!read || read.data.length < listed.byteLength) return false;
  }
  return true;
}

async function open(file: File): Promise<MediaFile> {
  try {
    return await openMedia(file, file.name);
  } catch (error) {
    // A damaged MP4 or MOV: say whether its index is missing (the commonest case: a recording stopped before it was finalised).
    if (error instanceof ToolInputError && error.messageKey === 'media.damaged') {
      const layout = await isobmffLayout(file).catch(() => undefined);
      if (layout?.isobmff && !layout.index) throw new ToolInputError('noIndex', { params: { name: file.name } });
    }
    throw error;
  }
}

/** The report of `file` (read from its index: see the top of this file). */
export async function readMediaInfo(file: File): Promise<MediaInfo> {
  const media = await open(file);
  try {
    return await readMedia(media, async (input) => {
      const [format, mimeType, tracks, tags] = await Promise.all([input.getFormat(), input.getMimeType(), input.getTracks(), input.getMetadataTags()]);
      const duration = await input.computeDuration();
      const reports: TrackInfo[] = [];
      for (const [index, track] of tracks.entries()) reports.push(await trackInfo(track, index + 1));
      const whole = await dataComplete(media, tracks);
      const layout = format.mimeType === 'video/mp4' || format.mimeType === 'video/quicktime' || format.mimeType === 'audio/mp4' ? await isobmffLayout(file) : undefined;
      const images = tags.images ?? [];
      return {
        name: file.name,
        size: file.size,
        container: format.name,
        mimeType,
        duration: round(duration, 3),
        durationText: formatDuration(duration),
        bitrate: duration > 0 ? Math.round((file.size * 8) / duration) : 0,
        tracks: reports,
        tags: tagsOf(tags),
        rawTags: rawTagsOf(tags.raw),
        coverArt: images.map((image) => {
          const size = imageSize(image.data);
          return { kind: image.kind, mimeType: image.mimeType, size: image.data.length, ...(size ?? {}), ...(image.description ? { description: image.description } : {}) };
        }),
        ...(!whole || layout?.cut ? { truncated: true as const } : {}),
      };
    });
  } finally {
    media.input.dispose();
  }
}

/** The embedded images of `file` (cover art), for the page to show. */
export async function readCoverArt(file: File): Promise<{ mimeType: string; bytes: Uint8Array }[]> {
  const media = await openMedia(file, file.name);
  try {
    const tags = await readMedia(media, (input) => input.getMetadataTags());
    return (tags.images ?? []).map((image) => ({ mimeType: image.mimeType, bytes: image.data }));
  } finally {
    media.input.dispose();
  }
}

