import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/find-chromium.mjs';
import { findNginx } from './scripts/find-nginx.mjs';

/**
 * Browser tests run against the production build served by scripts/serve.mjs, in the Chromium
 * scripts/find-chromium.mjs finds (CHROMIUM_PATH, Chromium's headless shell, the system's chromium or
 * chrome, Playwright's cache).
 */
const port = Number(process.env.E2E_PORT ?? 5055);
/** The build to test (default dist/); helpers testing in parallel each build into their own folder. */
const distDir = process.env.E2E_DIST ?? 'dist';
/** A second build made with BASE_URL=/tools/ (npm run build:base): the app must work under a sub-path. */
const baseDir = process.env.E2E_BASE_DIST ?? 'dist-base';
const withBase = existsSync(join(baseDir, 'index.html'));
const devPort = port + 2;
/**
 * Development-only screens (the component gallery) are tested against a development build
 * (npm run build:gallery → dist-dev/, served statically: much faster than the dev server, which
 * compiles every module on its first visit), or against the Vite dev server when that build is
 * absent. E2E_NO_DEV=1 skips them: faster targeted runs.
 */
const devDir = process.env.E2E_DEV_DIST ?? 'dist-dev';
const withDev = !process.env.E2E_NO_DEV;
const devBuilt = existsSync(join(devDir, 'index.html'));
export const chromiumPath = findChromium(process.env, { headlessShell: true }) ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The same builds served by the real nginx with the configuration self-hosters use
 * (deploy/it-tools.nginx.conf): headers, the Content-Security-Policy on every page, offline use and
 * the sub-path build. Skipped, with a note, where nginx is not installed (.ci/run installs it).
 */
const nginxPath = process.env.E2E_NO_NGINX ? null : findNginx();
const withNginx = nginxPath !== null && existsSync(join(distDir, 'index.html'));
if (!nginxPath && !process.env.E2E_NO_NGINX && !process.env.TEST_WORKER_INDEX) {
  console.warn('nginx not found: the nginx browser tests are skipped (Debian: apt-get install -y nginx, or set NGINX_PATH).');
}
const nginxPort = port + 3;
/** Tests that run behind nginx instead of the plain server when nginx is there. */
const NGINX_TOO = [/offline\.e2e\.ts$/, /tool-pages\.e2e\.ts$/];

export default defineConfig({
  testDir: '.',
  testMatch: ['src/**/*.e2e.ts', 'e2e/**/*.e2e.ts'],
  fullyParallel: true,
  // Two workers whatever the environment says (Playwright's default is half the cores: one on the
  // 2-core CI machine); a third on 2 cores made a measured run slower (126 s vs 106 s for 57 tests).
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    // Service workers would answer requests that tests intercept; the offline tests allow them.
    serviceWorkers: 'block',
    screenshot: 'off',
    launchOptions: {
      // --process-per-site: every page of the site runs in the renderer process of the page that
      // e2e/fixtures.ts keeps open, instead of a process started per test (a tool page ready in
      // ~550 ms instead of ~800 ms here).
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--process-per-site'],
    },
  },
  projects: [
    // Behind nginx (the production configuration, its Content-Security-Policy) when it is there, once:
    // offline use and every tool page (the axe sweep). The nginx project comes first: its long
    // tests (offline, 1.5 min) start at once instead of leaving one worker alone at the end.
    ...(withNginx ? [{ name: 'nginx', testMatch: [/nginx\.e2e\.ts$/, ...NGINX_TOO], use: { baseURL: `http://localhost:${nginxPort}/` } }] : []),
    { name: 'app', testIgnore: [/base-url\.e2e\.ts$/, /\.dev\.e2e\.ts$/, /nginx\.e2e\.ts$/, ...(withNginx ? NGINX_TOO : [])] },
    ...(withDev ? [{ name: 'dev', testMatch: /\.dev\.e2e\.ts$/, use: { baseURL: `http://localhost:${devPort}` } }] : []),
    // The sub-path build: behind nginx when it is there, else behind the plain server.
    ...(withBase && !withNginx ? [{ name: 'base-url', testMatch: /base-url\.e2e\.ts$/, use: { baseURL: `http://localhost:${port + 1}/tools/` } }] : []),
    ...(withNginx && withBase
      ? [{ name: 'nginx-base-url', testMatch: /base-url\.e2e\.ts$/, use: { baseURL: `http://localhost:${nginxPort + 1}/tools/` } }]
      : []),
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${port} --dir ${distDir}`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(withDev
      ? [
          devBuilt
            ? {
                command: `node scripts/serve.mjs --port ${devPort} --dir ${devDir}`,
                url: `http://localhost:${devPort}/`,
                reuseExistingServer: false,
                timeout: 30_000,
              }
            : {
                command: `npx vite --port ${devPort} --strictPort`,
                url: `http://localhost:${devPort}/`,
                reuseExistingServer: false,
                timeout: 60_000,
              },
        ]
      : []),
    ...(withBase && !withNginx
      ? [
          {
            command: `node scripts/serve.mjs --port ${port + 1} --dir ${baseDir} --base /tools/`,
            url: `http://localhost:${port + 1}/tools/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
    ...(withNginx
      ? [
          {
            command: `node scripts/nginx-serve.mjs --port ${nginxPort} --dir ${distDir}`,
            url: `http://localhost:${nginxPort}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
    ...(withNginx && withBase
      ? [
          {
            command: `node scripts/nginx-serve.mjs --port ${nginxPort + 1} --dir ${baseDir} --base /tools/`,
            url: `http://localhost:${nginxPort + 1}/tools/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
