import { Group, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ClearButton } from '../../ui/clear-button/ClearButton';
import { TextField } from '../../ui/input/TextField';
import { CopyableOutput } from '../../ui/copyable-field/CopyableOutput';
import type en from './locales/en.json';
import { textToNato, type NatoOptions } from './text-to-nato-alphabet.service';
import type { NatoWorkerApi } from './text-to-nato-alphabet.worker';

const TOOL_ID = 'text-to-nato-alphabet';

const DEFAULTS = {
  text: '',
  spellDigits: false,
  onePerLine: false,
  foldAccents: false,
};
const STATE_OPTIONS = {
  persist: {
    text: 'local',
    spellDigits: 'url',
    onePerLine: 'url',
    foldAccents: 'url',
  },
} as const;

/** Up to this many characters the text is spelled at once on the page; longer texts go to the worker. */
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 100;

const worker = createWorkerClient<NatoWorkerApi>(() => new Worker(new URL('./text-to-nato-alphabet.worker.ts', import.meta.url), { type: 'module' }));
let runningToken: symbol | undefined;

/** Spells in the worker; a run still busy with an outdated text is dropped (worker restarted). */
async function spellInWorker(request: { text: string; options: NatoOptions } | undefined): Promise<string | undefined> {
  if (!request) return undefined;
  if (runningToken) worker.terminate();
  const token = Symbol('spell');
  runningToken = token;
  try {
    return await worker.get().spell(request.text, request.options);
  } finally {
    if (runningToken === token) runningToken = undefined;
  }
}

export default function TextToNatoAlphabet() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { text, spellDigits, onePerLine, foldAccents } = state;
  const options = useMemo(() => ({ spellDigits, onePerLine, foldAccents }), [spellDigits, onePerLine, foldAccents]);
  const isLarge = text.length > WORKER_THRESHOLD;
  const request = useMemo(() => (isLarge ? { text, options } : undefined), [isLarge, text, options]);
  const task = useLatestTask(request, spellInWorker, LARGE_INPUT_DELAY_MS);
  useEffect(() => () => worker.terminate(), []);
  const syncNato = useMemo(() => (isLarge ? undefined : textToNato(text, options)), [isLarge, text, options]);
  const pending = isLarge && task.pending;
  const nato = syncNato ?? (pending ? '' : (task.result ?? ''));

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <TextField
            label={t('input')}
            placeholder={t('inputPlaceholder')}
            value={state.text}
            onChange={(value) => update({ text: value })}
            autoComplete="off"
            rightSection={<ClearButton visible={state.text !== ''} onClear={() => update({ text: '' })} />}
          />
          <Group gap="xl">
            <Switch label={t('spellDigits')} checked={spellDigits} onChange={(event) => update({ spellDigits: event.currentTarget.checked })} />
            <Switch label={t('foldAccents')} checked={foldAccents} onChange={(event) => update({ foldAccents: event.currentTarget.checked })} />
            <Switch label={t('onePerLine')} checked={onePerLine} onChange={(event) => update({ onePerLine: event.currentTarget.checked })} />
          </Group>
          {state.text !== '' && (
            <CopyableOutput
              label={t('output')}
              value={nato}
              copyLabel={t('copy')}
              monospace={false}
              description={
                pending ? (
                  <Group component="span" gap={6} role="status">
                    <Loader size={12} aria-hidden />
                    <Text component="span" size="sm">
                      {t('working')}
                    </Text>
                  </Group>
                ) : undefined
              }
              autosize
              rows={3}
              maxRows={16}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
