import { Checkbox, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { TextField } from '../../ui/input/TextField';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { jsonQuery } from './json-query.operations';
import { DEFAULT_DOCUMENT, DEFAULT_XML, DOCUMENT_ERRORS, QUERY_LANGUAGES, SAMPLE_QUERIES, type QueryLanguage } from './json-query.samples';
import type en from './locales/en.json';

const TOOL_ID = 'json-query';
const { arg: _arg, ...OPTION_DEFAULTS } = defaultOptions(jsonQuery);
/** The options (jq's --arg pairs are edited as the Variables lines) and the document. */
const DEFAULTS = { ...OPTION_DEFAULTS, variables: '', document: DEFAULT_DOCUMENT };
const STATE_OPTIONS = {
  persist: { language: 'url', query: 'url', compact: 'url', rawOutput: 'url', slurp: 'url', nullInput: 'url', variables: 'local', document: 'local' },
  schema: jsonQuery.options,
  pasteInto: 'document',
} as const;
const LANGUAGE_LABELS = { jq: 'languageJq', jsonpath: 'languageJsonpath', jmespath: 'languageJmespath', xpath: 'languageXpath' } as const;
/** Every query runs in the operation worker (jq is WebAssembly, loaded there once), a short pause after the last keystroke. */
const QUERY_DELAY_MS = 150;
/** Queries a language switch may replace: the first one, and every sample. */
const REPLACEABLE_QUERIES = new Set(['', '.', ...Object.values(SAMPLE_QUERIES)]);

/** The Variables field's lines (`name=value`) → jq's --arg pairs, or the first line that is not one. */
function parseVariables(text: string): { arg: Record<string, string> } | { badLine: number } {
  const arg: Record<string, string> = {};
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] as string).replace(/\r$/, '');
    if (line.trim() === '') continue;
    const equals = line.indexOf('=');
    const name = line.slice(0, equals).trim();
    if (equals < 0 || !/^[A-Za-z_]\w*$/.test(name)) return { badLine: index + 1 };
    arg[name] = line.slice(equals + 1);
  }
  return { arg };
}

function ErrorDetail({ message, detail }: { message: string; detail: string }) {
  return (
    <>
      {message}
      {detail !== '' && (
        <Text component="pre" ff="monospace" size="xs" m={0} mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {detail}
        </Text>
      )}
    </>
  );
}

export default function JsonQuery() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const languageLabelId = useId();
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { language, query, compact, rawOutput, slurp, nullInput, variables, document } = state;
  const isXml = language === 'xpath';
  const isJq = language === 'jq';
  const parsedVariables = parseVariables(isJq ? variables : '');
  const arg = 'arg' in parsedVariables ? parsedVariables.arg : undefined;
  const result = useOperationResult(
    jsonQuery,
    arg === undefined ? undefined : document,
    { language, query, compact: !isXml && compact, rawOutput: !isXml && rawOutput, slurp: !isXml && slurp, nullInput: isJq && nullInput, arg: arg ?? {} },
    { threshold: 0, delayMs: QUERY_DELAY_MS },
  );
  // The first run loads jq; from then on, "Running…".
  const [ready, setReady] = useState(false);
  if (!result.pending && !ready && result.state.status !== 'idle') setReady(true);

  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'queryFailed');
  const failureText = failure ? <ErrorDetail message={t(failure.messageKey as 'queryFailed', failure.params)} detail={failure.detail} /> : undefined;
  const onDocument = failure !== undefined && DOCUMENT_ERRORS.has(failure.messageKey);
  // While a newer query runs, the last result stays on screen.
  const output = result.pending ? (result.latest ?? '') : (result.value ?? '');

  const switchLanguage = (next: QueryLanguage) => {
    const patch: Partial<typeof state> = { language: next };
    if (REPLACEABLE_QUERIES.has(query.trim())) patch.query = SAMPLE_QUERIES[next];
    if (next === 'xpath' && document === DEFAULT_DOCUMENT) patch.document = DEFAULT_XML;
    if (next !== 'xpath' && document === DEFAULT_XML) patch.document = DEFAULT_DOCUMENT;
    setState(patch);
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={languageLabelId}>
          {t('language')}
        </Text>
        <SegmentedControl
          aria-labelledby={languageLabelId}
          value={language}
          onChange={(value) => switchLanguage(value as QueryLanguage)}
          data={QUERY_LANGUAGES.map((value) => ({ value, label: t(LANGUAGE_LABELS[value]) }))}
          maw={520}
        />
      </Stack>

      <TextField
        multiline
        autosize
        rows={1}
        monospace
        label={t('query')}
        placeholder={t(`queryPlaceholder.${language}`)}
        value={query}
        onChange={(value) => setState({ query: value })}
        error={onDocument ? undefined : failureText}
        description={t(`engine.${language}`)}
      />

      {!isXml && (
        <Group gap="lg">
          <Checkbox label={t('compact')} checked={compact} onChange={(event) => setState({ compact: event.currentTarget.checked })} />
          <Checkbox label={t('rawOutput')} checked={rawOutput} onChange={(event) => setState({ rawOutput: event.currentTarget.checked })} />
          <Checkbox label={t('slurp')} checked={slurp} onChange={(event) => setState({ slurp: event.currentTarget.checked })} />
          {isJq && <Checkbox label={t('nullInput')} checked={nullInput} onChange={(event) => setState({ nullInput: event.currentTarget.checked })} />}
        </Group>
      )}

      {isJq && (
        <TextField
          multiline
          autosize
          rows={1}
          monospace
          label={t('variables')}
          placeholder={t('variablesPlaceholder')}
          value={variables}
          onChange={(value) => setState({ variables: value })}
          error={'badLine' in parsedVariables ? t('variableError', { line: parsedVariables.badLine }) : undefined}
        />
      )}

      <LargeTextInput
        rows={12}
        label={isXml ? t('xmlDocument') : t('document')}
        placeholder={isXml ? t('xmlPlaceholder') : t('documentPlaceholder')}
        value={document}
        onChange={(value) => setState({ document: value })}
        error={onDocument ? failureText : undefined}
      />

      <OutputArea
        label={t('output')}
        value={failure ? '' : output}
        rows={12}
        description={
          result.pending ? (
            <Group component="span" gap={6} role="status">
              <Loader component="span" size={12} aria-hidden />
              {ready || !isJq ? t('running') : t('loadingJq')}
            </Group>
          ) : undefined
        }
      />
    </Stack>
  );
}
