import { describe, expect, it } from 'vitest';
import { elapsedMs, formatElapsed, initialStopwatch, isRunning, lap, reset, start, stop, toggle, type StopwatchState } from './chronometer.service';

describe('formatElapsed', () => {
  it.each([
    [0, '00:00.000'],
    [1, '00:00.001'],
    [999, '00:00.999'],
    [1000, '00:01.000'],
    [59_999, '00:59.999'],
    [60_000, '01:00.000'],
    [123_456, '02:03.456'],
    [3_599_999, '59:59.999'],
    [3_600_000, '01:00:00.000'],
    [12_345_600, '03:25:45.600'],
    [99 * 3_600_000 + 59 * 60_000 + 59_999, '99:59:59.999'],
    [100 * 3_600_000, '100:00:00.000'],
    // Sub-millisecond clock readings are truncated, never rounded up.
    [1.9999, '00:00.001'],
    [-5, '00:00.000'],
  ])('%d ms → %s', (ms, expected) => {
    expect(formatElapsed(ms)).toBe(expected);
  });
});

/** Applies steps at the given fake clock readings. */
function run(steps: [number, (state: StopwatchState, now: number) => StopwatchState][]): StopwatchState {
  return steps.reduce((state, [now, step]) => step(state, now), initialStopwatch);
}

describe('start, stop and resume with a fake clock', () => {
  it('starts at zero, stopped', () => {
    expect(elapsedMs(initialStopwatch, 12345)).toBe(0);
    expect(isRunning(initialStopwatch)).toBe(false);
  });

  it('counts from the start reading, whatever the frames in between', () => {
    const state = run([[1000, start]]);
    expect(isRunning(state)).toBe(true);
    expect(elapsedMs(state, 1000)).toBe(0);
    expect(elapsedMs(state, 1250.5)).toBe(250.5);
    // A tab in the background for an hour: the next reading is simply later.
    expect(elapsedMs(state, 1000 + 3_600_000)).toBe(3_600_000);
  });

  it('Stop keeps the elapsed time; Start resumes from it', () => {
    const stopped = run([
      [100, start],
      [600, stop],
    ]);
    expect(isRunning(stopped)).toBe(false);
    expect(elapsedMs(stopped, 10_000)).toBe(500);
    const resumed = start(stopped, 10_000);
    expect(elapsedMs(resumed, 10_300)).toBe(800);
    expect(elapsedMs(stop(resumed, 11_000), 99_999)).toBe(1500);
  });

  it('toggle alternates; a second start or stop changes nothing', () => {
    const state = run([
      [0, toggle],
      [50, start],
      [200, toggle],
      [300, stop],
    ]);
    expect(elapsedMs(state, 1000)).toBe(200);
  });
});

describe('laps', () => {
  it('records each lap duration and the total, newest first', () => {
    const state = run([
      [0, start],
      [1500, lap],
      [4000, lap],
      [4000, stop],
      [9000, start],
      [9250, lap],
    ]);
    expect(state.laps).toEqual([
      { number: 3, lap: 250, total: 4250 },
      { number: 2, lap: 2500, total: 4000 },
      { number: 1, lap: 1500, total: 1500 },
    ]);
  });

  it('does nothing while stopped', () => {
    expect(run([[10, lap]]).laps).toEqual([]);
    expect(
      run([
        [0, start],
        [10, stop],
        [20, lap],
      ]).laps,
    ).toEqual([]);
  });
});

describe('reset', () => {
  it('stopped: back to zero, laps cleared, still stopped', () => {
    const state = run([
      [0, start],
      [100, lap],
      [200, stop],
      [300, reset],
    ]);
    expect(state).toEqual(initialStopwatch);
  });

  it('running: keeps running from zero', () => {
    const state = run([
      [0, start],
      [100, lap],
      [500, reset],
    ]);
    expect(isRunning(state)).toBe(true);
    expect(state.laps).toEqual([]);
    expect(elapsedMs(state, 500)).toBe(0);
    expect(elapsedMs(state, 750)).toBe(250);
    expect(lap(state, 800).laps).toEqual([{ number: 1, lap: 300, total: 300 }]);
  });
});
