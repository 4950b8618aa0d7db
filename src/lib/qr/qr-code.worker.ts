import { expose } from 'comlink';
import { renderQr } from './qr-code';

/** Encoding a large payload takes up to ~100 ms (mask selection on a version 40 symbol): done here, off the page. */
const api = { renderQr };

export type QrCodeWorkerApi = typeof api;

expose(api);
