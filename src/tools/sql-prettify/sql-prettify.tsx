import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { downloadText } from '../../lib/download';
import { errorMessage } from '../../lib/errors';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { jobPercent } from '../../modules/live-result/use-worker-job';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { pastedText } from '../../engine/handoff/paste-handoff';
import { useToolState } from '../../modules/tool-state/tool-state';
import { JobProgress } from '../../ui/job/JobProgress';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { usePoolJob } from '../../modules/live-result/use-pool-job';
import type en from './locales/en.json';
import { formatSqlOnPool, type FormatRequest } from './sql-prettify.job';
import { sqlPrettify } from './sql-prettify.operations';
import { DEFAULT_QUERY, DIALECTS, formatSqlOutcome, type FormatSqlOptions, type FormatSqlOutcome } from './sql-prettify.service';
import type { SqlPrettifyWorkerApi } from './sql-prettify.worker';

const TOOL_ID = 'sql-prettify';
/** Queries up to this many characters are formatted at once on the main thread. */
const WORKER_THRESHOLD = 10_000;
const LARGE_INPUT_DELAY_MS = 150;
const KEYWORD_CASE_KEYS = { upper: 'keywordCaseUpper', lower: 'keywordCaseLower', preserve: 'keywordCasePreserve' } as const;
const INDENT_STYLE_KEYS = { standard: 'indentStyleStandard', tabularLeft: 'indentStyleTabularLeft', tabularRight: 'indentStyleTabularRight' } as const;
const DEFAULTS = defaultOptions(sqlPrettify);
const STATE_OPTIONS = { persist: { language: 'url', keywordCase: 'url', indentStyle: 'url' }, schema: sqlPrettify.options } as const;
const DIALECT_CHOICES = optionChoices<FormatSqlOptions['language']>(sqlPrettify.options, 'language').map((value) => ({
  value,
  label: DIALECTS.find((dialect) => dialect.value === value)?.label ?? value,
}));
const KEYWORD_CASES = optionChoices<FormatSqlOptions['keywordCase']>(sqlPrettify.options, 'keywordCase');
const INDENT_STYLES = optionChoices<FormatSqlOptions['indentStyle']>(sqlPrettify.options, 'indentStyle');

const createWorker = () => new Worker(new URL('./sql-prettify.worker.ts', import.meta.url), { type: 'module', name: 'sql-prettify' });

export default function SqlPrettify() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [query, setQuery] = useState(() => pastedText(TOOL_ID) ?? DEFAULT_QUERY);

  const request = useMemo<FormatRequest>(() => ({ query, options }), [query, options]);
  const isLarge = query.length > WORKER_THRESHOLD;
  const syncOutcome = useMemo(() => (isLarge ? undefined : formatSqlOutcome(request.query, request.options)), [request, isLarge]);
  // Large scripts: groups of statements formatted on a pool of workers, shown as they come (sql-prettify.job.ts).
  const job = usePoolJob<SqlPrettifyWorkerApi, FormatRequest, FormatSqlOutcome, string>(isLarge ? request : undefined, createWorker, formatSqlOnPool, {
    delayMs: LARGE_INPUT_DELAY_MS,
  });
  const { state } = job;
  const running = isLarge && state.status === 'running' ? state : undefined;
  const outcome: FormatSqlOutcome | undefined = !isLarge
    ? syncOutcome
    : state.status === 'done'
      ? state.result
      : state.status === 'error'
        ? { ok: false, detail: errorMessage(state.error) }
        : undefined;
  const output = outcome?.ok ? outcome.output : (running?.partial ?? '');
  const errorDetail = outcome && !outcome.ok ? outcome.detail : undefined;
  const busy = running !== undefined;

  // Progress arrives many times a second: the megabyte-sized input and output are not rendered again for it.
  const inputView = useMemo(
    () => (
      <LargeTextInput
        rows={8}
        label={t('query')}
        placeholder={t('queryPlaceholder')}
        value={query}
        onChange={setQuery}
        error={
          errorDetail === undefined ? undefined : (
            <>
              {t('invalidQuery')}
              {errorDetail && (
                <>
                  <br />
                  {errorDetail}
                </>
              )}
            </>
          )
        }
      />
    ),
    [query, errorDetail, t],
  );
  const outputView = useMemo(
    () => (
      <OutputArea
        label={t('output')}
        value={output}
        rows={14}
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={output === '' || busy} onClick={() => downloadText('query.sql', output, 'application/sql')}>
            {t('downloadSql')}
          </Button>
        }
      />
    ),
    [output, busy, t],
  );

  // Mantine's selects take tens of milliseconds to render on a slow machine: not again for progress either.
  const optionsView = useMemo(
    () => (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('dialect')}
          data={DIALECT_CHOICES}
          value={options.language}
          onChange={(value) => value && setOptions({ language: value as FormatSqlOptions['language'] })}
          allowDeselect={false}
          searchable
        />
        <Select
          label={t('keywordCase')}
          data={KEYWORD_CASES.map((value) => ({ value, label: t(KEYWORD_CASE_KEYS[value]) }))}
          value={options.keywordCase}
          onChange={(value) => value && setOptions({ keywordCase: value as FormatSqlOptions['keywordCase'] })}
          allowDeselect={false}
        />
        <Select
          label={t('indentStyle')}
          data={INDENT_STYLES.map((value) => ({ value, label: t(INDENT_STYLE_KEYS[value]) }))}
          value={options.indentStyle}
          onChange={(value) => value && setOptions({ indentStyle: value as FormatSqlOptions['indentStyle'] })}
          allowDeselect={false}
        />
      </SimpleGrid>
    ),
    [options, setOptions, t],
  );

  return (
    <Stack gap="md">
      {optionsView}

      {inputView}

      {running && <JobProgress label={t('formatting')} percent={jobPercent(running)} onCancel={job.cancel} />}
      {isLarge && state.status === 'cancelled' && (
        <Group role="status">
          <Text size="sm" c="dimmed">
            {t('cancelled')}
          </Text>
        </Group>
      )}

      {outputView}
    </Stack>
  );
}
