import { Anchor, Box, Card, Checkbox, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { LargeTextOutput } from '../../ui/large-text/LargeTextOutput';
import type en from './locales/en.json';
import { DEFAULT_FLAGS, flagString, formatCapture, MAX_MATCHES, type RegexFlags, type RegexRunOutcome, type RegexRunRequest } from './regex-tester.service';
import type { RegexTesterWorkerApi } from './regex-tester.worker';

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

const worker = createWorkerClient<RegexTesterWorkerApi>(() => new Worker(new URL('./regex-tester.worker.ts', import.meta.url), { type: 'module' }));
let busy = false;

/** Runs in the worker; a busy worker (an older input) is terminated first; no answer within 1 s → terminated. */
async function runInWorker(request: RegexRunRequest): Promise<RunAnswer> {
  if (request.pattern === '') return { kind: 'empty' };
  if (busy) worker.terminate();
  busy = true;
  try {
    const remote = worker.get();
    await remote.ready(); // loading the worker is not counted in the time limit
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), TIME_LIMIT_MS);
    });
    const work = Promise.all([remote.diagram(request.pattern, flagString(request.flags)), remote.run(request)]);
    const answer = await Promise.race([work, timeout]);
    clearTimeout(timer);
    if (answer === 'timeout') {
      worker.terminate();
      return { kind: 'timeout', diagram: undefined };
    }
    return { kind: 'done', outcome: answer[1], diagram: answer[0] };
  } finally {
    busy = false;
  }
}

export default function RegexTester() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState<{ regex: string } & RegexFlags>(
    TOOL_ID,
    { regex: '', ...DEFAULT_FLAGS },
    { persist: { regex: 'url', global: 'url', ignoreCase: 'url', multiline: 'url', dotAll: 'url', unicode: 'url', unicodeSets: 'url' } },
  );
  // The field's own text; the URL gets it only while it is short enough to share.
  const [regex, setRegex] = useState(state.regex);
  const changeRegex = (value: string) => {
    setRegex(value);
    setState({ regex: value.length <= MAX_URL_REGEX_CHARS ? value : '' });
  };
  const [text, setText] = useState('');
  const [replacement, setReplacement] = useState('');
  const flags = useMemo<RegexFlags>(
    () => ({ global: state.global, ignoreCase: state.ignoreCase, multiline: state.multiline, dotAll: state.dotAll, unicode: state.unicode, unicodeSets: state.unicodeSets }),
    [state.global, state.ignoreCase, state.multiline, state.dotAll, state.unicode, state.unicodeSets],
  );
  const request = useMemo<RegexRunRequest>(() => ({ pattern: regex, flags, text, replacement }), [regex, flags, text, replacement]);
  const task = useLatestTask(request, runInWorker, INPUT_DELAY_MS);
  useEffect(
    () => () => {
      worker.terminate();
      busy = false;
    },
    [],
  );

  const answer = task.pending ? undefined : task.result;
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

      <LargeTextOutput label={t('replacement')} value={result?.replaced ?? ''} rows={5} />

      <CopyableField label={t('sample')} value={result?.sample ?? ''} copyLabel={t('copySample')} />

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
