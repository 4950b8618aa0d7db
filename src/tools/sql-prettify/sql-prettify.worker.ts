// Not an operation run: it plans the cuts of one large script and formats its pieces on a pool (usePoolJob), showing the output as it comes.
import { expose } from 'comlink';
import { formatFirstChunk, formatSqlChunk, planSqlChunks, type SqlChunkResult, type SqlPlan } from './sql-chunks';
import { formatSqlOutcome, type FormatSqlOptions, type FormatSqlOutcome } from './sql-prettify.service';
import { TextInbox } from '../../engine/worker/worker-pool';

const inbox = new TextInbox();

/** Large queries are formatted here, off the main thread: whole, or statement group by group on a pool. */
const api = {
  format(query: string, options: FormatSqlOptions): FormatSqlOutcome {
    return formatSqlOutcome(query, options);
  },
  /** The first group of statements from the start of the script (formatFirstChunk): shown before the whole script is planned. */
  formatFirst(head: string, options: FormatSqlOptions): ReturnType<typeof formatFirstChunk> {
    return formatFirstChunk(head, options);
  },
  /** A piece of the script to plan (sendTextInPieces). */
  append(piece: string): void {
    inbox.append(piece);
  },
  /** Where to cut the script whose pieces came (a scan of every character: kept off the main thread). */
  plan(language: FormatSqlOptions['language']): SqlPlan {
    return planSqlChunks(inbox.take(), language);
  },
  formatChunk(text: string, options: FormatSqlOptions, tokenizeOnly: boolean): SqlChunkResult {
    return formatSqlChunk(text, options, tokenizeOnly);
  },
};

export type SqlPrettifyWorkerApi = typeof api;

expose(api);
