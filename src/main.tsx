import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './modules/i18n/i18n';
import { tracker } from './modules/tracker/app-tracker';
import { registerServiceWorker } from './pwa/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

registerServiceWorker();

// No-ops unless analytics is configured (off by default).
tracker.enableAutoPageviews();
tracker.enableAutoOutboundTracking();

void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
