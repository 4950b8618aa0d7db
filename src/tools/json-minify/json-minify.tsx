import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { downloadText } from '../../lib/download';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { LargeTextOutput } from '../../ui/large-text/LargeTextOutput';
import { DEFAULT_RAW_JSON, minifyJsonOutcome, type MinifyOutcome } from './json-minify.service';
import type { JsonMinifyWorkerApi } from './json-minify.worker';
import type en from './locales/en.json';

const TOOL_ID = 'json-minify';
/** Up to this many characters the text is minified at once on the main thread (a few ms). */
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 150;

const worker = createWorkerClient<JsonMinifyWorkerApi>(() => new Worker(new URL('./json-minify.worker.ts', import.meta.url), { type: 'module' }));
let running = false;

/** Minifies in the worker; a run still busy with an outdated text is dropped (worker restarted). */
async function minifyInWorker(text: string | undefined): Promise<MinifyOutcome | undefined> {
  if (text === undefined) return undefined;
  if (running) worker.terminate();
  running = true;
  try {
    return await worker.get().minify(text);
  } finally {
    running = false;
  }
}

export default function JsonMinify() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [rawJson, setRawJson] = useState(DEFAULT_RAW_JSON);
  const isLarge = rawJson.length > WORKER_THRESHOLD;
  const syncOutcome = useMemo(() => (isLarge ? undefined : minifyJsonOutcome(rawJson)), [rawJson, isLarge]);
  const task = useLatestTask(isLarge ? rawJson : undefined, minifyInWorker, LARGE_INPUT_DELAY_MS);
  useEffect(
    () => () => {
      worker.terminate();
      running = false;
    },
    [],
  );

  const pending = isLarge && task.pending;
  const outcome: MinifyOutcome | undefined = !isLarge
    ? syncOutcome
    : pending
      ? undefined
      : task.error !== undefined
        ? { ok: false, messageKey: 'invalidJson', detail: String(task.error) }
        : task.result;
  const output = outcome?.ok ? outcome.output : '';
  const number = new Intl.NumberFormat(language);
  const sizes = outcome?.ok && output !== '' ? t('sizes', { bytes: number.format(outcome.bytes), original: number.format(outcome.originalBytes) }) : undefined;

  return (
    <Stack gap="md">
      <LargeTextInput
        rows={12}
        label={t('rawJson')}
        placeholder={t('rawJsonPlaceholder')}
        value={rawJson}
        onChange={setRawJson}
        error={
          outcome && !outcome.ok ? (
            <>
              {t('invalidJson')}
              <br />
              {outcome.detail}
            </>
          ) : undefined
        }
      />
      <LargeTextOutput
        label={t('output')}
        value={output}
        rows={8}
        description={
          pending ? (
            <Group component="span" gap={6} role="status">
              <Loader component="span" size={12} aria-hidden />
              {t('minifying')}
            </Group>
          ) : undefined
        }
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={output === ''} onClick={() => downloadText('minified.json', output, 'application/json')}>
            {t('downloadJson')}
          </Button>
        }
      />
      {sizes && (
        <Text size="sm" c="dimmed" ta="center">
          {sizes}
        </Text>
      )}
    </Stack>
  );
}
