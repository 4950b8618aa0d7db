// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { commandForKey, commands, shortcutKeys, type CommandContext } from './commands';

const key = (keyName: string, options: { ctrl?: boolean; meta?: boolean; target?: EventTarget | null } = {}) => ({
  key: keyName,
  ctrlKey: options.ctrl ?? false,
  metaKey: options.meta ?? false,
  altKey: false,
  target: options.target ?? document.body,
});

describe('commands', () => {
  it('maps Ctrl+K, ⌘K and / to the palette and ? to the shortcut help', () => {
    expect(commandForKey(key('k', { ctrl: true }))?.id).toBe('palette');
    expect(commandForKey(key('K', { meta: true }))?.id).toBe('palette');
    expect(commandForKey(key('/'))?.id).toBe('palette');
    expect(commandForKey(key('?'))?.id).toBe('shortcuts');
    expect(commandForKey(key('k'))).toBeUndefined();
  });

  it('ignores plain-key shortcuts while typing, but not Ctrl+K', () => {
    const input = document.createElement('textarea');
    expect(commandForKey(key('/', { target: input }))).toBeUndefined();
    expect(commandForKey(key('?', { target: input }))).toBeUndefined();
    expect(commandForKey(key('k', { ctrl: true, target: input }))?.id).toBe('palette');
  });

  it('writes shortcuts for people', () => {
    expect(shortcutKeys({ key: 'k', mod: true }, false)).toEqual(['Ctrl', 'K']);
    expect(shortcutKeys({ key: 'k', mod: true }, true)).toEqual(['⌘', 'K']);
    expect(shortcutKeys({ key: '?' }, false)).toEqual(['?']);
  });

  it('runs each action against the context', () => {
    const context: CommandContext = {
      navigate: vi.fn(),
      toggleColorScheme: vi.fn(),
      openPalette: vi.fn(),
      openShortcuts: vi.fn(),
      randomToolPath: () => '/hash-text',
      links: { repository: 'https://example.com/repo', issues: 'https://example.com/issues' },
    };
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const run = (id: string) => commands.find((command) => command.id === id)?.run(context);
    run('randomTool');
    expect(context.navigate).toHaveBeenCalledWith('/hash-text');
    run('about');
    expect(context.navigate).toHaveBeenCalledWith('/about');
    run('toggleTheme');
    expect(context.toggleColorScheme).toHaveBeenCalled();
    run('github');
    expect(open).toHaveBeenCalledWith('https://example.com/repo', '_blank', 'noopener,noreferrer');
    run('reportBug');
    expect(open).toHaveBeenCalledWith('https://example.com/issues', '_blank', 'noopener,noreferrer');
  });
});
