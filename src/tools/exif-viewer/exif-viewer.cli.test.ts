import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { encodeImage } from '../../engine/image/codec';
import { insertMetadata } from '../../engine/image/metadata';
import { createRaster } from '../../engine/image/raster';
import { cameraExif, SAMPLE_XMP } from '../../test/image-metadata-fixtures';

describe('it-tools exif-viewer', () => {
  it('prints a photo’s metadata as JSON: camera, date with its offset, GPS in decimal degrees with the map address, XMP', async () => {
    const dir = scratchFolder();
    const raster = createRaster(16, 16);
    raster.data.fill(180);
    const bytes = await insertMetadata(await encodeImage(raster, 'webp'), 'webp', { exif: cameraExif({ latitude: -22.951916, longitude: -43.2104872 }), xmp: SAMPLE_XMP });
    writeFileSync(join(dir, 'photo.webp'), bytes);
    const { code, stdout, stderr } = await runCli(['exif-viewer', '-i', join(dir, 'photo.webp')]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const report = JSON.parse(stdout.toString('utf8'));
    expect(report.format).toBe('WebP');
    expect(report.exif).toMatchObject({ Make: 'Example Camera Co', Model: 'Model X100', DateTimeOriginal: '2024-05-17T14:32:09+02:00' });
    expect(report.gps).toMatchObject({ latitude: -22.951917, longitude: -43.210486, map: 'https://www.openstreetmap.org/?mlat=-22.951917&mlon=-43.210486#map=16/-22.951917/-43.210486' });
    expect(report.xmp['dc:title']).toBe('Harbour at dawn');
  });

  it('an image without metadata says so beside its format; a PDF is refused in one line', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'plain.png'), await encodeImage(createRaster(4, 4), 'png'));
    writeFileSync(join(dir, 'doc.pdf'), '%PDF-1.7\n1 0 obj\n');
    const plain = await runCli(['exif-viewer', '-i', join(dir, 'plain.png')]);
    expect(plain.code).toBe(0);
    expect(JSON.parse(plain.stdout.toString('utf8'))).toEqual({ format: 'PNG' });
    expect(plain.stderr).toBe('warning: The image holds no metadata (no EXIF, GPS, XMP, IPTC or ICC profile).\n');
    const pdf = await runCli(['exif-viewer', '-i', join(dir, 'doc.pdf')]);
    expect(pdf.code).not.toBe(0);
    expect(pdf.stderr).toContain('This file is a PDF document, not an image read here. Images read here: JPEG, PNG, WebP, HEIC, AVIF, TIFF.');
  });
});
