/**
 * A Plausible-compatible event tracker, off unless configured. When disabled every call is a no-op
 * and no request is made. Events are POSTed as text/plain JSON to `{apiHost}/api/event`.
 */

export interface TrackerOptions {
  enabled: boolean;
  domain: string;
  apiHost: string;
  trackLocalhost: boolean;
  hashMode?: boolean;
}

export interface TrackerEnvironment {
  location: { href: string; hostname: string; protocol: string };
  referrer: string;
  deviceWidth: number;
  storage: { getItem(key: string): string | null } | undefined;
  send: (url: string, body: string) => void;
  warn: (message: string) => void;
}

export interface EventPayload {
  n: string;
  u: string;
  d: string;
  r: string | null;
  w: number;
  h: 0 | 1;
  p?: string;
}

export interface Tracker {
  trackEvent(name: string, props?: Record<string, string | number | boolean>): void;
  trackPageview(): void;
  /** Sends a page view now and on every history navigation; returns the clean-up. */
  enableAutoPageviews(): () => void;
  /** Sends "Outbound Link: Click" for links to other hosts; returns the clean-up. */
  enableAutoOutboundTracking(): () => void;
}

const LOCAL_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/;

export function buildEventPayload(
  name: string,
  options: TrackerOptions,
  environment: Pick<TrackerEnvironment, 'location' | 'referrer' | 'deviceWidth'>,
  props?: Record<string, string | number | boolean>,
): EventPayload {
  const payload: EventPayload = {
    n: name,
    u: environment.location.href,
    d: options.domain || environment.location.hostname,
    r: environment.referrer || null,
    w: environment.deviceWidth,
    h: options.hashMode ? 1 : 0,
  };
  if (props && Object.keys(props).length > 0) payload.p = JSON.stringify(props);
  return payload;
}

/** Why an event is not sent, or undefined when it may be sent. */
export function skipReason(options: TrackerOptions, environment: Pick<TrackerEnvironment, 'location' | 'storage'>): string | undefined {
  if (!options.trackLocalhost && (LOCAL_HOSTS.test(environment.location.hostname) || environment.location.protocol === 'file:')) {
    return 'Ignoring event on localhost';
  }
  try {
    if (environment.storage?.getItem('plausible_ignore') === 'true') return 'Ignoring event because of localStorage.plausible_ignore';
  } catch {
    // storage unavailable: not ignored
  }
  return undefined;
}

const noopTracker: Tracker = {
  trackEvent: () => undefined,
  trackPageview: () => undefined,
  enableAutoPageviews: () => () => undefined,
  enableAutoOutboundTracking: () => () => undefined,
};

export function browserEnvironment(): TrackerEnvironment {
  return {
    location: window.location,
    referrer: document.referrer,
    deviceWidth: window.innerWidth,
    storage: (() => {
      try {
        return window.localStorage;
      } catch {
        return undefined;
      }
    })(),
    send: (url, body) => {
      void fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'text/plain' }, keepalive: true }).catch(() => undefined);
    },
     
    warn: (message) => console.warn(message),
  };
}

export function createTracker(options: TrackerOptions, getEnvironment: () => TrackerEnvironment = browserEnvironment): Tracker {
  if (!options.enabled || !options.apiHost) return noopTracker;
  const endpoint = `${options.apiHost.replace(/\/+$/, '')}/api/event`;

  const trackEvent: Tracker['trackEvent'] = (name, props) => {
    const environment = getEnvironment();
    const reason = skipReason(options, environment);
    if (reason) {
      environment.warn(`[tracker] ${reason}`);
      return;
    }
    environment.send(endpoint, JSON.stringify(buildEventPayload(name, options, environment, props)));
  };

  return {
    trackEvent,
    trackPageview: () => trackEvent('pageview'),
    enableAutoPageviews() {
      let lastHref = window.location.href;
      const onChange = () => {
        if (window.location.href === lastHref) return;
        lastHref = window.location.href;
        trackEvent('pageview');
      };
      const originalPush = window.history.pushState.bind(window.history);
      window.history.pushState = (...args: Parameters<History['pushState']>) => {
        originalPush(...args);
        onChange();
      };
      window.addEventListener('popstate', onChange);
      trackEvent('pageview');
      return () => {
        window.history.pushState = originalPush;
        window.removeEventListener('popstate', onChange);
      };
    },
    enableAutoOutboundTracking() {
      const onClick = (event: MouseEvent) => {
        const link = (event.target as Element | null)?.closest?.('a[href]');
        if (!(link instanceof HTMLAnchorElement) || link.host === window.location.host) return;
        trackEvent('Outbound Link: Click', { url: link.href });
        const opensHere = (!link.target || link.target === '_self') && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.button === 0;
        if (opensHere) {
          event.preventDefault();
          setTimeout(() => {
            window.location.href = link.href;
          }, 150);
        }
      };
      document.addEventListener('click', onClick);
      return () => document.removeEventListener('click', onClick);
    },
  };
}
