import { ActionIcon, Button, Card, Group, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconRotate, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { defaultOptions } from '../../engine/operation';
import { readStoredJson } from '../../lib/storage';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { storageKey, useToolState } from '../../modules/tool-state/tool-state';
import { CopyButton } from '../../ui/copy/CopyButton';
import { SuiteChart } from './benchmark-builder.chart';
import classes from './benchmark-builder.module.css';
import { benchmarkBuilder } from './benchmark-builder.operations';
import {
  COLUMNS,
  formatNumber,
  formatRows,
  parseStoredSuites,
  parseValues,
  rankSuites,
  toBulletList,
  toMarkdownTable,
  type Column,
  type SuiteInput,
} from './benchmark-builder.service';
import type en from './locales/en.json';

const TOOL_ID = 'benchmark-builder';
const OPTION_DEFAULTS = defaultOptions(benchmarkBuilder);
/**
 * The suites are held as their JSON text, so the field is not named like the operation's suites
 * option (a list: the schema would refuse the stored text).
 */
const DEFAULTS = { suitesJson: JSON.stringify(OPTION_DEFAULTS.suites), unit: OPTION_DEFAULTS.unit };
const STATE_OPTIONS = { persist: { suitesJson: 'local', unit: 'local' }, schema: benchmarkBuilder.options } as const;
const isText = (value: unknown): value is string => typeof value === 'string';

/** The suites a person entered before the field was renamed suitesJson (stored under "suites") start the screen until it is edited. */
function initialDefaults(): typeof DEFAULTS {
  const earlier = readStoredJson(storageKey(TOOL_ID, 'suites'), isText);
  return earlier === undefined ? DEFAULTS : { ...DEFAULTS, suitesJson: earlier };
}
/** At most this many bad tokens are listed under a textarea (a pasted log could hold thousands). */
const MAX_LISTED_TOKENS = 20;

export default function BenchmarkBuilder() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [defaults] = useState(initialDefaults);
  const [state, update] = useToolState(TOOL_ID, defaults, STATE_OPTIONS);
  const suites = useMemo(() => parseStoredSuites(state.suitesJson), [state.suitesJson]);
  const setSuites = (next: SuiteInput[]) => update({ suitesJson: JSON.stringify(next) });
  const editSuite = (index: number, patch: Partial<SuiteInput>) => setSuites(suites.map((suite, i) => (i === index ? { ...suite, ...patch } : suite)));

  const unit = state.unit.trim();
  const ranked = useMemo(() => rankSuites(suites), [suites]);
  const rows = useMemo(() => formatRows(ranked, unit), [ranked, unit]);
  const headers = Object.fromEntries(COLUMNS.map((column) => [column, t(`columns.${column}`)])) as Record<Column, string>;
  const markdown = toMarkdownTable(rows, headers);
  const bullets = toBulletList(rows, headers);
  const invalidTokens = useMemo(() => suites.map((suite) => parseValues(suite.values).invalid), [suites]);

  const notANumber = (tokens: string[]) =>
    tokens.length === 0
      ? undefined
      : t('notANumber', { tokens: tokens.slice(0, MAX_LISTED_TOKENS).join(', ') + (tokens.length > MAX_LISTED_TOKENS ? ', …' : ''), interpolation: { escapeValue: false } });

  return (
    <Stack gap="lg" w="100%">
      <div className={classes.suites}>
        {suites.map((suite, index) => {
          const n = index + 1;
          return (
            <Card key={index} withBorder padding="md" radius="md" className={classes.suite}>
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm">
                    #{n}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('deleteSuite', { n })}
                    disabled={suites.length <= 1}
                    onClick={() => setSuites(suites.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
                <TextInput label={t('suiteName', { n })} placeholder={t('suiteNamePlaceholder')} value={suite.name} onChange={(event) => editSuite(index, { name: event.currentTarget.value })} />
                <Textarea
                  label={t('suiteValues', { n })}
                  placeholder={t('suiteValuesPlaceholder')}
                  value={suite.values}
                  onChange={(event) => editSuite(index, { values: event.currentTarget.value })}
                  error={notANumber(invalidTokens[index] ?? [])}
                  autosize
                  minRows={4}
                  maxRows={12}
                  spellCheck={false}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                />
              </Stack>
            </Card>
          );
        })}
      </div>

      <Group gap="sm" align="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setSuites([...suites, { name: t('defaultSuiteName', { n: suites.length + 1 }), values: '' }])}>
          {t('addSuite')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconRotate size={16} aria-hidden />}
          onClick={() => setSuites([1, 2].map((n) => ({ name: t('defaultSuiteName', { n }), values: '' })))}
        >
          {t('resetSuites')}
        </Button>
        <TextInput label={t('unit')} placeholder={t('unitPlaceholder')} value={state.unit} onChange={(event) => update({ unit: event.currentTarget.value })} w={160} />
      </Group>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Table.ScrollContainer minWidth={560}>
            <Table striped className={classes.table} aria-label={t('results')}>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((column) => (
                    <Table.Th key={column}>{headers[column]}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={ranked[index]?.index}>
                    {COLUMNS.map((column) => (
                      <Table.Td key={column}>{row[column]}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {rows.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('noValues')}
            </Text>
          )}
          <Group gap="sm">
            <CopyButton value={markdown} label={t('copyMarkdown')} disabled={rows.length === 0} />
            <CopyButton value={bullets} label={t('copyBullets')} disabled={rows.length === 0} />
          </Group>
          <Textarea
            label={t('markdown')}
            value={markdown}
            readOnly
            autosize
            minRows={3}
            maxRows={12}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', whiteSpace: 'pre', overflowX: 'auto' } }}
          />
        </Stack>
      </Card>

      {ranked.length > 0 && (
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="benchmark-chart-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="benchmark-chart-title">
              {t('chartTitle')}
            </Title>
            <SuiteChart
              suites={ranked}
              unit={unit}
              label={`${t('chartTitle')}: ${ranked.map((suite) => `${suite.name}: ${formatNumber(suite.mean)}${unit}`).join(', ')}`}
            />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
