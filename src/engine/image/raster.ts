/**
 * Decoded pixels: 8-bit RGBA, rows top to bottom, unpremultiplied — the shape of `ImageData`,
 * without needing the DOM class (it does not exist in Node).
 */
export interface Raster {
  width: number;
  height: number;
  data: Uint8ClampedArray<ArrayBuffer>;
}

export function createRaster(width: number, height: number): Raster {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

/** A raster viewed as one 32-bit word per pixel (RGBA order in memory). */
const words = (raster: Raster) => new Uint32Array(raster.data.buffer, raster.data.byteOffset, raster.width * raster.height);

/** Turned clockwise by 90, 180 or 270 degrees. */
export function rotate(raster: Raster, degrees: 0 | 90 | 180 | 270): Raster {
  if (degrees === 0) return raster;
  const { width, height } = raster;
  const turned = degrees === 180 ? createRaster(width, height) : createRaster(height, width);
  const from = words(raster);
  const to = words(turned);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const pixel = from[row + x]!;
      if (degrees === 90) to[x * height + (height - 1 - y)] = pixel;
      else if (degrees === 180) to[(height - 1 - y) * width + (width - 1 - x)] = pixel;
      else to[(width - 1 - x) * height + y] = pixel;
    }
  }
  return turned;
}

/** Mirrored left-right (`horizontal`) or top-bottom (`vertical`). */
export function flip(raster: Raster, direction: 'horizontal' | 'vertical'): Raster {
  const { width, height } = raster;
  const flipped = createRaster(width, height);
  const from = words(raster);
  const to = words(flipped);
  for (let y = 0; y < height; y++) {
    if (direction === 'vertical') to.set(from.subarray(y * width, (y + 1) * width), (height - 1 - y) * width);
    else for (let x = 0; x < width; x++) to[y * width + (width - 1 - x)] = from[y * width + x]!;
  }
  return flipped;
}

/**
 * The pixels as a viewer shows them for an EXIF orientation (1–8): 6 means "turn 90° clockwise to
 * view", 3 is 180°, 8 is 270°, 2/4 are mirrored, 5/7 mirrored and turned.
 */
export function applyOrientation(raster: Raster, orientation: number): Raster {
  switch (orientation) {
    case 2:
      return flip(raster, 'horizontal');
    case 3:
      return rotate(raster, 180);
    case 4:
      return flip(raster, 'vertical');
    case 5:
      return flip(rotate(raster, 90), 'horizontal');
    case 6:
      return rotate(raster, 90);
    case 7:
      return flip(rotate(raster, 270), 'horizontal');
    case 8:
      return rotate(raster, 270);
    default:
      return raster;
  }
}

/** The rectangle `x, y, width, height` (clamped to the image). */
export function crop(raster: Raster, rect: { x: number; y: number; width: number; height: number }): Raster {
  const x = Math.max(0, Math.min(raster.width - 1, Math.round(rect.x)));
  const y = Math.max(0, Math.min(raster.height - 1, Math.round(rect.y)));
  const width = Math.max(1, Math.min(raster.width - x, Math.round(rect.width)));
  const height = Math.max(1, Math.min(raster.height - y, Math.round(rect.height)));
  const out = createRaster(width, height);
  const from = words(raster);
  const to = words(out);
  for (let row = 0; row < height; row++) to.set(from.subarray((y + row) * raster.width + x, (y + row) * raster.width + x + width), row * width);
  return out;
}

/** True when some pixel is not fully opaque. */
export function hasAlpha(raster: Raster): boolean {
  const { data } = raster;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  return false;
}

/** `#rrggbb` → [r, g, b]; anything else is white. */
export function parseHexColor(color: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color.trim());
  if (!match) return [255, 255, 255];
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
}

/** Composited over an opaque colour (for formats without alpha): every pixel's alpha becomes 255. */
export function flatten(raster: Raster, background: string): Raster {
  if (!hasAlpha(raster)) return raster;
  const [br, bg, bb] = parseHexColor(background);
  const out = createRaster(raster.width, raster.height);
  const from = raster.data;
  const to = out.data;
  for (let i = 0; i < from.length; i += 4) {
    const a = from[i + 3]! / 255;
    to[i] = from[i]! * a + br * (1 - a);
    to[i + 1] = from[i + 1]! * a + bg * (1 - a);
    to[i + 2] = from[i + 2]! * a + bb * (1 - a);
    to[i + 3] = 255;
  }
  return out;
}
