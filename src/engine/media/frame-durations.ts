import { ALL_FORMATS, BufferSource, BufferTarget, Conversion, EncodedPacketSink, Input, MatroskaInputFormat, Mp4OutputFormat, Output } from 'mediabunny';
import type { MediaFile } from './media-file';

/** How many of the first video packets are looked at for one without a duration. */
const PACKETS_LOOKED_AT = 300;

/**
 * `media` made safe to re-encode. mediabunny (1.61) gives the last block of each Matroska cluster a
 * duration of 0 (it does not look into the next cluster), and its `Conversion` drops a video frame
 * of duration 0 when it re-encodes: `MediaRecorder`'s WebM (screen recordings) has short clusters,
 * and a re-encoded recording lost up to a third of its frames. When a Matroska/WebM file has such a
 * frame among its first packets, its tracks are first copied (nothing decoded) into an MP4 made in
 * memory, which gives every packet the time to the next one as its duration: only the very last
 * frame stays without one. Any other file is given back as it is, and so is a file whose tracks an
 * MP4 cannot hold.
 */
export async function withFrameDurations(media: MediaFile): Promise<MediaFile> {
  if (!((await media.input.getFormat()) instanceof MatroskaInputFormat)) return media;
  const video = await media.input.getPrimaryVideoTrack();
  if (!video) return media;
  let looked = 0;
  let unmeasured = false;
  let previous: { duration: number } | undefined;
  for await (const packet of new EncodedPacketSink(video).packets(undefined, undefined, { metadataOnly: true })) {
    // The packet before this one has no duration, and is not the last.
    if (previous?.duration === 0) {
      unmeasured = true;
      break;
    }
    previous = packet;
    if (++looked >= PACKETS_LOOKED_AT) break;
  }
  if (!unmeasured) return media;
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
  const copy = await Conversion.init({ input: media.input, output, showWarnings: false });
  if (!copy.isValid || copy.discardedTracks.length > 0) return media;
  await copy.execute();
  return { input: new Input({ source: new BufferSource(output.target.buffer!), formats: ALL_FORMATS }), name: media.name, size: media.size };
}
