/**
 * A drift-free stopwatch as plain data: the time is `accumulated` (finished runs) plus, while
 * running, `now − runStart`, where `now` comes from a monotonic clock (`performance.now()` in the
 * page). Nothing is summed frame by frame, so a background tab or a slow frame neither loses nor
 * adds time.
 */
export interface Lap {
  /** 1-based. */
  number: number;
  /** The lap's own duration in ms. */
  lap: number;
  /** The elapsed total when the lap was taken, in ms. */
  total: number;
}

export interface StopwatchState {
  accumulated: number;
  /** Clock reading when the current run started; undefined while stopped. */
  runStart: number | undefined;
  /** Newest first. */
  laps: Lap[];
}

export const initialStopwatch: StopwatchState = { accumulated: 0, runStart: undefined, laps: [] };

export function isRunning(state: StopwatchState): boolean {
  return state.runStart !== undefined;
}

export function elapsedMs(state: StopwatchState, now: number): number {
  return state.accumulated + (state.runStart === undefined ? 0 : Math.max(0, now - state.runStart));
}

/** Starts, or resumes from the time kept by Stop. */
export function start(state: StopwatchState, now: number): StopwatchState {
  return isRunning(state) ? state : { ...state, runStart: now };
}

/** Stops and keeps the elapsed time. */
export function stop(state: StopwatchState, now: number): StopwatchState {
  return isRunning(state) ? { ...state, accumulated: elapsedMs(state, now), runStart: undefined } : state;
}

export function toggle(state: StopwatchState, now: number): StopwatchState {
  return isRunning(state) ? stop(state, now) : start(state, now);
}

/** Records a lap (only while running): its own duration since the previous lap, and the total. */
export function lap(state: StopwatchState, now: number): StopwatchState {
  if (!isRunning(state)) return state;
  const total = elapsedMs(state, now);
  const previous = state.laps[0]?.total ?? 0;
  return { ...state, laps: [{ number: state.laps.length + 1, lap: total - previous, total }, ...state.laps] };
}

/** Back to zero, laps cleared; a running stopwatch keeps running from zero. */
export function reset(state: StopwatchState, now: number): StopwatchState {
  return { accumulated: 0, runStart: isRunning(state) ? now : undefined, laps: [] };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `MM:SS.mmm` below one hour, `HH:MM:SS.mmm` from one hour (hours keep growing past 99). */
export function formatElapsed(ms: number): string {
  const whole = Math.max(0, Math.floor(ms));
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor((whole % 3_600_000) / 60_000);
  const seconds = Math.floor((whole % 60_000) / 1000);
  const clock = `${pad(minutes)}:${pad(seconds)}.${pad(whole % 1000, 3)}`;
  return hours > 0 ? `${pad(hours)}:${clock}` : clock;
}
