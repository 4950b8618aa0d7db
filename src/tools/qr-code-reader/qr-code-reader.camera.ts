import { useCallback, useEffect, useRef, useState } from 'react';
import { toolJobs } from '../../engine/worker/operation-pool';
import type * as Jobs from './qr-code-reader.jobs';
import type { CodeFamily } from './qr-code-reader.operations';
import type { DecodedCode } from './qr-code-reader.service';

const jobs = toolJobs<typeof Jobs>('qr-code-reader');

/** A frame's longer side at most this (a 1080p camera is scanned at 960 × 540: enough for a code that fills a tenth of the view). */
const FRAME_SIDE = 960;
/** At least this long between two frames' starts: about four scans a second, one at a time. */
const FRAME_INTERVAL_MS = 250;

export type CameraError = 'cameraDenied' | 'cameraMissing' | 'cameraBusy' | 'cameraFailed' | 'cameraUnsupported';

export interface CameraScan {
  codes: DecodedCode[];
  /** The frame the codes were found in, as a PNG (its URL is revoked with the next scan). */
  snapshot: Blob | undefined;
  width: number;
  height: number;
}

function cameraError(error: unknown): CameraError {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'cameraDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'cameraMissing';
  if (name === 'NotReadableError' || name === 'AbortError') return 'cameraBusy';
  return 'cameraFailed';
}

const canvasBlob = (canvas: HTMLCanvasElement) => new Promise<Blob | undefined>((resolve) => canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/png'));

/**
 * The camera as a scanner (page only: the command line has no camera): frames are grabbed from the
 * video a few times a second, downscaled, and scanned in an operation worker one at a time (the page
 * only draws the frame and reads its pixels, a few milliseconds); the first frame with a code stops
 * the camera and gives its codes.
 */
export function useCameraScanner(formats: CodeFamily, onScan: (scan: CameraScan) => void) {
  const [status, setStatus] = useState<'off' | 'starting' | 'on'>('off');
  const [error, setError] = useState<CameraError | undefined>();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const session = useRef<{ stream: MediaStream; abort: AbortController; timer?: ReturnType<typeof setTimeout> } | undefined>(undefined);
  const latest = useRef({ formats, onScan });
  useEffect(() => {
    latest.current = { formats, onScan };
  });

  const stop = useCallback(() => {
    const current = session.current;
    session.current = undefined;
    if (current) {
      clearTimeout(current.timer);
      current.abort.abort();
      current.stream.getTracks().forEach((track) => track.stop());
    }
    if (videoRef.current) videoRef.current.srcObject = null;
    setStatus('off');
  }, []);

  const scanLoop = useCallback(
    (current: NonNullable<typeof session.current>) => {
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      const tick = async () => {
        if (session.current !== current) return;
        const started = performance.now();
        const video = videoRef.current;
        if (context && video && video.readyState >= 2 && video.videoWidth > 0) {
          const ratio = Math.min(1, FRAME_SIDE / Math.max(video.videoWidth, video.videoHeight));
          const width = Math.round(video.videoWidth * ratio);
          const height = Math.round(video.videoHeight * ratio);
          if (canvas.width !== width || canvas.height !== height) {
            canvas.width = width;
            canvas.height = height;
          }
          context.drawImage(video, 0, 0, width, height);
          const { data } = context.getImageData(0, 0, width, height);
          try {
            const codes = await jobs.run('scanFrame', { width, height, data, formats: latest.current.formats }, { signal: current.abort.signal });
            if (session.current !== current) return;
            if (codes.length > 0) {
              const snapshot = await canvasBlob(canvas);
              stop();
              latest.current.onScan({ codes, snapshot, width, height });
              return;
            }
          } catch {
            if (session.current !== current) return;
            stop();
            setError('cameraFailed');
            return;
          }
        }
        current.timer = setTimeout(() => void tick(), Math.max(0, FRAME_INTERVAL_MS - (performance.now() - started)));
      };
      void tick();
    },
    [stop],
  );

  const start = useCallback(async () => {
    setError(undefined);
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setError('cameraUnsupported');
      return;
    }
    stop();
    setStatus('starting');
    // Load ZXing in a worker while the person answers the permission prompt.
    jobs.preload();
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
    } catch (failure) {
      setStatus('off');
      setError(cameraError(failure));
      return;
    }
    const current = { stream, abort: new AbortController() };
    session.current = current;
    setStatus('on');
    const video = videoRef.current;
    if (video) {
      video.srcObject = stream;
      await video.play().catch(() => undefined);
    }
    scanLoop(current);
  }, [scanLoop, stop]);

  // The video element mounts with the "on" state: give it the stream then.
  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    videoRef.current = element;
    if (element && session.current) {
      element.srcObject = session.current.stream;
      void element.play().catch(() => undefined);
    }
  }, []);

  useEffect(() => stop, [stop]);

  const clearError = useCallback(() => setError(undefined), []);
  return { status, error, start, stop, attachVideo, clearError };
}
