import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { OutputBundle, PluginContext } from 'rolldown';
import type { Plugin } from 'vite';
import { packageOf, readPackage } from '../../scripts/licenses.mjs';
import { vendorFiles } from '../../scripts/vite-plugin-vendor-assets';
import { VENDOR_ASSETS, type VendorAssetName } from '../engine/vendor-assets';
import { DEFAULT_POLICY, offlineManifest, planOffline, type AppGraph, type BundleGraph, type GraphModule, type PrecachePolicy } from './bundle-graph';

/** The file the page reads each tool's first-use files from (src/modules/offline/). */
export const OFFLINE_MANIFEST = 'offline.json';
/** The packages whose code is in the build, with their licences (scripts/licenses.mjs checks them). */
export const LICENSES_FILE = 'licenses.json';
/**
 * index.html's `<meta name="it-tools-first-use" content="<tool> <tool>…">`: the tools that have
 * first-use files, so a tool page knows without a request whether to load the offline status.
 */
export const FIRST_USE_META = 'it-tools-first-use';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** `toolJobs('qr-code')` (type arguments allowed): the job module a screen runs in the workers. */
const JOBS_CALL = /\btoolJobs\s*(?:<[^>]*>)?\s*\(\s*['"]([\w-]+)['"]/g;
/** `vendorUrl('pdfjs-wasm')`, `readVendorFile('x', …)`, `loadWasm('x', …)`: a vendor group a module loads. */
const VENDOR_CALL = /\b(?:vendorUrl|readVendorFile|loadWasm)\s*\(\s*['"]([\w-]+)['"]/g;

const matchesOf = (code: string, pattern: RegExp) => [...new Set([...code.matchAll(pattern)].map((match) => match[1]!))];

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** What Vite adds to a chunk: its stylesheets and the assets (worker entries included) its code names. */
interface ViteChunkMetadata {
  importedCss: Set<string>;
  importedAssets: Set<string>;
}

/**
 * Records the page's bundle and each worker bundle: their modules and imports (from the module
 * graph; what the code names only by string, job modules and vendor groups, read in `transform`)
 * and the files they emitted.
 */
export class GraphRecorder {
  readonly graph: AppGraph = { main: { modules: {}, files: {} }, workers: {}, vendors: {} };
  private readonly named = new Map<string, Pick<GraphModule, 'jobs' | 'vendors'>>();

  constructor(private readonly root: string) {}

  /** A module id relative to the root with posix separators; a worker entry's query dropped. */
  id(raw: string): string {
    const clean = raw.replace(/\?worker_file&type=\w+$/, '');
    if (!clean.startsWith('/')) return clean;
    return relative(this.root, clean).split('\\').join('/');
  }

  scan(code: string, rawId: string): void {
    const jobs = matchesOf(code, JOBS_CALL);
    const vendors = matchesOf(code, VENDOR_CALL);
    if (jobs.length > 0 || vendors.length > 0) this.named.set(this.id(rawId), { ...(jobs.length > 0 && { jobs }), ...(vendors.length > 0 && { vendors }) });
  }

  /** The graph of one bundle, from its plugin context (the module graph) and its output. */
  record(context: Pick<PluginContext, 'getModuleIds' | 'getModuleInfo'>, bundle: OutputBundle): BundleGraph {
    const graph: BundleGraph = { modules: {}, files: {} };
    for (const raw of context.getModuleIds()) {
      const info = context.getModuleInfo(raw);
      if (!info) continue;
      const id = this.id(raw);
      graph.modules[id] = { imports: info.importedIds.map((one) => this.id(one)), dynamicImports: info.dynamicallyImportedIds.map((one) => this.id(one)), ...this.named.get(id) };
    }
    for (const item of Object.values(bundle)) {
      if (item.fileName.endsWith('.map')) continue;
      if (item.type === 'chunk') {
        const meta = (item as { viteMetadata?: ViteChunkMetadata }).viteMetadata;
        graph.files[item.fileName] = {
          size: Buffer.byteLength(item.code),
          imports: [...item.imports, ...(meta?.importedCss ?? []), ...(meta?.importedAssets ?? [])],
          modules: item.moduleIds.map((one) => this.id(one)),
        };
        if (item.isEntry) graph.entryFile = item.fileName;
      } else {
        graph.files[item.fileName] = { size: typeof item.source === 'string' ? Buffer.byteLength(item.source) : item.source.byteLength, imports: [] };
      }
    }
    return graph;
  }
}

/**
 * The npm packages whose code the build holds: those of the modules rendered into the page's and
 * the workers' files, and those the vendor groups are copied from.
 */
function bundledPackages(graph: AppGraph, root: string): { name: string; version: string; licence: string; path: string }[] {
  const paths = new Set<string>();
  for (const bundle of [graph.main, ...Object.values(graph.workers)]) {
    for (const file of Object.values(bundle.files)) for (const id of file.modules ?? []) paths.add(packageOf(id) ?? '');
  }
  for (const group of Object.keys(graph.vendors)) paths.add(packageOf(`node_modules/${VENDOR_ASSETS[group as VendorAssetName].from}/`) ?? '');
  paths.delete('');
  return [...paths].sort().map((path) => readPackage(path, root));
}

/**
 * Emits `sw.js` at the root of the build — the service worker template with the precache list, the
 * first-use files (kept across deploys) and a version derived from the list, so each deploy installs
 * a new worker — and `offline.json`, each tool's first-use files for the page (src/modules/offline),
 * with the tools that have some named in index.html's `<meta name="it-tools-first-use">`. Also
 * `licenses.json`, the npm packages in the build (checked by scripts/licenses.mjs, not precached);
 * `BUILD_GRAPH_OUT=<file>` writes the recorded graph there, to study it.
 *
 * What is precached and what is first-use comes from the build's graph (src/pwa/bundle-graph.ts,
 * `planOffline`): the graph of the page's bundle is read here, each worker bundle's by
 * `workerPlugin()`, which vite.config.ts lists in `worker.plugins`.
 *
 * It runs after every other plugin's generateBundle (Vite's CSS plugin deletes the empty JavaScript
 * chunks of pure-CSS imports there), and the build fails if a listed file was not written: a single
 * missing file makes the worker's install fail (a server that answers index.html for it, like
 * scripts/serve.mjs, would even get the page cached as a script).
 */
export function serviceWorkerPlugin(options: { base: string; publicDir: string; template: string; policy?: PrecachePolicy }): Plugin & { workerPlugin: () => Plugin } {
  let precached: string[] = [];
  let root = process.cwd();
  let recorder = new GraphRecorder(root);
  const scan = {
    order: 'pre' as const,
    filter: { code: /toolJobs|vendorUrl|readVendorFile|loadWasm/ },
    handler(code: string, id: string) {
      recorder.scan(code, id);
      return null;
    },
  };
  return {
    name: 'it-tools-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      recorder = new GraphRecorder(root);
    },
    transform: scan,
    workerPlugin: (): Plugin => ({
      name: 'it-tools-service-worker:worker-graph',
      transform: scan,
      generateBundle(_outputOptions, bundle) {
        const graph = recorder.record(this, bundle as unknown as OutputBundle);
        if (graph.entryFile) recorder.graph.workers[graph.entryFile] = graph;
      },
    }),
    writeBundle(outputOptions) {
      const dir = outputOptions.dir ?? 'dist';
      const missing = precached.filter((name) => !existsSync(join(dir, name)));
      if (missing.length > 0) this.error(`the service worker would precache files the build did not write: ${missing.join(', ')}`);
    },
    generateBundle: {
      order: 'post',
      handler(_outputOptions, bundle) {
        const graph = recorder.graph;
        graph.main = recorder.record(this, bundle as unknown as OutputBundle);
        graph.vendors = {};
        // A group's licence files stay on the server: the library never loads them.
        for (const [group, file, source] of vendorFiles()) if (!/^LICEN[CS]E/i.test(file)) (graph.vendors[group] ??= {})[`vendor/${group}/${file}`] = statSync(source).size;
        const plan = planOffline(graph, options.policy ?? DEFAULT_POLICY);
        for (const name of plan.openButTooLarge) {
          // Code a screen needs would not open offline; data (the MAC vendor database) is the tool's to load, and to retry.
          const message = `${name} is loaded when a page or a tool opens but is too large to precache (${megabytes(plan.sizes[name] ?? 0)}): it is cached at first use`;
          if (/\.(m?js|css)$/.test(name)) this.warn(message);
          else this.info(message);
        }

        const publicFiles = filesUnder(options.publicDir).map((path) => relative(options.publicDir, path).split('\\').join('/'));
        const precache = [...new Set(['index.html', OFFLINE_MANIFEST, ...[...plan.precache].filter((name) => name in bundle), ...publicFiles])].filter((name) => name !== 'sw.js' && name !== LICENSES_FILE).sort();
        const size = (name: string) => {
          const item = bundle[name];
          if (item) return item.type === 'chunk' ? Buffer.byteLength(item.code) : typeof item.source === 'string' ? Buffer.byteLength(item.source) : item.source.byteLength;
          return existsSync(join(options.publicDir, name)) ? statSync(join(options.publicDir, name)).size : 0;
        };
        const firstUse = [...new Set(Object.values(plan.tools).flat())].filter((name) => name.startsWith('assets/')).sort();
        // A file neither precached nor any tool's would never be fetched by "Make available offline":
        // its tool would fail offline (a library loaded through a path the reach does not follow).
        const unplanned = Object.keys(bundle).filter((name) => name.startsWith('assets/') && !name.endsWith('.map') && !precache.includes(name) && !firstUse.includes(name));
        if (unplanned.length > 0) this.error(`no page and no tool reaches ${unplanned.join(', ')}: the offline plan (src/pwa/bundle-graph.ts) would leave them out`);
        const version = createHash('sha256').update([...precache, '', ...firstUse].join('\n')).digest('hex').slice(0, 12);
        const manifest = offlineManifest(plan, version, 0, precache.length);
        const manifestSource = () => JSON.stringify(manifest);
        // The manifest is precached itself: its own size counts (a few digits more or less do not matter).
        manifest.precache.bytes = precache.filter((name) => name !== OFFLINE_MANIFEST).reduce((sum, name) => sum + size(name), 0);
        manifest.precache.bytes += Buffer.byteLength(manifestSource());
        this.emitFile({ type: 'asset', fileName: OFFLINE_MANIFEST, source: manifestSource() });
        const html = bundle['index.html'];
        if (html?.type === 'asset' && typeof html.source === 'string') {
          html.source = html.source.replace('</head>', `  <meta name="${FIRST_USE_META}" content="${Object.keys(plan.tools).sort().join(' ')}" />\n  </head>`);
        } else this.warn('index.html not found: tool pages will not show their offline status');
        this.emitFile({ type: 'asset', fileName: LICENSES_FILE, source: `${JSON.stringify({ packages: bundledPackages(graph, root) }, null, 1)}\n` });
        if (process.env.BUILD_GRAPH_OUT) writeFileSync(process.env.BUILD_GRAPH_OUT, JSON.stringify(graph));
        const code = readFileSync(options.template, 'utf8')
          .replace('__SW_VERSION__', version)
          .replace('__SW_BASE__', options.base)
          .replace('__SW_PRECACHE__', JSON.stringify(precache))
          .replace('__SW_FIRST_USE__', JSON.stringify(firstUse));
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
        precached = precache;
        const allFiles = Object.keys(plan.sizes).filter((name) => name in bundle || name.startsWith('vendor/'));
        const allBytes = allFiles.reduce((sum, name) => sum + (plan.sizes[name] ?? 0), 0);
        this.info(
          `service worker precaches ${precache.length} files, ${megabytes(manifest.precache.bytes)}; ${manifest.files.length} files are first-use (${Object.keys(plan.tools).length} tools); the build is ${allFiles.length} files, ${megabytes(allBytes)}`,
        );
      },
    },
  };
}
