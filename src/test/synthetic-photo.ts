import { createRaster, type Raster } from '../engine/image/raster';

/** A small seeded generator (mulberry32): fixtures and benches draw the same pixels every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A photo-like image for tests and benches: smooth value noise at several scales (sky, hills,
 * shadows), a few hard-edged shapes, and sensor-like grain — it compresses like a photograph, not
 * like a flat test card. Different seeds give different scenes.
 */
export function syntheticPhoto(width: number, height: number, seed = 1): Raster {
  const random = seeded(seed);
  const raster = createRaster(width, height);
  const octaves = [64, 16, 4].map((cells) => {
    const gx = cells + 1;
    const gy = Math.ceil((cells * height) / width) + 1;
    return { cells, gx, gy, grid: Float32Array.from({ length: gx * gy * 3 }, () => random()) };
  });
  const palette = [random() * 0.6 + 0.4, random() * 0.6 + 0.4, random() * 0.6 + 0.4];
  const shapes = Array.from({ length: 6 }, () => ({ x: random() * width, y: random() * height, r: (0.03 + random() * 0.12) * width, c: [random() * 255, random() * 255, random() * 255] }));
  const data = raster.data;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const rgb = [0, 0, 0];
      let weight = 0.55;
      for (const { cells, gx, grid } of octaves) {
        const fx = (x / width) * (cells - 1e-6);
        const fy = (y / width) * (cells - 1e-6);
        const ix = Math.floor(fx);
        const iy = Math.floor(fy);
        const tx = fx - ix;
        const ty = fy - iy;
        const sx = tx * tx * (3 - 2 * tx);
        const sy = ty * ty * (3 - 2 * ty);
        for (let c = 0; c < 3; c++) {
          const at = (i: number, j: number) => grid[((j * gx + i) * 3 + c) % grid.length]!;
          const top = at(ix, iy) + (at(ix + 1, iy) - at(ix, iy)) * sx;
          const bottom = at(ix, iy + 1) + (at(ix + 1, iy + 1) - at(ix, iy + 1)) * sx;
          rgb[c]! += (top + (bottom - top) * sy) * weight;
        }
        weight /= 2.2;
      }
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) data[o + c] = rgb[c]! * 255 * palette[c]! * 1.3 + (random() - 0.5) * 10;
      data[o + 3] = 255;
    }
  }
  for (const shape of shapes) {
    const x0 = Math.max(0, Math.floor(shape.x - shape.r));
    const x1 = Math.min(width, Math.ceil(shape.x + shape.r));
    const y0 = Math.max(0, Math.floor(shape.y - shape.r));
    const y1 = Math.min(height, Math.ceil(shape.y + shape.r));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        if ((x - shape.x) ** 2 + (y - shape.y) ** 2 > shape.r ** 2) continue;
        const o = (y * width + x) * 4;
        for (let c = 0; c < 3; c++) data[o + c] = shape.c[c]! * 0.7 + data[o + c]! * 0.3;
      }
    }
  }
  return raster;
}
