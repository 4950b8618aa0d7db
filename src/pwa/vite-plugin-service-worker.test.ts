import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { GraphRecorder } from './vite-plugin-service-worker';

describe('GraphRecorder', () => {
  const root = '/repo';

  it('names modules relative to the root, dropping a worker entry query and keeping other ids', () => {
    const recorder = new GraphRecorder(root);
    expect(recorder.id('/repo/src/tools/x/x.tsx')).toBe('src/tools/x/x.tsx');
    expect(recorder.id('/repo/src/engine/worker/operation.worker.ts?worker_file&type=module')).toBe('src/engine/worker/operation.worker.ts');
    expect(recorder.id('/repo/node_modules/pdfjs-dist/build/pdf.worker.min.mjs?url')).toBe('node_modules/pdfjs-dist/build/pdf.worker.min.mjs?url');
    expect(recorder.id('\0virtual:tool-locales/x')).toBe('\0virtual:tool-locales/x');
  });

  it('records the modules (with the job modules and vendor groups their code names) and the files', () => {
    const recorder = new GraphRecorder(root);
    recorder.scan("const jobs = toolJobs<typeof Jobs>('qr-code');", '/repo/src/modules/qr-code/use-qr-code.ts');
    recorder.scan("getDocument({ wasmUrl: vendorUrl('pdfjs-wasm'), standardFontDataUrl: vendorUrl(\"pdfjs-fonts\") }); await loadWasm('pdfjs-wasm', 'x.wasm');", '/repo/src/ui/pdf.ts');
    recorder.scan('nothing to see', '/repo/src/plain.ts');
    const infos: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
      '/repo/src/modules/qr-code/use-qr-code.ts': { importedIds: ['/repo/src/ui/pdf.ts'], dynamicallyImportedIds: [] },
      '/repo/src/ui/pdf.ts': { importedIds: [], dynamicallyImportedIds: ['/repo/node_modules/pdfjs-dist/build/pdf.mjs'] },
      '/repo/src/plain.ts': { importedIds: [], dynamicallyImportedIds: [] },
    };
    const context = {
      getModuleIds: () => Object.keys(infos)[Symbol.iterator](),
      getModuleInfo: (id: string) => infos[id] as never,
    };
    const bundle = {
      'assets/a.js': {
        type: 'chunk',
        fileName: 'assets/a.js',
        code: 'é'.repeat(10),
        imports: ['assets/b.js'],
        moduleIds: ['/repo/src/modules/qr-code/use-qr-code.ts', '/repo/src/ui/pdf.ts'],
        isEntry: true,
        viteMetadata: { importedCss: new Set(['assets/a.css']), importedAssets: new Set(['assets/worker.js']) },
      },
      'assets/a.css': { type: 'asset', fileName: 'assets/a.css', source: 'body{}' },
      'assets/data.bin': { type: 'asset', fileName: 'assets/data.bin', source: new Uint8Array(7) },
      'assets/a.js.map': { type: 'asset', fileName: 'assets/a.js.map', source: '{}' },
    } as unknown as OutputBundle;
    const graph = recorder.record(context, bundle);
    expect(graph.modules['src/modules/qr-code/use-qr-code.ts']).toEqual({ imports: ['src/ui/pdf.ts'], dynamicImports: [], jobs: ['qr-code'] });
    expect(graph.modules['src/ui/pdf.ts']).toEqual({ imports: [], dynamicImports: ['node_modules/pdfjs-dist/build/pdf.mjs'], vendors: ['pdfjs-wasm', 'pdfjs-fonts'] });
    expect(graph.modules['src/plain.ts']).toEqual({ imports: [], dynamicImports: [] });
    expect(graph.entryFile).toBe('assets/a.js');
    expect(graph.files).toEqual({
      'assets/a.js': { size: 20, imports: ['assets/b.js', 'assets/a.css', 'assets/worker.js'], modules: ['src/modules/qr-code/use-qr-code.ts', 'src/ui/pdf.ts'] },
      'assets/a.css': { size: 6, imports: [] },
      'assets/data.bin': { size: 7, imports: [] },
    });
  });
});
