import { expose } from 'comlink';
import {
  createSecondOpinionChecker,
  zxcvbnPackFor,
  type SecondOpinion,
  type SecondOpinionChecker,
  type ZxcvbnPackId,
} from './password-strength-analyser.zxcvbn';

/**
 * zxcvbn off the main thread: decompressing its dictionaries and building its ranked lists take
 * hundreds of milliseconds, a check of a long password tens. The checker of each pack is made once
 * and kept for the life of the worker (the life of the page).
 */
const checkers = new Map<ZxcvbnPackId, Promise<SecondOpinionChecker>>();

function checkerFor(uiLanguage: string): Promise<SecondOpinionChecker> {
  const pack = zxcvbnPackFor(uiLanguage);
  let checker = checkers.get(pack);
  if (!checker) {
    checker = createSecondOpinionChecker(pack);
    checkers.set(pack, checker);
    // A failed load is retried on the next request instead of being cached.
    checker.catch(() => checkers.delete(pack));
  }
  return checker;
}

/** Numbers the checks: one superseded by a newer request before it starts is skipped. */
let latestRequest = 0;

const api = {
  /** Starts loading the dictionaries before the first keystroke. */
  async prepare(uiLanguage: string): Promise<void> {
    await checkerFor(uiLanguage);
  },
  /**
   * zxcvbn's verdict, or null when a newer request arrived meanwhile: checks take tens to hundreds
   * of milliseconds (the Levenshtein pass), so requests sent while one runs would otherwise queue
   * up and the newest answer would arrive late. Yielding once lets those newer messages in first.
   */
  async check(password: string, uiLanguage: string): Promise<SecondOpinion | null> {
    latestRequest += 1;
    const request = latestRequest;
    const checker = await checkerFor(uiLanguage);
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (request !== latestRequest) return null;
    return checker(password);
  },
};

export type PasswordStrengthWorkerApi = typeof api;

expose(api);
