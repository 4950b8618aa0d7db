import { useEffect, useMemo } from 'react';
import { toolJobs } from '../../engine/worker/operation-pool';
import { parseHexColor, type QrColors, type QrEncodeResult, type QrErrorLevel } from '../../lib/qr/qr-code';
import type { QrCodeState } from '../../ui/qr-code/qr-code-state';
import { useLiveResult, type LiveCompute } from '../live-result/use-live-result';
import type * as QrJobs from './qr-code.jobs';

export const QR_DEBOUNCE_MS = 100;

interface QrRequest {
  text: string;
  level: QrErrorLevel;
  colors: QrColors;
}

/** A code drawn, with what it was drawn from. */
interface QrDrawn {
  request: QrRequest;
  result: QrEncodeResult;
}

const qrJobs = toolJobs<typeof QrJobs>('qr-code');

/**
 * In the operation workers, one code at a time: a code being drawn is left to finish (its worker
 * keeps the encoder warm) and only the newest text waiting is drawn after it.
 */
const DRAW: LiveCompute<QrRequest, QrDrawn> = {
  remote: async (request, { signal }) => ({ request, result: await qrJobs.run('encode', request, { signal }) }),
  delayMs: QR_DEBOUNCE_MS,
  serial: true,
};

/**
 * The QR code of `text` (already trimmed by the caller), redrawn in an operation worker
 * `QR_DEBOUNCE_MS` after the last change of text, level or colours: the SVG (shown through an
 * object URL, revoked when replaced), and the PNG on demand. The previous image stays while the next
 * one is drawn (no flicker). Too much data gives `tooLong` and no image (never a stale one).
 */
export function useQrCode(text: string, level: QrErrorLevel, colors: QrColors): QrCodeState {
  const { foreground, background } = colors;
  const validColors = parseHexColor(foreground) !== undefined && parseHexColor(background) !== undefined;
  const request = useMemo<QrRequest | undefined>(
    () => (text === '' || !validColors ? undefined : { text, level, colors: { foreground, background } }),
    [text, level, foreground, background, validColors],
  );
  const drawn = useLiveResult(request, DRAW);
  const shown = drawn.latest;
  const image = useMemo(() => {
    if (shown?.result.status !== 'ready') return undefined;
    const { matrix, svg, version } = shown.result;
    const { colors: drawnColors, text: drawnText } = shown.request;
    let png: Promise<Blob> | undefined;
    return {
      text: drawnText,
      svg,
      version,
      svgUrl: URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })),
      png: () => (png ??= qrJobs.run('drawPng', { matrix, colors: drawnColors })),
    };
  }, [shown]);
  // The old image stays on screen while the next one is loaded, then its URL is revoked.
  useEffect(() => {
    if (!image) return;
    return () => void setTimeout(() => URL.revokeObjectURL(image.svgUrl), 2000);
  }, [image]);

  if (text === '') return { status: 'empty' };
  if (!validColors) return { status: 'invalidColor' };
  if (drawn.error !== undefined) return { status: 'error', message: drawn.error instanceof Error ? drawn.error.message : String(drawn.error) };
  if (shown?.result.status === 'tooLong') return { status: 'tooLong' };
  return image ? { status: 'ready', ...image } : { status: 'empty' };
}
