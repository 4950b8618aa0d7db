import { Button, Group, Loader, Select, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { downloadText } from '../../lib/download';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { LargeTextOutput } from '../../ui/large-text/LargeTextOutput';
import { DELIMITERS, jsonToCsvOutcome, type CsvOutcome, type DelimiterName } from './json-to-csv.service';
import type { JsonToCsvWorkerApi } from './json-to-csv.worker';
import type en from './locales/en.json';

const TOOL_ID = 'json-to-csv';
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 150;
const DELIMITER_NAMES = Object.keys(DELIMITERS) as DelimiterName[];
const DELIMITER_LABEL_KEYS = { comma: 'delimiterComma', semicolon: 'delimiterSemicolon', tab: 'delimiterTab' } as const;

interface Request {
  text: string;
  delimiter: DelimiterName;
}

const worker = createWorkerClient<JsonToCsvWorkerApi>(() => new Worker(new URL('./json-to-csv.worker.ts', import.meta.url), { type: 'module' }));
let running = false;

async function convertInWorker(request: Request | undefined): Promise<CsvOutcome | undefined> {
  if (!request) return undefined;
  if (running) worker.terminate();
  running = true;
  try {
    return await worker.get().convert(request.text, request.delimiter);
  } finally {
    running = false;
  }
}

export default function JsonToCsv() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState(TOOL_ID, { delimiter: 'comma' as DelimiterName }, { persist: { delimiter: 'url' }, allowed: { delimiter: DELIMITER_NAMES } });
  const [rawJson, setRawJson] = useState('');
  const request = useMemo<Request>(() => ({ text: rawJson, delimiter: options.delimiter }), [rawJson, options.delimiter]);
  const isLarge = rawJson.length > WORKER_THRESHOLD;
  const syncOutcome = useMemo(() => (isLarge ? undefined : jsonToCsvOutcome(request.text, request.delimiter)), [request, isLarge]);
  const task = useLatestTask(isLarge ? request : undefined, convertInWorker, LARGE_INPUT_DELAY_MS);
  useEffect(
    () => () => {
      worker.terminate();
      running = false;
    },
    [],
  );

  const pending = isLarge && task.pending;
  const outcome: CsvOutcome | undefined = !isLarge
    ? syncOutcome
    : pending
      ? undefined
      : task.error !== undefined
        ? { ok: false, messageKey: 'invalidJson', detail: String(task.error) }
        : task.result;
  const output = outcome?.ok ? outcome.output : '';
  const error =
    outcome && !outcome.ok ? (
      outcome.messageKey === 'notRows' ? (
        t('notRows')
      ) : (
        <>
          {t('invalidJson')}
          {outcome.detail && (
            <>
              <br />
              {outcome.detail}
            </>
          )}
        </>
      )
    ) : undefined;

  return (
    <Stack gap="md">
      <Select
        label={t('delimiter')}
        data={DELIMITER_NAMES.map((name) => ({ value: name, label: t(DELIMITER_LABEL_KEYS[name]) }))}
        value={options.delimiter}
        onChange={(value) => value && setOptions({ delimiter: value as DelimiterName })}
        allowDeselect={false}
        maw={260}
      />
      <LargeTextInput rows={12} label={t('rawJson')} placeholder={t('rawJsonPlaceholder')} value={rawJson} onChange={setRawJson} error={error} />
      <LargeTextOutput
        label={t('output')}
        value={output}
        rows={10}
        description={
          pending ? (
            <Group component="span" gap={6} role="status">
              <Loader component="span" size={12} aria-hidden />
              {t('converting')}
            </Group>
          ) : undefined
        }
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={output === ''} onClick={() => downloadText('data.csv', output, 'text/csv')}>
            {t('downloadCsv')}
          </Button>
        }
      />
    </Stack>
  );
}
