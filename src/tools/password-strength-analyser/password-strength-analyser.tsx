import { ActionIcon, Anchor, Card, Group, Input, Progress, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { SelectField } from '../../ui/select/SelectField';
import type en from './locales/en.json';
import {
  analysePassword,
  ATTACKER_SPEED_IDS,
  ATTACKER_SPEEDS,
  crackDuration,
  roundEntropy,
  scoreColor,
  strongerTokenQuery,
  type AttackerSpeed,
} from './password-strength-analyser.service';

const TOOL_ID = 'password-strength-analyser';
const DEFAULTS = { speed: 'offline' as AttackerSpeed };
/** Only the attacker model is kept (in the URL); the password is never stored, logged or put in the URL. */
const STATE_OPTIONS = { persist: { speed: 'url' }, allowed: { speed: ATTACKER_SPEED_IDS } } as const;

/** The plural category of a count in the UI language, reduced to the four forms every locale file has. */
function pluralForm(count: number, language: string): 'one' | 'few' | 'many' | 'other' {
  const form = new Intl.PluralRules(language).select(count);
  return form === 'one' || form === 'few' || form === 'many' ? form : 'other';
}

export default function PasswordStrengthAnalyser() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [settings, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const analysis = useMemo(() => analysePassword(password, ATTACKER_SPEEDS[settings.speed]), [password, settings.speed]);

  const duration = crackDuration(analysis.seconds);
  const durationText =
    duration.kind === 'units'
      ? duration.parts.map(({ unit, count, quantity }) => t(`units.${unit}.${pluralForm(count, language)}`, { quantity })).join(', ')
      : t(`durations.${duration.kind}`);
  const entropy = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(roundEntropy(analysis.entropy));
  const color = scoreColor(analysis.score);
  const rows: [string, string][] = [
    [t('length'), new Intl.NumberFormat(language).format(analysis.length)],
    [t('entropy'), entropy],
    [t('setSize'), String(analysis.characterSetSize)],
  ];

  return (
    <Stack gap="lg" maw={700} mx="auto" w="100%">
      <TextInput
        label={t('password')}
        placeholder={t('passwordPlaceholder')}
        type={visible ? 'text' : 'password'}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
        // The spec puts the focus on the password on arrival: it is the page's only input.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        size="md"
        rightSectionWidth={64}
        rightSection={
          <Group gap={2} wrap="nowrap">
            {password !== '' && <Input.ClearButton aria-label={t('clear')} onClick={() => setPassword('')} />}
            <ActionIcon variant="subtle" color="gray" aria-label={visible ? t('hidePassword') : t('showPassword')} onClick={() => setVisible((shown) => !shown)}>
              {visible ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
            </ActionIcon>
          </Group>
        }
      />

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="password-duration-title">
        <Stack gap={4} align="center">
          <Title order={2} size="h5" fw={500} c="dimmed" ta="center" id="password-duration-title">
            {t('durationTitle')}
          </Title>
          <Text size="xl" fw={700} ta="center" data-testid="crack-duration">
            {durationText}
          </Text>
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md">
        <Table variant="vertical" layout="fixed" aria-label={t('details')}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="45%" scope="row">
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{t('score')}</Table.Th>
              <Table.Td>
                <Stack gap={6}>
                  <Text span>{t('scoreValue', { score: analysis.score })}</Text>
                  <Progress value={analysis.score} color={color} aria-label={t('score')} size="md" />
                </Stack>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Card>

      <SelectField
        label={t('speed')}
        options={ATTACKER_SPEED_IDS.map((value) => ({ value, label: t(`speeds.${value}`) }))}
        value={settings.speed}
        onChange={(speed) => update({ speed })}
      />

      <Text size="sm" c="dimmed">
        {t('note')}
      </Text>
      <Text size="sm">
        <Anchor component={Link} to={`/token-generator?${strongerTokenQuery(password)}`}>
          {t('tokenLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
