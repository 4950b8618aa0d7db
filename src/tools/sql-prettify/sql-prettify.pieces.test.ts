import { describe, expect, it, vi } from 'vitest';
import type { LiveControl } from '../../modules/live-result/use-live-result';
import { variedSqlScript } from './sql-prettify.bench-data.mjs';
import { formatSqlInPieces } from './sql-prettify.pieces';
import { formatSqlOutcome, type FormatSqlOptions } from './sql-prettify.service';

// The operation workers, replaced by the job module run in this thread (each call a task of its own, as a message would be).
vi.mock('../../engine/worker/operation-pool', async () => {
  const jobs = (await import('./sql-prettify.jobs')) as unknown as Record<string, (input: unknown, context: object) => unknown>;
  const call = async (name: string, input: unknown) => (await new Promise((resolve) => setTimeout(resolve, 0)), jobs[name]!(input, {}));
  return {
    toolJobs: () => ({
      run: (name: string, input: unknown) => call(name, input),
      hold: (task: (call: (name: string, input: unknown) => Promise<unknown>) => Promise<unknown>) => task(call),
      preload: () => {},
    }),
  };
});

const OPTIONS: FormatSqlOptions = { language: 'sql', keywordCase: 'upper', indentStyle: 'standard' };

function control(events: string[]): LiveControl<string> {
  return {
    signal: new AbortController().signal,
    onProgress: (done, total) => events.push(`progress ${done}/${total}`),
    onPartial: (value) => events.push(`partial ${value().length}`),
    pause: async () => void events.push('pause'),
  };
}

describe('formatSqlInPieces', () => {
  it('shows the first group before the pause, then progress and partial output; the output is the whole script’s', async () => {
    const script = `select a, b from t0 where x = 0;\n${variedSqlScript(150_000, 3)}`;
    const events: string[] = [];
    const outcome = await formatSqlInPieces({ query: script, options: OPTIONS }, control(events));
    expect(outcome).toEqual(formatSqlOutcome(script, OPTIONS));
    expect(events[0]).toBe('pause');
    expect(events.slice(1).some((event) => event.startsWith('partial'))).toBe(true);
    expect(events.indexOf(events.find((event) => event.startsWith('partial'))!)).toBeLessThan(events.indexOf(`progress 0/${script.length}`));
    expect(events.filter((event) => event.startsWith('progress')).at(-1)).toBe(`progress ${script.length}/${script.length}`);
  });

  it('gives the whole script’s error', async () => {
    const script = `${variedSqlScript(80_000, 5)}\nselect 'abc`;
    const outcome = await formatSqlInPieces({ query: script, options: OPTIONS }, control([]));
    expect(outcome).toEqual(formatSqlOutcome(script, OPTIONS));
    expect(outcome.ok).toBe(false);
  });
});
