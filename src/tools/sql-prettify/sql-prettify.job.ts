import type { PoolJobReport } from '../../modules/live-result/use-pool-job';
import { runInOrder, sendTextInPieces, type WorkerPool } from '../../engine/worker/worker-pool';
import { FIRST_CHUNK_SCAN_CHARS, SqlChunkAssembler, type SqlChunkResult, type SqlPlan } from './sql-chunks';
import type { FormatSqlOptions, FormatSqlOutcome } from './sql-prettify.service';
import type { SqlPrettifyWorkerApi } from './sql-prettify.worker';

export interface FormatRequest {
  query: string;
  options: FormatSqlOptions;
}

/**
 * The output is shown as it comes while it stays within this size (each update lays the whole text
 * out again: a larger partial output makes a main-thread task of over 50 ms); the first group is
 * always shown.
 */
export const PARTIAL_OUTPUT_LIMIT = 64 * 1024;

/**
 * A large script on the worker pool: cut into groups of statements (sql-statements.ts; the scan of
 * every character runs in a worker, 20–40 ms for 5 MB, the script handed over in pieces), formatted
 * in parallel and shown in order as they come. The first group (about 4 KB) is found and formatted
 * from the start of the script alone, before the whole script has been handed over and planned, and
 * shown at once; it stands for the plan's first group when the two agree. A group
 * that does not match the scan, or an error, is settled as sql-chunks.ts says, so output and error
 * are those of the whole script.
 */
export async function formatSqlOnPool(pool: WorkerPool<SqlPrettifyWorkerApi>, { query, options }: FormatRequest, report: PoolJobReport<string>): Promise<FormatSqlOutcome> {
  if (query.trim() === '') return { ok: true, output: '' };
  // The first group from the start of the script alone, at once, before the plan of the whole script.
  const firstGroup = pool.run((api) => api.formatFirst(query.slice(0, FIRST_CHUNK_SCAN_CHARS), options));
  firstGroup.then(
    (group) => group && report.partial(() => group.result.output),
    () => {},
  );
  // The whole script only once the typing pause is over (the first group did not wait for it).
  await report.pause();
  const plan = await pool.run<SqlPlan>(async (api) => {
    await sendTextInPieces(query, (piece) => api.append(piece));
    return api.plan(options.language);
  });
  const first = await firstGroup;
  const { chunks } = plan;
  const assembler = new SqlChunkAssembler(query, plan);
  const run = (from: number, to: number, tokenizeOnly = false) => pool.run<SqlChunkResult>((api) => api.formatChunk(query.slice(from, to), options, tokenizeOnly));
  // The early first group stands for the plan's when the plan starts with the same group.
  const done = first && chunks[0]![0] === 0 && chunks[0]![1] === first.end ? first.result : undefined;
  if (first && !done) report.partial(() => '');
  let stop: { index: number; step: 'rest' | 'error' } | undefined;
  let shown = 0;
  let showing = true;
  report.progress(0, query.length);
  await runInOrder<SqlPrettifyWorkerApi, SqlChunkResult>(
    pool,
    chunks.length,
    (api, index) => (index === 0 && done ? Promise.resolve(done) : (api.formatChunk(query.slice(chunks[index]![0], chunks[index]![1]), options, false) as Promise<SqlChunkResult>)),
    (result, index) => {
      const step = assembler.add(result, index);
      if (step !== 'next') {
        stop = { index, step };
        return false;
      }
      report.progress(chunks[index]![1], query.length);
      if (showing && result.ok) {
        shown += result.output.length;
        if (index === 0 || shown <= PARTIAL_OUTPUT_LIMIT) report.partial(() => assembler.partial());
        else showing = false;
      }
    },
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
