// Shared by scripts/bench.mjs and scripts/profile-navigation.mjs.
import { spawn } from 'node:child_process';

/** Serves a build folder with scripts/serve.mjs and resolves once it answers: { base, stop }. */
export async function serveBuild(dir, port) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dir], { stdio: 'ignore' });
  const base = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(base);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { base, server, stop: () => server.kill() };
}

/**
 * Runs in the page (page.evaluate): from the next click, `window.__navDone` resolves with the
 * milliseconds until a tool page's heading and first field are visible.
 */
export function armNavigationTimer() {
  window.__navDone = new Promise((resolve) => {
    document.addEventListener(
      'click',
      () => {
        const start = performance.now();
        const check = () => {
          const heading = document.querySelector('main h1');
          const field = document.querySelector('main input:not([type="hidden"]), main textarea, main [role="textbox"], main button:not([aria-label])');
          const visible = (element) => element && element.getBoundingClientRect().height > 0;
          if (location.pathname !== '/' && visible(heading) && visible(field)) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        check();
      },
      { capture: true, once: true },
    );
  });
}
