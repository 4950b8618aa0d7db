import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { clampRect, HANDLES, keyStep, moveRect, resizeRect, setRectField, viewSize, type Handle, type Rect, type Size, type Turning } from './image-crop-rotate.geometry';
import classes from './image-crop-rotate.module.css';

export interface CropBoxLabels {
  /** The picture's accessible name. */
  picture: string;
  /** The box's accessible name (with its numbers and what the keys do). */
  box: string;
  handles: Record<Handle, string>;
}

export interface CropBoxProps {
  /** The preview: the source image, small, as decoded in a worker. */
  image: ImageBitmap | undefined;
  /** The full source image's size (the preview's pixels stand for these). */
  source: Size;
  turning: Turning;
  /** The crop, in pixels of the view (the full image turned and mirrored). */
  box: Rect;
  /** Width ÷ height to keep, if any. */
  ratio: number | undefined;
  onChange: (box: Rect) => void;
  labels: CropBoxLabels;
}

/** The stage's height at most, in CSS pixels. */
const MAX_HEIGHT = 480;
/** A press on the picture outside the box draws a new box once the pointer has moved this far (CSS pixels): a click alone changes nothing. */
const DRAW_THRESHOLD = 4;

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

interface Drag {
  pointer: number;
  kind: Handle | 'move' | 'draw';
  start: Rect;
  clientX: number;
  clientY: number;
  /** Pixels of the view per CSS pixel. */
  scale: number;
  drawing: boolean;
}

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * The picture as it will come out (turned and mirrored, drawn from a small preview on a canvas) with
 * the crop box over it: drag the box to move it, its corners and sides to resize it, or press on the
 * picture outside it and drag to draw a new one (mouse, pen or touch: pointer events). The box
 * and its handles are buttons: arrow keys move the box (Shift + arrows resize it) or the focused
 * handle, by 1 % of the image.
 */
export function CropBox({ image, source, turning, box, ratio, onChange, labels }: CropBoxProps) {
  const view = viewSize(source, turning);
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<Drag | null>(null);
  const { rotate, flipHorizontal, flipVertical } = turning;

  useEffect(() => {
    const element = canvas.current;
    if (!element || !image) return;
    const turned = rotate === 90 || rotate === 270;
    element.width = turned ? image.height : image.width;
    element.height = turned ? image.width : image.height;
    const context = element.getContext('2d');
    if (!context) return;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, element.width, element.height);
    context.translate(element.width / 2, element.height / 2);
    context.scale(flipHorizontal ? -1 : 1, flipVertical ? -1 : 1);
    context.rotate((rotate * Math.PI) / 180);
    context.drawImage(image, -image.width / 2, -image.height / 2);
  }, [image, rotate, flipHorizontal, flipVertical]);

  const begin = (event: PointerEvent<HTMLElement>, kind: Drag['kind']) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const bounds = stage.current?.getBoundingClientRect();
    if (!bounds || bounds.width === 0) return;
    event.preventDefault();
    event.stopPropagation();
    if (kind !== 'draw') event.currentTarget.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const scale = view.width / bounds.width;
    const start = kind === 'draw' ? { x: (event.clientX - bounds.left) * scale, y: (event.clientY - bounds.top) * scale, width: 0, height: 0 } : box;
    drag.current = { pointer: event.pointerId, kind, start, clientX: event.clientX, clientY: event.clientY, scale, drawing: false };
  };

  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    const dxCss = event.clientX - current.clientX;
    const dyCss = event.clientY - current.clientY;
    const dx = dxCss * current.scale;
    const dy = dyCss * current.scale;
    if (current.kind === 'move') onChange(moveRect(current.start, dx, dy, view));
    else if (current.kind === 'draw') {
      if (!current.drawing && Math.hypot(dxCss, dyCss) < DRAW_THRESHOLD) return;
      current.drawing = true;
      const handle = `${dy < 0 ? 'n' : 's'}${dx < 0 ? 'w' : 'e'}` as Handle;
      onChange(clampRect(resizeRect(current.start, handle, dx, dy, view, ratio), view));
    } else onChange(resizeRect(current.start, current.kind, dx, dy, view, ratio));
  };

  const end = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  };

  const step = keyStep(view);
  const keyBox = (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const [dx, dy] = arrow;
    if (!event.shiftKey) onChange(moveRect(box, dx * step, dy * step, view));
    else if (dx) onChange(setRectField(box, 'width', box.width + dx * step, view, ratio));
    else onChange(setRectField(box, 'height', box.height + dy * step, view, ratio));
  };
  const keyHandle = (handle: Handle) => (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    let dx = arrow[0] * step;
    let dy = arrow[1] * step;
    if (ratio && handle.length === 2) {
      // A corner with a ratio moves along the box's diagonal.
      const sign = (handle.includes('e') ? 1 : -1) * (handle.includes('s') ? 1 : -1);
      if (dx) dy = (dx * sign) / ratio;
      else dx = dy * sign * ratio;
    }
    onChange(resizeRect(box, handle, dx, dy, view, ratio));
  };

  const place = { left: percent(box.x, view.width), top: percent(box.y, view.height), width: percent(box.width, view.width), height: percent(box.height, view.height) };
  // The box and handles capture the pointer they are pressed with; its moves bubble to the stage.
  return (
    <div className={classes.frame}>
      <div ref={stage} className={classes.stage} style={{ aspectRatio: `${view.width} / ${view.height}`, width: `min(100%, ${(MAX_HEIGHT * view.width) / view.height}px)` }} onPointerDown={(event) => begin(event, 'draw')} onPointerMove={move} onPointerUp={end} onPointerCancel={end}>
        <canvas ref={canvas} className={classes.canvas} role="img" aria-label={labels.picture} />
        <div className={classes.shade} aria-hidden>
          <div className={classes.hole} style={place} />
        </div>
        <div className={classes.box} style={place}>
          <button type="button" className={classes.move} aria-label={labels.box} onKeyDown={keyBox} onPointerDown={(event) => begin(event, 'move')} />
          {HANDLES.map((handle) => (
            <button key={handle} type="button" className={`${classes.handle} ${classes[handle]}`} aria-label={labels.handles[handle]} onKeyDown={keyHandle(handle)} onPointerDown={(event) => begin(event, handle)} />
          ))}
        </div>
      </div>
    </div>
  );
}
