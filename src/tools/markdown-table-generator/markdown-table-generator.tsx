import { Button, Card, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconTableImport } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import type { Handoff } from '../../engine/handoff/handoff';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { alignmentsOf, GridEditor, type GridLabels } from './GridEditor';
import { ALIGNMENTS, CSV_DELIMITERS, INPUT_DELIMITERS, MarkdownTableError, parseMarkdownTable, renderMarkdownTable, type Alignment, type CsvDelimiter, type InputDelimiter, type TableData } from './markdown-table';
import { markdownTableGenerator, markdownTableGeneratorToCsv } from './markdown-table-generator.operations';
import type en from './locales/en.json';

const TOOL_ID = 'markdown-table-generator';

const DEFAULT_TABLE: TableData = {
  rows: [
    ['Tool', 'Category', 'Stars'],
    ['JSON query', 'Development', '4.8'],
    ['Markdown table', 'Text', '4.6'],
  ],
  alignments: ['none', 'none', 'right'],
};
const DEFAULT_DATA = 'city,country,population\nTokyo,Japan,37400068\nDelhi,India,28514000\nShanghai,China,25582000';
const DEFAULT_MARKDOWN = '| Fruit | Colour | Price |\n| :---- | :----: | ----: |\n| Apple | red    | 1.20  |\n| Lemon | yellow | 0.80  |';

const DEFAULTS = {
  ...defaultOptions(markdownTableGenerator),
  mode: 'grid' as 'grid' | 'paste',
  grid: JSON.stringify(DEFAULT_TABLE),
  data: DEFAULT_DATA,
  markdown: DEFAULT_MARKDOWN,
  outputDelimiter: defaultOptions(markdownTableGeneratorToCsv).outputDelimiter as CsvDelimiter,
};
const STATE_OPTIONS = {
  persist: { alignment: 'url', delimiter: 'url', mode: 'url', grid: 'local', data: 'local', markdown: 'local', outputDelimiter: 'url' },
  allowed: { mode: ['grid', 'paste'], outputDelimiter: CSV_DELIMITERS },
  schema: markdownTableGenerator.options,
  // A Markdown table goes to the converter to CSV; CSV, TSV or JSON to the paste field.
  pasteInto: (handoff: Handoff) => (handoff.op === 'markdown-table-generator-to-csv' ? { markdown: handoff.text } : { data: handoff.text, mode: 'paste' as const }),
} as const;
const WORKER_THRESHOLD = 20_000;
const ALIGNMENT_KEYS = { none: 'alignNone', left: 'alignLeft', center: 'alignCenter', right: 'alignRight' } as const;
const DELIMITER_KEYS = { auto: 'delimiterAuto', comma: 'delimiterComma', semicolon: 'delimiterSemicolon', tab: 'delimiterTab', pipe: 'delimiterPipe' } as const;

/** The stored grid, or the default one when what is stored is not a table. */
function readGrid(text: string): TableData {
  try {
    const value = JSON.parse(text) as TableData;
    if (Array.isArray(value.rows) && value.rows.length > 0 && value.rows.every((row) => Array.isArray(row) && row.every((cell) => typeof cell === 'string')) && Array.isArray(value.alignments)) {
      return { rows: value.rows, alignments: value.alignments.filter((alignment) => (ALIGNMENTS as readonly string[]).includes(alignment)) };
    }
  } catch {
    // not JSON: the default table
  }
  return DEFAULT_TABLE;
}

function ErrorDetail({ message, detail }: { message: string; detail: string }) {
  return (
    <>
      {message}
      {detail !== '' && (
        <Text component="span" display="block" ff="monospace" size="xs" mt={4}>
          {detail}
        </Text>
      )}
    </>
  );
}

export default function MarkdownTableGenerator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const modeLabelId = useId();
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { mode, alignment, delimiter, data, markdown, outputDelimiter } = state;
  const grid = useMemo(() => readGrid(state.grid), [state.grid]);
  const setGrid = (table: TableData) => setState({ grid: JSON.stringify(table) });

  const fromData = useOperationResult(markdownTableGenerator, mode === 'paste' ? data : undefined, { alignment, delimiter }, { threshold: WORKER_THRESHOLD });
  const gridMarkdown = useMemo(() => renderMarkdownTable({ rows: grid.rows, alignments: alignmentsOf(grid.alignments, Math.max(1, ...grid.rows.map((row) => row.length))) }), [grid]);
  const tableMarkdown = mode === 'grid' ? gridMarkdown : ((fromData.pending ? fromData.latest : fromData.value) ?? '');
  const dataFailure = mode === 'paste' && fromData.error !== undefined ? failureMessage(fromData.error, 'conversionFailed') : undefined;

  const toCsv = useOperationResult(markdownTableGeneratorToCsv, markdown, { outputDelimiter }, { threshold: WORKER_THRESHOLD });
  const csvFailure = toCsv.error === undefined ? undefined : failureMessage(toCsv.error, 'conversionFailed');
  const csv = csvFailure ? '' : ((toCsv.pending ? toCsv.latest : toCsv.value) ?? '');

  /** A Markdown table (the paste's result, or the one to convert) opened in the grid. */
  const editInGrid = (text: string) => {
    try {
      setState({ grid: JSON.stringify(parseMarkdownTable(text)), mode: 'grid' });
    } catch (error) {
      if (!(error instanceof MarkdownTableError)) throw error;
    }
  };
  const markdownIsTable = useMemo(() => {
    try {
      parseMarkdownTable(markdown);
      return true;
    } catch {
      return false;
    }
  }, [markdown]);

  const labels: GridLabels = {
    grid: t('gridLabel'),
    cell: (row, column) => t('cellLabel', { row, column }),
    header: (column) => t('headerLabel', { column }),
    align: (column, value) => t(value === 'left' ? 'alignColumnLeft' : value === 'center' ? 'alignColumnCenter' : 'alignColumnRight', { column }),
    removeColumn: (column) => t('removeColumn', { column }),
    removeRow: (row) => t('removeRow', { row }),
    addRow: t('addRow'),
    addColumn: t('addColumn'),
  };

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('toMarkdownTitle')}
          </Title>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={modeLabelId}>
              {t('source')}
            </Text>
            <SegmentedControl
              aria-labelledby={modeLabelId}
              value={mode}
              onChange={(value) => setState({ mode: value as 'grid' | 'paste' })}
              data={[
                { value: 'grid', label: t('modeGrid') },
                { value: 'paste', label: t('modePaste') },
              ]}
              maw={420}
            />
          </Stack>

          {mode === 'grid' ? (
            <GridEditor table={grid} onChange={setGrid} labels={labels} />
          ) : (
            <>
              <LargeTextInput rows={8} label={t('data')} placeholder={t('dataPlaceholder')} value={data} onChange={(value) => setState({ data: value })} error={dataFailure ? <ErrorDetail message={t(dataFailure.messageKey as 'conversionFailed', dataFailure.params)} detail={dataFailure.detail} /> : undefined} />
              <Group gap="md" align="flex-end">
                <Select
                  label={t('delimiter')}
                  data={INPUT_DELIMITERS.map((value) => ({ value, label: t(DELIMITER_KEYS[value]) }))}
                  value={delimiter}
                  onChange={(value) => value && setState({ delimiter: value as InputDelimiter })}
                  allowDeselect={false}
                  w={220}
                />
                <Select
                  label={t('alignment')}
                  data={ALIGNMENTS.map((value) => ({ value, label: t(ALIGNMENT_KEYS[value]) }))}
                  value={alignment}
                  onChange={(value) => value && setState({ alignment: value as Alignment })}
                  allowDeselect={false}
                  w={220}
                />
              </Group>
            </>
          )}

          <OutputArea
            label={t('markdownOutput')}
            value={dataFailure ? '' : tableMarkdown}
            rows={8}
            actions={
              mode === 'paste' ? (
                <Button variant="light" leftSection={<IconTableImport size={16} aria-hidden />} disabled={dataFailure !== undefined || tableMarkdown === ''} onClick={() => editInGrid(tableMarkdown)}>
                  {t('editInGrid')}
                </Button>
              ) : undefined
            }
          />
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('toCsvTitle')}
          </Title>
          <LargeTextInput rows={6} label={t('markdownInput')} placeholder={t('markdownPlaceholder')} value={markdown} onChange={(value) => setState({ markdown: value })} error={csvFailure ? <ErrorDetail message={t(csvFailure.messageKey as 'conversionFailed', csvFailure.params)} detail={csvFailure.detail} /> : undefined} />
          <Select
            label={t('csvDelimiter')}
            data={CSV_DELIMITERS.map((value) => ({ value, label: t(DELIMITER_KEYS[value]) }))}
            value={outputDelimiter}
            onChange={(value) => value && setState({ outputDelimiter: value as CsvDelimiter })}
            allowDeselect={false}
            w={220}
          />
          <OutputArea
            label={t('csvOutput')}
            value={csv}
            rows={6}
            actions={
              <Button variant="light" leftSection={<IconTableImport size={16} aria-hidden />} disabled={!markdownIsTable} onClick={() => editInGrid(markdown)}>
                {t('editInGrid')}
              </Button>
            }
          />
        </Stack>
      </Card>
    </Stack>
  );
}
