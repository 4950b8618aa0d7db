import { pagesPdf } from '../../engine/pdf/write-pdf';

/** Two pages of 200 × 100 pt with a line of text each. */
export const twoPagePdf = () =>
  pagesPdf([
    { width: 200, height: 100, content: 'BT /F1 12 Tf 10 50 Td (Hello, world.) Tj ET' },
    { width: 200, height: 100, content: 'BT /F1 12 Tf 10 50 Td (Page two) Tj ET' },
  ]);

/** One page of four lines: a sentence broken over two lines, then two bulleted items. */
export const paragraphPdf = () =>
  pagesPdf([
    {
      width: 300,
      height: 120,
      content: 'BT /F1 12 Tf 10 90 Td (The text of a PDF comes) Tj 0 -16 Td (in lines.) Tj 0 -16 Td (- one) Tj 0 -16 Td (- two) Tj ET',
    },
  ]);
