// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasLines, useGrowingRows, type GrowingRows } from './use-growing-rows';

/** jsdom lays nothing out: the text's height (scrollHeight, padding included) is given by the test. */
function Field({ value, rows, scrollHeight }: { value: string; rows: GrowingRows | undefined; scrollHeight: number }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useGrowingRows(ref, value, rows);
  return (
    <textarea
      ref={(element) => {
        ref.current = element;
        if (element) Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => scrollHeight });
      }}
      value={value}
      readOnly
      style={{ lineHeight: '20px', padding: '4px 0', border: '1px solid', boxSizing: 'border-box' }}
    />
  );
}

afterEach(cleanup);

describe('useGrowingRows', () => {
  // Rows of 20 px; the frame is 8 px of padding and 2 px of border (border-box).
  it.each([
    ['a text of max lines or more takes the greatest height, whatever it measures', 'l\n'.repeat(9), { min: 2, max: 6 }, 999, '130px'],
    ['a short text takes its measured height', 'l\nl\nl', { min: 2, max: 6 }, 68, '70px'],
    ['never below min rows', 'l', { min: 3, max: 6 }, 28, '70px'],
    ['wrapped lines are measured, up to max rows', 'a long line '.repeat(50), { min: 2, max: 6 }, 400, '130px'],
    ['without max, it grows with the text', 'l\n'.repeat(30), { min: 2 }, 608, '610px'],
  ])('%s', (_, value, rows, scrollHeight, height) => {
    const { container } = render(<Field value={value} rows={rows} scrollHeight={scrollHeight} />);
    expect(container.querySelector('textarea')!.style.height).toBe(height);
  });

  it('takes its height away when the field stops growing', () => {
    const { container, rerender } = render(<Field value={'l\n'.repeat(9)} rows={{ min: 2, max: 6 }} scrollHeight={999} />);
    const area = container.querySelector('textarea')!;
    expect(area.style.height).toBe('130px');
    rerender(<Field value={'l\n'.repeat(9)} rows={undefined} scrollHeight={999} />);
    expect(area.style.height).toBe('');
  });

  it('is measured again when the window is resized, for its latest text, and not once it stops growing', () => {
    const { container, rerender } = render(<Field value="l" rows={{ min: 1, max: 6 }} scrollHeight={28} />);
    const area = container.querySelector('textarea')!;
    expect(area.style.height).toBe('30px');
    rerender(<Field value="a longer line" rows={{ min: 1, max: 6 }} scrollHeight={48} />);
    expect(area.style.height).toBe('50px');
    // A narrower window wraps the text onto a third line.
    Object.defineProperty(area, 'scrollHeight', { configurable: true, get: () => 68 });
    window.dispatchEvent(new Event('resize'));
    expect(area.style.height).toBe('70px');
    rerender(<Field value="a longer line" rows={undefined} scrollHeight={88} />);
    window.dispatchEvent(new Event('resize'));
    expect(area.style.height).toBe('');
  });

  it.each([
    ['', 1, true],
    ['', 2, false],
    ['a\nb', 2, true],
    ['a\nb', 3, false],
    ['a\n\n\n', 4, true],
  ])('hasLines(%j, %i) is %s', (text, count, expected) => {
    expect(hasLines(text, count)).toBe(expected);
  });
});
