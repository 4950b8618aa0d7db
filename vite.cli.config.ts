import { copyFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { toolNamesPlugin } from './scripts/vite-plugin-tool-names';
import { ignoreLibraryWasmUrlsPlugin, vendorAssetsPlugin } from './scripts/vite-plugin-vendor-assets';

/**
 * The command line and Node library (issue 22), built for Node from the same operation files as the
 * web app: `import.meta.glob` becomes a registry of lazy imports (each operation's module loads when
 * used), and every dependency is bundled, so the package installs with nothing else.
 */
/**
 * Data files a module reads with `new URL('./data/<file>', import.meta.url)` (the MAC vendor list)
 * are copied beside the chunks, where that URL points once bundled (an SSR build does not emit them).
 */
function copyDataFiles(outDir: string): Plugin {
  const files = new Set<string>();
  return {
    name: 'it-tools:cli-data-files',
    transform(code, id) {
      for (const match of code.matchAll(/new URL\(\s*['"](\.\/data\/[^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g)) files.add(resolve(dirname(id), match[1]!));
      return undefined;
    },
    writeBundle() {
      mkdirSync(join(outDir, 'chunks', 'data'), { recursive: true });
      for (const file of files) copyFileSync(file, join(outDir, 'chunks', 'data', basename(file)));
    },
  };
}

const OUT_DIR = 'packages/cli/dist';

export default defineConfig({
  plugins: [toolNamesPlugin(new URL('./src/tools', import.meta.url).pathname), copyDataFiles(OUT_DIR), vendorAssetsPlugin(), ignoreLibraryWasmUrlsPlugin()],
  define: { __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0') },
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: true,
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    minify: true,
    sourcemap: false,
    rolldownOptions: {
      input: { index: 'src/cli/index.ts', bin: 'src/cli/bin.ts', api: 'src/cli/api.ts', 'batch-worker': 'src/cli/batch-worker.ts' },
      // CommonJS: Node 20 starts a command ~20 ms sooner (of ~60 ms of ours) when its modules are
      // CommonJS (no ES module loader to load and run); ES modules importing the package still get
      // its named exports.
      output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs', banner: (chunk) => (chunk.name === 'bin' ? '#!/usr/bin/env node' : '') },
    },
  },
});
