import { Button, Group, Loader, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { isToolInputError } from '../../lib/errors';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import type { Handoff } from '../../engine/handoff/handoff';
import { useToolState } from '../../modules/tool-state/tool-state';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { PreviewOutput } from '../../ui/preview-output/PreviewOutput';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import classes from './base64-string-converter.module.css';
import { base64StringDecodeDetails, base64StringEncode } from './base64-string-converter.operations';
import { hexDump, HEX_DUMP_BYTES, isUrlSafeBase64, type DecodedText } from './base64-string-converter.service';
import type en from './locales/en.json';
import { downloadBytes } from '../../lib/download';

const TOOL_ID = 'base64-string-converter';
/** Up to this many characters the work is done at once on the page (a few ms); larger texts go to the operation worker (each direction its own run). */
const WORKER_THRESHOLD = 200_000;
const LARGE_INPUT_DELAY_MS = 100;
const LIVE = { threshold: WORKER_THRESHOLD, delayMs: LARGE_INPUT_DELAY_MS };

const ENCODE_DEFAULTS = defaultOptions(base64StringEncode);
// The two cards each have their own "URL safe" switch: both start at their operation's urlSafe default.
const DEFAULTS = {
  text: '',
  encodeUrlSafe: ENCODE_DEFAULTS.urlSafe,
  wrapLines: ENCODE_DEFAULTS.wrapLines,
  base64: '',
  decodeUrlSafe: defaultOptions(base64StringDecodeDetails).urlSafe,
};
const STATE_OPTIONS = {
  persist: { text: 'local', encodeUrlSafe: 'local', wrapLines: 'local', base64: 'local', decodeUrlSafe: 'local' },
  schema: base64StringEncode.options,
  // A pasted Base64 text goes to the decoder, with its switch on when detection found the URL-safe alphabet.
  pasteInto: ({ op, text, options }: Handoff) => (op === 'base64-string-decode' ? { base64: text, decodeUrlSafe: options.urlSafe === true } : {}),
} as const;

export default function Base64StringConverter() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const number = new Intl.NumberFormat(language);
  const previewNotice = (shown: number, total: number) => t('preview', { shown: number.format(shown), total: number.format(total) });

  // String → Base64.
  const encodeResult = useOperationResult(base64StringEncode, state.text, { urlSafe: state.encodeUrlSafe, wrapLines: state.wrapLines }, LIVE);
  const encodePending = encodeResult.pending;
  const encoded = encodeResult.value ?? '';

  // Base64 → string.
  const decodeResult = useOperationResult(base64StringDecodeDetails, state.base64, { urlSafe: state.decodeUrlSafe }, LIVE);
  const decodePending = decodeResult.pending;
  const decoded = decodeResult.value as DecodedText | undefined;
  const invalid = isToolInputError(decodeResult.error);
  // Auto-detection of the URL-safe alphabet: the standard reading fails but the URL-safe one works.
  const suggestUrlSafe = invalid && !state.decodeUrlSafe && state.base64.length <= WORKER_THRESHOLD && isUrlSafeBase64(state.base64);
  const binary = decoded !== undefined && !decoded.isText;

  const pending = (visible: boolean) =>
    visible ? (
      <Group gap={6} role="status">
        <Loader size={12} aria-hidden />
        <Text size="sm">{t('working')}</Text>
      </Group>
    ) : undefined;

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%" className={classes.root}>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="base64-encode-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="base64-encode-title">
            {t('encodeTitle')}
          </Title>
          <Group gap="xl">
            <Switch label={t('encodeUrlSafe')} checked={state.encodeUrlSafe} onChange={(event) => update({ encodeUrlSafe: event.currentTarget.checked })} />
            <Switch label={t('wrapLines')} checked={state.wrapLines} onChange={(event) => update({ wrapLines: event.currentTarget.checked })} />
          </Group>
          <LargeTextInput label={t('textInput')} placeholder={t('textPlaceholder')} value={state.text} onChange={(text) => update({ text })} rows={5} monospace={false} />
          <PreviewOutput
            label={t('encodedOutput')}
            value={encoded}
            rows={5}
            copyLabel={t('copyBase64')}
            previewNotice={previewNotice}
            description={pending(encodePending)}
          />
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="base64-decode-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="base64-decode-title">
            {t('decodeTitle')}
          </Title>
          <Switch label={t('decodeUrlSafe')} checked={state.decodeUrlSafe} onChange={(event) => update({ decodeUrlSafe: event.currentTarget.checked })} />
          <LargeTextInput
            label={t('base64Input')}
            placeholder={t('base64Placeholder')}
            value={state.base64}
            onChange={(base64) => update({ base64 })}
            rows={5}
            error={invalid ? t('invalidBase64') : undefined}
            description={
              suggestUrlSafe ? (
                <Group component="span" gap="xs">
                  <span>{t('urlSafeDetected')}</span>
                  <Button size="compact-xs" variant="light" onClick={() => update({ decodeUrlSafe: true })}>
                    {t('useUrlSafe')}
                  </Button>
                </Group>
              ) : undefined
            }
            inputWrapperOrder={['label', 'input', 'error', 'description']}
          />
          <PreviewOutput
            label={t('decodedOutput')}
            value={decoded?.text ?? ''}
            rows={5}
            monospace={false}
            copyLabel={t('copyDecoded')}
            previewNotice={previewNotice}
            description={pending(decodePending)}
          />
          {binary && decoded && (
            <Stack gap="xs">
              <Text size="sm" role="status">
                {t('binaryNotice', { size: number.format(decoded.bytes.length) })}
              </Text>
              <Textarea
                label={t('hexDump', { bytes: number.format(Math.min(decoded.bytes.length, HEX_DUMP_BYTES)) })}
                value={hexDump(decoded.bytes)}
                readOnly
                rows={8}
                spellCheck={false}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', whiteSpace: 'pre', overflowX: 'auto' } }}
              />
              <Group justify="center">
                <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadBytes('decoded.bin', decoded.bytes)}>
                  {t('downloadBytes')}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
