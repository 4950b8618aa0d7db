// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { buildEventPayload, createTracker, skipReason, type TrackerEnvironment, type TrackerOptions } from './tracker';

const enabled: TrackerOptions = { enabled: true, domain: 'it-tools.example', apiHost: 'https://stats.example/', trackLocalhost: false };

function environment(hostname = 'it-tools.example', stored: Record<string, string> = {}) {
  const sent: { url: string; body: string }[] = [];
  const warnings: string[] = [];
  const env: TrackerEnvironment = {
    location: { href: `https://${hostname}/hash-text`, hostname, protocol: 'https:' },
    referrer: 'https://search.example/',
    deviceWidth: 1280,
    storage: { getItem: (key) => stored[key] ?? null },
    send: (url, body) => sent.push({ url, body }),
    warn: (message) => warnings.push(message),
  };
  return { env, sent, warnings };
}

describe('tracker', () => {
  it('posts Plausible events with name, url, domain, referrer, width, hash flag and props', () => {
    const { env, sent } = environment();
    createTracker(enabled, () => env).trackEvent('Support button clicked', { from: 'top bar' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://stats.example/api/event');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      n: 'Support button clicked',
      u: 'https://it-tools.example/hash-text',
      d: 'it-tools.example',
      r: 'https://search.example/',
      w: 1280,
      h: 0,
      p: JSON.stringify({ from: 'top bar' }),
    });
  });

  it('is a no-op when disabled, making no request at all', () => {
    const { env, sent, warnings } = environment();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const tracker = createTracker({ ...enabled, enabled: false }, () => env);
    tracker.trackEvent('x');
    tracker.trackPageview();
    tracker.enableAutoPageviews()();
    tracker.enableAutoOutboundTracking()();
    expect(sent).toEqual([]);
    expect(warnings).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('skips localhost unless trackLocalhost, with a console warning', () => {
    const local = environment('localhost');
    createTracker(enabled, () => local.env).trackPageview();
    expect(local.sent).toEqual([]);
    expect(local.warnings[0]).toMatch(/localhost/);

    const allowed = environment('127.0.0.1');
    createTracker({ ...enabled, trackLocalhost: true }, () => allowed.env).trackPageview();
    expect(allowed.sent).toHaveLength(1);
  });

  it('skips when localStorage plausible_ignore is "true", with a warning', () => {
    const ignored = environment('it-tools.example', { plausible_ignore: 'true' });
    createTracker(enabled, () => ignored.env).trackPageview();
    expect(ignored.sent).toEqual([]);
    expect(ignored.warnings[0]).toMatch(/plausible_ignore/);
    expect(skipReason(enabled, environment('it-tools.example', { plausible_ignore: 'false' }).env)).toBeUndefined();
  });

  it('sends a page view on history navigation and back/forward', () => {
    const { env, sent } = environment();
    const stop = createTracker(enabled, () => ({ ...env, location: { ...env.location, href: window.location.href } })).enableAutoPageviews();
    window.history.pushState({}, '', '/json-prettify');
    window.history.pushState({}, '', '/hash-text');
    window.dispatchEvent(new PopStateEvent('popstate'));
    stop();
    expect(sent.map((event) => JSON.parse(event.body).n)).toEqual(['pageview', 'pageview', 'pageview']);
  });

  it('sends "Outbound Link: Click" with the url for links to other hosts', () => {
    const { env, sent } = environment();
    const stop = createTracker(enabled, () => env).enableAutoOutboundTracking();
    const link = document.createElement('a');
    link.href = 'https://github.com/it-tools';
    link.target = '_blank';
    link.textContent = 'repo';
    document.body.appendChild(link);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    stop();
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]?.body ?? '');
    expect(body.n).toBe('Outbound Link: Click');
    expect(JSON.parse(body.p)).toEqual({ url: 'https://github.com/it-tools' });
  });

  it('builds the hash-mode flag', () => {
    expect(buildEventPayload('pageview', { ...enabled, hashMode: true }, environment().env).h).toBe(1);
  });
});
