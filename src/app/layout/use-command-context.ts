import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { secureRandomItem } from '../../lib/random';
import type { CommandContext } from '../../modules/commands/commands';
import { usePaletteStore } from '../../modules/command-palette/palette-store';
import { config } from '../../modules/config/config';
import { tools } from '../../tools';

/** What the shell's commands act on: navigation, theme, the palette, the configured links. */
export function useCommandContext(): CommandContext {
  const navigate = useNavigate();
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
      randomToolPath: () => {
        const others = tools.filter((tool) => tool.path !== window.location.pathname.replace(/\/+$/, '').slice(-tool.path.length));
        return secureRandomItem(others.length > 0 ? others : tools)?.path;
      },
      links: { repository: config.links.repository, issues: config.links.issues },
    }),
    [navigate, setColorScheme, computed, setPaletteOpen, setShortcutsOpen],
  );
}
