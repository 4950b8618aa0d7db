import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, offlineManifest, planOffline, reachModules, toolOf, type AppGraph, type BundleGraph, type GraphModule } from './bundle-graph';

const KB = 1024;
const module = (imports: string[] = [], dynamicImports: string[] = [], extra: Partial<GraphModule> = {}): GraphModule => ({ imports, dynamicImports, ...extra });

/**
 * A small app: the shell (entry, router, engine with the operation worker), two tools.
 * - alpha: its screen imports its operations statically; the operations import a big library
 *   lazily (250 KB) and a font module of the first-use kind; its worker copy is small.
 * - beta: its screen imports a kit component that previews PDFs on demand (pdf.js, its 1.2 MB
 *   worker and a vendor group); it runs a job module named by string; its worker side loads
 *   pdf-lib through the engine (a dynamic import), whose chunk names a worker file of its own.
 */
function app(): AppGraph {
  const main: BundleGraph = {
    entryFile: 'assets/index.js',
    modules: {
      'src/main.tsx': module(['src/app/router.tsx', 'src/tools/index.ts']),
      'src/app/router.tsx': module([], ['src/pages/about/AboutPage.tsx']),
      'src/pages/about/AboutPage.tsx': module(),
      'src/tools/index.ts': module(['src/tools/alpha/index.ts', 'src/tools/beta/index.ts']),
      'src/tools/alpha/index.ts': module([], ['src/tools/alpha/alpha.tsx']),
      'src/tools/alpha/alpha.tsx': module(['src/tools/alpha/alpha.operations.ts', 'src/engine/registry.ts']),
      'src/tools/alpha/alpha.operations.ts': module([], ['node_modules/big/index.js', 'node_modules/figlet/importable-fonts/Doom.js', 'node_modules/figlet/importable-fonts/Standard.js']),
      'src/tools/alpha/locales/fr.json': module(),
      'node_modules/big/index.js': module(),
      'node_modules/figlet/importable-fonts/Doom.js': module(),
      'node_modules/figlet/importable-fonts/Standard.js': module(),
      'src/engine/registry.ts': module(['src/engine/worker/operation-pool.ts'], ['src/tools/alpha/alpha.operations.ts', 'src/tools/beta/beta.operations.ts']),
      'src/engine/worker/operation-pool.ts': module(),
      'src/tools/beta/index.ts': module([], ['src/tools/beta/beta.tsx']),
      'src/tools/beta/beta.tsx': module(['src/ui/file-preview/Preview.tsx', 'src/modules/qr/use-qr.ts']),
      'src/tools/beta/beta.operations.ts': module(),
      'src/modules/qr/use-qr.ts': module(['src/engine/registry.ts'], [], { jobs: ['qr'] }),
      'src/ui/file-preview/Preview.tsx': module([], ['src/ui/file-preview/pdf.ts']),
      'src/ui/file-preview/pdf.ts': module(['node_modules/pdfjs-dist/build/pdf.mjs', 'node_modules/pdfjs-dist/build/pdf.worker.min.mjs?url'], [], { vendors: ['pdfjs-wasm'] }),
      'node_modules/pdfjs-dist/build/pdf.mjs': module(),
      'node_modules/pdfjs-dist/build/pdf.worker.min.mjs?url': module(),
    },
    files: {
      'assets/index.js': { size: 200 * KB, imports: ['assets/index.css'], modules: ['src/main.tsx', 'src/app/router.tsx', 'src/tools/index.ts', 'src/tools/alpha/index.ts', 'src/tools/beta/index.ts'] },
      'assets/index.css': { size: 10 * KB, imports: [] },
      'assets/AboutPage.js': { size: 5 * KB, imports: ['assets/index.js'], modules: ['src/pages/about/AboutPage.tsx'] },
      'assets/alpha.js': { size: 300 * KB, imports: ['assets/index.js', 'assets/engine.js'], modules: ['src/tools/alpha/alpha.tsx', 'src/tools/alpha/alpha.operations.ts'] },
      'assets/fr.js': { size: 2 * KB, imports: [], modules: ['src/tools/alpha/locales/fr.json'] },
      'assets/big.js': { size: 250 * KB, imports: [], modules: ['node_modules/big/index.js'] },
      'assets/Doom.js': { size: 20 * KB, imports: [], modules: ['node_modules/figlet/importable-fonts/Doom.js'] },
      'assets/Standard.js': { size: 20 * KB, imports: [], modules: ['node_modules/figlet/importable-fonts/Standard.js'] },
      'assets/engine.js': { size: 50 * KB, imports: ['assets/operation.worker.js'], modules: ['src/engine/registry.ts', 'src/engine/worker/operation-pool.ts'] },
      'assets/beta.js': { size: 40 * KB, imports: ['assets/index.js', 'assets/kit.js'], modules: ['src/tools/beta/beta.tsx', 'src/modules/qr/use-qr.ts'] },
      'assets/beta.operations.js': { size: 8 * KB, imports: [], modules: ['src/tools/beta/beta.operations.ts'] },
      'assets/kit.js': { size: 90 * KB, imports: [], modules: ['src/ui/file-preview/Preview.tsx'] },
      'assets/pdf.js': { size: 400 * KB, imports: ['assets/pdf.worker.min.mjs'], modules: ['src/ui/file-preview/pdf.ts', 'node_modules/pdfjs-dist/build/pdf.mjs', 'node_modules/pdfjs-dist/build/pdf.worker.min.mjs?url'] },
      'assets/pdf.worker.min.mjs': { size: 1200 * KB, imports: [] },
      'assets/operation.worker.js': { size: 80 * KB, imports: [] },
      'assets/w-alpha.operations.js': { size: 60 * KB, imports: [] },
      'assets/w-beta.operations.js': { size: 8 * KB, imports: [] },
      'assets/w-qr.jobs.js': { size: 30 * KB, imports: [] },
      'assets/w-big.js': { size: 250 * KB, imports: [] },
    },
  };
  const worker: BundleGraph = {
    entryFile: 'assets/operation.worker.js',
    modules: {
      'src/engine/worker/operation.worker.ts': module(['src/engine/registry.ts', 'src/engine/worker/job-registry.ts']),
      'src/engine/registry.ts': module([], ['src/tools/alpha/alpha.operations.ts', 'src/tools/beta/beta.operations.ts']),
      'src/engine/worker/job-registry.ts': module([], ['src/modules/qr/qr.jobs.ts']),
      'src/tools/alpha/alpha.operations.ts': module(['node_modules/big/index.js']),
      'src/tools/beta/beta.operations.ts': module(['src/engine/pdf/document.ts']),
      'src/engine/pdf/document.ts': module([], ['node_modules/pdf-lib/index.js']),
      'node_modules/pdf-lib/index.js': module(),
      'src/modules/qr/qr.jobs.ts': module(),
      'node_modules/big/index.js': module(),
    },
    files: {
      'assets/operation.worker.js': { size: 80 * KB, imports: [], modules: ['src/engine/worker/operation.worker.ts', 'src/engine/registry.ts', 'src/engine/worker/job-registry.ts'] },
      'assets/w-alpha.operations.js': { size: 60 * KB, imports: ['assets/w-big.js'], modules: ['src/tools/alpha/alpha.operations.ts'] },
      'assets/w-big.js': { size: 250 * KB, imports: [], modules: ['node_modules/big/index.js'] },
      'assets/w-beta.operations.js': { size: 8 * KB, imports: [], modules: ['src/tools/beta/beta.operations.ts', 'src/engine/pdf/document.ts'] },
      'assets/w-pdf-lib.js': { size: 500 * KB, imports: ['assets/encoder.worker.js'], modules: ['node_modules/pdf-lib/index.js'] },
      'assets/encoder.worker.js': { size: 300 * KB, imports: [] },
      'assets/w-qr.jobs.js': { size: 30 * KB, imports: [], modules: ['src/modules/qr/qr.jobs.ts'] },
    },
  };
  return {
    main,
    workers: { 'assets/operation.worker.js': worker },
    vendors: { 'pdfjs-wasm': { 'vendor/pdfjs-wasm/openjpeg.wasm': 250 * KB }, 'other-group': { 'vendor/other-group/x.wasm': KB } },
  };
}

describe('toolOf and reachModules', () => {
  it('names the tool folder of a module', () => {
    expect(toolOf('src/tools/alpha/alpha.tsx')).toBe('alpha');
    expect(toolOf('src/tools/index.ts')).toBeUndefined();
    expect(toolOf('node_modules/x/index.js')).toBeUndefined();
  });

  it('follows static and dynamic imports, but not into another tool, the shell, or through a registry', () => {
    const reach = reachModules(app().main, ['src/tools/alpha/alpha.tsx'], 'alpha');
    expect(reach).toContain('node_modules/big/index.js');
    expect(reach).toContain('src/engine/registry.ts');
    // The registry's dynamic import of every tool's operations is not followed…
    expect(reach).not.toContain('src/tools/beta/beta.operations.ts');
    // …and another tool's modules are never entered.
    expect(reachModules(app().main, ['src/tools/index.ts'], 'alpha')).not.toContain('src/tools/beta/beta.tsx');
    expect(reachModules(app().main, ['src/main.tsx'], 'alpha')).not.toContain('src/app/router.tsx');
  });
});

describe('planOffline', () => {
  const plan = planOffline(app());

  it('precaches what opening needs: the shell, the pages, every screen and strings, the worker entry', () => {
    for (const name of ['assets/index.js', 'assets/index.css', 'assets/AboutPage.js', 'assets/alpha.js', 'assets/engine.js', 'assets/fr.js', 'assets/beta.js', 'assets/kit.js', 'assets/operation.worker.js']) {
      expect(plan.precache, name).toContain(name);
    }
  });

  it('precaches small files loaded later, not large ones, nor anything over the limit, nor first-use modules', () => {
    expect(plan.precache).toContain('assets/Standard.js');
    expect(plan.precache).toContain('assets/w-alpha.operations.js');
    expect(plan.precache).toContain('assets/w-qr.jobs.js');
    expect(plan.precache).not.toContain('assets/Doom.js');
    expect(plan.precache).not.toContain('assets/big.js');
    expect(plan.precache).not.toContain('assets/w-big.js');
    expect(plan.precache).not.toContain('assets/pdf.js');
    expect(plan.precache).not.toContain('assets/pdf.worker.min.mjs');
  });

  it('lists each tool first-use files: its lazy libraries, its worker side, the vendor groups it names', () => {
    expect(plan.tools.alpha).toEqual(['assets/Doom.js', 'assets/big.js', 'assets/w-big.js']);
    // An engine module's dynamic import (pdf-lib, loaded when beta runs) is beta's, with the worker file that chunk names.
    expect(plan.tools.beta).toEqual(['assets/encoder.worker.js', 'assets/pdf.js', 'assets/pdf.worker.min.mjs', 'assets/w-pdf-lib.js', 'vendor/pdfjs-wasm/openjpeg.wasm']);
  });

  it('warns about a file opening needs that is too large to precache', () => {
    const graph = app();
    graph.main.files['assets/alpha.js']!.size = 2 * 1024 * KB;
    const large = planOffline(graph);
    expect(large.openButTooLarge).toEqual(['assets/alpha.js']);
    expect(large.precache).not.toContain('assets/alpha.js');
    expect(large.tools.alpha).toContain('assets/alpha.js');
  });

  it('follows the policy given', () => {
    const everything = planOffline(app(), { ...DEFAULT_POLICY, maxLazyFileBytes: DEFAULT_POLICY.maxFileBytes, firstUseModules: [] });
    expect(everything.precache).toContain('assets/big.js');
    expect(everything.tools.alpha).toBeUndefined();
    expect(everything.tools.beta).toEqual(['assets/pdf.worker.min.mjs', 'vendor/pdfjs-wasm/openjpeg.wasm']);
  });
});

describe('offlineManifest', () => {
  it('lists each file once with its size, and each tool by index', () => {
    const manifest = offlineManifest(planOffline(app()), 'v1', 123, 4);
    expect(manifest.version).toBe('v1');
    expect(manifest.precache).toEqual({ files: 4, bytes: 123 });
    expect(manifest.files.map(([name]) => name)).toEqual([...new Set(manifest.files.map(([name]) => name))]);
    const names = (tool: string) => manifest.tools[tool]!.map((index) => manifest.files[index]![0]);
    expect(names('alpha')).toEqual(['assets/Doom.js', 'assets/big.js', 'assets/w-big.js']);
    expect(manifest.files.find(([name]) => name === 'assets/pdf.worker.min.mjs')?.[1]).toBe(1200 * KB);
  });
});
