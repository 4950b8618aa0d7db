import { useEffect, useState } from 'react';
import { parseHexColor, renderQr, type QrColors, type QrErrorLevel, type QrRenderResult } from '../../lib/qr/qr-code';
import type { QrCodeWorkerApi } from '../../lib/qr/qr-code.worker';
import { createWorkerClient } from '../../lib/worker-client';

export type QrCodeState =
  | { status: 'empty' }
  | { status: 'tooLong' }
  | { status: 'invalidColor' }
  | { status: 'error'; message: string }
  | { status: 'ready'; png: Blob; pngUrl: string; svg: string; version: number };

export const QR_DEBOUNCE_MS = 100;

const worker = createWorkerClient<QrCodeWorkerApi>(() => new Worker(new URL('../../lib/qr/qr-code.worker.ts', import.meta.url), { type: 'module' }));

function render(text: string, level: QrErrorLevel, colors: QrColors): Promise<QrRenderResult> {
  return typeof Worker === 'undefined' ? renderQr(text, level, colors) : worker.get().renderQr(text, level, colors);
}

/**
 * The QR code of `text` (already trimmed by the caller), redrawn in a worker `QR_DEBOUNCE_MS` after
 * the last change of text, level or colours: a PNG (object URL, revoked when replaced) and an SVG
 * string. Too much data gives `tooLong` and no image (never a stale one).
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
      render(text, level, { foreground, background }).then(
        (result) => {
          if (cancelled) return;
          if (result.status === 'tooLong') return setState({ status: 'tooLong' });
          createdUrl = URL.createObjectURL(result.png);
          setState({ ...result, pngUrl: createdUrl });
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
