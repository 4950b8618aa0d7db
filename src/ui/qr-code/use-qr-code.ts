import { useEffect, useState } from 'react';
import { encodeQr, parseHexColor, qrMatrixToPngBlob, type QrColors, type QrEncodeResult, type QrErrorLevel, type QrMatrix } from '../../lib/qr/qr-code';
import type { QrCodeWorkerApi } from '../../lib/qr/qr-code.worker';
import { createWorkerClient } from '../../lib/worker-client';

export type QrCodeState =
  | { status: 'empty' }
  | { status: 'tooLong' }
  | { status: 'invalidColor' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      /** The text this code holds (the image of the previous text stays while the next is drawn). */
      text: string;
      /** Object URL of the SVG, what the screen shows (revoked when replaced). */
      svgUrl: string;
      svg: string;
      version: number;
      /**
       * The 1024 px PNG, drawn in the worker when first asked for (the download): drawing it with
       * every change would compete with the page for the processor while the new code is shown.
       */
      png: () => Promise<Blob>;
    };

export const QR_DEBOUNCE_MS = 100;

const worker = createWorkerClient<QrCodeWorkerApi>(() => new Worker(new URL('../../lib/qr/qr-code.worker.ts', import.meta.url), { type: 'module' }));

function encode(text: string, level: QrErrorLevel, colors: QrColors): Promise<QrEncodeResult> {
  return typeof Worker === 'undefined' ? Promise.resolve(encodeQr(text, level, colors)) : worker.get().encodeQr(text, level, colors);
}

function drawPng(matrix: QrMatrix, colors: QrColors): Promise<Blob> {
  return typeof Worker === 'undefined' ? qrMatrixToPngBlob(matrix, colors) : worker.get().drawPng(matrix, colors);
}

/**
 * The QR code of `text` (already trimmed by the caller), redrawn in a worker `QR_DEBOUNCE_MS` after
 * the last change of text, level or colours: the SVG (shown through an object URL, revoked when
 * replaced), and the PNG on demand. Too much data gives `tooLong` and no image (never
 * a stale one).
 */
export function useQrCode(text: string, level: QrErrorLevel, colors: QrColors): QrCodeState {
  const [state, setState] = useState<QrCodeState>({ status: 'empty' });
  const { foreground, background } = colors;

  useEffect(() => {
    let cancelled = false;
    let createdUrl: string | undefined;
    const timer = setTimeout(() => {
      if (text === '') return setState({ status: 'empty' });
      if (!parseHexColor(foreground) || !parseHexColor(background)) return setState({ status: 'invalidColor' });
      const colors = { foreground, background };
      encode(text, level, colors).then(
        (result) => {
          if (cancelled) return;
          if (result.status === 'tooLong') return setState({ status: 'tooLong' });
          createdUrl = URL.createObjectURL(new Blob([result.svg], { type: 'image/svg+xml' }));
          let drawn: Promise<Blob> | undefined;
          const png = () => (drawn ??= drawPng(result.matrix, colors));
          setState({ status: 'ready', text, svgUrl: createdUrl, svg: result.svg, version: result.version, png });
        },
        (error: unknown) => {
          if (!cancelled) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        },
      );
    }, QR_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      // The old image stays on screen while the next one is drawn (no flicker), then its URL is revoked.
      if (createdUrl) {
        const url = createdUrl;
        setTimeout(() => URL.revokeObjectURL(url), 2000);
      }
    };
  }, [text, level, foreground, background]);

  useEffect(() => () => worker.terminate(), []);

  return state;
}

/** Saves a blob as a file through a temporary object URL. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
