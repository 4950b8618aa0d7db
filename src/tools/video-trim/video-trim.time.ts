/**
 * Times as people type them and as the tool writes them: seconds (`90`, `90.5`, `90,5`),
 * minutes and seconds (`1:30.5`) or hours, minutes and seconds (`00:01:30.500`). Light code: the
 * screen checks its fields with it as they are typed, the operation parses its options with it.
 */

/** Seconds, or undefined when `text` is no time (empty text too: the caller says what it means). */
export function parseTime(text: string | number): number | undefined {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? text : undefined;
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  // hh:mm:ss.mmm, mm:ss.mmm or ss.mmm: whole hours and minutes, seconds with a fraction.
  const match = /^(?:(?:(\d+):)?(\d+):)?(\d+(?:\.\d*)?|\.\d+)$/.exec(trimmed);
  if (!match) return undefined;
  const [, hours, minutes, seconds] = match;
  const s = Number(seconds);
  const m = minutes === undefined ? 0 : Number(minutes);
  const h = hours === undefined ? 0 : Number(hours);
  // A unit below a larger one stays under 60 (1:75 is a typo, not 2:15).
  if (minutes !== undefined && s >= 60) return undefined;
  if (hours !== undefined && m >= 60) return undefined;
  const total = h * 3600 + m * 60 + s;
  return Number.isFinite(total) ? total : undefined;
}

/** `hh:mm:ss.mmm`, to the millisecond (rounded): 4 → `00:00:04.000`. */
export function formatTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Two times closer than this are the same instant (container timestamps are rounded to their timescale). */
export const SAME_TIME = 0.0005;

/**
 * The keyframe a cut at `start` begins on: the last keyframe at or before it (keyframes sorted),
 * or the first one when `start` comes before every keyframe.
 */
export function keyframeAtOrBefore(keyframes: readonly number[], start: number): number | undefined {
  let found: number | undefined;
  for (const time of keyframes) {
    if (time <= start + SAME_TIME) found = time;
    else break;
  }
  return found ?? keyframes[0];
}

/** The first keyframe after `start`, if any. */
export function keyframeAfter(keyframes: readonly number[], start: number): number | undefined {
  return keyframes.find((time) => time > start + SAME_TIME);
}
