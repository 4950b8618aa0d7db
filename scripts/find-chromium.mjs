// Where a Chromium or Chrome for the browser tests and the benchmarks is: $CHROMIUM_PATH, the
// system's chromium/chrome, or the one Playwright downloaded into its cache. null if none.
// The browser tests prefer Chromium's headless shell where it is installed (Debian:
// chromium-headless-shell, the same Chromium without the desktop browser around it): the whole
// suite ran about 30 % faster in it on two cores. The benchmarks keep the full browser people use.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const systemPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];
const commandNames = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const headlessShellPaths = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/headless_shell'];

/**
 * @param {{ headlessShell?: boolean }} [options] headlessShell: the browser tests' choice, Chromium's
 *   headless shell first when installed.
 * @returns {string | null}
 */
export function findChromium(env = process.env, { headlessShell = false } = {}) {
  if (env.CHROMIUM_PATH) return executable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  const onPath = (env.PATH ?? '').split(delimiter).filter(Boolean).flatMap((dir) => commandNames.map((name) => join(dir, name)));
  const found = [...(headlessShell ? headlessShellPaths : []), ...systemPaths, ...onPath].find(executable);
  if (found) return found;
  try {
    const cached = chromium.executablePath();
    return cached && executable(cached) ? cached : null;
  } catch {
    return null;
  }
}
