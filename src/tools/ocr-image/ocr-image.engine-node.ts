/**
 * Tesseract in Node (the command line, the unit tests): tesseract.js's own worker script, run in the
 * process with an adapter of ours, instead of its Node worker thread — that thread's script and the
 * core it `require`s by package name are not beside the bundled command line. The adapter loads
 * the core and the English model from our vendor copies (`vendorUrl` gives their file: URLs), other
 * languages from the folder named by TESSDATA_PREFIX (Tesseract's own convention), and fetches
 * nothing else. The command line runs one recognition at a time per thread; calls here wait their
 * turn. A run cannot be interrupted inside Tesseract: cancelling stops it between its steps.
 */
import type * as WorkerScriptModule from 'tesseract.js/src/worker-script/index.js';
import type { WorkerScriptAdapter, WorkerScriptMessage, WorkerScriptPacket } from 'tesseract.js/src/worker-script/index.js';
import { ToolInputError } from '../../lib/errors';
import { vendorUrl } from '../../engine/vendor-assets';
import { abortError, RECOGNITION_PARAMETERS, stageOf, type EngineRequest, type Recognize, type TesseractPage } from './ocr-image.engine';
import { BUNDLED_LANGUAGE, SIMD_TEST_MODULE } from './ocr-image.languages';

type WorkerScript = typeof WorkerScriptModule;

/** The folders where a language other than English may be: TESSDATA_PREFIX, or its `tessdata/` (Tesseract 3's meaning). */
function languageFolders(): string[] {
  const prefix = process.env.TESSDATA_PREFIX;
  if (!prefix) return [];
  const { join } = process.getBuiltinModule('node:path');
  return [prefix, join(prefix, 'tessdata')];
}

/** The file of a language other than English: `<code>.traineddata` or `<code>.traineddata.gz` in TESSDATA_PREFIX. */
export function languageFile(code: string): string | undefined {
  const { existsSync } = process.getBuiltinModule('node:fs');
  const { join } = process.getBuiltinModule('node:path');
  for (const folder of languageFolders()) {
    for (const name of [`${code}.traineddata`, `${code}.traineddata.gz`]) {
      const path = join(folder, name);
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}

/** Only our own vendor files are ever read by URL. */
async function readFileUrl(url: string): Promise<Response> {
  const own = [vendorUrl('tesseract-eng'), vendorUrl('tesseract-core')];
  if (!url.startsWith('file:') || !own.some((folder) => url.startsWith(folder))) throw new Error(`Refusing to load ${url}: only the bundled files are read`);
  const { readFile } = process.getBuiltinModule('node:fs/promises');
  return new Response(new Uint8Array(await readFile(new URL(url))));
}

function coreFile(): string {
  return WebAssembly.validate(SIMD_TEST_MODULE) ? 'tesseract-core-simd-lstm.wasm.js' : 'tesseract-core-lstm.wasm.js';
}

/**
 * The core's Emscripten factory, from its script (a CommonJS-or-global script): run as CommonJS
 * whatever the folder's package says — the command line's own package is "type": "module", where
 * Node's `require` would load it as an ES module that exports nothing.
 */
async function loadCore(url: URL): Promise<(options: unknown) => Promise<unknown>> {
  const { readFile } = process.getBuiltinModule('node:fs/promises');
  const { createRequire } = process.getBuiltinModule('node:module');
  const { fileURLToPath } = process.getBuiltinModule('node:url');
  const { dirname } = process.getBuiltinModule('node:path');
  const { compileFunction } = process.getBuiltinModule('node:vm');
  const path = fileURLToPath(url);
  const module = { exports: {} as unknown };
  const body = compileFunction(await readFile(path, 'utf8'), ['exports', 'require', 'module', '__filename', '__dirname'], { filename: path });
  body(module.exports, createRequire(url), module, path, dirname(path));
  if (typeof module.exports !== 'function') throw new Error(`${path} is not Tesseract's core`);
  return module.exports as (options: unknown) => Promise<unknown>;
}

/**
 * Tesseract's notes on its own work ("Estimating resolution as 194") and its own wording of a model
 * it cannot load (our message says it better, without its advice about TESSDATA_PREFIX), which its
 * WebAssembly build writes to stderr: not for the command line's user. Anything else still goes to
 * stderr.
 */
const TESSERACT_NOTES = /^(?:Estimating resolution as \d+|Warning: Invalid resolution \d+ dpi\. Using \d+ instead\.|Detected \d+ diacritics|Empty page!*|Too few characters\. Skipping this page|Line cannot be recognized!*|Image too (?:small|large) to (?:scale|learn)!*.*|Error opening data file .*|Please make sure the TESSDATA_PREFIX .*|Failed loading language .*|Tesseract couldn't load any languages!*)\s*$/;

/**
 * The core's factory, made to write to our filter instead of stderr: Emscripten binds
 * `console.error` when the factory is called (the core takes no `printErr`), so it is swapped for
 * that synchronous moment only.
 */
function quietCore(core: (options: unknown) => Promise<unknown>): (options: unknown) => Promise<unknown> {
  return (options) => {
    const original = console.error;
    console.error = (...args: unknown[]) => {
      if (!(args.length === 1 && typeof args[0] === 'string' && TESSERACT_NOTES.test(args[0]))) original.apply(console, args);
    };
    try {
      return core(options);
    } finally {
      console.error = original;
    }
  };
}

const adapter: WorkerScriptAdapter = {
  getCore: async (_lstmOnly, _corePath, res) => {
    res.progress({ status: 'loading tesseract core', progress: 0 });
    const core = await loadCore(new URL(coreFile(), vendorUrl('tesseract-core')));
    res.progress({ status: 'loading tesseract core', progress: 1 });
    return quietCore(core);
  },
  gunzip: (data) => process.getBuiltinModule('node:zlib').gunzipSync(data),
  fetch: readFileUrl,
  // The "cache" is where other languages are: English is always our bundled model (the page's too).
  readCache: async (path) => {
    const code = /([^/]+)\.traineddata$/.exec(path)?.[1];
    const file = code && code !== BUNDLED_LANGUAGE ? languageFile(code) : undefined;
    if (!file) return undefined;
    const { readFile } = process.getBuiltinModule('node:fs/promises');
    return new Uint8Array(await readFile(file));
  },
  writeCache: async () => undefined,
  deleteCache: async () => undefined,
  checkCache: async () => false,
};

let script: Promise<WorkerScript> | undefined;
let jobs = 0;
/** The languages loaded into Tesseract's file system, and those it was initialised with. */
const loaded = new Set<string>();
let initialised: string | undefined;

function call(worker: WorkerScript, action: WorkerScriptPacket['action'], payload: unknown, onProgress?: (status: string, progress: number) => void): Promise<unknown> {
  jobs += 1;
  return new Promise((resolve, reject) => {
    worker.dispatchHandlers({ workerId: 'it-tools', jobId: `job-${jobs}`, action, payload }, (message: WorkerScriptMessage) => {
      if (message.status === 'resolve') resolve(message.data);
      else if (message.status === 'reject') reject(new Error(String(message.data)));
      else if (message.status === 'progress') {
        const data = message.data as { status?: string; progress?: number };
        onProgress?.(data.status ?? '', data.progress ?? 0);
      }
    });
  });
}

async function run({ image, languages, progress, signal }: EngineRequest): Promise<TesseractPage> {
  for (const code of languages) {
    if (code !== BUNDLED_LANGUAGE && !languageFile(code)) throw new ToolInputError('errors.languageMissingNode', { params: { code } });
  }
  const report = (status: string, fraction: number) => {
    const stage = stageOf(status);
    if (stage) progress?.(stage, fraction);
  };
  const check = () => {
    if (signal?.aborted) throw abortError();
  };
  script ??= import('tesseract.js/src/worker-script/index.js').then((module) => {
    const worker = ((module as { default?: WorkerScript }).default ?? module) as WorkerScript;
    worker.setAdapter(adapter);
    return worker;
  });
  const worker = await script;
  check();
  await call(worker, 'load', { options: { lstmOnly: true, corePath: vendorUrl('tesseract-core'), logging: false } }, report);
  check();
  const missing = languages.filter((code) => !loaded.has(code));
  if (missing.length > 0) {
    await call(worker, 'loadLanguage', { langs: missing.join('+'), options: { langPath: vendorUrl('tesseract-eng'), cacheMethod: 'readOnly', gzip: true, lstmOnly: true } }, report);
    for (const code of missing) loaded.add(code);
  }
  const key = languages.join('+');
  if (initialised !== key) {
    initialised = undefined;
    try {
      await call(worker, 'initialize', { langs: key, oem: 1, config: {} }, report);
    } catch (error) {
      // A file that is not a Tesseract model: forget it, so a corrected one is read next time.
      for (const code of languages) if (code !== BUNDLED_LANGUAGE) loaded.delete(code);
      throw new ToolInputError('errors.languageUnreadable', { params: { codes: languages.filter((code) => code !== BUNDLED_LANGUAGE).join('+') || key }, detail: error instanceof Error ? error.message : String(error) });
    }
    initialised = key;
  }
  check();
  return (await call(worker, 'recognize', { image, options: RECOGNITION_PARAMETERS, output: { text: true, blocks: true } }, report)) as TesseractPage;
}

let queue: Promise<unknown> = Promise.resolve();

/** One recognition at a time: Tesseract's state (its loaded model) is one per process or thread. */
export const recognize: Recognize = (request) => {
  const next = queue.then(
    () => run(request),
    () => run(request),
  );
  queue = next.catch(() => undefined);
  return next;
};
