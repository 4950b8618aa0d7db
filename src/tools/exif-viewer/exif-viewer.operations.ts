import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';

/** exifr loads with the first run (in the worker), not with the screen, which only needs the operation. */
const service = () => import('./exif-viewer.service');

/**
 * An image's metadata, grouped: `exif`, `gps` (with `latitude`, `longitude` in decimal degrees and
 * an OpenStreetMap `map` address), `thumbnail`, `xmp`, `iptc` and `icc`; sections the image lacks
 * are left out. JPEG, PNG, WebP, HEIC/HEIF, AVIF and TIFF.
 */
export const exifViewer = defineOperation({
  id: 'exif-viewer',
  toolId: 'exif-viewer',
  input: 'file',
  output: 'data',
  options: z.object({}),
  run: async (file, _options, context) => {
    const { readImageMetadata, isEmptyReport } = await service();
    const report = await readImageMetadata(file.bytes);
    if (isEmptyReport(report)) context.warn?.({ key: 'noMetadata', message: 'The image holds no metadata (no EXIF, GPS, XMP, IPTC or ICC profile).' });
    return report;
  },
  examples: [
    {
      description: 'A bare EXIF block is a TIFF file: IFD0 with Make "Pixel" and Orientation 6 (rotate 90° clockwise)',
      input: {
        name: 'orientation.tif',
        type: 'image/tiff',
        bytes: Uint8Array.from([
          0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x02, 0x00, 0x0f, 0x01, 0x02, 0x00, 0x06, 0x00, 0x00, 0x00, 0x26, 0x00, 0x00, 0x00, 0x12, 0x01, 0x03, 0x00, 0x01, 0x00,
          0x00, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x50, 0x69, 0x78, 0x65, 0x6c, 0x00,
        ]),
      },
      output: { format: 'TIFF', exif: { Make: 'Pixel', Orientation: 'Rotate 90 CW' } },
    },
  ],
});

export default [exifViewer];
