import { config } from '../config/config';
import { createTracker } from './tracker';

/** The app's tracker: a no-op unless `tracker.enabled` is configured. */
export const tracker = createTracker({
  enabled: config.tracker.enabled,
  domain: config.tracker.domain,
  apiHost: config.tracker.apiHost,
  trackLocalhost: config.tracker.trackLocalhost,
});
