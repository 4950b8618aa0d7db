import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { numberBounds, optionChoices } from '../../engine/schema';
import { downloadText } from '../../lib/download';
import { formatByteSize } from '../../lib/byte-size';
import { isLargeWithLongLines } from '../../lib/long-lines';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { ConverterInput } from '../../ui/format-converter/ConverterInput';
import { ConverterOutput } from '../../ui/format-converter/ConverterOutput';
import { JobProgress } from '../../ui/job/JobProgress';
import { useNumberDraft } from '../../ui/input/use-number-draft';
import { PreviewOutput } from '../../ui/preview-output/PreviewOutput';
import { codeBeautifier, codeBeautifierMinify } from './code-beautifier.operations';
import { detectCodeLanguage, MAX_WRAP_LINE_LENGTH, utf8Length, type BraceStyle, type CodeLanguage, type IndentChoice, type LanguageChoice } from './code-beautifier.language';
import type en from './locales/en.json';

const TOOL_ID = 'code-beautifier';
/** Beautifying this many characters takes a few milliseconds on the page; more runs in the operation worker. */
const BEAUTIFY_LIVE = { threshold: 20_000, delayMs: 150 } as const;
/** Terser and CSSO are slower: beyond a few kilobytes, in the worker. */
const MINIFY_LIVE = { threshold: 5_000, delayMs: 150 } as const;

const MODES = ['beautify', 'minify'] as const;
type Mode = (typeof MODES)[number];

const DEFAULT_CODE = 'function greet(name){if(!name){return"Hello, world!"}return"Hello, "+name+"!"}const names=["Ada","Linus"];for(const name of names){console.log(greet(name))}';

const DEFAULTS = { input: DEFAULT_CODE, mode: 'beautify' as Mode, ...defaultOptions(codeBeautifier) };
const STATE_OPTIONS = {
  persist: { input: 'local', mode: 'url', language: 'url', indent: 'local', wrapLineLength: 'local', braceStyle: 'local', endWithNewline: 'local' },
  allowed: { mode: [...MODES] },
  schema: codeBeautifier.options,
  pasteInto: 'input',
} as const;

const LANGUAGES = optionChoices<LanguageChoice>(codeBeautifier.options, 'language');
const INDENTS = optionChoices<IndentChoice>(codeBeautifier.options, 'indent');
const BRACES = optionChoices<BraceStyle>(codeBeautifier.options, 'braceStyle');
const WRAP_BOUNDS = numberBounds(codeBeautifier.options, 'wrapLineLength');

const LANGUAGE_KEYS = { auto: 'languageAuto', html: 'languageHtml', css: 'languageCss', javascript: 'languageJavascript' } as const;
const INDENT_KEYS = { '2': 'indent2', '4': 'indent4', tab: 'indentTab' } as const;
const BRACE_KEYS = { collapse: 'braceCollapse', expand: 'braceExpand', 'end-expand': 'braceEndExpand', 'preserve-inline': 'bracePreserveInline', none: 'braceNone' } as const;
const ERROR_KEYS = new Set(['invalidJavaScript', 'invalidCss', 'invalidHtml']);
const FILES: Record<CodeLanguage, { extension: string; mimeType: string }> = {
  html: { extension: 'html', mimeType: 'text/html' },
  css: { extension: 'css', mimeType: 'text/css' },
  javascript: { extension: 'js', mimeType: 'text/javascript' },
};

/** The Wrap lines field's text → a whole number in 0–1000, or undefined (never clamped). */
function parseWrap(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= MAX_WRAP_LINE_LENGTH ? value : undefined;
}

export default function CodeBeautifier() {
  const { t, language: locale } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const modeLabelId = useId();
  const indentLabelId = useId();
  const minify = state.mode === 'minify';

  const wrap = useNumberDraft(state.wrapLineLength, parseWrap, (wrapLineLength) => setState({ wrapLineLength }));
  const beautifyOptions = { language: state.language, indent: state.indent, wrapLineLength: wrap.value ?? state.wrapLineLength, braceStyle: state.braceStyle, endWithNewline: state.endWithNewline };
  const beautified = useOperationResult(codeBeautifier, minify || wrap.value === undefined ? undefined : state.input, beautifyOptions, BEAUTIFY_LIVE);
  const minified = useOperationResult(codeBeautifierMinify, minify ? state.input : undefined, { language: state.language }, MINIFY_LIVE);
  const result = minify ? minified : beautified;
  const output = result.value ?? '';
  // Runs in the worker can take seconds (Terser on a megabyte): they show their progress and can be stopped.
  const inWorker = state.input.length > (minify ? MINIFY_LIVE : BEAUTIFY_LIVE).threshold;
  const cancelled = result.state.status === 'cancelled';

  const detected = useMemo(() => detectCodeLanguage(state.input), [state.input]);
  const language = state.language === 'auto' ? detected : state.language;
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'failed');
  const located = failure && ERROR_KEYS.has(failure.messageKey) ? failure : undefined;
  const errorText = failure ? (located ? t(located.messageKey as 'invalidCss', located.params) : t('failed')) : undefined;

  const sizes = useMemo(() => {
    if (output === '') return undefined;
    const before = utf8Length(state.input);
    const after = utf8Length(output);
    const change = before === 0 ? 0 : (after - before) / before;
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(change);
    return t('sizes', { before: formatByteSize(before, locale), after: formatByteSize(after, locale), percent });
  }, [output, state.input, locale, t]);

  const file = FILES[language];
  const fileName = `${minify ? 'minified' : 'beautified'}.${file.extension}`;
  const outputLabel = minify ? t('outputMinified') : t('outputBeautified');
  const warnings = result.warnings.length > 0 && (
    <Stack gap="xs">
      {result.warnings.map((warning) => (
        <ToolAlert key={warning.key}>{warning.key === 'inlineScriptKept' || warning.key === 'inlineStyleKept' ? t(warning.key) : warning.message}</ToolAlert>
      ))}
    </Stack>
  );

  const optionFields = useMemo(
    () => (
      <Stack gap="md">
        <Group gap="xl" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id={modeLabelId}>
              {t('mode')}
            </Text>
            <SegmentedControl
              aria-labelledby={modeLabelId}
              data={[
                { value: 'beautify', label: t('modeBeautify') },
                { value: 'minify', label: t('modeMinify') },
              ]}
              value={state.mode}
              onChange={(mode) => setState({ mode: mode as Mode })}
            />
          </Stack>
          <Select
            label={t('language')}
            data={LANGUAGES.map((value) => ({ value, label: value === 'auto' ? t('languageAutoDetected', { language: t(LANGUAGE_KEYS[detected]) }) : t(LANGUAGE_KEYS[value]) }))}
            value={state.language}
            onChange={(value) => value && setState({ language: value as LanguageChoice })}
            allowDeselect={false}
            w={240}
          />
        </Group>
        {!minify && (
          <Group gap="xl" align="flex-start" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id={indentLabelId}>
                {t('indent')}
              </Text>
              <SegmentedControl
                aria-labelledby={indentLabelId}
                data={INDENTS.map((value) => ({ value, label: t(INDENT_KEYS[value]) }))}
                value={state.indent}
                onChange={(indent) => setState({ indent: indent as IndentChoice })}
              />
            </Stack>
            <NumberInput
              label={t('wrapLineLength')}
              description={t('wrapLineLengthHint')}
              value={wrap.text}
              onChange={wrap.change}
              min={WRAP_BOUNDS.min}
              max={WRAP_BOUNDS.max}
              step={10}
              clampBehavior="none"
              allowDecimal={false}
              error={wrap.value === undefined ? t('wrapLineLengthError') : undefined}
              w={200}
            />
            <Select
              label={t('braceStyle')}
              description={t('braceStyleHint')}
              data={BRACES.map((value) => ({ value, label: t(BRACE_KEYS[value]) }))}
              value={state.braceStyle}
              onChange={(value) => value && setState({ braceStyle: value as BraceStyle })}
              allowDeselect={false}
              w={260}
            />
            <Switch label={t('endWithNewline')} checked={state.endWithNewline} onChange={(event) => setState({ endWithNewline: event.currentTarget.checked })} mt={30} />
          </Group>
        )}
      </Stack>
    ),
    [state.mode, state.language, state.indent, state.braceStyle, state.endWithNewline, detected, minify, wrap.text, wrap.value, wrap.change, modeLabelId, indentLabelId, setState, t],
  );

  return (
    <Stack gap="md">
      {optionFields}

      <ConverterInput
        label={t('input')}
        placeholder={t('inputPlaceholder')}
        value={state.input}
        onChange={(input) => setState({ input })}
        error={errorText}
        errorDetail={failure?.detail || undefined}
        errorLine={located?.params?.line !== undefined ? { line: Number(located.params.line), label: t('selectLine', { line: located.params.line }) } : undefined}
        rows={12}
      />

      {result.pending && inWorker && <JobProgress label={t('working')} percent={undefined} onCancel={result.cancel} />}
      {cancelled && (
        <Text size="sm" c="dimmed" role="status">
          {t('cancelled')}
        </Text>
      )}

      {isLargeWithLongLines(output) ? (
        <Stack gap={4}>
          <PreviewOutput
            label={outputLabel}
            value={output}
            copyLabel={t('copy')}
            autosize
            minRows={10}
            maxRows={14}
            previewNotice={(shown, total) => t('previewNotice', { shown: new Intl.NumberFormat(locale).format(shown), total: new Intl.NumberFormat(locale).format(total) })}
            actions={
              <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadText(fileName, output, file.mimeType)}>
                {t('download')}
              </Button>
            }
          />
          {sizes && (
            <Text size="sm" c="dimmed" role="status">
              {sizes}
            </Text>
          )}
          {warnings}
        </Stack>
      ) : (
        <ConverterOutput
          label={outputLabel}
          value={output}
          copyLabel={t('copy')}
          rows={16}
          pendingLabel={result.pending && !inWorker ? t('working') : undefined}
          description={sizes && <span role="status">{sizes}</span>}
          download={{ label: t('download'), fileName, mimeType: file.mimeType }}
          footer={warnings || undefined}
        />
      )}
    </Stack>
  );
}
