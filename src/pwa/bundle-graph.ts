/**
 * The build's graph, as the service worker plugin records it (vite-plugin-service-worker.ts): the
 * modules of the page's bundle and of each worker bundle with their static and dynamic imports,
 * and the files each bundle emitted with what loads with them. From it, `planOffline` decides what
 * the install-time precache holds and lists each tool's first-use files (what the tool downloads
 * the first time it is used, which "Make available offline" fetches ahead of time). Pure data and
 * functions: no Vite, no file system.
 */

/** One module of a bundle. Ids are relative to the project's root (`src/tools/x/x.ts`, `node_modules/…`). */
export interface GraphModule {
  imports: string[];
  dynamicImports: string[];
  /** Job modules it runs in the operation workers (`toolJobs('qr-code')` → `qr-code`). */
  jobs?: string[];
  /** Vendor asset groups it loads (`vendorUrl('pdfjs-wasm')`, `readVendorFile(…)`, `loadWasm(…)`). */
  vendors?: string[];
}

/** One emitted file: its size and the files that load with it (static imports, styles, assets, worker entries). */
export interface GraphFile {
  size: number;
  imports: string[];
  /** The modules rendered into it (chunks only). */
  modules?: string[];
}

export interface BundleGraph {
  /** The entry chunk (the page's `index-….js`, a worker bundle's entry). */
  entryFile?: string;
  modules: Record<string, GraphModule>;
  files: Record<string, GraphFile>;
}

/** The page's bundle, the worker bundles by their entry file, and the vendor groups' files. */
export interface AppGraph {
  main: BundleGraph;
  workers: Record<string, BundleGraph>;
  /** Vendor group → its files (`vendor/<group>/<file>`) with their sizes. */
  vendors: Record<string, Record<string, number>>;
}

export interface PrecachePolicy {
  /** No file above this size is precached (the MAC vendor database, pdf.js's worker…). */
  maxFileBytes: number;
  /**
   * A file that no page and no tool screen needs to open (a library a tool imports when it runs,
   * an operation worker's own copy of a tool's code) is precached only up to this size.
   */
  maxLazyFileBytes: number;
  /** Files that hold only modules matching one of these are first-use whatever their size. */
  firstUseModules: readonly RegExp[];
}

export const DEFAULT_POLICY: PrecachePolicy = {
  maxFileBytes: 1024 * 1024,
  // 160 KB: hash-wasm's chunk (123 KB, shared by the hash, bcrypt, password-hash and SSH key tools)
  // and markdown-it's fit, so Hash text and Markdown to HTML compute offline from the first visit.
  maxLazyFileBytes: 160 * 1024,
  // The ASCII art tool's FIGlet fonts, but its default one (each font is its own chunk, 9 MB together).
  firstUseModules: [/^node_modules\/figlet\/importable-fonts\/(?!Standard\.js$)/],
};

export interface OfflinePlan {
  /** Build files the service worker stores when it installs (not index.html nor public files). */
  precache: Set<string>;
  /** Tool id → its first-use files (build files and `vendor/…` files), for the tools that have some. */
  tools: Record<string, string[]>;
  /** Every file's size (build files and vendor files). */
  sizes: Record<string, number>;
  /** Files a page or a screen needs to open that the size limit left out of the precache. */
  openButTooLarge: string[];
}

const TOOL_FOLDER = /^src\/tools\/([^/]+)\//;

/** The tool folder a module belongs to, if any (`src/tools/<id>/…`). */
export function toolOf(moduleId: string): string | undefined {
  return TOOL_FOLDER.exec(moduleId)?.[1];
}

/**
 * Modules whose dynamic imports load what is asked for by name (the operation, job and detector
 * registries, smart paste's loader, the tool registry and the virtual modules of strings): a reach
 * does not follow them. Other modules' dynamic imports (the engine loading pdf-lib, an image codec
 * or an audio encoder when a tool runs) are what the tool needs.
 */
function isRegistry(moduleId: string): boolean {
  return /^src\/engine\/(registry|worker\/job-registry|detect\/detectors|detect\/smart-paste-loader)\.ts$/.test(moduleId) || /^src\/tools\/[^/]+\.tsx?$/.test(moduleId) || moduleId.startsWith('\0');
}

/**
 * The modules a tool may load: from `roots`, every static and dynamic import, except into another
 * tool's folder, the app shell and the pages, and except the registries' dynamic imports.
 */
export function reachModules(graph: BundleGraph, roots: Iterable<string>, tool: string): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const owner = toolOf(id);
    if ((owner !== undefined && owner !== tool) || id.startsWith('src/app/') || id.startsWith('src/pages/')) continue;
    seen.add(id);
    const module = graph.modules[id];
    if (!module) continue;
    stack.push(...module.imports);
    if (!isRegistry(id)) stack.push(...module.dynamicImports);
  }
  return seen;
}

/** Module id → the file that holds it. */
function moduleFiles(graph: BundleGraph): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, file] of Object.entries(graph.files)) for (const id of file.modules ?? []) files.set(id, name);
  return files;
}

/** `starts` and every file they load statically. */
export function fileClosure(graph: BundleGraph, starts: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...(graph.files[name]?.imports ?? []));
  }
  return seen;
}

/** What a page or a tool's screen needs to open: the shell, the pages, every screen and every tool's strings. */
function isOpenRoot(moduleId: string): boolean {
  return (
    /^src\/(app|pages|locales)\//.test(moduleId) ||
    moduleId === 'src/main.tsx' ||
    moduleId.startsWith('\0virtual:') ||
    /^src\/tools\/[^/]+\/(locales\/[\w-]+\.json|[^/]+\.tsx)$/.test(moduleId)
  );
}

/** The worker bundles whose entry is among `files`. */
function workersIn(app: AppGraph, files: Iterable<string>): BundleGraph[] {
  return [...files].flatMap((name) => (app.workers[name] ? [app.workers[name]] : []));
}

/**
 * The precache and each tool's first-use files.
 *
 * Precached (stored when the service worker installs, so every page and every tool opens offline
 * after one visit): what opening needs — the shell, the pages, every tool's screen and strings in
 * every language, each operation worker's entry, with every file they load statically — and any
 * other file up to `maxLazyFileBytes`; never a file over `maxFileBytes` nor one of
 * `firstUseModules`.
 *
 * A tool's first-use files: the files its screen, its operations and its strings may load
 * (`reachModules`: static and dynamic imports, the assets and worker entries of the files that
 * hold them; in each worker bundle, the tool's own modules and the job modules its code names),
 * and the vendor groups its modules name — less the precache.
 */
export function planOffline(app: AppGraph, policy: PrecachePolicy = DEFAULT_POLICY): OfflinePlan {
  const sizes: Record<string, number> = {};
  for (const graph of [app.main, ...Object.values(app.workers)]) for (const [name, file] of Object.entries(graph.files)) sizes[name] = file.size;
  for (const files of Object.values(app.vendors)) Object.assign(sizes, files);

  const mainFiles = moduleFiles(app.main);
  const openStarts = [app.main.entryFile, ...Object.keys(app.main.modules).filter(isOpenRoot).map((id) => mainFiles.get(id))].filter((name): name is string => name !== undefined);
  const open = fileClosure(app.main, openStarts);
  for (const worker of workersIn(app, open)) for (const name of fileClosure(worker, [worker.entryFile!])) open.add(name);

  const firstUseOnly = (graph: BundleGraph, name: string) => {
    const modules = graph.files[name]?.modules ?? [];
    return modules.length > 0 && modules.every((id) => policy.firstUseModules.some((pattern) => pattern.test(id)));
  };
  const precache = new Set<string>();
  const openButTooLarge: string[] = [];
  for (const graph of [app.main, ...Object.values(app.workers)]) {
    for (const [name, file] of Object.entries(graph.files)) {
      if (file.size > policy.maxFileBytes) {
        if (open.has(name) && !openButTooLarge.includes(name)) openButTooLarge.push(name);
        continue;
      }
      if (firstUseOnly(graph, name)) continue;
      if (open.has(name) || file.size <= policy.maxLazyFileBytes) precache.add(name);
    }
  }

  const tools: Record<string, string[]> = {};
  const toolIds = [...new Set(Object.keys(app.main.modules).map(toolOf))].filter((id): id is string => id !== undefined).sort();
  for (const tool of toolIds) {
    const needed = new Set<string>();
    const vendors = new Set<string>();
    const jobs = new Set<string>();
    const collect = (graph: BundleGraph, modules: Set<string>) => {
      for (const id of modules) {
        for (const group of graph.modules[id]?.vendors ?? []) vendors.add(group);
        for (const name of graph.modules[id]?.jobs ?? []) jobs.add(name);
      }
      const holders = moduleFiles(graph);
      return fileClosure(graph, [...modules].map((id) => holders.get(id)).filter((name): name is string => name !== undefined));
    };
    const ownRoots = (graph: BundleGraph) => Object.keys(graph.modules).filter((id) => toolOf(id) === tool);
    const mainReach = collect(app.main, reachModules(app.main, ownRoots(app.main), tool));
    for (const name of mainReach) needed.add(name);
    for (const worker of workersIn(app, mainReach)) {
      const jobRoots = Object.keys(worker.modules).filter((id) => [...jobs].some((job) => id.endsWith(`/${job}.jobs.ts`)));
      const workerReach = collect(worker, reachModules(worker, [...ownRoots(worker), ...jobRoots], tool));
      for (const name of fileClosure(worker, [worker.entryFile!, ...workerReach])) needed.add(name);
    }
    for (const group of [...vendors].sort()) for (const name of Object.keys(app.vendors[group] ?? {})) needed.add(name);
    const firstUse = [...needed].filter((name) => !precache.has(name) && sizes[name] !== undefined).sort();
    if (firstUse.length > 0) tools[tool] = firstUse;
  }
  return { precache, tools, sizes, openButTooLarge };
}

/**
 * The JSON the page loads (`offline.json`): each first-use file once with its size, and per tool the
 * indexes of its files in that list.
 */
export interface OfflineManifest {
  /** The service worker's version: the precache's name. */
  version: string;
  precache: { files: number; bytes: number };
  files: [name: string, bytes: number][];
  tools: Record<string, number[]>;
}

export function offlineManifest(plan: OfflinePlan, version: string, precacheBytes: number, precacheFiles: number): OfflineManifest {
  const names = [...new Set(Object.values(plan.tools).flat())].sort();
  const index = new Map(names.map((name, position) => [name, position]));
  return {
    version,
    precache: { files: precacheFiles, bytes: precacheBytes },
    files: names.map((name) => [name, plan.sizes[name] ?? 0]),
    tools: Object.fromEntries(Object.entries(plan.tools).map(([tool, files]) => [tool, files.map((name) => index.get(name)!)])),
  };
}
