// Mantine's global styles only; each component's stylesheet comes with the chunk that uses it
// (scripts/vite-plugin-mantine-css.ts). All of Mantine sits in `@layer mantine`, below the app's own.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadPageTool, toolForPath } from './app/router';
import { installShortcutListener } from './modules/commands/shortcut-listener';
import { initI18n } from './modules/i18n/i18n';
import { tracker } from './modules/tracker/app-tracker';
import { registerServiceWorker } from './pwa/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

registerServiceWorker();
// Shortcuts work from the first moment: pressed before the shell renders, they run once it has.
installShortcutListener();

// No-ops unless analytics is configured (off by default).
tracker.enableAutoPageviews();
tracker.enableAutoOutboundTracking();

// The opened tool's code starts downloading at once (its strings come in the same chunk).
const initialTool = toolForPath(window.location.pathname);
initialTool?.component().catch(() => undefined);

// The first render does not wait for the tool's code: the shell, the sidebar and the tool's heading
// render while it downloads, the screen when it has come (router.tsx, ToolRoute). The first
// render is a transition: React renders in slices of a few milliseconds, so loading never blocks
// the page for long.
void initI18n().then(() => {
  loadPageTool(window.location.pathname);
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
