import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { secureRandomItem } from '../../lib/random';
import type { CommandContext } from '../../modules/commands/commands';
import { usePaletteStore } from '../../modules/command-palette/palette-store';
import { config } from '../../modules/config/config';
import { tools } from '../../tools';

/** What the shell's commands act on: navigation, theme, the palette, the configured links. */
export function useCommandContext(): CommandContext {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const setPaletteOpen = usePaletteStore((state) => state.setPaletteOpen);
  const setShortcutsOpen = usePaletteStore((state) => state.setShortcutsOpen);
  return useMemo(
    () => ({
      navigate: (path: string) => void navigate(path),
      toggleColorScheme: () => setColorScheme(computed === 'dark' ? 'light' : 'dark'),
      openPalette: () => setPaletteOpen(true),
      openShortcuts: () => setShortcutsOpen(true),
      // Another tool than the one open, when there is another.
      randomToolPath: () => {
        const others = tools.filter((tool) => tool.path !== pathname);
        return secureRandomItem(others.length > 0 ? others : tools)?.path;
      },
      links: { repository: config.links.repository, issues: config.links.issues },
    }),
    [navigate, pathname, setColorScheme, computed, setPaletteOpen, setShortcutsOpen],
  );
}
