/**
 * Tesseract in the browser: tesseract.js starts its own worker (nested in our operation worker) from
 * our origin — its script, its core and the English model from vendor/ (`vendorUrl`), never a CDN
 * nor a blob: URL (the Content-Security-Policy allows workers from 'self' only). Other languages
 * come from its cache in IndexedDB, where the page put the models the person added
 * (`ocr-image.languages.ts`); nothing is written back there.
 *
 * The worker is kept for the next image (loading the core and a model takes a second or two) and
 * ended after a while unused, or at once when a run is cancelled.
 */
import { createWorker, type Worker } from 'tesseract.js';
import { ToolInputError } from '../../lib/errors';
import { vendorUrl } from '../../engine/vendor-assets';
import { abortError, RECOGNITION_PARAMETERS, stageOf, type EngineProgress, type EngineStage, type Recognize, type TesseractPage } from './ocr-image.engine';
import { BUNDLED_LANGUAGE, hasLanguage, LANGUAGE_CACHE_PATH, SIMD_TEST_MODULE } from './ocr-image.languages';

/** An unused worker is ended after this long (it holds the core and the model: ~100 MB). */
const IDLE_MS = 120_000;

interface Slot {
  languages: string;
  worker: Promise<Worker>;
  /** Where the running job's progress goes (the logger is given once, at creation). */
  listener: EngineProgress | undefined;
  /** The stage tesseract.js last reported: a failure while loading the models is the models' fault. */
  stage: EngineStage | undefined;
  idle: ReturnType<typeof setTimeout> | undefined;
}

let slot: Slot | undefined;

function end(ending: Slot | undefined): void {
  if (!ending) return;
  if (slot === ending) slot = undefined;
  clearTimeout(ending.idle);
  ending.worker.then((worker) => worker.terminate()).catch(() => undefined);
}

function start(languages: string): Slot {
  const created: Slot = { languages, worker: Promise.resolve(undefined as never), listener: undefined, stage: undefined, idle: undefined };
  let failed: (error: Error) => void = () => undefined;
  const failure = new Promise<never>((_, reject) => (failed = reject));
  const core = WebAssembly.validate(SIMD_TEST_MODULE) ? 'tesseract-core-simd-lstm.wasm.js' : 'tesseract-core-lstm.wasm.js';
  const worker = createWorker(languages, 1, {
    workerPath: `${vendorUrl('tesseract-worker')}worker.min.js`,
    // One file, not the folder: tesseract.js would pick a relaxed-SIMD build we do not ship. The
    // `.wasm.js` build holds its WebAssembly (a separate .wasm would be looked for beside the worker).
    corePath: `${vendorUrl('tesseract-core')}${core}`,
    langPath: vendorUrl('tesseract-eng'),
    cachePath: LANGUAGE_CACHE_PATH,
    cacheMethod: 'readOnly',
    gzip: true,
    workerBlobURL: false,
    logger: (message) => {
      const stage = stageOf(message.status);
      if (!stage) return;
      created.stage = stage;
      created.listener?.(stage, message.progress);
    },
    // Without it a failed step throws inside the worker's message handler and createWorker never settles.
    errorHandler: (error: unknown) => failed(new Error(String(error))),
  });
  created.worker = Promise.race([worker, failure]);
  created.worker.catch(() => end(created));
  return created;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const recognize: Recognize = async ({ image, languages, progress, signal }) => {
  for (const code of languages) {
    if (code !== BUNDLED_LANGUAGE && !(await hasLanguage(code))) throw new ToolInputError('errors.languageMissing', { params: { code } });
  }
  if (signal?.aborted) throw abortError();
  const key = languages.join('+');
  if (slot && slot.languages !== key) end(slot);
  const current = (slot ??= start(key));
  clearTimeout(current.idle);
  current.listener = progress;
  const onAbort = () => end(current);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    let worker: Worker;
    try {
      worker = await current.worker;
    } catch (error) {
      if (signal?.aborted) throw abortError();
      const message = describe(error);
      // A model that is not one fails Tesseract's initialisation ("initialization failed"), or
      // aborts it; either way after the core has loaded, while the models were being read.
      const added = languages.filter((code) => code !== BUNDLED_LANGUAGE);
      if (added.length > 0 && (current.stage === 'language' || /initiali[sz]ation failed/i.test(message))) throw new ToolInputError('errors.languageUnreadable', { params: { codes: added.join('+') }, detail: message });
      throw new ToolInputError('errors.engineFailed', { detail: message });
    }
    const aborted = new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(abortError()), { once: true }));
    const { data } = await Promise.race([worker.recognize(image as unknown as Parameters<Worker['recognize']>[0], { ...RECOGNITION_PARAMETERS } as never, { text: true, blocks: true }), aborted]);
    return data as unknown as TesseractPage;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    current.listener = undefined;
    if (slot === current) current.idle = setTimeout(() => end(current), IDLE_MS);
  }
};
