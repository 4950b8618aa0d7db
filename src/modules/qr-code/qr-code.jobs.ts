import { encodeQr, qrMatrixToPngBlob, type QrColors, type QrEncodeResult, type QrErrorLevel, type QrMatrix } from '../../lib/qr/qr-code';

/**
 * Run in the operation workers (never loaded on the page): encoding a large payload takes up to
 * ~100 ms on a cold start (mask selection on a version 40 symbol) and a 1024 px PNG some tens more.
 * The screen asks for the SVG first (`encode`) and the PNG (`drawPng`) when it is downloaded.
 */
export function encode({ text, level, colors }: { text: string; level: QrErrorLevel; colors: QrColors }): QrEncodeResult {
  return encodeQr(text, level, colors);
}

export function drawPng({ matrix, colors }: { matrix: QrMatrix; colors: QrColors }): Promise<Blob> {
  return qrMatrixToPngBlob(matrix, colors);
}
