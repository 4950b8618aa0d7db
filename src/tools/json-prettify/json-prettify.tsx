import { Button, Group, Loader, NumberInput, Stack, Switch } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { downloadText } from '../../lib/download';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { LargeTextOutput } from '../../ui/large-text/LargeTextOutput';
import {
  DEFAULT_INDENT_SIZE,
  DEFAULT_RAW_JSON,
  formatJsonOutcome,
  MAX_INDENT_SIZE,
  MIN_INDENT_SIZE,
  parseIndentSize,
  type FormatJsonOptions,
  type FormatJsonOutcome,
} from './json-prettify.service';

import type { JsonPrettifyWorkerApi } from './json-prettify.worker';
import type en from './locales/en.json';

const TOOL_ID = 'json-prettify';
/** Inputs up to this many characters are formatted at once on the main thread (well under 10 ms). */
const WORKER_THRESHOLD = 20_000;
/** Larger inputs wait this long after the last change, then go to the worker. */
const LARGE_INPUT_DELAY_MS = 150;
const INDENT_SIZES = Array.from({ length: MAX_INDENT_SIZE - MIN_INDENT_SIZE + 1 }, (_, index) => MIN_INDENT_SIZE + index);

interface FormatRequest {
  text: string;
  options: FormatJsonOptions;
}

const worker = createWorkerClient<JsonPrettifyWorkerApi>(
  () => new Worker(new URL('./json-prettify.worker.ts', import.meta.url), { type: 'module' }),
);
let runningToken: symbol | undefined;

/** Formats in the worker; a run still busy with an outdated input is dropped (worker restarted). */
async function formatInWorker(request: FormatRequest | undefined): Promise<FormatJsonOutcome | undefined> {
  if (!request) return undefined;
  if (runningToken) worker.terminate();
  const token = Symbol('format');
  runningToken = token;
  try {
    return await worker.get().format(request.text, request.options);
  } finally {
    if (runningToken === token) runningToken = undefined;
  }
}

function stopWorker(): void {
  worker.terminate();
  runningToken = undefined;
}

export default function JsonPrettify() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState<{ sortKeys: boolean; indentSize: number }>(
    TOOL_ID,
    { sortKeys: true, indentSize: DEFAULT_INDENT_SIZE },
    { persist: { sortKeys: 'local', indentSize: 'local' }, allowed: { indentSize: INDENT_SIZES } },
  );
  // The field's own text: an invalid value shows the error instead of being clamped or replaced.
  const [indentText, setIndentText] = useState(() => String(options.indentSize));
  const [rawJson, setRawJson] = useState(DEFAULT_RAW_JSON);

  const indentSize = parseIndentSize(indentText);
  const request = useMemo<FormatRequest | undefined>(
    () => (indentSize === undefined ? undefined : { text: rawJson, options: { sortKeys: options.sortKeys, indentSize } }),
    [rawJson, options.sortKeys, indentSize],
  );
  const isLarge = request !== undefined && request.text.length > WORKER_THRESHOLD;
  const syncOutcome = useMemo(
    () => (request && !isLarge ? formatJsonOutcome(request.text, request.options) : undefined),
    [request, isLarge],
  );
  const workerTask = useLatestTask(isLarge ? request : undefined, formatInWorker, LARGE_INPUT_DELAY_MS);
  useEffect(() => stopWorker, []);

  const pending = isLarge && workerTask.pending;
  const outcome: FormatJsonOutcome | undefined = !request
    ? undefined
    : !isLarge
      ? syncOutcome
      : pending
        ? undefined
        : workerTask.error !== undefined
          ? { ok: false as const, messageKey: 'invalidJson', detail: workerTask.error instanceof Error ? workerTask.error.message : String(workerTask.error) }
          : workerTask.result;
  const output = outcome?.ok ? outcome.output : '';
  const jsonError =
    outcome && !outcome.ok ? (
      <>
        {t('invalidJson')}
        <br />
        {outcome.detail}
      </>
    ) : undefined;

  const changeIndent = (value: string | number) => {
    const text = String(value);
    setIndentText(text);
    const size = parseIndentSize(text);
    if (size !== undefined) setOptions({ indentSize: size });
  };

  return (
    <Stack gap="md">
      <Group gap="xl" align="flex-start">
        <Switch
          label={t('sortKeys')}
          checked={options.sortKeys}
          onChange={(event) => setOptions({ sortKeys: event.currentTarget.checked })}
          mt={32}
        />
        <NumberInput
          label={t('indentSize')}
          value={indentText}
          onChange={changeIndent}
          min={MIN_INDENT_SIZE}
          max={MAX_INDENT_SIZE}
          step={1}
          clampBehavior="none"
          allowNegative
          allowDecimal
          error={indentSize === undefined ? t('indentSizeError') : undefined}
          w={200}
          styles={{ error: { whiteSpace: 'nowrap' } }}
        />
      </Group>

      <LargeTextInput
        rows={20}
        label={t('rawJson')}
        placeholder={t('rawJsonPlaceholder')}
        value={rawJson}
        onChange={setRawJson}
        error={jsonError}
      />

      <LargeTextOutput
        label={t('output')}
        value={output}
        rows={20}
        description={
          pending ? (
            <Group component="span" gap={6} role="status">
              <Loader component="span" size={12} aria-hidden />
              {t('formatting')}
            </Group>
          ) : undefined
        }
        actions={
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={output === ''}
            onClick={() => downloadText('formatted.json', output, 'application/json')}
          >
            {t('downloadJson')}
          </Button>
        }
      />
    </Stack>
  );
}
