import { expose } from 'comlink';
import { computeTextStatistics, type TextStatistics } from './text-statistics.service';

/** Large texts (a 5 MB paste) are counted here, off the main thread. */
const api = {
  compute(text: string): TextStatistics {
    return computeTextStatistics(text);
  },
};

export type TextStatisticsWorkerApi = typeof api;

expose(api);
