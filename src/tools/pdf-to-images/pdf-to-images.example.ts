import { pagesPdf } from '../../engine/pdf/write-pdf';

/** Two pages of 16 × 8 pt: the first with its left half black, the second with a black square in the middle. */
export const squaresPdf = () =>
  pagesPdf([
    { width: 16, height: 8, content: '0 0 0 rg 0 0 8 8 re f' },
    { width: 16, height: 8, content: '0 0 0 rg 4 0 8 8 re f' },
  ]);
