import { describe, expect, it } from 'vitest';
import { createRaster, flip, rotate, type Raster } from '../../engine/image/raster';
import {
  ASPECTS,
  aspectRatio,
  boxOf,
  clampRect,
  cropOptionsOf,
  fitAspect,
  flipRect,
  flipView,
  largestRect,
  moveRect,
  resizeRect,
  resolveCrop,
  setRectField,
  sourceRect,
  transposedAspect,
  turnedSize,
  turnRect,
  turnView,
  viewRect,
  viewSize,
  type Rect,
  type Turn,
  type Turning,
} from './image-crop-rotate.geometry';

const TURNINGS: Turning[] = [0, 90, 180, 270].flatMap((turn) => [false, true].flatMap((h) => [false, true].map((v) => ({ rotate: turn as Turn, flipHorizontal: h, flipVertical: v }))));
const name = (t: Turning) => `${t.rotate}°${t.flipHorizontal ? ' + flip H' : ''}${t.flipVertical ? ' + flip V' : ''}`;

/** The raster as seen with `turning` (the order the operation documents: rotate, flip H, flip V). */
function seen(raster: Raster, turning: Turning): Raster {
  let out = rotate(raster, turning.rotate);
  if (turning.flipHorizontal) out = flip(out, 'horizontal');
  if (turning.flipVertical) out = flip(out, 'vertical');
  return out;
}

function numbered(width: number, height: number): Raster {
  const raster = createRaster(width, height);
  for (let i = 0; i < width * height; i++) raster.data.set([i, 0, 0, 255], i * 4);
  return raster;
}

const SOURCE = { width: 400, height: 300 };

describe('frames: the source and the view', () => {
  it.each(TURNINGS.map((turning) => ({ turning, label: name(turning) })))('$label: sourceRect undoes viewRect', ({ turning }) => {
    for (const rect of [
      { x: 10, y: 20, width: 30, height: 40 },
      { x: 0, y: 0, width: 400, height: 300 },
      { x: 399, y: 299, width: 1, height: 1 },
    ]) {
      const inView = viewRect(rect, SOURCE, turning);
      const view = viewSize(SOURCE, turning);
      expect(inView.x + inView.width).toBeLessThanOrEqual(view.width);
      expect(inView.y + inView.height).toBeLessThanOrEqual(view.height);
      expect(sourceRect(inView, SOURCE, turning)).toEqual(rect);
    }
  });

  it.each(TURNINGS.map((turning) => ({ turning, label: name(turning) })))('$label: viewRect follows the pixels', ({ turning }) => {
    // The pixel numbered i in the source lands where viewRect says.
    const source = numbered(5, 3);
    const view = seen(source, turning);
    for (let y = 0; y < 3; y++) {
      for (let x = 0; x < 5; x++) {
        const at = viewRect({ x, y, width: 1, height: 1 }, source, turning);
        expect(view.data[(at.y * view.width + at.x) * 4]).toBe(y * 5 + x);
      }
    }
  });

  it.each(TURNINGS.map((turning) => ({ turning, label: name(turning) })))('$label: the buttons turn and mirror what is seen', ({ turning }) => {
    const source = numbered(4, 3);
    const before = seen(source, turning);
    expect(seen(source, turnView(turning, 90)).data).toEqual(rotate(before, 90).data);
    expect(seen(source, turnView(turning, 270)).data).toEqual(rotate(before, 270).data);
    expect(seen(source, flipView(turning, 'horizontal')).data).toEqual(flip(before, 'horizontal').data);
    expect(seen(source, flipView(turning, 'vertical')).data).toEqual(flip(before, 'vertical').data);
  });

  it.each(TURNINGS.map((turning) => ({ turning, label: name(turning) })))('$label: the box turns with the picture (it keeps the same part of the image)', ({ turning }) => {
    const view = viewSize(SOURCE, turning);
    const box = { x: 12, y: 34, width: 56, height: 78 };
    const part = sourceRect(box, SOURCE, turning);
    expect(sourceRect(turnRect(box, view, 90), SOURCE, turnView(turning, 90))).toEqual(part);
    expect(sourceRect(turnRect(box, view, 270), SOURCE, turnView(turning, 270))).toEqual(part);
    expect(sourceRect(flipRect(box, view, 'horizontal'), SOURCE, flipView(turning, 'horizontal'))).toEqual(part);
    expect(sourceRect(flipRect(box, view, 'vertical'), SOURCE, flipView(turning, 'vertical'))).toEqual(part);
  });

  it('a quarter turn swaps the sides', () => {
    expect(turnedSize(SOURCE, 90)).toEqual({ width: 300, height: 400 });
    expect(turnedSize(SOURCE, 180)).toEqual(SOURCE);
  });
});

describe('aspect presets', () => {
  it('every preset has its turned twin in the list', () => {
    for (const aspect of ASPECTS) {
      expect(ASPECTS).toContain(transposedAspect(aspect));
      const ratio = aspectRatio(aspect);
      const twin = aspectRatio(transposedAspect(aspect));
      if (ratio === undefined) expect(twin).toBeUndefined();
      else expect(twin! * ratio).toBeCloseTo(1, 10);
    }
  });

  it.each([
    { aspect: 'free', frame: SOURCE, rect: { x: 0, y: 0, width: 400, height: 300 } },
    { aspect: '1:1', frame: SOURCE, rect: { x: 50, y: 0, width: 300, height: 300 } },
    { aspect: '16:9', frame: SOURCE, rect: { x: 0, y: 37, width: 400, height: 225 } },
    { aspect: '9:16', frame: SOURCE, rect: { x: 115, y: 0, width: 169, height: 300 } },
    { aspect: '4:3', frame: SOURCE, rect: { x: 0, y: 0, width: 400, height: 300 } },
    { aspect: '4:5', frame: { width: 1000, height: 2000 }, rect: { x: 0, y: 375, width: 1000, height: 1250 } },
  ] as const)('$aspect in $frame.width × $frame.height: the largest centred box', ({ aspect, frame, rect }) => {
    expect(largestRect(frame, aspectRatio(aspect))).toEqual(rect);
  });

  it('choosing a preset for a drawn box: the largest of that ratio inside it, same centre', () => {
    expect(fitAspect({ x: 100, y: 50, width: 200, height: 100 }, 1, SOURCE)).toEqual({ x: 150, y: 50, width: 100, height: 100 });
    expect(fitAspect({ x: 100, y: 50, width: 200, height: 100 }, undefined, SOURCE)).toEqual({ x: 100, y: 50, width: 200, height: 100 });
  });
});

describe('keeping the box inside the image', () => {
  it.each([
    { what: 'inside: unchanged', rect: { x: 10, y: 10, width: 50, height: 50 }, out: { x: 10, y: 10, width: 50, height: 50 } },
    { what: 'overhanging: moved in', rect: { x: 380, y: 290, width: 50, height: 50 }, out: { x: 350, y: 250, width: 50, height: 50 } },
    { what: 'negative: moved in', rect: { x: -20, y: -5, width: 50, height: 50 }, out: { x: 0, y: 0, width: 50, height: 50 } },
    { what: 'larger than the image: shrunk', rect: { x: 0, y: 0, width: 900, height: 900 }, out: { x: 0, y: 0, width: 400, height: 300 } },
    { what: 'empty: 1 × 1', rect: { x: 5, y: 5, width: 0, height: -3 }, out: { x: 5, y: 5, width: 1, height: 1 } },
    { what: 'fractions: rounded', rect: { x: 1.4, y: 2.6, width: 10.5, height: 9.4 }, out: { x: 1, y: 3, width: 11, height: 9 } },
  ])('$what', ({ rect, out }) => {
    expect(clampRect(rect, SOURCE)).toEqual(out);
  });

  it('moving stops at the edges, the size kept', () => {
    const box = { x: 100, y: 100, width: 100, height: 50 };
    expect(moveRect(box, 500, -500, SOURCE)).toEqual({ x: 300, y: 0, width: 100, height: 50 });
    expect(moveRect(box, -30.4, 20.6, SOURCE)).toEqual({ x: 70, y: 121, width: 100, height: 50 });
  });
});

describe('resizing by the handles', () => {
  const box: Rect = { x: 100, y: 100, width: 100, height: 100 };

  it.each([
    { handle: 'se', dx: 20, dy: 10, out: { x: 100, y: 100, width: 120, height: 110 } },
    { handle: 'nw', dx: -20, dy: 30, out: { x: 80, y: 130, width: 120, height: 70 } },
    { handle: 'e', dx: 1000, dy: 50, out: { x: 100, y: 100, width: 300, height: 100 } },
    { handle: 'w', dx: 500, dy: 0, out: { x: 199, y: 100, width: 1, height: 100 } },
    { handle: 'n', dx: 0, dy: -500, out: { x: 100, y: 0, width: 100, height: 200 } },
    { handle: 's', dx: 0, dy: 1000, out: { x: 100, y: 100, width: 100, height: 200 } },
  ] as const)('free, $handle by $dx, $dy', ({ handle, dx, dy, out }) => {
    expect(resizeRect(box, handle, dx, dy, SOURCE)).toEqual(out);
  });

  it.each([
    { handle: 'se', dx: 50, dy: 50, ratio: 1, out: { x: 100, y: 100, width: 150, height: 150 } },
    { handle: 'se', dx: 1000, dy: 1000, ratio: 1, out: { x: 100, y: 100, width: 200, height: 200 } },
    { handle: 'nw', dx: -1000, dy: -1000, ratio: 1, out: { x: 0, y: 0, width: 200, height: 200 } },
    { handle: 'se', dx: 200, dy: 0, ratio: 16 / 9, out: { x: 100, y: 100, width: 271, height: 152 } },
    { handle: 'e', dx: 40, dy: 0, ratio: 1, out: { x: 100, y: 80, width: 140, height: 140 } },
    { handle: 's', dx: 0, dy: 1000, ratio: 1, out: { x: 50, y: 100, width: 200, height: 200 } },
  ] as const)('ratio $ratio, $handle by $dx, $dy: the ratio kept, inside the image', ({ handle, dx, dy, ratio, out }) => {
    const rect = resizeRect(box, handle, dx, dy, SOURCE, ratio);
    expect(rect).toEqual(out);
    expect(clampRect(rect, SOURCE)).toEqual(rect);
  });

  it('a ratio box never leaves the image, whatever the drag', () => {
    for (const ratio of [1, 4 / 3, 9 / 16, 16 / 9]) {
      for (const handle of ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'] as const) {
        for (const [dx, dy] of [
          [900, 900],
          [-900, -900],
          [900, -900],
          [-900, 900],
          [3, -2],
        ] as const) {
          const rect = resizeRect({ x: 150, y: 120, width: 80, height: 60 }, handle, dx, dy, SOURCE, ratio);
          expect(clampRect(rect, SOURCE)).toEqual(rect);
          if (rect.width > 20 && rect.height > 20) expect(Math.abs(rect.width / rect.height - ratio)).toBeLessThan(0.03);
        }
      }
    }
  });
});

describe('the numeric fields', () => {
  const box: Rect = { x: 100, y: 50, width: 100, height: 100 };
  it.each([
    { field: 'x', value: 250, ratio: undefined, out: { x: 250, y: 50, width: 100, height: 100 } },
    { field: 'x', value: 9999, ratio: undefined, out: { x: 300, y: 50, width: 100, height: 100 } },
    { field: 'y', value: -5, ratio: undefined, out: { x: 100, y: 0, width: 100, height: 100 } },
    { field: 'width', value: 1000, ratio: undefined, out: { x: 100, y: 50, width: 300, height: 100 } },
    { field: 'width', value: 0, ratio: undefined, out: { x: 100, y: 50, width: 1, height: 100 } },
    { field: 'width', value: 160, ratio: 16 / 9, out: { x: 100, y: 50, width: 160, height: 90 } },
    { field: 'width', value: 1000, ratio: 1, out: { x: 100, y: 50, width: 250, height: 250 } },
    { field: 'height', value: 120, ratio: 4 / 3, out: { x: 100, y: 50, width: 160, height: 120 } },
    { field: 'height', value: 1000, ratio: 1, out: { x: 100, y: 50, width: 250, height: 250 } },
  ] as const)('$field = $value (ratio $ratio)', ({ field, value, ratio, out }) => {
    expect(setRectField(box, field, value, SOURCE, ratio)).toEqual(out);
  });
});

describe('the crop options', () => {
  it.each([
    { what: 'all zero: no crop', options: { x: 0, y: 0, width: 0, height: 0 }, out: { kind: 'none' } },
    { what: 'the whole image: no crop', options: { x: 0, y: 0, width: 400, height: 300 }, out: { kind: 'none' } },
    { what: 'a rectangle', options: { x: 10, y: 20, width: 30, height: 40 }, out: { kind: 'crop', rect: { x: 10, y: 20, width: 30, height: 40 }, clamped: false } },
    { what: 'width 0: to the right edge', options: { x: 100, y: 0, width: 0, height: 50 }, out: { kind: 'crop', rect: { x: 100, y: 0, width: 300, height: 50 }, clamped: false } },
    { what: 'past the edge: cut', options: { x: 350, y: 0, width: 100, height: 50 }, out: { kind: 'crop', rect: { x: 350, y: 0, width: 50, height: 50 }, clamped: true } },
    { what: 'past the edge, covering the whole image: cut (and said)', options: { x: 0, y: 0, width: 500, height: 0 }, out: { kind: 'crop', rect: { x: 0, y: 0, width: 400, height: 300 }, clamped: true } },
    { what: 'starting outside', options: { x: 0, y: 300, width: 10, height: 10 }, out: { kind: 'outside' } },
  ])('$what', ({ options, out }) => {
    expect(resolveCrop(options, SOURCE)).toEqual(out);
  });

  it('the screen stores the whole image as no crop, and draws no crop as the whole image', () => {
    expect(cropOptionsOf({ x: 0, y: 0, width: 400, height: 300 }, SOURCE)).toEqual({ x: 0, y: 0, width: 0, height: 0 });
    expect(cropOptionsOf({ x: 1, y: 0, width: 399, height: 300 }, SOURCE)).toEqual({ x: 1, y: 0, width: 399, height: 300 });
    expect(boxOf({ x: 0, y: 0, width: 0, height: 0 }, SOURCE)).toEqual({ x: 0, y: 0, width: 400, height: 300 });
    expect(boxOf({ x: 350, y: 0, width: 100, height: 50 }, SOURCE)).toEqual({ x: 350, y: 0, width: 50, height: 50 });
    expect(boxOf({ x: 999, y: 0, width: 10, height: 10 }, SOURCE)).toEqual({ x: 0, y: 0, width: 400, height: 300 });
  });
});
