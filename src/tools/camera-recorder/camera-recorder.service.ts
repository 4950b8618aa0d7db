/** Pure helpers of the camera recorder: MIME choice, file names, durations, error → message. */

/** Recording types in order of preference (WebM with VP9/Opus, any WebM, MP4 for Safari). */
export const RECORDING_MIME_TYPES = ['video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4'] as const;

/** The first type `isSupported` accepts (MediaRecorder.isTypeSupported), or undefined. */
export function chooseRecordingMimeType(isSupported: (type: string) => boolean): string | undefined {
  return RECORDING_MIME_TYPES.find((type) => {
    try {
      return isSupported(type);
    } catch {
      return false;
    }
  });
}

export function extensionForMimeType(mimeType: string): 'webm' | 'mp4' {
  return mimeType.startsWith('video/mp4') ? 'mp4' : 'webm';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYYMMDD-HHmmss in local time. */
export function fileTimestamp(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

export function photoFileName(date: Date): string {
  return `photo-${fileTimestamp(date)}.png`;
}

export function videoFileName(date: Date, mimeType: string): string {
  return `video-${fileTimestamp(date)}.${extensionForMimeType(mimeType)}`;
}

/** HH:mm:ss in local time, for the gallery titles. */
export function clockTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** mm:ss (minutes keep counting past 59). */
export function formatDuration(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

export type CameraErrorKey = 'errorInsecure' | 'errorDenied' | 'errorNotFound' | 'errorInUse' | 'errorOther';

/** A getUserMedia failure → the message key to show (errorOther shows the error's own message). */
export function cameraErrorKey(error: unknown): CameraErrorKey {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'errorDenied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'errorNotFound';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'errorInUse';
    default:
      return 'errorOther';
  }
}

/** The label of a device in the select: its own label, else "Camera 1", "Camera 2"… (by position). */
export function deviceLabel(label: string, index: number, fallback: (number: number) => string): string {
  return label.trim() !== '' ? label : fallback(index + 1);
}
