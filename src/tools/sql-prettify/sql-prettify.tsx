import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { downloadText } from '../../lib/download';
import { errorMessage } from '../../lib/errors';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { pastedText } from '../../engine/handoff/handoff';
import { useToolState } from '../../modules/tool-state/tool-state';
import { JobProgress } from '../../ui/job/JobProgress';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { useLiveResult, type LiveCompute } from '../../modules/live-result/use-live-result';
import type en from './locales/en.json';
import { formatSqlInPieces, sqlJobs, type FormatRequest } from './sql-prettify.pieces';
import { sqlPrettify } from './sql-prettify.operations';
import { DEFAULT_QUERY, DIALECTS, formatSqlOutcome, type FormatSqlOptions, type FormatSqlOutcome } from './sql-prettify.service';

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

/**
 * Small queries are formatted on the page in the same render; large scripts in pieces on the
 * operation workers (sql-prettify.pieces.ts), the first piece shown at once, the rest after the
 * typing pause, as it comes.
 */
const FORMAT: LiveCompute<FormatRequest, FormatSqlOutcome, string> = {
  local: ({ query, options }) => formatSqlOutcome(query, options),
  remote: formatSqlInPieces,
  isLarge: ({ query }) => query.length > WORKER_THRESHOLD,
  eager: true,
  delayMs: LARGE_INPUT_DELAY_MS,
  warm: sqlJobs.preload,
  warmWhenIdle: true,
};

export default function SqlPrettify() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [query, setQuery] = useState(() => pastedText(TOOL_ID) ?? DEFAULT_QUERY);

  const request = useMemo<FormatRequest>(() => ({ query, options }), [query, options]);
  const format = useLiveResult(request, FORMAT);
  const { state } = format;
  const running = state.status === 'pending';
  const outcome: FormatSqlOutcome | undefined =
    state.status === 'done' ? state.value : state.status === 'error' ? { ok: false, detail: errorMessage(state.error) } : undefined;
  const output = outcome?.ok ? outcome.output : (format.partial ?? '');
  const errorDetail = outcome && !outcome.ok ? outcome.detail : undefined;
  const busy = running;

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

      {running && <JobProgress label={t('formatting')} percent={format.percent} onCancel={format.cancel} />}
      {state.status === 'cancelled' && (
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
