/**
 * The arithmetic of cropping and turning, shared by the service and the screen's crop box: pure
 * functions on whole pixels, no pixels touched.
 *
 * Frames. The *source* is the image as decoded (upright from its EXIF orientation, unless that is
 * ignored). The *view* is the source turned clockwise by `rotate`, then mirrored left-right
 * (`flipHorizontal`) and top-bottom (`flipVertical`): what the person sees in the preview and gets
 * in the result. The crop rectangle is given in pixels of the view, so the numbers match the
 * picture on the screen; the service maps it back to the source to cut before turning (less to
 * turn, the same pixels).
 */

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

export type Turn = 0 | 90 | 180 | 270;

export interface Turning {
  rotate: Turn;
  flipHorizontal: boolean;
  flipVertical: boolean;
}

export const NO_TURNING: Turning = { rotate: 0, flipHorizontal: false, flipVertical: false };

/** The size of a frame turned by `rotate` degrees. */
export function turnedSize(size: Size, rotate: Turn): Size {
  return rotate === 90 || rotate === 270 ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
}

/** The view's size for a source of `source` pixels. */
export const viewSize = (source: Size, turning: Turning): Size => turnedSize(source, turning.rotate);

/** Where `rect` (in a frame of `size`) lands when the frame is turned clockwise by `degrees`. */
export function turnRect(rect: Rect, size: Size, degrees: Turn): Rect {
  switch (degrees) {
    case 90:
      return { x: size.height - rect.y - rect.height, y: rect.x, width: rect.height, height: rect.width };
    case 180:
      return { x: size.width - rect.x - rect.width, y: size.height - rect.y - rect.height, width: rect.width, height: rect.height };
    case 270:
      return { x: rect.y, y: size.width - rect.x - rect.width, width: rect.height, height: rect.width };
    default:
      return { ...rect };
  }
}

/** Where `rect` (in a frame of `size`) lands when the frame is mirrored. */
export function flipRect(rect: Rect, size: Size, direction: 'horizontal' | 'vertical'): Rect {
  return direction === 'horizontal' ? { ...rect, x: size.width - rect.x - rect.width } : { ...rect, y: size.height - rect.y - rect.height };
}

/** A rectangle of the source, as it appears in the view. */
export function viewRect(rect: Rect, source: Size, turning: Turning): Rect {
  const view = viewSize(source, turning);
  let out = turnRect(rect, source, turning.rotate);
  if (turning.flipHorizontal) out = flipRect(out, view, 'horizontal');
  if (turning.flipVertical) out = flipRect(out, view, 'vertical');
  return out;
}

/** The rectangle of the source that shows as `rect` in the view (the inverse of `viewRect`). */
export function sourceRect(rect: Rect, source: Size, turning: Turning): Rect {
  const view = viewSize(source, turning);
  let out = { ...rect };
  if (turning.flipVertical) out = flipRect(out, view, 'vertical');
  if (turning.flipHorizontal) out = flipRect(out, view, 'horizontal');
  return turnRect(out, view, ((360 - turning.rotate) % 360) as Turn);
}

/**
 * The view turned a quarter clockwise (`90`) or anticlockwise (`270`), as the new settings: a
 * rotation that comes after a single mirror is a rotation the other way before it, so with exactly
 * one flip on, the stored angle turns the other way (the flips stay as they were set).
 */
export function turnView(turning: Turning, degrees: 90 | 270): Turning {
  const mirrored = turning.flipHorizontal !== turning.flipVertical;
  const step = mirrored ? 360 - degrees : degrees;
  return { ...turning, rotate: ((turning.rotate + step) % 360) as Turn };
}

/** The view mirrored (the flip comes last, so it only toggles). */
export function flipView(turning: Turning, direction: 'horizontal' | 'vertical'): Turning {
  return direction === 'horizontal' ? { ...turning, flipHorizontal: !turning.flipHorizontal } : { ...turning, flipVertical: !turning.flipVertical };
}

// ---------------------------------------------------------------- aspect ratios

/** The aspect presets: width:height of the crop as seen; each has its turned twin, so turning the view keeps the box locked. */
export const ASPECTS = ['free', '1:1', '4:3', '3:4', '3:2', '2:3', '16:9', '9:16', '4:5', '5:4'] as const;
export type Aspect = (typeof ASPECTS)[number];

/** Width ÷ height of a preset; undefined for free. */
export function aspectRatio(aspect: Aspect): number | undefined {
  if (aspect === 'free') return undefined;
  const [w, h] = aspect.split(':').map(Number) as [number, number];
  return w / h;
}

/** The preset of the same box turned a quarter (4:3 → 3:4). */
export function transposedAspect(aspect: Aspect): Aspect {
  if (aspect === 'free') return aspect;
  const [w, h] = aspect.split(':');
  return `${h}:${w}` as Aspect;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A rectangle in whole pixels inside `frame`: at least 1 × 1, no larger than the frame, moved inside when it overhangs. */
export function clampRect(rect: Rect, frame: Size): Rect {
  const width = clamp(Math.round(rect.width), 1, frame.width);
  const height = clamp(Math.round(rect.height), 1, frame.height);
  return { x: clamp(Math.round(rect.x), 0, frame.width - width), y: clamp(Math.round(rect.y), 0, frame.height - height), width, height };
}

/** The largest rectangle of `ratio` (width ÷ height) inside `frame`, centred; the whole frame without a ratio. */
export function largestRect(frame: Size, ratio: number | undefined): Rect {
  if (!ratio) return { x: 0, y: 0, width: frame.width, height: frame.height };
  let width = frame.width;
  let height = Math.round(width / ratio);
  if (height > frame.height) {
    height = frame.height;
    width = clamp(Math.round(height * ratio), 1, frame.width);
  }
  height = clamp(height, 1, frame.height);
  return { x: Math.floor((frame.width - width) / 2), y: Math.floor((frame.height - height) / 2), width, height };
}

/**
 * A rectangle brought to `ratio`: the largest of that ratio inside it, around the same centre
 * (what choosing a preset does to a box already drawn).
 */
export function fitAspect(rect: Rect, ratio: number | undefined, frame: Size): Rect {
  if (!ratio) return clampRect(rect, frame);
  const inner = largestRect({ width: rect.width, height: rect.height }, ratio);
  return clampRect({ ...inner, x: rect.x + inner.x, y: rect.y + inner.y }, frame);
}

/** The rectangle moved by `dx`, `dy`, kept inside the frame. */
export function moveRect(rect: Rect, dx: number, dy: number, frame: Size): Rect {
  return clampRect({ ...rect, x: rect.x + dx, y: rect.y + dy }, frame);
}

export type Handle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';
export const HANDLES: readonly Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

/**
 * The rectangle `start` with one of its handles dragged by `dx`, `dy` (pixels of the frame): the
 * opposite side or corner stays put, the box stays inside the frame and at least 1 × 1. With a
 * ratio, a corner follows the pointer along the box's diagonal, and a side keeps the box centred
 * on the other axis.
 */
export function resizeRect(start: Rect, handle: Handle, dx: number, dy: number, frame: Size, ratio?: number): Rect {
  const left = start.x;
  const top = start.y;
  const right = start.x + start.width;
  const bottom = start.y + start.height;
  const east = handle.includes('e');
  const west = handle.includes('w');
  const north = handle.includes('n');
  const south = handle.includes('s');

  if (!ratio) {
    const l = west ? clamp(Math.round(left + dx), 0, right - 1) : left;
    const r = east ? clamp(Math.round(right + dx), left + 1, frame.width) : right;
    const t = north ? clamp(Math.round(top + dy), 0, bottom - 1) : top;
    const b = south ? clamp(Math.round(bottom + dy), top + 1, frame.height) : bottom;
    return { x: l, y: t, width: r - l, height: b - t };
  }

  if ((east || west) && (north || south)) {
    // A corner: the opposite corner is the anchor; the pointer's box is projected on the diagonal.
    const wanted = { width: Math.max(1, east ? start.width + dx : start.width - dx), height: Math.max(1, south ? start.height + dy : start.height - dy) };
    const along = (wanted.width * ratio + wanted.height) / (ratio * ratio + 1);
    const maxWidth = Math.min(east ? frame.width - left : right, (south ? frame.height - top : bottom) * ratio);
    const { width, height } = sized(along * ratio, ratio, maxWidth, south ? frame.height - top : bottom);
    return { x: east ? left : right - width, y: south ? top : bottom - height, width, height };
  }
  if (east || west) {
    const centre = top + start.height / 2;
    const room = 2 * Math.min(centre, frame.height - centre);
    const maxWidth = Math.min(east ? frame.width - left : right, room * ratio);
    const { width, height } = sized(east ? start.width + dx : start.width - dx, ratio, maxWidth, Math.max(1, Math.floor(room)));
    return clampRect({ x: east ? left : right - width, y: Math.round(centre - height / 2), width, height }, frame);
  }
  const centre = left + start.width / 2;
  const room = 2 * Math.min(centre, frame.width - centre);
  const maxHeight = Math.min(south ? frame.height - top : bottom, room / ratio);
  const height = clamp(Math.round(south ? start.height + dy : start.height - dy), 1, Math.max(1, Math.floor(maxHeight)));
  const width = clamp(Math.round(height * ratio), 1, Math.max(1, Math.floor(room)));
  return clampRect({ x: Math.round(centre - width / 2), y: south ? top : bottom - height, width, height }, frame);
}

/** A width of `ratio` in whole pixels, at most `maxWidth` wide and `maxHeight` high. */
function sized(width: number, ratio: number, maxWidth: number, maxHeight: number): Size {
  const w = clamp(Math.round(width), 1, Math.max(1, Math.floor(maxWidth)));
  return { width: w, height: clamp(Math.round(w / ratio), 1, Math.max(1, maxHeight)) };
}

/**
 * One of the numeric fields set (X, Y, Width, Height, in pixels of the view): the box keeps its
 * top-left corner when its size changes, the other side follows a ratio, and everything stays
 * inside the frame (a position is limited by the size, a size by the room left of the position).
 */
export function setRectField(rect: Rect, field: keyof Rect, value: number, frame: Size, ratio?: number): Rect {
  const v = Math.round(Number.isFinite(value) ? value : 0);
  switch (field) {
    case 'x':
      return { ...rect, x: clamp(v, 0, frame.width - rect.width) };
    case 'y':
      return { ...rect, y: clamp(v, 0, frame.height - rect.height) };
    case 'width': {
      if (!ratio) return { ...rect, width: clamp(v, 1, frame.width - rect.x) };
      const { width, height } = sized(v, ratio, Math.min(frame.width - rect.x, (frame.height - rect.y) * ratio), frame.height - rect.y);
      return { ...rect, width, height };
    }
    case 'height': {
      if (!ratio) return { ...rect, height: clamp(v, 1, frame.height - rect.y) };
      const height = clamp(v, 1, Math.max(1, Math.floor(Math.min(frame.height - rect.y, (frame.width - rect.x) / ratio))));
      return { ...rect, height, width: clamp(Math.round(height * ratio), 1, frame.width - rect.x) };
    }
  }
}

/** The keyboard's step: 1 % of the image's longer side, at least one pixel. */
export const keyStep = (frame: Size) => Math.max(1, Math.round(Math.max(frame.width, frame.height) / 100));

// ---------------------------------------------------------------- the crop options

export interface CropOptions {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type ResolvedCrop = { kind: 'none' } | { kind: 'crop'; rect: Rect; clamped: boolean } | { kind: 'outside' };

/**
 * The crop the options ask of a view of `frame`: all zero (or the whole frame) is no crop; a width
 * or height of 0 reaches the right or bottom edge; a rectangle that overhangs is cut to the frame
 * (`clamped`); one that starts outside it is `outside`.
 */
export function resolveCrop(options: CropOptions, frame: Size): ResolvedCrop {
  const x = Math.max(0, Math.round(options.x));
  const y = Math.max(0, Math.round(options.y));
  const w = Math.max(0, Math.round(options.width));
  const h = Math.max(0, Math.round(options.height));
  if (x === 0 && y === 0 && w === 0 && h === 0) return { kind: 'none' };
  if (x >= frame.width || y >= frame.height) return { kind: 'outside' };
  const width = w === 0 ? frame.width - x : w;
  const height = h === 0 ? frame.height - y : h;
  const rect = { x, y, width: Math.min(width, frame.width - x), height: Math.min(height, frame.height - y) };
  const clamped = rect.width !== width || rect.height !== height;
  if (!clamped && rect.x === 0 && rect.y === 0 && rect.width === frame.width && rect.height === frame.height) return { kind: 'none' };
  return { kind: 'crop', rect, clamped };
}

/** The options for a box on a view of `frame`: the whole frame is stored as no crop (all zero). */
export function cropOptionsOf(rect: Rect, frame: Size): CropOptions {
  if (rect.x === 0 && rect.y === 0 && rect.width === frame.width && rect.height === frame.height) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
}

/** The box the screen draws for the options on a view of `frame`: the whole frame when there is no crop; clamped inside. */
export function boxOf(options: CropOptions, frame: Size): Rect {
  const resolved = resolveCrop(options, frame);
  if (resolved.kind === 'crop') return clampRect(resolved.rect, frame);
  return { x: 0, y: 0, width: frame.width, height: frame.height };
}
