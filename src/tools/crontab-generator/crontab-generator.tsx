import { Card, Code, Group, Stack, Switch, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { pastedText } from '../../engine/handoff/handoff';
import { useToolState } from '../../modules/tool-state/tool-state';
import { crontabGeneratorDescribe } from './crontab-generator.operations';
import { analyzeCron, DEFAULT_CRON } from './crontab-generator.service';
import type en from './locales/en.json';

const TOOL_ID = 'crontab-generator';
const DEFAULTS = defaultOptions(crontabGeneratorDescribe);
const STATE_OPTIONS = { persist: { verbose: 'url', use24HourTimeFormat: 'url', daysStartAtZero: 'url' }, schema: crontabGeneratorDescribe.options } as const;
const MONO = { fontFamily: 'var(--mantine-font-family-monospace)' } as const;

const DIAGRAM = [
  '┌──────────── [optional] seconds (0 - 59)',
  '│ ┌────────── minute (0 - 59)',
  '│ │ ┌──────── hour (0 - 23)',
  '│ │ │ ┌────── day of month (1 - 31)',
  '│ │ │ │ ┌──── month (1 - 12) OR jan,feb,mar,apr ...',
  '│ │ │ │ │ ┌── day of week (0 - 6, sunday=0) OR sun,mon ...',
  '│ │ │ │ │ │',
  '* * * * * * command',
].join('\n');

const REFERENCE = [
  { symbol: '*', meaning: 'refAny', example: '* * * * *', equivalent: 'refEveryMinute' },
  { symbol: '-', meaning: 'refRange', example: '1-10 * * * *', equivalent: 'refMinutes1to10' },
  { symbol: ',', meaning: 'refList', example: '1,10 * * * *', equivalent: 'refMinutes1and10' },
  { symbol: '/', meaning: 'refStep', example: '*/10 * * * *', equivalent: 'refEvery10Minutes' },
  { symbol: '@yearly', meaning: 'refYearly', example: '@yearly', equivalent: '0 0 1 1 *' },
  { symbol: '@annually', meaning: 'refYearly', example: '@annually', equivalent: '0 0 1 1 *' },
  { symbol: '@monthly', meaning: 'refMonthly', example: '@monthly', equivalent: '0 0 1 * *' },
  { symbol: '@weekly', meaning: 'refWeekly', example: '@weekly', equivalent: '0 0 * * 0' },
  { symbol: '@daily', meaning: 'refDaily', example: '@daily', equivalent: '0 0 * * *' },
  { symbol: '@midnight', meaning: 'refDaily', example: '@midnight', equivalent: '0 0 * * *' },
  { symbol: '@hourly', meaning: 'refHourly', example: '@hourly', equivalent: '0 * * * *' },
  { symbol: '@reboot', meaning: 'refReboot', example: '@reboot', equivalent: '' },
] as const;

export default function CrontabGenerator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [expression, setExpression] = useState(() => pastedText(TOOL_ID) ?? DEFAULT_CRON);
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  // The runs follow "now" as of the last change (a new expression or option recomputes them).
  const result = useMemo(() => analyzeCron(expression, { ...options, timeZone, now: new Date() }), [expression, options, timeZone]);

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <TextInput
            label={t('expression')}
            placeholder="* * * * *"
            value={expression}
            onChange={(event) => setExpression(event.currentTarget.value)}
            size="lg"
            styles={{ input: { ...MONO, textAlign: 'center' } }}
            error={result.ok ? undefined : t('invalidCron')}
            spellCheck={false}
          />
          <Group gap="xl" justify="center">
            <Switch label={t('verbose')} checked={options.verbose} onChange={(event) => setOptions({ verbose: event.currentTarget.checked })} />
            <Switch label={t('use24Hour')} checked={options.use24HourTimeFormat} onChange={(event) => setOptions({ use24HourTimeFormat: event.currentTarget.checked })} />
            <Switch label={t('daysStartAtZero')} checked={options.daysStartAtZero} onChange={(event) => setOptions({ daysStartAtZero: event.currentTarget.checked })} />
          </Group>
          <TextInput label={t('descriptionLabel')} value={result.ok ? result.description : ''} readOnly size="lg" styles={{ input: { textAlign: 'center' } }} />
          <Textarea
            label={t('nextRuns')}
            value={result.ok ? result.runs.join('\n') : ''}
            readOnly
            rows={5}
            styles={{ input: MONO }}
            description={t('timeZone', { zone: timeZone })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          {result.ok && result.note && (
            <Text size="sm" role="status">
              {t(result.note === 'reboot' ? 'rebootNote' : 'neverNote')}
            </Text>
          )}
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('reference')}
          </Title>
          <Code block aria-label={t('diagram')}>
            {DIAGRAM}
          </Code>
          <Table.ScrollContainer minWidth={520}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('symbol')}</Table.Th>
                  <Table.Th>{t('meaning')}</Table.Th>
                  <Table.Th>{t('example')}</Table.Th>
                  <Table.Th>{t('equivalent')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {REFERENCE.map((row) => (
                  <Table.Tr key={row.symbol}>
                    <Table.Td style={MONO}>{row.symbol}</Table.Td>
                    <Table.Td>{t(row.meaning)}</Table.Td>
                    <Table.Td style={MONO}>{row.example}</Table.Td>
                    <Table.Td style={row.equivalent.startsWith('ref') ? undefined : MONO}>
                      {row.equivalent.startsWith('ref') ? t(row.equivalent as 'refEveryMinute') : row.equivalent}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Card>
    </Stack>
  );
}
