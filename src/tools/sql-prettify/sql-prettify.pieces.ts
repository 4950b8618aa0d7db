import type { JobCall } from '../../engine/worker/jobs';
import { toolJobs } from '../../engine/worker/operation-pool';
import { defaultPoolSize, runInOrder, sendTextInPieces } from '../../engine/worker/worker-pool';
import type { LiveControl } from '../../modules/live-result/use-live-result';
import { FIRST_CHUNK_SCAN_CHARS, SqlChunkAssembler, type SqlChunkResult } from './sql-chunks';
import type * as SqlJobs from './sql-prettify.jobs';
import type { FormatSqlOptions, FormatSqlOutcome } from './sql-prettify.service';

export interface FormatRequest {
  query: string;
  options: FormatSqlOptions;
}

/** sql-prettify.jobs.ts, in the operation workers. */
export const sqlJobs = toolJobs<typeof SqlJobs>('sql-prettify');

/**
 * The output is shown as it comes while it stays within this size (each update lays the whole text
 * out again: a larger partial output makes a main-thread task of over 50 ms); the first group is
 * always shown.
 */
export const PARTIAL_OUTPUT_LIMIT = 64 * 1024;

/**
 * A large script on the operation workers (useLiveResult's eager remote): cut into groups of
 * statements (sql-statements.ts; the scan of every character runs in a worker, 20–40 ms for 5 MB,
 * the script handed over in pieces), formatted in parallel and shown in order as they come. The
 * first group (about 4 KB) is found and formatted from the start of the script alone, before the
 * typing pause is over and the whole script handed over and planned, and shown at once; it stands
 * for the plan's first group when the two agree. A group that does not match the scan, or an
 * error, is settled as sql-chunks.ts says, so output and error are those of the whole script.
 * Every call is stopped by the control's signal (a newer request, Cancel).
 */
export async function formatSqlInPieces({ query, options }: FormatRequest, control: LiveControl<string>): Promise<FormatSqlOutcome> {
  if (query.trim() === '') return { ok: true, output: '' };
  const { signal } = control;
  // The first group from the start of the script alone, at once, before the plan of the whole script.
  const firstGroup = sqlJobs.run('formatFirst', { head: query.slice(0, FIRST_CHUNK_SCAN_CHARS), options }, { signal });
  firstGroup.then(
    (group) => group && control.onPartial(() => group.result.output),
    () => {},
  );
  // The whole script only once the typing pause is over (the first group did not wait for it).
  await control.pause();
  const plan = await sqlJobs.hold(async (call) => {
    await sendTextInPieces(query, (piece) => call('append', piece));
    return call('plan', options.language);
  }, signal);
  const first = await firstGroup;
  const { chunks } = plan;
  const assembler = new SqlChunkAssembler(query, plan);
  const run = (from: number, to: number, tokenizeOnly = false) => sqlJobs.run('formatChunk', { text: query.slice(from, to), options, tokenizeOnly }, { signal });
  // The early first group stands for the plan's when the plan starts with the same group.
  const done = first && chunks[0]![0] === 0 && chunks[0]![1] === first.end ? first.result : undefined;
  if (first && !done) control.onPartial(() => '');
  let stop: { index: number; step: 'rest' | 'error' } | undefined;
  let shown = 0;
  let showing = true;
  control.onProgress(0, query.length);
  await runInOrder<JobCall<typeof SqlJobs>, SqlChunkResult>(
    (task) => sqlJobs.hold(task, signal),
    chunks.length,
    (call, index) => (index === 0 && done ? Promise.resolve(done) : call('formatChunk', { text: query.slice(chunks[index]![0], chunks[index]![1]), options, tokenizeOnly: false })),
    (result, index) => {
      const step = assembler.add(result, index);
      if (step !== 'next') {
        stop = { index, step };
        return false;
      }
      control.onProgress(chunks[index]![1], query.length);
      if (showing && result.ok) {
        shown += result.output.length;
        if (index === 0 || shown <= PARTIAL_OUTPUT_LIMIT) control.onPartial(() => assembler.partial());
        else showing = false;
      }
    },
    // As many at once as the page leaves cores for (a core stays with the page: it joins and shows the output).
    defaultPoolSize(),
  );
  if (!stop) return { ok: true, output: assembler.output() };
  const start = chunks[stop.index]![0];
  if (stop.step === 'error') {
    const settled = assembler.settleError(stop.index, await run(start, query.length, true));
    if (settled) return settled;
  }
  // The rest in one piece (the scan was wrong there): slower, exact.
  return assembler.finishRest(await run(start, query.length), start);
}
