import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Switch, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowsLeftRight, IconCircleCheck } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { defaultOptions, startOperation } from '../../engine/operation';
import type { RunControl } from '../../engine/worker/operation-client';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { useCopy } from '../../ui/copy/use-copy';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { operationClient, runInWorker } from '../../engine/worker/operation-pool';
import { jsonDiffTree } from './json-diff.operations';
import type { JsonDiffOutcome, TreeRow } from './json-diff.service';
import type en from './locales/en.json';

const TOOL_ID = 'json-diff';
/** Up to this many characters (both sides together) the comparison runs at once on the page. */
const WORKER_THRESHOLD = 100_000;
/** Larger inputs are compared in a worker after this pause in typing. */
const LARGE_INPUT_DELAY_MS = 200;
const ROW_HEIGHT = 26;
/** A value longer than this is cut in the tree (a click still copies all of it). */
const MAX_SHOWN_VALUE = 300;

const DEFAULTS = { left: '', ...defaultOptions(jsonDiffTree), onlyDifferences: false };
const STATE_OPTIONS = { persist: { left: 'local', compareWith: 'local', onlyDifferences: 'url', ignoreArrayOrder: 'url' }, schema: jsonDiffTree.options } as const;

interface CompareRequest {
  left: string;
  compareWith: string;
  ignoreArrayOrder: boolean;
}

/** Small documents are compared on the page, large ones (both sides together) in the operation worker after a pause in typing. */
const COMPARE = {
  local: ({ left, compareWith, ignoreArrayOrder }: CompareRequest) => startOperation(jsonDiffTree, left, { compareWith, ignoreArrayOrder }) as JsonDiffOutcome,
  remote: ({ left, compareWith, ignoreArrayOrder }: CompareRequest, control: RunControl) =>
    runInWorker(jsonDiffTree, left, { compareWith, ignoreArrayOrder }, control) as Promise<JsonDiffOutcome>,
  isLarge: (request: CompareRequest) => request.left.length + request.compareWith.length > WORKER_THRESHOLD,
  delayMs: LARGE_INPUT_DELAY_MS,
  warm: operationClient.warm,
};

const shorten = (value: string) => (value.length > MAX_SHOWN_VALUE ? `${value.slice(0, MAX_SHOWN_VALUE)}…` : value);

const STATUS_STYLE: Record<'added' | 'removed', { background: string; marker: string }> = {
  added: { background: 'var(--mantine-color-green-light)', marker: '+' },
  removed: { background: 'var(--mantine-color-red-light)', marker: '-' },
};

function ValueButton({ value, status, onCopy }: { value: string; status?: 'added' | 'removed'; onCopy: (value: string) => void }) {
  return (
    <UnstyledButton
      onClick={() => onCopy(value)}
      px={4}
      style={{
        fontFamily: 'inherit',
        fontSize: 'inherit',
        borderRadius: 'var(--mantine-radius-xs)',
        background: status ? STATUS_STYLE[status].background : undefined,
        textDecoration: status === 'removed' ? 'line-through' : undefined,
      }}
    >
      {shorten(value)}
    </UnstyledButton>
  );
}

function TreeLine({ row, onCopy }: { row: TreeRow; onCopy: (value: string) => void }) {
  const marker = row.status === 'added' ? '+' : row.status === 'removed' ? '-' : row.status === 'changed' ? '~' : ' ';
  const background = row.status === 'added' || row.status === 'removed' ? STATUS_STYLE[row.status].background : undefined;
  return (
    <div style={{ display: 'flex', alignItems: 'center', height: ROW_HEIGHT, whiteSpace: 'pre', background }}>
      <span aria-hidden style={{ width: '1.5em', flexShrink: 0, textAlign: 'center', color: 'var(--mantine-color-dimmed)' }}>
        {marker}
      </span>
      <span style={{ paddingLeft: `${row.depth * 1.5}em` }}>
        {row.key !== undefined && <span>{row.key}: </span>}
        {row.kind !== 'value' ? (
          <span>{row.bracket}</span>
        ) : row.status === 'changed' ? (
          <>
            <ValueButton value={row.oldValue ?? ''} status="removed" onCopy={onCopy} /> <ValueButton value={row.value ?? ''} status="added" onCopy={onCopy} />
          </>
        ) : (
          <ValueButton value={row.value ?? ''} onCopy={onCopy} />
        )}
      </span>
    </div>
  );
}

function TreeView({ rows, label, hint }: { rows: TreeRow[]; label: string; hint: string }) {
  const parent = useRef<HTMLDivElement>(null);
  const { copy } = useCopy();
  const onCopy = (value: string) => void copy(value);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's functions are read during render only
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => parent.current, estimateSize: () => ROW_HEIGHT, overscan: 20 });
  return (
    <Stack gap={4}>
      <Title order={2} size="h4" id="json-diff-tree">
        {label}
      </Title>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      <div
        ref={parent}
        role="region"
        aria-labelledby="json-diff-tree"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
        tabIndex={0}
        style={{
          maxHeight: 600,
          overflow: 'auto',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          fontFamily: 'var(--mantine-font-family-monospace)',
          fontSize: 'var(--mantine-font-size-sm)',
        }}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth: '100%', width: 'max-content' }}>
          {virtualizer.getVirtualItems().map((item) => (
            <div key={item.key} style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}>
              <TreeLine row={rows[item.index]!} onCopy={onCopy} />
            </div>
          ))}
        </div>
      </div>
    </Stack>
  );
}

export default function JsonDiff() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const request = useMemo<CompareRequest>(
    () => ({ left: state.left, compareWith: state.compareWith, ignoreArrayOrder: state.ignoreArrayOrder }),
    [state.left, state.compareWith, state.ignoreArrayOrder],
  );
  const live = useLiveResult(request, COMPARE);
  const { pending } = live;
  const outcome = live.value;
  const result = outcome?.result;
  const rows = useMemo(() => (result ? (state.onlyDifferences ? result.rows.filter((row) => !row.unchanged) : result.rows) : []), [result, state.onlyDifferences]);

  const field = (side: 'left' | 'compareWith') => (
    <LargeTextInput
      label={t(side === 'left' ? 'left' : 'right')}
      placeholder={t(side === 'left' ? 'leftPlaceholder' : 'rightPlaceholder')}
      value={state[side]}
      onChange={(value) => update({ [side]: value })}
      error={outcome?.[side === 'left' ? 'leftInvalid' : 'rightInvalid'] ? t('invalidJson') : undefined}
      rows={20}
    />
  );

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {field('left')}
            {field('compareWith')}
          </SimpleGrid>
          <Group gap="xl" align="center">
            <Button variant="light" leftSection={<IconArrowsLeftRight size={16} aria-hidden />} onClick={() => update((current) => ({ left: current.compareWith, compareWith: current.left }))}>
              {t('swap')}
            </Button>
            <Switch
              label={t('ignoreArrayOrder')}
              description={t('ignoreArrayOrderDescription')}
              checked={state.ignoreArrayOrder}
              onChange={(event) => update({ ignoreArrayOrder: event.currentTarget.checked })}
            />
            {pending && <Loader size="sm" aria-label={t('working')} />}
          </Group>
        </Stack>
      </Card>

      {result?.equal && (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />}>
          {t('same')}
        </Alert>
      )}

      {result && !result.equal && (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <Group justify="space-between" align="center">
              <Text fw={600} role="status">
                {t('summary', result.counts)}
              </Text>
              <Switch label={t('onlyDifferences')} checked={state.onlyDifferences} onChange={(event) => update({ onlyDifferences: event.currentTarget.checked })} />
            </Group>
            <OutputArea label={t('differences')} value={result.text} copyLabel={t('copy')} copyToast={t('copyToast')} autosize minRows={3} maxRows={15} />
            <TreeView rows={rows} label={t('tree')} hint={t('treeHint')} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
