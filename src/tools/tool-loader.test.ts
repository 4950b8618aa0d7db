import { beforeEach, describe, expect, it, vi } from 'vitest';

const component = vi.fn<() => Promise<{ default: () => null }>>();
vi.mock('.', () => ({ toolsById: new Map([['demo', { id: 'demo', component: () => component() }]]) }));
vi.mock('../modules/i18n/i18n', () => ({ ensureToolLocale: () => Promise.resolve() }));

const { loadToolScreen, loadedToolScreen, preloadTool } = await import('./tool-loader');

describe('tool loader', () => {
  beforeEach(() => component.mockReset());

  it('keeps a failed load until an intent retries it, then loads once and caches the screen', async () => {
    component.mockRejectedValueOnce(new Error('chunk failed'));
    const first = loadToolScreen('demo');
    await expect(first).rejects.toThrow('chunk failed');
    // A render asking again gets the same rejected promise (the route shows its error), no new request.
    expect(loadToolScreen('demo')).toBe(first);
    expect(component).toHaveBeenCalledTimes(1);

    const Screen = () => null;
    component.mockResolvedValueOnce({ default: Screen });
    preloadTool('demo');
    await expect(loadToolScreen('demo')).resolves.toBe(Screen);
    expect(loadedToolScreen('demo')).toBe(Screen);
    preloadTool('demo');
    expect(component).toHaveBeenCalledTimes(2);
  });

  it('rejects an unknown tool', async () => {
    await expect(loadToolScreen('nope')).rejects.toThrow('Unknown tool nope');
  });
});
