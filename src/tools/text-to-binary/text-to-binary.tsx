import { Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient, type WorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyableOutput } from '../../ui/copyable-field/CopyableOutput';
import { PreviewOutput } from '../../ui/preview-output/PreviewOutput';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { SelectField } from '../../ui/select/SelectField';
import type en from './locales/en.json';
import { BINARY_SEPARATORS, decodeBinary, encodeText, type BinarySeparator, type EncodedText } from './text-to-binary.service';
import type { TextToBinaryWorkerApi } from './text-to-binary.worker';

const TOOL_ID = 'text-to-binary';

const DEFAULTS = {
  text: '',
  binary: '',
  separator: 'space' as BinarySeparator,
  byteViews: false,
};
const STATE_OPTIONS = {
  persist: {
    text: 'local',
    binary: 'local',
    separator: 'url',
    byteViews: 'url',
  },
  allowed: { separator: BINARY_SEPARATORS },
} as const;

/** Up to this many characters the conversion runs at once on the page; longer texts go to a worker. */
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 100;

type Api = ReturnType<WorkerClient<TextToBinaryWorkerApi>['get']>;
const createWorker = () => new Worker(new URL('./text-to-binary.worker.ts', import.meta.url), { type: 'module' });

/** One worker per direction; a run still busy with an outdated input is dropped (worker restarted). */
function latestInWorker<I, R>(client: WorkerClient<TextToBinaryWorkerApi>, run: (api: Api, input: I) => Promise<R>) {
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

const encodeWorker = createWorkerClient<TextToBinaryWorkerApi>(createWorker);
const decodeWorker = createWorkerClient<TextToBinaryWorkerApi>(createWorker);
type EncodeRequest = { text: string; separator: BinarySeparator; withViews: boolean };
const encodeLarge = latestInWorker<EncodeRequest, EncodedText>(encodeWorker, (api, request) => api.encode(request.text, request.separator, request.withViews));
const decodeLarge = latestInWorker<string, { text: string; invalid: boolean }>(decodeWorker, (api, binary) => api.decode(binary));
const EMPTY_ENCODED: EncodedText = { binary: '', ascii: true };

export default function TextToBinary() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const number = new Intl.NumberFormat(language);
  const previewNotice = (shown: number, total: number) => t('previewNotice', { shown: number.format(shown), total: number.format(total) });
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { text, separator, byteViews } = state;
  useEffect(
    () => () => {
      encodeWorker.terminate();
      decodeWorker.terminate();
    },
    [],
  );

  const encodeIsLarge = text.length > WORKER_THRESHOLD;
  const encodeRequest = useMemo(() => (encodeIsLarge ? { text, separator, withViews: byteViews } : undefined), [encodeIsLarge, text, separator, byteViews]);
  const encodeTask = useLatestTask(encodeRequest, encodeLarge, LARGE_INPUT_DELAY_MS);
  const encodedNow = useMemo(() => (encodeIsLarge ? undefined : encodeText(text, separator, byteViews)), [encodeIsLarge, text, separator, byteViews]);
  const encodePending = encodeIsLarge && encodeTask.pending;
  const encoded = encodedNow ?? (encodePending ? EMPTY_ENCODED : (encodeTask.result ?? EMPTY_ENCODED));
  const { binary, views, ascii } = encoded;

  const decodeIsLarge = state.binary.length > WORKER_THRESHOLD;
  const decodeTask = useLatestTask(decodeIsLarge ? state.binary : undefined, decodeLarge, LARGE_INPUT_DELAY_MS);
  const decodedNow = useMemo(() => (decodeIsLarge ? undefined : decodeBinary(state.binary)), [decodeIsLarge, state.binary]);
  const decodePending = decodeIsLarge && decodeTask.pending;
  const decoded = decodedNow ?? (decodePending ? { text: '', invalid: false } : (decodeTask.result ?? { text: '', invalid: false }));

  const pending = (visible: boolean) =>
    visible ? (
      <Group component="span" gap={6} role="status">
        <Loader size={12} aria-hidden />
        <Text component="span" size="sm">
          {t('working')}
        </Text>
      </Group>
    ) : undefined;

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="text-to-binary-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="text-to-binary-title">
            {t('encodeTitle')}
          </Title>
          <LargeTextInput
            label={t('textInput')}
            placeholder={t('textPlaceholder')}
            value={state.text}
            onChange={(value) => update({ text: value })}
            autosize
            minRows={3}
            maxRows={12}
            rows={3}
            monospace={false}
            // The spec's autofocus: the page exists to type into this field.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <Group gap="xl" align="flex-end">
            <SelectField<BinarySeparator>
              label={t('separator')}
              options={BINARY_SEPARATORS.map((value) => ({
                value,
                label: t(`separators.${value}`),
              }))}
              value={separator}
              onChange={(value) => update({ separator: value })}
              w={240}
            />
            <Switch label={t('byteViews')} checked={byteViews} onChange={(event) => update({ byteViews: event.currentTarget.checked })} mb={8} />
          </Group>
          <PreviewOutput
            label={t('binaryOutput')}
            value={binary}
            copyLabel={t('copyBinary')}
            previewNotice={previewNotice}
            autosize
            minRows={3}
            maxRows={12}
            description={
              encodePending ? (
                pending(true)
              ) : !ascii ? (
                <Text size="sm" role="status" component="span">
                  {t('notAscii')}
                </Text>
              ) : undefined
            }
          />
          {views && (
            <>
              <PreviewOutput label={t('hexOutput')} value={views.hex} copyLabel={t('copyHex')} previewNotice={previewNotice} autosize minRows={2} maxRows={8} />
              <PreviewOutput label={t('decimalOutput')} value={views.decimal} copyLabel={t('copyDecimal')} previewNotice={previewNotice} autosize minRows={2} maxRows={8} />
            </>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="binary-to-text-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="binary-to-text-title">
            {t('decodeTitle')}
          </Title>
          <LargeTextInput
            label={t('binaryInput')}
            placeholder={t('binaryPlaceholder')}
            value={state.binary}
            onChange={(value) => update({ binary: value })}
            autosize
            minRows={3}
            maxRows={12}
            rows={3}
            error={decoded.invalid ? t('invalidBinary') : undefined}
          />
          <CopyableOutput
            label={t('textOutput')}
            value={decoded.text}
            copyLabel={t('copyText')}
            description={pending(decodePending)}
            monospace={false}
            autosize
            rows={3}
            maxRows={12}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
