import { Button, Group, Loader, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { isToolInputError } from '../../lib/errors';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient, type WorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { PreviewOutput } from '../../ui/preview-output/PreviewOutput';
import classes from './base64-string-converter.module.css';
import { decodeBase64ToText, encodeTextToBase64, hexDump, HEX_DUMP_BYTES, isUrlSafeBase64, type EncodeTextOptions } from './base64-string-converter.service';
import type { Base64StringWorkerApi, DecodeOutcome } from './base64-string-converter.worker';
import type en from './locales/en.json';

const TOOL_ID = 'base64-string-converter';
/** Up to this many characters the work is done at once on the page (a few ms); larger texts go to a worker. */
const WORKER_THRESHOLD = 200_000;
const LARGE_INPUT_DELAY_MS = 100;

const DEFAULTS = { text: '', encodeUrlSafe: false, wrapLines: false, base64: '', decodeUrlSafe: false };
const STATE_OPTIONS = {
  persist: { text: 'local', encodeUrlSafe: 'local', wrapLines: 'local', base64: 'local', decodeUrlSafe: 'local' },
} as const;

const createWorker = () => new Worker(new URL('./base64-string-converter.worker.ts', import.meta.url), { type: 'module' });

/** One worker per direction; a run still busy with an outdated input is dropped (worker restarted). */
function latestInWorker<I, R>(client: WorkerClient<Base64StringWorkerApi>, run: (api: ReturnType<WorkerClient<Base64StringWorkerApi>['get']>, input: I) => Promise<R>) {
  let running: symbol | undefined;
  return async (input: I | undefined): Promise<R | undefined> => {
    if (input === undefined) return undefined;
    if (running) client.terminate();
    const token = Symbol('job');
    running = token;
    try {
      return await run(client.get(), input);
    } finally {
      if (running === token) running = undefined;
    }
  };
}

const encodeWorker = createWorkerClient<Base64StringWorkerApi>(createWorker);
const decodeWorker = createWorkerClient<Base64StringWorkerApi>(createWorker);
const encodeLarge = latestInWorker<{ text: string; options: EncodeTextOptions }, string>(encodeWorker, (api, request) => api.encode(request.text, request.options));
const decodeLarge = latestInWorker<{ text: string; urlSafe: boolean }, DecodeOutcome>(decodeWorker, (api, request) => api.decode(request.text, request.urlSafe));

function decodeNow(text: string, urlSafe: boolean): DecodeOutcome {
  try {
    return { ok: true, decoded: decodeBase64ToText(text, { urlSafe }) };
  } catch (error) {
    if (isToolInputError(error)) return { ok: false, messageKey: error.messageKey };
    throw error;
  }
}

function downloadBytes(fileName: string, bytes: Uint8Array): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function Base64StringConverter() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const number = new Intl.NumberFormat(language);
  const previewNotice = (shown: number, total: number) => t('preview', { shown: number.format(shown), total: number.format(total) });

  useEffect(
    () => () => {
      encodeWorker.terminate();
      decodeWorker.terminate();
    },
    [],
  );

  // String → Base64.
  const encodeOptions = useMemo(() => ({ urlSafe: state.encodeUrlSafe, wrapLines: state.wrapLines }), [state.encodeUrlSafe, state.wrapLines]);
  const encodeIsLarge = state.text.length > WORKER_THRESHOLD;
  const encodeRequest = useMemo(() => (encodeIsLarge ? { text: state.text, options: encodeOptions } : undefined), [encodeIsLarge, state.text, encodeOptions]);
  const encodeTask = useLatestTask(encodeRequest, encodeLarge, LARGE_INPUT_DELAY_MS);
  const encodedNow = useMemo(() => (encodeIsLarge ? undefined : encodeTextToBase64(state.text, encodeOptions)), [encodeIsLarge, state.text, encodeOptions]);
  const encodePending = encodeIsLarge && encodeTask.pending;
  const encoded = encodeIsLarge ? (encodePending ? '' : (encodeTask.result ?? '')) : (encodedNow ?? '');

  // Base64 → string.
  const decodeIsLarge = state.base64.length > WORKER_THRESHOLD;
  const decodeRequest = useMemo(() => (decodeIsLarge ? { text: state.base64, urlSafe: state.decodeUrlSafe } : undefined), [decodeIsLarge, state.base64, state.decodeUrlSafe]);
  const decodeTask = useLatestTask(decodeRequest, decodeLarge, LARGE_INPUT_DELAY_MS);
  const decodedNow = useMemo(() => (decodeIsLarge ? undefined : decodeNow(state.base64, state.decodeUrlSafe)), [decodeIsLarge, state.base64, state.decodeUrlSafe]);
  const decodePending = decodeIsLarge && decodeTask.pending;
  const outcome = decodeIsLarge ? (decodePending ? undefined : decodeTask.result) : decodedNow;
  const decoded = outcome?.ok ? outcome.decoded : undefined;
  const invalid = outcome !== undefined && !outcome.ok;
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
