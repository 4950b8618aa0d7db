/**
 * Tiny images for the operations' examples and tests, made in code (their bytes never change): a
 * 24-bit BMP (read by the image engine's own reader, the same in Node and a browser) of `width` ×
 * `height` pixels, each `[r, g, b]` from `colour(x, y)`.
 */
export function exampleBmp(width: number, height: number, colour: (x: number, y: number) => readonly [number, number, number]): Uint8Array {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const bytes = new Uint8Array(54 + stride * height);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d], 0);
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, stride * height, true);
  for (let y = 0; y < height; y++) {
    // Rows bottom-up, pixels as blue, green, red.
    const row = 54 + (height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      bytes.set([b, g, r], row + x * 3);
    }
  }
  return bytes;
}

export const RED = [230, 40, 40] as const;
export const GREEN = [40, 200, 60] as const;
export const BLUE = [30, 90, 220] as const;
export const WHITE = [250, 250, 250] as const;

/** Four squares of `size / 2`: red, green / blue, white. */
export const squaresBmp = (size = 4) => exampleBmp(size, size, (x, y) => (y < size / 2 ? (x < size / 2 ? RED : GREEN) : x < size / 2 ? BLUE : WHITE));

/** The same squares turned: green, white / red, blue. */
export const turnedBmp = (size = 4) => exampleBmp(size, size, (x, y) => (y < size / 2 ? (x < size / 2 ? GREEN : WHITE) : x < size / 2 ? RED : BLUE));
