import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { resolveConfig } from './src/modules/config/config-schema';
import { appConfigSchema } from './src/modules/config/config.schema.app';
import { serviceWorkerPlugin } from './src/pwa/vite-plugin-service-worker';
import { chunkGroupsPlugin } from './scripts/vite-plugin-chunk-groups';
import { compileHintsPlugin } from './scripts/vite-plugin-compile-hints';
import { encoderWorkersPlugin } from './scripts/vite-plugin-encoder-workers';
import { mantineCssPlugin } from './scripts/vite-plugin-mantine-css';
import { toolNamesPlugin } from './scripts/vite-plugin-tool-names';
import { ignoreLibraryWasmUrlsPlugin, vendorAssetsPlugin } from './scripts/vite-plugin-vendor-assets';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

function currentCommit(): string {
  try {
    return execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return '';
  }
}

export default defineConfig(({ mode, command }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const base = env.BASE_URL && env.BASE_URL !== '' ? env.BASE_URL : '/';
  const appEnv = env.VITE_APP_ENV || (command === 'build' ? 'production' : 'development');
  const commit = env.VITE_COMMIT_SHA || currentCommit();

  // Fail the build (or the dev server start) on a non-compliant configuration value.
  resolveConfig(appConfigSchema, { ...env, BASE_URL: base, VITE_APP_ENV: appEnv, PACKAGE_VERSION: pkg.version });

  const serviceWorker = serviceWorkerPlugin({
    base,
    publicDir: new URL('./public', import.meta.url).pathname,
    template: new URL('./src/pwa/sw-template.js', import.meta.url).pathname,
  });

  return {
    base,
    plugins: [
      mantineCssPlugin(),
      toolNamesPlugin(new URL('./src/tools', import.meta.url).pathname),
      react(),
      chunkGroupsPlugin(),
      vendorAssetsPlugin(),
      ignoreLibraryWasmUrlsPlugin(),
      encoderWorkersPlugin(),
      compileHintsPlugin(),
      serviceWorker,
    ],
    resolve: {
      alias: [
        { find: '@', replacement: new URL('./src', import.meta.url).pathname },
        // REACT_PROFILING=1: React's profiling build, which times every component's render
        // (scripts/profile-navigation.mjs reads those times).
        ...(process.env.REACT_PROFILING ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : []),
      ],
    },
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      'import.meta.env.VITE_APP_ENV': JSON.stringify(appEnv),
      'import.meta.env.VITE_COMMIT_SHA': JSON.stringify(commit),
    },
    // The service worker plugin records each worker bundle's files (its precache and first-use lists).
    worker: { format: 'es', plugins: () => [encoderWorkersPlugin(), serviceWorker.workerPlugin(), ignoreLibraryWasmUrlsPlugin()] },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 800,
    },
    preview: { port: 5050, strictPort: true },
    server: {
      port: 5173,
      // Transform the shell and the component gallery as the dev server starts, not on the first visit.
      warmup: { clientFiles: ['./src/main.tsx', './src/pages/c-lib/**/*.tsx'] },
    },
  };
});
