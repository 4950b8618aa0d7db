import { ActionIcon, Anchor, Card, Group, Input, Loader, Progress, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { useLiveResult, type LiveCompute } from '../../modules/live-result/use-live-result';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { SelectField } from '../../ui/select/SelectField';
import { operationClient, runInWorker } from '../../engine/worker/operation-pool';
import type en from './locales/en.json';
import { passwordStrengthAnalyser, passwordStrengthAnalyserZxcvbn } from './password-strength-analyser.operations';
import {
  analysePassword,
  ATTACKER_SPEEDS,
  crackDuration,
  roundEntropy,
  scoreColor,
  strongerTokenQuery,
  type AttackerSpeed,
} from './password-strength-analyser.service';
import { secondOpinionSeconds, zxcvbnPackFor, zxcvbnScoreColor, zxcvbnScoreWord, type SecondOpinion } from './password-strength-analyser.zxcvbn';

const TOOL_ID = 'password-strength-analyser';
const DEFAULTS = defaultOptions(passwordStrengthAnalyser);
/** Only the attacker model is kept (in the URL); the password is never stored, logged or put in the URL. */
const STATE_OPTIONS = { persist: { speed: 'url' }, schema: passwordStrengthAnalyser.options } as const;
const ATTACKER_SPEED_IDS = optionChoices<AttackerSpeed>(passwordStrengthAnalyser.options, 'speed');

const SECOND_OPINION_DELAY_MS = 150;

interface SecondOpinionRequest {
  password: string;
  language: string;
}

/**
 * zxcvbn and its dictionaries (megabytes) load in the operation worker, never on the page. A check
 * takes tens to hundreds of milliseconds and stopping one would mean loading the dictionaries
 * again in a new worker, so checks are serial: one runs at a time and is left to finish; the
 * requests that came meanwhile are skipped but the newest (only the newest answer shows). A blank
 * password (as the page opens) only loads the dictionaries, at once; it gives no verdict.
 */
const SECOND_OPINION: LiveCompute<SecondOpinionRequest, SecondOpinion | undefined> = {
  remote: async ({ password, language }, { signal }) => {
    const opinion = (await runInWorker(passwordStrengthAnalyserZxcvbn, password, { language: zxcvbnPackFor(language) }, { signal })) as SecondOpinion;
    return password === '' ? undefined : opinion;
  },
  delayMs: ({ password }) => (password === '' ? 0 : SECOND_OPINION_DELAY_MS),
  warm: operationClient.warm,
  serial: true,
};

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

  // The dictionaries start loading as the page opens (the blank password's run), so the first verdict comes quickly.
  const secondOpinionRequest = useMemo<SecondOpinionRequest>(() => ({ password, language }), [password, language]);
  const secondOpinionTask = useLiveResult(secondOpinionRequest, SECOND_OPINION);
  // While a newer password is checked, the previous verdict stays (dimmed).
  const secondOpinion = password === '' ? undefined : secondOpinionTask.latest;
  const checking = password !== '' && secondOpinionTask.pending;

  const formatDuration = (seconds: number) => {
    const duration = crackDuration(seconds);
    return duration.kind === 'units'
      ? duration.parts.map(({ unit, count, quantity }) => t(`units.${unit}.${pluralForm(count, language)}`, { quantity })).join(', ')
      : t(`durations.${duration.kind}`);
  };
  const durationText = formatDuration(analysis.seconds);
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

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="password-second-opinion-title" aria-busy={checking}>
        <Stack gap="sm">
          <Title order={2} size="h5" id="password-second-opinion-title">
            {t('secondOpinion.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('secondOpinion.intro')}
          </Text>
          {password === '' ? (
            <Text size="sm">{t('secondOpinion.empty')}</Text>
          ) : secondOpinionTask.error !== undefined ? (
            <Text size="sm" c="red">
              {t('secondOpinion.error')}
            </Text>
          ) : secondOpinion === undefined ? (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('secondOpinion.loading')}</Text>
            </Group>
          ) : (
            <SecondOpinionDetails
              pending={checking}
              opinion={secondOpinion}
              t={t}
              language={language}
              durationText={formatDuration(secondOpinionSeconds(secondOpinion.guesses, ATTACKER_SPEEDS[settings.speed]))}
            />
          )}
        </Stack>
      </Card>

      <Text size="sm">
        <Anchor component={Link} to={`/token-generator?${strongerTokenQuery(password)}`}>
          {t('tokenLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}

interface SecondOpinionDetailsProps {
  /** The verdict shown is for an earlier password while the new one is being checked. */
  pending: boolean;
  opinion: SecondOpinion;
  t: ReturnType<typeof useToolTranslation<typeof en>>['t'];
  language: string;
  durationText: string;
}

/** zxcvbn's verdict: the score in words, the time its guesses take at the chosen speed, its advice. */
function SecondOpinionDetails({ pending, opinion, t, language, durationText }: SecondOpinionDetailsProps) {
  const scoreText = t('secondOpinion.scoreValue', { word: t(`secondOpinion.scores.${zxcvbnScoreWord(opinion.score)}`), score: opinion.score });
  const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const guesses =
    opinion.guesses < 1e6
      ? new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(opinion.guesses)
      : t('secondOpinion.guessesPower', { exponent: decimal.format(opinion.guessesLog10) });
  return (
    <Stack gap="sm" style={{ opacity: pending ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Table variant="vertical" layout="fixed" aria-label={t('secondOpinion.details')}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w="45%" scope="row">
              {t('secondOpinion.score')}
            </Table.Th>
            <Table.Td>
              <Stack gap={6}>
                <Text span fw={600}>
                  {scoreText}
                </Text>
                <Progress value={opinion.score * 25} color={zxcvbnScoreColor(opinion.score)} aria-label={t('secondOpinion.score')} size="md" />
              </Stack>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('secondOpinion.duration')}</Table.Th>
            <Table.Td>{durationText}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('secondOpinion.guesses')}</Table.Th>
            <Table.Td>{guesses}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {opinion.warning !== null && (
        <ToolAlert title={t('secondOpinion.warning')}>
          <span lang={opinion.feedbackLanguage}>{opinion.warning}</span>
        </ToolAlert>
      )}
      {opinion.suggestions.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h6" id="password-second-opinion-suggestions">
            {t('secondOpinion.suggestions')}
          </Title>
          {/* A plain list: Mantine's List would add one more chunk to the lazy-load map kept in the app's entry. */}
          <Text component="ul" size="sm" m={0} pl="lg" aria-labelledby="password-second-opinion-suggestions" lang={opinion.feedbackLanguage}>
            {opinion.suggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
