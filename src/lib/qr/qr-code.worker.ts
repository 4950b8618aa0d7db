import { expose } from 'comlink';
import { encodeQr, qrMatrixToPngBlob } from './qr-code';

/**
 * Encoding a large payload takes up to ~100 ms on a cold start (mask selection on a version 40
 * symbol) and a 1024 px PNG some tens more: done here, off the page. The screen asks for the SVG
 * first (`encodeQr`) and the PNG (`drawPng`) once that is shown.
 */
const api = { encodeQr, drawPng: qrMatrixToPngBlob };

export type QrCodeWorkerApi = typeof api;

expose(api);
