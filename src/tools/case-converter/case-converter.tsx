import { Group, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { ReadOnlyTextarea } from '../../ui/read-only-field/ReadOnlyTextarea';
import { CASE_IDS, convertAllCases, type CaseId } from './case-converter.service';
import type { CaseConverterWorkerApi } from './case-converter.worker';
import type en from './locales/en.json';

const TOOL_ID = 'case-converter';

const DEFAULTS = { text: 'lorem ipsum dolor sit amet', perLine: false };
const STATE_OPTIONS = { persist: { text: 'local', perLine: 'url' } } as const;

/** Up to this many characters the sixteen conversions run at once on the page (a few ms); longer texts go to the worker. */
const WORKER_THRESHOLD = 5_000;
const LARGE_INPUT_DELAY_MS = 100;

const worker = createWorkerClient<CaseConverterWorkerApi>(() => new Worker(new URL('./case-converter.worker.ts', import.meta.url), { type: 'module' }));
let runningToken: symbol | undefined;

/** Converts in the worker; a run still busy with an outdated text is dropped (worker restarted). */
async function convertInWorker(request: { text: string; perLine: boolean } | undefined): Promise<Record<CaseId, string> | undefined> {
  if (!request) return undefined;
  if (runningToken) worker.terminate();
  const token = Symbol('convert');
  runningToken = token;
  try {
    return await worker.get().convertAll(request.text, { perLine: request.perLine });
  } finally {
    if (runningToken === token) runningToken = undefined;
  }
}

const EMPTY = Object.fromEntries(CASE_IDS.map((id) => [id, ''])) as Record<CaseId, string>;

export default function CaseConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { text, perLine } = state;
  const isLarge = text.length > WORKER_THRESHOLD;
  const request = useMemo(() => (isLarge ? { text, perLine } : undefined), [isLarge, text, perLine]);
  const task = useLatestTask(request, convertInWorker, LARGE_INPUT_DELAY_MS);
  useEffect(() => () => worker.terminate(), []);
  const syncOutputs = useMemo(() => (isLarge ? undefined : convertAllCases(text, { perLine })), [isLarge, text, perLine]);
  const pending = isLarge && task.pending;
  const outputs = syncOutputs ?? (pending ? EMPTY : (task.result ?? EMPTY));

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          {perLine ? (
            <TextField
              multiline
              autosize
              rows={3}
              maxRows={12}
              label={t('input')}
              placeholder={t('inputPlaceholder')}
              value={state.text}
              onChange={(value) => update({ text: value })}
            />
          ) : (
            <TextField label={t('input')} placeholder={t('inputPlaceholder')} value={state.text} onChange={(value) => update({ text: value })} autoComplete="off" />
          )}
          <Switch label={t('perLine')} description={t('perLineHint')} checked={perLine} onChange={(event) => update({ perLine: event.currentTarget.checked })} />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('outputs')}>
        <Stack gap="xs">
          {pending && (
            <Group gap={6} role="status">
              <Loader size={12} aria-hidden />
              <Text size="sm">{t('working')}</Text>
            </Group>
          )}
          {CASE_IDS.map((id) =>
            perLine ? (
              <ReadOnlyTextarea key={id} label={t(`cases.${id}`)} value={outputs[id]} copyLabel={t('copy', { label: t(`cases.${id}`) })} autosize minRows={1} maxRows={8} />
            ) : (
              <ReadOnlyField key={id} inline label={t(`cases.${id}`)} value={outputs[id]} copyLabel={t('copy', { label: t(`cases.${id}`) })} />
            ),
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
