import { expose } from 'comlink';
import { normalizeEmails, type NormalizeEmailsOptions } from './email-normalizer.service';

/** Long lists (hundreds of thousands of lines) are normalized here, off the main thread. */
const api = {
  normalize(text: string, options: NormalizeEmailsOptions): string {
    return normalizeEmails(text, options);
  },
};

export type EmailNormalizerWorkerApi = typeof api;

expose(api);
