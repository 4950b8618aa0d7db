import { Button, Group, Loader, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { downloadText } from '../../lib/download';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { LargeTextOutput } from '../../ui/large-text/LargeTextOutput';
import type en from './locales/en.json';
import {
  DEFAULT_QUERY,
  DEFAULT_SQL_OPTIONS,
  DIALECT_VALUES,
  DIALECTS,
  formatSqlOutcome,
  INDENT_STYLES,
  KEYWORD_CASES,
  type FormatSqlOptions,
  type FormatSqlOutcome,
} from './sql-prettify.service';
import type { SqlPrettifyWorkerApi } from './sql-prettify.worker';

const TOOL_ID = 'sql-prettify';
/** Queries up to this many characters are formatted at once on the main thread. */
const WORKER_THRESHOLD = 10_000;
const LARGE_INPUT_DELAY_MS = 150;
const KEYWORD_CASE_KEYS = { upper: 'keywordCaseUpper', lower: 'keywordCaseLower', preserve: 'keywordCasePreserve' } as const;
const INDENT_STYLE_KEYS = { standard: 'indentStyleStandard', tabularLeft: 'indentStyleTabularLeft', tabularRight: 'indentStyleTabularRight' } as const;

interface FormatRequest {
  query: string;
  options: FormatSqlOptions;
}

const worker = createWorkerClient<SqlPrettifyWorkerApi>(() => new Worker(new URL('./sql-prettify.worker.ts', import.meta.url), { type: 'module' }));
let runningToken: symbol | undefined;

/** Formats in the worker; a run still busy with an outdated query is dropped (worker restarted). */
async function formatInWorker(request: FormatRequest | undefined): Promise<FormatSqlOutcome | undefined> {
  if (!request) return undefined;
  if (runningToken) worker.terminate();
  const token = Symbol('format');
  runningToken = token;
  try {
    return await worker.get().format(request.query, request.options);
  } finally {
    if (runningToken === token) runningToken = undefined;
  }
}

export default function SqlPrettify() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState<{ language: string; keywordCase: string; indentStyle: string }>(TOOL_ID, DEFAULT_SQL_OPTIONS, {
    persist: { language: 'url', keywordCase: 'url', indentStyle: 'url' },
    allowed: { language: DIALECT_VALUES, keywordCase: KEYWORD_CASES, indentStyle: INDENT_STYLES },
  });
  const [query, setQuery] = useState(DEFAULT_QUERY);

  const request = useMemo<FormatRequest>(() => ({ query, options: options as FormatSqlOptions }), [query, options]);
  const isLarge = query.length > WORKER_THRESHOLD;
  const syncOutcome = useMemo(() => (isLarge ? undefined : formatSqlOutcome(request.query, request.options)), [request, isLarge]);
  const task = useLatestTask(isLarge ? request : undefined, formatInWorker, LARGE_INPUT_DELAY_MS);
  useEffect(
    () => () => {
      worker.terminate();
      runningToken = undefined;
    },
    [],
  );

  const pending = isLarge && task.pending;
  const outcome: FormatSqlOutcome | undefined = !isLarge
    ? syncOutcome
    : pending
      ? undefined
      : task.error !== undefined
        ? { ok: false, detail: task.error instanceof Error ? task.error.message : String(task.error) }
        : task.result;
  const output = outcome?.ok ? outcome.output : '';
  const error =
    outcome && !outcome.ok ? (
      <>
        {t('invalidQuery')}
        {outcome.detail && (
          <>
            <br />
            {outcome.detail}
          </>
        )}
      </>
    ) : undefined;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('dialect')}
          data={DIALECTS.map((dialect) => ({ value: dialect.value, label: dialect.label }))}
          value={options.language}
          onChange={(value) => value && setOptions({ language: value })}
          allowDeselect={false}
          searchable
        />
        <Select
          label={t('keywordCase')}
          data={KEYWORD_CASES.map((value) => ({ value, label: t(KEYWORD_CASE_KEYS[value]) }))}
          value={options.keywordCase}
          onChange={(value) => value && setOptions({ keywordCase: value })}
          allowDeselect={false}
        />
        <Select
          label={t('indentStyle')}
          data={INDENT_STYLES.map((value) => ({ value, label: t(INDENT_STYLE_KEYS[value]) }))}
          value={options.indentStyle}
          onChange={(value) => value && setOptions({ indentStyle: value })}
          allowDeselect={false}
        />
      </SimpleGrid>

      <LargeTextInput rows={8} label={t('query')} placeholder={t('queryPlaceholder')} value={query} onChange={setQuery} error={error} />

      <LargeTextOutput
        label={t('output')}
        value={output}
        rows={14}
        description={
          pending ? (
            <Group component="span" gap={6} role="status">
              <Loader component="span" size={12} aria-hidden />
              {t('formatting')}
            </Group>
          ) : undefined
        }
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={output === ''} onClick={() => downloadText('query.sql', output, 'application/sql')}>
            {t('downloadSql')}
          </Button>
        }
      />
    </Stack>
  );
}
