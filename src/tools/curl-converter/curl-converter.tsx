import { List, Paper, Select, Stack, Title } from '@mantine/core';
import { failureMessage, type FailureMessage } from '../../engine/failure';
import type { Handoff } from '../../engine/handoff/handoff';
import { defaultOptions, type OperationWarning } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { errorLine } from '../../lib/data-formats/outcome';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { ConverterInput } from '../../ui/format-converter/ConverterInput';
import { CONVERTER_LIVE, ConverterOutput } from '../../ui/format-converter/ConverterOutput';
import { curlConverter, curlConverterFromFetch } from './curl-converter.operations';
import { DEFAULT_CURL, DEFAULT_FETCH, type Language } from './curl-converter.service';
import type en from './locales/en.json';

const TOOL_ID = 'curl-converter';
const LANGUAGES = optionChoices<Language>(curlConverter.options, 'language');
const DEFAULTS = { command: DEFAULT_CURL, ...defaultOptions(curlConverter), fetchCall: DEFAULT_FETCH };
const STATE_OPTIONS = {
  persist: { command: 'local', language: 'url', fetchCall: 'local' },
  schema: curlConverter.options,
  pasteInto: ({ op, text }: Handoff) => (op === 'curl-converter-from-fetch' ? { fetchCall: text } : { command: text }),
} as const;

const LANGUAGE_KEYS = {
  javascript: 'languageJavascript',
  node: 'languageNode',
  'node-https': 'languageNodeHttps',
  python: 'languagePython',
  go: 'languageGo',
  php: 'languagePhp',
  rust: 'languageRust',
} as const;
const DOWNLOADS: Record<Language, { fileName: string; mimeType: string }> = {
  javascript: { fileName: 'request.js', mimeType: 'text/javascript' },
  node: { fileName: 'request.mjs', mimeType: 'text/javascript' },
  'node-https': { fileName: 'request.mjs', mimeType: 'text/javascript' },
  python: { fileName: 'request.py', mimeType: 'text/x-python' },
  go: { fileName: 'main.go', mimeType: 'text/x-go' },
  php: { fileName: 'request.php', mimeType: 'application/x-php' },
  rust: { fileName: 'main.rs', mimeType: 'text/rust' },
};

/** The notes a run can give, each worded in the page's language from its data. */
const NOTE_KEYS = new Set([
  'headerFile',
  'badHeader',
  'badForm',
  'passwordPrompt',
  'cookieFile',
  'fileNotRead',
  'stdin',
  'extraArguments',
  'formAndData',
  'getWithFile',
  'unknownOptions',
  'unsupportedOptions',
  'outputIgnored',
  'otherCommands',
  'fileInBrowser',
  'connectTimeoutFetch',
  'insecureNodeFetch',
  'insecureBrowser',
  'proxyNodeFetch',
  'proxyBrowser',
  'forbiddenHeaders',
  'formNodeHttps',
  'timeoutNodeHttps',
  'proxyNodeHttps',
  'compressedNodeHttps',
  'timeoutPython',
  'repeatedFieldsPhp',
  'fetchOptionsIgnored',
]);

const ERROR_KEYS = new Set(['unbalancedQuote', 'notCurl', 'noUrl', 'missingValue', 'badOptionValue', 'notFetch', 'invalidFetch']);

export default function CurlConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const code = useOperationResult(curlConverter, state.command, { language: state.language }, CONVERTER_LIVE);
  const curl = useOperationResult(curlConverterFromFetch, state.fetchCall, {}, CONVERTER_LIVE);

  const message = (failure: FailureMessage, fallback: 'invalidCurl' | 'invalidFetch') =>
    t((ERROR_KEYS.has(failure.messageKey) ? failure.messageKey : fallback) as 'notCurl', failure.params ?? {});
  const inputError = (error: unknown, fallback: 'invalidCurl' | 'invalidFetch') => {
    if (error === undefined) return {};
    const failure = failureMessage(error, fallback);
    const line = failure.detail ? errorLine(failure.detail) : undefined;
    return {
      error: message(failure, fallback),
      errorDetail: failure.detail || undefined,
      errorLine: line === undefined ? undefined : { line, label: t('selectLine', { line }) },
    };
  };
  const notes = (warnings: readonly OperationWarning[]) =>
    warnings.length === 0 ? null : (
      <ToolAlert title={t('notesTitle')}>
        <List size="sm">
          {warnings.map((warning, index) => (
            <List.Item key={`${warning.key}-${index}`}>{NOTE_KEYS.has(warning.key) ? t(`notes.${warning.key}` as 'notes.unknownOptions', (warning.data ?? {}) as Record<string, string>) : warning.message}</List.Item>
          ))}
        </List>
      </ToolAlert>
    );

  return (
    <Stack gap="lg" w="100%">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="curl-to-code-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="curl-to-code-title">
            {t('toCodeTitle')}
          </Title>
          <ConverterInput label={t('command')} placeholder={t('commandPlaceholder')} value={state.command} onChange={(command) => update({ command })} rows={6} {...inputError(code.error, 'invalidCurl')} />
          <Select
            label={t('language')}
            data={LANGUAGES.map((value) => ({ value, label: t(LANGUAGE_KEYS[value]) }))}
            value={state.language}
            onChange={(value) => value && update({ language: value as Language })}
            allowDeselect={false}
            maw={320}
          />
          {notes(code.warnings)}
          <ConverterOutput label={t('code')} value={code.value ?? ''} copyLabel={t('copy')} rows={12} download={{ label: t('download'), ...DOWNLOADS[state.language] }} />
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="fetch-to-curl-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="fetch-to-curl-title">
            {t('fromFetchTitle')}
          </Title>
          <ConverterInput label={t('fetchCall')} placeholder={t('fetchPlaceholder')} value={state.fetchCall} onChange={(fetchCall) => update({ fetchCall })} rows={6} {...inputError(curl.error, 'invalidFetch')} />
          {notes(curl.warnings)}
          <ConverterOutput label={t('curlCommand')} value={curl.value ?? ''} copyLabel={t('copy')} rows={6} download={{ label: t('downloadCurl'), fileName: 'request.sh', mimeType: 'text/x-shellscript' }} />
        </Stack>
      </Paper>
    </Stack>
  );
}
