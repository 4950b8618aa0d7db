import type { ConvertOptions, EncodedCodec } from './video-converter.options';
import { encodableCodecs, planConversion, type ConversionPlan } from './video-converter.service';

/**
 * Run in the operation workers (mediabunny never loads on the page): what this browser encodes,
 * and what a conversion will be, from the file's index only.
 */

/** The codecs this browser encodes for a picture of that size (1280 × 720 before a file is chosen). */
export function probe(size: { width: number; height: number; fps?: number }): Promise<EncodedCodec[]> {
  return encodableCodecs(size);
}

/** The source, the output size, the codec "auto" picks, the bitrates and the size to expect; and what encodes at that size. */
export async function plan({ file, options }: { file: File; options: ConvertOptions }): Promise<ConversionPlan & { encodable: EncodedCodec[] }> {
  const planned = await planConversion(file, options, file.name);
  return { ...planned, encodable: await encodableCodecs(planned.output) };
}
