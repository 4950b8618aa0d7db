import { ToolInputError } from '../../lib/errors';
import { createQrMatrix, QrTooLongError, qrMatrixToSvg, type QrColors, type QrErrorLevel, type QrMatrix } from '../../lib/qr/qr-code';

export const DEFAULT_TEXT = 'https://it-tools.tech';
export const DEFAULT_FOREGROUND = '#000000ff';
export const DEFAULT_BACKGROUND = '#ffffffff';
export const DEFAULT_LEVEL: QrErrorLevel = 'M';

/** The select's choices, in order: label key → QR error-correction level. */
export const ERROR_LEVEL_OPTIONS = [
  { value: 'L', labelKey: 'levelLow' },
  { value: 'M', labelKey: 'levelMedium' },
  { value: 'Q', labelKey: 'levelQuartile' },
  { value: 'H', labelKey: 'levelHigh' },
] as const satisfies readonly { value: QrErrorLevel; labelKey: string }[];

/** What gets encoded: the text without surrounding whitespace. */
export function qrPayload(text: string): string {
  return text.trim();
}

/** The symbol for `text` (trimmed); ToolInputError('tooLong') when it does not fit version 40 at `level`. */
export function encodeQr(text: string, level: QrErrorLevel): QrMatrix | undefined {
  const payload = qrPayload(text);
  if (payload === '') return undefined;
  try {
    return createQrMatrix(payload, level);
  } catch (error) {
    if (error instanceof QrTooLongError) throw new ToolInputError('tooLong');
    throw error;
  }
}

/** Whether `text` fits in a QR code at `level` (blank text fits trivially). */
export function fitsInQr(text: string, level: QrErrorLevel): boolean {
  try {
    encodeQr(text, level);
    return true;
  } catch {
    return false;
  }
}

/** The matrix as rows of `#` (dark) and `.` (light), quiet zone excluded: easy to compare with other encoders. */
export function qrRows(matrix: QrMatrix): string[] {
  const rows: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    let line = '';
    for (let column = 0; column < matrix.size; column += 1) line += matrix.modules[row * matrix.size + column] === 1 ? '#' : '.';
    rows.push(line);
  }
  return rows;
}

/** The SVG document of the code (empty for blank text). */
export function generateQrSvg(text: string, level: QrErrorLevel, colors: QrColors): string {
  const matrix = encodeQr(text, level);
  return matrix ? qrMatrixToSvg(matrix, colors) : '';
}
