import { IconArrowsShuffle, IconBrandGithub, IconBug, IconInfoCircle, IconKeyboard, IconListDetails, IconMoon, IconSearch } from '@tabler/icons-react';
import type { ComponentType } from 'react';

/**
 * Every shell command, declared once: the command palette, the top bar and the shortcut help all
 * derive from this list (names and descriptions are the `commands.<id>` strings of the shell locale).
 */
export type CommandId = 'palette' | 'randomTool' | 'toggleTheme' | 'github' | 'reportBug' | 'recipe' | 'about' | 'shortcuts';

/** Palette group of a command; `app` commands are not listed in the palette itself. */
export type CommandCategory = 'actions' | 'external' | 'pages' | 'app';

export interface CommandContext {
  navigate: (path: string) => void;
  toggleColorScheme: () => void;
  openPalette: () => void;
  openShortcuts: () => void;
  randomToolPath: () => string | undefined;
  links: { repository: string; issues: string };
}

export interface Shortcut {
  /** `KeyboardEvent.key`, compared case-insensitively. */
  key: string;
  /** Ctrl on Windows/Linux, ⌘ on macOS. */
  mod?: boolean;
}

export interface Command {
  id: CommandId;
  category: CommandCategory;
  keywords: readonly string[];
  icon: ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>;
  shortcuts?: readonly Shortcut[];
  /** External commands open this link in a new tab. */
  href?: (context: CommandContext) => string;
  run: (context: CommandContext) => void;
}

function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

export const commands: readonly Command[] = [
  {
    id: 'palette',
    category: 'app',
    keywords: ['search', 'find', 'command', 'palette'],
    icon: IconSearch,
    shortcuts: [{ key: 'k', mod: true }, { key: '/' }],
    run: (context) => context.openPalette(),
  },
  {
    id: 'randomTool',
    category: 'actions',
    keywords: ['random', 'surprise', 'lucky', 'discover'],
    icon: IconArrowsShuffle,
    run: (context) => {
      const path = context.randomToolPath();
      if (path) context.navigate(path);
    },
  },
  {
    id: 'toggleTheme',
    category: 'actions',
    keywords: ['theme', 'dark', 'light', 'mode', 'color', 'colour', 'night'],
    icon: IconMoon,
    run: (context) => context.toggleColorScheme(),
  },
  {
    id: 'github',
    category: 'external',
    keywords: ['github', 'source', 'code', 'repository', 'contribute'],
    icon: IconBrandGithub,
    href: (context) => context.links.repository,
    run: (context) => openExternal(context.links.repository),
  },
  {
    id: 'reportBug',
    category: 'external',
    keywords: ['bug', 'issue', 'report', 'problem', 'feature', 'request'],
    icon: IconBug,
    href: (context) => context.links.issues,
    run: (context) => openExternal(context.links.issues),
  },
  {
    id: 'recipe',
    category: 'pages',
    keywords: ['recipe', 'chain', 'pipeline', 'steps', 'cyberchef'],
    icon: IconListDetails,
    run: (context) => context.navigate('/recipe'),
  },
  {
    id: 'about',
    category: 'pages',
    keywords: ['about', 'information', 'license', 'privacy'],
    icon: IconInfoCircle,
    run: (context) => context.navigate('/about'),
  },
  {
    id: 'shortcuts',
    category: 'app',
    keywords: ['keyboard', 'shortcuts', 'keys', 'help'],
    icon: IconKeyboard,
    shortcuts: [{ key: '?' }],
    run: (context) => context.openShortcuts(),
  },
];

export const commandsById = new Map(commands.map((command) => [command.id, command]));

export function isMacPlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent);
}

/** How a shortcut is written for people: ['Ctrl', 'K'] or ['⌘', 'K'], ['?']. */
export function shortcutKeys(shortcut: Shortcut, mac: boolean = isMacPlatform()): string[] {
  const key = shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key;
  return shortcut.mod ? [mac ? '⌘' : 'Ctrl', key] : [key];
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'textbox';
}

/** The command a key press triggers, if any. Plain-key shortcuts never fire while typing in a field. */
export function commandForKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): Command | undefined {
  const mod = event.ctrlKey || event.metaKey;
  if (event.altKey) return undefined;
  return commands.find((command) =>
    (command.shortcuts ?? []).some((shortcut) => {
      if (shortcut.key.toLowerCase() !== event.key.toLowerCase()) return false;
      if (shortcut.mod) return mod;
      return !mod && !isEditable(event.target);
    }),
  );
}
