import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Whether `text` has at least `count` lines (it stops looking there). */
export function hasLines(text: string, count: number): boolean {
  let at = -1;
  for (let line = 1; line < count; line++) {
    at = text.indexOf('\n', at + 1);
    if (at < 0) return false;
  }
  return true;
}

export interface GrowingRows {
  min: number;
  /** Unbounded when left out (the field grows with every line). */
  max?: number;
}

/**
 * A textarea as tall as its text, from `rows.min` to `rows.max` lines (then it scrolls), sized on
 * the field itself at each change of `value` and of the window's width. Mantine's `autosize` copies
 * the whole text into a hidden textarea and lays it out at every change: 0.5 s a keystroke in a
 * 150,000-character JSON on two cores. Here a text of `rows.max` lines or more takes the greatest
 * height without any measuring, and a shorter one is measured where it already is. The field never
 * changes element (turning Mantine's autosize off and on remounts it, losing the caret).
 */
export function useGrowingRows(textarea: RefObject<HTMLTextAreaElement | null>, value: string, rows: GrowingRows | undefined): void {
  const min = rows?.min;
  const max = rows ? (rows.max ?? Number.POSITIVE_INFINITY) : undefined;
  /** Whether the field has a height of ours, to take away when it stops growing (its `rows` then apply again). */
  const sized = useRef(false);
  /** Sizes the field for the latest text (what a change of the window's width calls again). */
  const fitLatest = useRef<() => void>(() => {});
  useLayoutEffect(() => {
    fitLatest.current = () => {};
    const area = textarea.current;
    if (!area) return;
    if (min === undefined || max === undefined) {
      if (sized.current) area.style.removeProperty('height');
      sized.current = false;
      return;
    }
    sized.current = true;
    const fit = () => {
      const style = getComputedStyle(area);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.55;
      const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
      const border = Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth);
      const frame = style.boxSizing === 'border-box' ? padding + border : 0;
      const heightOf = (lines: number) => lines * lineHeight + frame;
      if (Number.isFinite(max) && hasLines(value, max)) {
        area.style.setProperty('height', `${heightOf(max)}px`);
        return;
      }
      // Measured at the least height (scrollHeight is never less than the box); the page's scroll
      // position is kept, which a page briefly shorter than it is scrolled could otherwise lose.
      const page = document.scrollingElement;
      const scrolled = page?.scrollTop;
      area.style.setProperty('height', `${heightOf(min)}px`);
      // scrollHeight counts the padding; border-box heights also count the border.
      const content = area.scrollHeight - padding + frame;
      area.style.setProperty('height', `${Math.min(heightOf(max), Math.max(heightOf(min), content))}px`);
      if (page && scrolled !== undefined && page.scrollTop !== scrolled) page.scrollTop = scrolled;
    };
    fit();
    fitLatest.current = fit;
  }, [textarea, value, min, max]);
  useEffect(() => {
    const onResize = () => fitLatest.current();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
}
