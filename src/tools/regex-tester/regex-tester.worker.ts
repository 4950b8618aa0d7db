import { expose } from 'comlink';
import { regexDiagramSvg } from './regex-tester.diagram';
import { runRegex, type RegexRunOutcome, type RegexRunRequest } from './regex-tester.service';

/**
 * The user's pattern runs here: a catastrophic pattern blocks this worker, never the page, which
 * terminates it after 1 s.
 */
const api = {
  ready(): true {
    return true;
  },
  diagram(pattern: string, flags: string): string | undefined {
    return regexDiagramSvg(pattern, flags);
  },
  run(request: RegexRunRequest): RegexRunOutcome {
    return runRegex(request);
  },
};

export type RegexTesterWorkerApi = typeof api;

expose(api);
