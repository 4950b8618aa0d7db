import { TextInbox } from '../../engine/worker/worker-pool';
import { formatFirstChunk, formatSqlChunk, planSqlChunks, type SqlChunkResult, type SqlPlan } from './sql-chunks';
import type { FormatSqlOptions } from './sql-prettify.service';

/**
 * Run in the operation workers (never loaded on the page): the pieces of a large script
 * (sql-prettify.pieces.ts). The script handed over in pieces stays in the worker that took them.
 */
const inbox = new TextInbox();

/** The first group of statements from the start of the script (formatFirstChunk): shown before the whole script is planned. */
export function formatFirst({ head, options }: { head: string; options: FormatSqlOptions }): ReturnType<typeof formatFirstChunk> {
  return formatFirstChunk(head, options);
}

/** A piece of the script to plan (sendTextInPieces). */
export function append(piece: string): void {
  inbox.append(piece);
}

/** Where to cut the script whose pieces came (a scan of every character: kept off the main thread). */
export function plan(language: FormatSqlOptions['language']): SqlPlan {
  return planSqlChunks(inbox.take(), language);
}

export function formatChunk({ text, options, tokenizeOnly }: { text: string; options: FormatSqlOptions; tokenizeOnly: boolean }): SqlChunkResult {
  return formatSqlChunk(text, options, tokenizeOnly);
}
