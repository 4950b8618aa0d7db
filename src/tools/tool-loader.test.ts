import { beforeEach, describe, expect, it, vi } from 'vitest';

const component = vi.fn<() => Promise<{ default: () => null }>>();
vi.mock('.', () => ({
  toolsById: new Map([
    ['demo', { id: 'demo', component: () => component() }],
    ['other', { id: 'other', component: () => component() }],
  ]),
}));
const locale = { ready: true, language: 'en' };
const ensureToolLocale = vi.fn(() => {
  locale.ready = true;
  return Promise.resolve();
});
vi.mock('../modules/i18n/i18n', () => ({ ensureToolLocale, toolLocaleReady: () => locale.ready, currentLanguage: () => locale.language }));

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

  it('after a language switch, a loaded tool loads its strings in the new language before it shows again', async () => {
    const Screen = () => null;
    component.mockResolvedValue({ default: Screen });
    preloadTool('other');
    await expect(loadToolScreen('other')).resolves.toBe(Screen);
    expect(loadedToolScreen('other')).toBe(Screen);
    const loadsBefore = ensureToolLocale.mock.calls.length;

    locale.ready = false; // the language changed; only names and descriptions came with it
    locale.language = 'fr';
    expect(loadedToolScreen('other')).toBeUndefined();
    const reload = loadToolScreen('other');
    // While the strings load, every render gets the same promise (React's use() needs that).
    expect(loadToolScreen('other')).toBe(reload);
    await expect(reload).resolves.toBe(Screen);
    expect(ensureToolLocale.mock.calls.length).toBe(loadsBefore + 1);
    expect(loadedToolScreen('other')).toBe(Screen);
    // Loaded in this language: the same promise again, no new load.
    expect(loadToolScreen('other')).toBe(loadToolScreen('other'));
    expect(ensureToolLocale.mock.calls.length).toBe(loadsBefore + 1);
  });

  it('rejects an unknown tool', async () => {
    await expect(loadToolScreen('nope')).rejects.toThrow('Unknown tool nope');
  });
});
