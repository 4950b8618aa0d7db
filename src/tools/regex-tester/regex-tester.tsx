import { Anchor, Box, Card, Checkbox, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { RunControl } from '../../engine/worker/operation-client';
import { defaultOptions } from '../../engine/operation';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { PoolCancelledError } from '../../engine/worker/worker-pool';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { operationClient, runInWorker } from '../../engine/worker/operation-pool';
import type en from './locales/en.json';
import { regexTesterReplace, regexTesterRun } from './regex-tester.operations';
import { formatCapture, MAX_MATCHES, type RegexFlags, type RegexRunOutcome, type RegexRunRequest } from './regex-tester.service';

const TOOL_ID = 'regex-tester';
/** A run that has not answered after this long is stopped (catastrophic backtracking). */
const TIME_LIMIT_MS = 1000;
const INPUT_DELAY_MS = 80;
/** Longer patterns are not mirrored in the URL. */
const MAX_URL_REGEX_CHARS = 2000;
const FLAG_FIELDS = [
  ['global', 'flagGlobal'],
  ['ignoreCase', 'flagIgnoreCase'],
  ['multiline', 'flagMultiline'],
  ['dotAll', 'flagDotAll'],
  ['unicode', 'flagUnicode'],
  ['unicodeSets', 'flagUnicodeSets'],
] as const;

type RunAnswer = { kind: 'done'; outcome: RegexRunOutcome; diagram: string | undefined } | { kind: 'timeout'; diagram: string | undefined } | { kind: 'empty' };

/** The pattern and flags are in the URL; the text and the replacement are never stored. */
const DEFAULTS = defaultOptions(regexTesterReplace);
const STATE_OPTIONS = {
  persist: { regex: 'url', replacement: 'none', global: 'url', ignoreCase: 'url', multiline: 'url', dotAll: 'url', unicode: 'url', unicodeSets: 'url' },
  schema: regexTesterReplace.options,
} as const;

/**
 * Runs in the operation worker: a newer input stops an older run (its worker is terminated), and
 * a run that has not answered 1 s after it started (catastrophic backtracking) is stopped the same
 * way. Loading the worker and the module is not counted: the limit starts at the run's first report.
 */
async function runWithTimeLimit(request: RegexRunRequest, control: RunControl): Promise<RunAnswer> {
  if (request.pattern === '') return { kind: 'empty' };
  const stop = new AbortController();
  const forward = () => stop.abort();
  control.signal?.addEventListener('abort', forward, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const startLimit = () => {
    timer ??= setTimeout(() => {
      timedOut = true;
      stop.abort();
    }, TIME_LIMIT_MS);
  };
  try {
    const { diagram, ...outcome } = (await runInWorker(
      regexTesterRun,
      request.text,
      { regex: request.pattern, replacement: request.replacement, ...request.flags, diagram: true },
      { signal: stop.signal, onProgress: startLimit },
    )) as RegexRunOutcome & { diagram?: string };
    return { kind: 'done', outcome, diagram };
  } catch (error) {
    if (timedOut && error instanceof PoolCancelledError) return { kind: 'timeout', diagram: undefined };
    throw error;
  } finally {
    clearTimeout(timer);
    control.signal?.removeEventListener('abort', forward);
  }
}
const RUN = { remote: runWithTimeLimit, delayMs: INPUT_DELAY_MS, warm: operationClient.warm };

export default function RegexTester() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  // The field's own text; the URL gets it only while it is short enough to share.
  const [regex, setRegex] = useState(state.regex);
  const changeRegex = (value: string) => {
    setRegex(value);
    setState({ regex: value.length <= MAX_URL_REGEX_CHARS ? value : '' });
  };
  const [text, setText] = useState('');
  const { replacement } = state;
  const setReplacement = (value: string) => setState({ replacement: value });
  const flags = useMemo<RegexFlags>(
    () => ({ global: state.global, ignoreCase: state.ignoreCase, multiline: state.multiline, dotAll: state.dotAll, unicode: state.unicode, unicodeSets: state.unicodeSets }),
    [state.global, state.ignoreCase, state.multiline, state.dotAll, state.unicode, state.unicodeSets],
  );
  const request = useMemo<RegexRunRequest>(() => ({ pattern: regex, flags, text, replacement }), [regex, flags, text, replacement]);
  const task = useLiveResult(request, RUN);
  const answer = task.value;
  const outcome = answer?.kind === 'done' ? answer.outcome : undefined;
  const regexError = outcome && !outcome.ok ? t('invalidRegex', { message: outcome.detail }) : undefined;
  const result = outcome?.ok ? outcome : undefined;
  const diagram = answer && answer.kind !== 'empty' ? answer.diagram : undefined;
  const diagramUrl = useMemo(() => (diagram ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(diagram)}` : undefined), [diagram]);
  const number = new Intl.NumberFormat(language);
  const cheatsheetHref = `${import.meta.env.BASE_URL.replace(/\/?$/, '/')}regex-memo`;

  const setFlag = (field: keyof RegexFlags, checked: boolean) => {
    if (field === 'unicode' && checked) setState({ unicode: true, unicodeSets: false });
    else if (field === 'unicodeSets' && checked) setState({ unicodeSets: true, unicode: false });
    else setState({ [field]: checked });
  };

  const countLine = result
    ? result.matches.length === 0
      ? t('noMatch')
      : result.matches.length === 1
        ? t('oneMatch')
        : t('manyMatches', { total: number.format(result.matches.length) + (result.truncated ? '+' : '') })
    : undefined;

  return (
    <Stack gap="lg">
      <LargeTextInput label={t('regex')} placeholder={t('regexPlaceholder')} value={regex} onChange={changeRegex} rows={3} error={regexError} autoComplete="off" />
      <Group gap="lg">
        {FLAG_FIELDS.map(([field, key]) => (
          <Checkbox key={field} label={t(key)} checked={state[field]} onChange={(event) => setFlag(field, event.currentTarget.checked)} />
        ))}
      </Group>
      <Anchor href={cheatsheetHref} target="_blank" rel="noopener" size="sm" w="fit-content">
        <Group gap={4} component="span">
          {t('cheatsheetLink')}
          <IconExternalLink size={14} aria-hidden />
        </Group>
      </Anchor>

      <LargeTextInput rows={5} monospace={false} label={t('text')} placeholder={t('textPlaceholder')} value={text} onChange={setText} />
      <TextInput label={t('replaceWith')} value={replacement} onChange={(event) => setReplacement(event.currentTarget.value)} spellCheck={false} autoComplete="off" />

      <Card withBorder padding="md" component="section" aria-labelledby="regex-matches-title">
        <Stack gap="sm">
          <Group gap="xs">
            <Title order={2} size="h4" id="regex-matches-title">
              {t('matches')}
            </Title>
            {task.pending && regex !== '' && <Loader size={14} aria-label={t('running')} />}
          </Group>
          {answer?.kind === 'timeout' ? (
            <Text role="alert" c="var(--mantine-color-error)" fw={500}>
              {t('timeout')}
            </Text>
          ) : (
            countLine && <Text role="status">{countLine}</Text>
          )}
          {result && result.matches.length > 0 && (
            <Table.ScrollContainer minWidth={560}>
              <Table withTableBorder striped verticalSpacing={6} style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('columnIndex')}</Table.Th>
                    <Table.Th>{t('columnValue')}</Table.Th>
                    <Table.Th>{t('columnCaptures')}</Table.Th>
                    <Table.Th>{t('columnGroups')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.matches.map((match, index) => (
                    <Table.Tr key={index}>
                      <Table.Td>{match.index}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{match.value === '' ? t('empty') : match.value}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                        {match.captures.map((capture) => formatCapture(capture, t('notMatched'), t('empty'))).join('\n')}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                        {match.groups.map((group) => formatCapture(group, t('notMatched'), t('empty'))).join('\n')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {result?.truncated && <Text size="sm">{t('truncated', { total: number.format(MAX_MATCHES) })}</Text>}
        </Stack>
      </Card>

      <OutputArea label={t('replacement')} value={result?.replaced ?? ''} rows={5} />

      <ReadOnlyField label={t('sample')} value={result?.sample ?? ''} copyLabel={t('copySample')} />

      <Card withBorder padding="md" component="section" aria-labelledby="regex-diagram-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="regex-diagram-title">
            {t('diagram')}
          </Title>
          {diagramUrl ? (
            <Box style={{ overflowX: 'auto' }}>
              <img src={diagramUrl} alt={t('diagramAlt')} style={{ maxWidth: 'none', display: 'block' }} />
            </Box>
          ) : (
            answer &&
            answer.kind !== 'empty' && <Text>{t('diagramError')}</Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
