import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { commandForKey } from '../../modules/commands/commands';
import { setShortcutHandler } from '../../modules/commands/shortcut-listener';
import { usePaletteStore } from '../../modules/command-palette/palette-store';
import type { PaletteTool } from '../../modules/command-palette/CommandPalette';
import { tools } from '../../tools';
import { preloadTool } from '../../tools/tool-loader';
import { loadSmartPaste } from '../../engine/detect/smart-paste-loader';
import { useCommandContext } from './use-command-context';
import { useToolLabel } from '../../modules/i18n/use-tool-label';

// Loaded on first use: the home page pays nothing for the palette, its search library or the help.
const CommandPalette = lazy(() => import('../../modules/command-palette/CommandPalette'));
const ShortcutHelp = lazy(() => import('../../modules/command-palette/ShortcutHelp'));

/** Global keyboard shortcuts plus the (lazily loaded) command palette and shortcut help. */
export function CommandLayer() {
  const context = useCommandContext();
  const paletteOpen = usePaletteStore((state) => state.paletteOpen);
  const shortcutsOpen = usePaletteStore((state) => state.shortcutsOpen);
  const setPaletteOpen = usePaletteStore((state) => state.setPaletteOpen);
  const setShortcutsOpen = usePaletteStore((state) => state.setShortcutsOpen);
  const [paletteUsed, setPaletteUsed] = useState(false);
  const [helpUsed, setHelpUsed] = useState(false);
  const { toolName, toolDescription } = useToolLabel();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = commandForKey(event);
      if (!command) return;
      event.preventDefault();
      if (command.id === 'palette' && event.key.toLowerCase() === 'k') {
        const { paletteOpen: open } = usePaletteStore.getState();
        if (open) setPaletteOpen(false);
        else command.run(context);
        return;
      }
      command.run(context);
    };
    return setShortcutHandler(onKeyDown);
  }, [context, setPaletteOpen]);

  if (paletteOpen && !paletteUsed) setPaletteUsed(true);
  if (shortcutsOpen && !helpUsed) setHelpUsed(true);

  // Built once the palette has been opened: 88 names and descriptions are not translated at start.
  const paletteTools = useMemo<PaletteTool[]>(() => {
    if (!paletteUsed) return [];
    return tools.map((tool) => ({
      id: tool.id,
      path: tool.path,
      name: toolName(tool.id),
      description: toolDescription(tool.id),
      keywords: tool.keywords,
      icon: tool.icon,
      preload: () => preloadTool(tool.id),
    }));
  }, [paletteUsed, toolName, toolDescription]);

  return (
    <Suspense fallback={null}>
      {paletteUsed && <CommandPalette opened={paletteOpen} onClose={() => setPaletteOpen(false)} tools={paletteTools} context={context} loadSmartPaste={loadSmartPaste} />}
      {helpUsed && <ShortcutHelp opened={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />}
    </Suspense>
  );
}
