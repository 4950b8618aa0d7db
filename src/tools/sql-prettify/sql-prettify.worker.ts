// Not an operation run: it plans the cuts of one large script and formats its pieces on a pool (usePoolJob), showing the output as it comes.
import { expose } from 'comlink';
import { formatSqlChunk, planSqlChunks, type SqlChunkResult, type SqlPlan } from './sql-chunks';
import { formatSqlOutcome, type FormatSqlOptions, type FormatSqlOutcome } from './sql-prettify.service';

/** Large queries are formatted here, off the main thread: whole, or statement group by group on a pool. */
const api = {
  format(query: string, options: FormatSqlOptions): FormatSqlOutcome {
    return formatSqlOutcome(query, options);
  },
  /** Where to cut the script (a scan of every character: kept off the main thread). */
  plan(query: string, language: FormatSqlOptions['language']): SqlPlan {
    return planSqlChunks(query, language);
  },
  formatChunk(text: string, options: FormatSqlOptions, tokenizeOnly: boolean): SqlChunkResult {
    return formatSqlChunk(text, options, tokenizeOnly);
  },
};

export type SqlPrettifyWorkerApi = typeof api;

expose(api);
