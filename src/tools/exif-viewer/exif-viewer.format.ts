/**
 * How the screen shows a metadata value (the JSON keeps the plain value): a shutter speed as
 * "1/250 s", an aperture as "f/2.8", a GPS coordinate's three parts as degrees, minutes, seconds.
 * Light code only: the screen imports it, not the service and its library.
 */
import type { MetadataValue } from './exif-viewer.service';

const MILLIMETRES = new Set(['FocalLength', 'FocalLengthIn35mmFormat']);
const DMS = new Set(['GPSLatitude', 'GPSLongitude', 'GPSDestLatitude', 'GPSDestLongitude']);

export function displayValue(key: string, value: MetadataValue): string {
  if (typeof value === 'number') {
    if (key === 'ExposureTime' && value > 0 && value < 1) {
      const denominator = 1 / value;
      return Math.abs(denominator - Math.round(denominator)) < 0.01 ? `1/${Math.round(denominator)} s` : `${value} s`;
    }
    if (key === 'ExposureTime') return `${value} s`;
    if (key === 'FNumber') return `f/${value}`;
    if (MILLIMETRES.has(key)) return `${value} mm`;
    if (key === 'altitude' || key === 'GPSAltitude') return `${value} m`;
    return String(value);
  }
  if (Array.isArray(value)) {
    if (DMS.has(key) && value.length === 3 && value.every((part) => typeof part === 'number')) return `${value[0]}° ${value[1]}′ ${value[2]}″`;
    return value.join(', ');
  }
  return value;
}

/** A name for a report's JSON: `IMG_1234.heic` → `IMG_1234.json`. */
export function jsonName(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return `${(dot > 0 ? base.slice(0, dot) : base) || 'metadata'}.json`;
}
