import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import { IconAlertTriangle, IconListDetails, IconRestore } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { handOff, recipeHandoff, runFromState, latestOperationRun, latestToolState } from '../../engine/handoff/handoff';
import { FavoriteButton } from '../../modules/favorites/FavoriteButton';
import { noteRecentTool } from '../../modules/recents/recent-tools';
import { clearToolState } from '../../modules/tool-state/tool-state';
import type { Tool } from '../../tools';
import { useToolLabel } from '../../modules/i18n/use-tool-label';
import { isChunkLoadError } from '../../lib/errors';
import { RouteErrorPanel } from '../RouteError';
import { ToolErrorBoundary } from './ToolErrorBoundary';
import { OutputExtrasContext, type OutputExtras } from '../../ui/output-extras/output-extras';
import { loadSmartPaste } from '../../engine/detect/smart-paste-loader';
import { SendToTrigger } from '../../modules/smart-paste/SendToTrigger';
import { OfflineStatusSlot } from '../../modules/offline/OfflineStatusSlot';
import classes from './ToolPage.module.css';

// "Send to…" (smart paste, issue 21) loads with the first output shown, not with the shell.
const SendToMenu = lazy(() => import('../../modules/smart-paste/SendToMenu').then((module) => ({ default: module.SendToMenu })));

/**
 * The tool layout: h1 with the name, favourite toggle, description, Reset, then the tool itself
 * (`Screen`: undefined while the code of the tool the page was opened at is still loading).
 */
export function ToolPage({ tool, Screen }: { tool: Tool; Screen: ComponentType | undefined }) {
  const { t } = useTranslation();
  const { toolName, toolDescription } = useToolLabel();
  const [generation, setGeneration] = useState(0);

  const navigate = useNavigate();
  useEffect(() => noteRecentTool(tool.id), [tool.id]);
  // Every text output of the tool offers "Send to…" the tools that read it.
  const outputExtras = useMemo<OutputExtras>(
    () => (value, label, compact) => (
      <Suspense fallback={<SendToTrigger label={label} compact={compact ?? false} disabled={value.trim() === ''} />}>
        <SendToMenu value={value} label={label} from={tool.id} compact={compact} loadSmartPaste={loadSmartPaste} />
      </Suspense>
    ),
    [tool.id],
  );
  /** The tool's first operation with its current options, and its current input, as a recipe's first step (in memory). */
  const openInRecipe = useCallback(async () => {
    const run = latestOperationRun(tool.id);
    if (run) handOff(recipeHandoff(run));
    else {
      const [{ loadToolOperations }, { manifest }] = await Promise.all([import('../../engine/registry'), import('../../engine/manifest')]);
      const [operation] = await loadToolOperations(tool.id);
      if (!operation) return;
      handOff(recipeHandoff(runFromState(operation.id, (manifest[operation.id]?.options ?? []).map((option) => option.key), latestToolState(tool.id))));
    }
    navigate('/recipe');
  }, [tool.id, navigate]);

  const reset = useCallback(() => {
    clearToolState(tool.id);
    setGeneration((value) => value + 1);
  }, [tool.id]);

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Box component="section" aria-labelledby="tool-title">
        {/* On a narrow screen the actions are icons (their names for assistive technology and in
            their tooltips) and go under a long title rather than past the screen's edge. */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" style={{ rowGap: 4 }}>
          <Group gap="xs" wrap="nowrap" align="center" miw={0}>
            <Title order={1} id="tool-title" fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
              {toolName(tool.id)}
            </Title>
            <FavoriteButton toolId={tool.id} />
          </Group>
          <Group gap={4} wrap="nowrap" ml="auto">
            {tool.hasOperations && <HeaderAction icon={<IconListDetails size={16} aria-hidden />} label={t('toolPage.openInRecipe')} onClick={() => void openInRecipe()} />}
            <Tooltip label={t('toolPage.resetDescription')} position="bottom" align="end">
              <HeaderAction icon={<IconRestore size={16} aria-hidden />} label={t('toolPage.reset')} onClick={reset} />
            </Tooltip>
          </Group>
        </Group>
        <Text c="dimmed" mt={4}>
          {toolDescription(tool.id)}
        </Text>
        {/* Offline status and "Make available offline", for tools that download files at first use (loaded lazily). */}
        <OfflineStatusSlot toolId={tool.id} />
      </Box>
      <ToolErrorBoundary
        key={generation}
        fallback={(error, clear) =>
          isChunkLoadError(error) ? (
            <RouteErrorPanel error={error} />
          ) : (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('toolPage.errorTitle')} role="alert">
              <Stack gap="sm">
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-word' }}>
                  {error.message}
                </Text>
                <Button
                  w="fit-content"
                  color="red"
                  variant="light"
                  onClick={() => {
                    reset();
                    clear();
                  }}
                >
                  {t('toolPage.resetTool')}
                </Button>
              </Stack>
            </Alert>
          )
        }
      >
        <OutputExtrasContext.Provider value={outputExtras}>{Screen && <Screen />}</OutputExtrasContext.Provider>
      </ToolErrorBoundary>
    </Stack>
  );
}

/**
 * A header action: its icon and label, the icon alone below Mantine's xs breakpoint (the label
 * stays its accessible name). Passes `aria-describedby` through for the tooltip around it.
 */
function HeaderAction({ icon, label, onClick, ...rest }: { icon: ReactNode; label: string; onClick: () => void; 'aria-describedby'?: string }) {
  return (
    <Button
      variant="subtle"
      color="gray"
      size="sm"
      px={{ base: 8, xs: 'sm' }}
      leftSection={icon}
      aria-label={label}
      onClick={onClick}
      classNames={{ section: classes.actionIcon }}
      {...rest}
    >
      <Box component="span" visibleFrom="xs">
        {label}
      </Box>
    </Button>
  );
}
