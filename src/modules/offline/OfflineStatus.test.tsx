// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineManifest } from '../../pwa/bundle-graph';
import { renderWithProviders } from '../../test/render';
import { resetOfflineManifest } from './offline-files';
import OfflineStatus from './OfflineStatus';
import { OfflineStatusSlot } from './OfflineStatusSlot';

const MB = 1024 * 1024;
const manifest: OfflineManifest = {
  version: 'v1',
  precache: { files: 1, bytes: 1 },
  files: [
    ['assets/big.js', 2 * MB],
    ['assets/data.txt', 1 * MB],
  ],
  tools: { big: [0, 1] },
};

let cached: Set<string>;
const at = (path: string) => new URL(path, window.location.origin).href;
let fetchFile: ReturnType<typeof vi.fn>;

function setServiceWorker(active: boolean) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: active ? {} : null, addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

beforeEach(() => {
  resetOfflineManifest();
  cached = new Set();
  fetchFile = vi.fn(async (input: RequestInfo | URL) => {
    const href = String(input);
    if (href.endsWith('offline.json')) return new Response(JSON.stringify(manifest));
    // The service worker keeps what it fetched.
    cached.add(at(href));
    return new Response('x'.repeat(100));
  });
  vi.stubGlobal('fetch', fetchFile);
  vi.stubGlobal('caches', { match: async (url: string) => (cached.has(url) ? new Response('') : undefined) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  document.head.querySelector('meta[name="it-tools-first-use"]')?.remove();
});

describe('OfflineStatus', () => {
  it('says how much a tool needs to download, and why it cannot without the service worker', async () => {
    setServiceWorker(false);
    await renderWithProviders(<OfflineStatus toolId="big" />);
    expect(await screen.findByText('Needs a download for offline use (3 MB)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make available offline' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Offline use needs the app's service worker/)).toBeTruthy();
  });

  it('counts only what is not cached, and says when everything is', async () => {
    setServiceWorker(true);
    cached.add(at('/assets/big.js'));
    const { unmount } = await renderWithProviders(<OfflineStatus toolId="big" />);
    expect(await screen.findByText('Needs a download for offline use (1 MB)')).toBeTruthy();
    unmount();
    cached.add(at('/assets/data.txt'));
    await renderWithProviders(<OfflineStatus toolId="big" />);
    expect(await screen.findByText('Available offline')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make available offline' })).toBeNull();
  });

  it('downloads the missing files through the service worker, then says the tool is available offline', async () => {
    setServiceWorker(true);
    await renderWithProviders(<OfflineStatus toolId="big" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make available offline' }));
    expect(await screen.findByText('Available offline')).toBeTruthy();
    expect(fetchFile.mock.calls.map(([input]) => String(input)).sort()).toEqual(['/offline.json', at('/assets/big.js'), at('/assets/data.txt')]);
  });

  it('names the file that failed and why', async () => {
    setServiceWorker(true);
    fetchFile.mockImplementation(async (input: RequestInfo | URL) => {
      const href = String(input);
      if (href.endsWith('offline.json')) return new Response(JSON.stringify(manifest));
      if (href.endsWith('big.js')) return new Response('', { status: 503 });
      cached.add(href);
      return new Response('x');
    });
    await renderWithProviders(<OfflineStatus toolId="big" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make available offline' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('big.js could not be downloaded: the server answered 503. Check the connection and try again.');
    expect(screen.getByText('Needs a download for offline use (2 MB)')).toBeTruthy();
  });

  it('shows nothing for a tool without first-use files, or where the build lists none', async () => {
    setServiceWorker(true);
    const { container } = await renderWithProviders(<OfflineStatus toolId="other" />);
    await waitFor(() => expect(container.querySelector('[style*="min-height"]')).toBeNull());
    expect(container.querySelector('p, button')).toBeNull();
  });
});

describe('OfflineStatusSlot', () => {
  it('loads the status only for the tools index.html lists', async () => {
    setServiceWorker(false);
    const meta = document.createElement('meta');
    meta.name = 'it-tools-first-use';
    meta.content = 'alpha big';
    document.head.append(meta);
    const { container } = await renderWithProviders(<OfflineStatusSlot toolId="token-generator" />);
    expect(container.querySelector('div[style*="min-height"], p, button')).toBeNull();
    const slot = await renderWithProviders(<OfflineStatusSlot toolId="big" settleMs={300} />);
    // Its height is kept until the page has settled, then the status loads.
    expect(slot.container.querySelector('div[style*="min-height: 30px"]')).toBeTruthy();
    expect(fetchFile).not.toHaveBeenCalled();
    expect(await screen.findByText('Needs a download for offline use (3 MB)', undefined, { timeout: 3000 })).toBeTruthy();
    expect(fetchFile).toHaveBeenCalledTimes(1);
  });
});
