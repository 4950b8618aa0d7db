import { describe, expect, it, vi } from 'vitest';
import type { LiveControl } from '../../modules/live-result/use-live-result';
import { variedYamlStream } from './yaml-prettify.bench-data.mjs';
import { prettifyYamlInPieces } from './yaml-prettify.pieces';
import { prettifyYamlOutcome, type PrettifyYamlOptions } from './yaml-prettify.service';

// The operation workers, replaced by the job module run in this thread (each call a task of its own, as a message would be).
vi.mock('../../engine/worker/operation-pool', async () => {
  const jobs = (await import('./yaml-prettify.jobs')) as unknown as Record<string, (input: unknown, context: object) => unknown>;
  const call = async (name: string, input: unknown) => (await new Promise((resolve) => setTimeout(resolve, 0)), jobs[name]!(input, {}));
  return {
    toolJobs: () => ({
      run: (name: string, input: unknown) => call(name, input),
      hold: (task: (call: (name: string, input: unknown) => Promise<unknown>) => Promise<unknown>) => task(call),
      preload: () => {},
    }),
  };
});

function control(events: string[]): LiveControl<string> {
  return {
    signal: new AbortController().signal,
    onProgress: (done, total) => events.push(`progress ${done}/${total}`),
    onPartial: (value) => events.push(`partial ${value().length}`),
    pause: async () => void events.push('pause'),
  };
}

describe('prettifyYamlInPieces', () => {
  it.each([
    { sortKeys: false, indentSize: 2 },
    { sortKeys: true, indentSize: 4 },
  ] satisfies PrettifyYamlOptions[])('shows the first chunk before the pause, then progress; the output is the whole stream’s (%o)', async (options) => {
    const text = variedYamlStream(300_000, 7, { documentChars: [1_000, 60_000] });
    const events: string[] = [];
    const outcome = await prettifyYamlInPieces({ text, options }, control(events));
    expect(outcome).toEqual(prettifyYamlOutcome(text, options));
    expect(events[0]).toBe('pause');
    // Sorted keys: this stream's chunks cannot stand for it (yaml-chunks.ts says why), so it is prettified whole (progress unknown).
    const last = options.sortKeys ? 'progress 0/0' : `progress ${text.length}/${text.length}`;
    if (!options.sortKeys) expect(events[1]).toMatch(/^partial [1-9]/);
    expect(events.filter((event) => event.startsWith('progress')).at(-1)).toBe(last);
  });

  it('gives the whole stream’s error', async () => {
    const text = `${variedYamlStream(60_000, 9)}\n---\nkey: [unclosed\n`;
    const outcome = await prettifyYamlInPieces({ text, options: { sortKeys: false, indentSize: 2 } }, control([]));
    expect(outcome).toEqual(prettifyYamlOutcome(text, { sortKeys: false, indentSize: 2 }));
    expect(outcome.ok).toBe(false);
  });
});
