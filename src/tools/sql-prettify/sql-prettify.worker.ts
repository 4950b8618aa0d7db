import { expose } from 'comlink';
import { formatSqlOutcome, type FormatSqlOptions, type FormatSqlOutcome } from './sql-prettify.service';

/** Large queries are formatted here, off the main thread. */
const api = {
  format(query: string, options: FormatSqlOptions): FormatSqlOutcome {
    return formatSqlOutcome(query, options);
  },
};

export type SqlPrettifyWorkerApi = typeof api;

expose(api);
