import { describe, expect, it } from 'vitest';
import {
  cameraErrorKey,
  chooseRecordingMimeType,
  clockTime,
  deviceLabel,
  formatDuration,
  photoFileName,
  videoFileName,
} from './camera-recorder.service';

describe('chooseRecordingMimeType', () => {
  it.each<[string, string[], string | undefined]>([
    ['Chrome / Firefox with VP9', ['video/webm;codecs=vp9,opus', 'video/webm'], 'video/webm;codecs=vp9,opus'],
    ['WebM without VP9', ['video/webm'], 'video/webm'],
    ['Safari (MP4 only)', ['video/mp4'], 'video/mp4'],
    ['nothing', [], undefined],
  ])('%s', (_name, supported, expected) => {
    expect(chooseRecordingMimeType((type) => supported.includes(type))).toBe(expected);
  });

  it('skips a type whose check throws', () => {
    expect(chooseRecordingMimeType((type) => {
      if (type.includes('vp9')) throw new Error('boom');
      return true;
    })).toBe('video/webm');
  });
});

describe('file names and times (local time)', () => {
  const date = new Date(2024, 0, 5, 9, 3, 7);
  it.each([
    [photoFileName(date), 'photo-20240105-090307.png'],
    [videoFileName(date, 'video/webm;codecs=vp9,opus'), 'video-20240105-090307.webm'],
    [videoFileName(date, 'video/mp4'), 'video-20240105-090307.mp4'],
    [videoFileName(new Date(2023, 11, 31, 23, 59, 59), 'video/webm'), 'video-20231231-235959.webm'],
    [clockTime(date), '09:03:07'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [0, '00:00'],
    [999, '00:00'],
    [1000, '00:01'],
    [65_500, '01:05'],
    [3_600_000, '60:00'],
  ])('formatDuration(%i) = %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('cameraErrorKey', () => {
  const domError = (name: string) => Object.assign(new Error('x'), { name });
  it.each([
    ['NotAllowedError', 'errorDenied'],
    ['SecurityError', 'errorDenied'],
    ['NotFoundError', 'errorNotFound'],
    ['OverconstrainedError', 'errorNotFound'],
    ['NotReadableError', 'errorInUse'],
    ['AbortError', 'errorOther'],
    ['TypeError', 'errorOther'],
  ])('%s → %s', (name, key) => {
    expect(cameraErrorKey(domError(name))).toBe(key);
  });

  it('accepts plain objects with a name (old browsers) and anything else', () => {
    expect(cameraErrorKey({ name: 'NotAllowedError' })).toBe('errorDenied');
    expect(cameraErrorKey('oops')).toBe('errorOther');
    expect(cameraErrorKey(undefined)).toBe('errorOther');
  });
});

it('labels devices by name, else by number', () => {
  const fallback = (number: number) => `Camera ${number}`;
  expect(deviceLabel('FaceTime HD', 0, fallback)).toBe('FaceTime HD');
  expect(deviceLabel('', 1, fallback)).toBe('Camera 2');
});
