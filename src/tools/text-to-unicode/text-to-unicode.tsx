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
import { DataTable } from '../../ui/table/DataTable';
import type en from './locales/en.json';
import { characterTable, type CharacterRow, type DecodeOptions, textToUnicode, unicodeToText, UNICODE_NOTATIONS, type UnicodeNotation } from './text-to-unicode.service';
import type { TextToUnicodeWorkerApi } from './text-to-unicode.worker';

const TOOL_ID = 'text-to-unicode';
const TABLE_LIMIT = 500;

const DEFAULTS = {
  text: '',
  unicode: '',
  notation: 'html-decimal' as UnicodeNotation,
  showTable: false,
  namedEntities: false,
  otherNotations: false,
};
const STATE_OPTIONS = {
  persist: {
    text: 'local',
    unicode: 'local',
    notation: 'url',
    showTable: 'url',
    namedEntities: 'url',
    otherNotations: 'url',
  },
  allowed: { notation: UNICODE_NOTATIONS },
} as const;

/** Up to this many characters the conversion runs at once on the page; longer texts go to a worker. */
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 100;

type Api = ReturnType<WorkerClient<TextToUnicodeWorkerApi>['get']>;
const createWorker = () => new Worker(new URL('./text-to-unicode.worker.ts', import.meta.url), { type: 'module' });

/** One worker per direction; a run still busy with an outdated input is dropped (worker restarted). */
function latestInWorker<I>(client: WorkerClient<TextToUnicodeWorkerApi>, run: (api: Api, input: I) => Promise<string>) {
  let running: symbol | undefined;
  return async (input: I | undefined): Promise<string | undefined> => {
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

const encodeWorker = createWorkerClient<TextToUnicodeWorkerApi>(createWorker);
const decodeWorker = createWorkerClient<TextToUnicodeWorkerApi>(createWorker);
const encodeLarge = latestInWorker<{ text: string; notation: UnicodeNotation }>(encodeWorker, (api, request) => api.encode(request.text, request.notation));
const decodeLarge = latestInWorker<{ text: string; options: DecodeOptions }>(decodeWorker, (api, request) => api.decode(request.text, request.options));

export default function TextToUnicode() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { text, notation, namedEntities, otherNotations } = state;
  useEffect(
    () => () => {
      encodeWorker.terminate();
      decodeWorker.terminate();
    },
    [],
  );

  const encodeIsLarge = text.length > WORKER_THRESHOLD;
  const encodeRequest = useMemo(() => (encodeIsLarge ? { text, notation } : undefined), [encodeIsLarge, text, notation]);
  const encodeTask = useLatestTask(encodeRequest, encodeLarge, LARGE_INPUT_DELAY_MS);
  const encodedNow = useMemo(() => (encodeIsLarge ? undefined : textToUnicode(text, notation)), [encodeIsLarge, text, notation]);
  const encodePending = encodeIsLarge && encodeTask.pending;
  const unicode = encodedNow ?? (encodePending ? '' : (encodeTask.result ?? ''));

  const decodeOptions = useMemo(() => ({ namedEntities, otherNotations }), [namedEntities, otherNotations]);
  const decodeIsLarge = state.unicode.length > WORKER_THRESHOLD;
  const decodeRequest = useMemo(() => (decodeIsLarge ? { text: state.unicode, options: decodeOptions } : undefined), [decodeIsLarge, state.unicode, decodeOptions]);
  const decodeTask = useLatestTask(decodeRequest, decodeLarge, LARGE_INPUT_DELAY_MS);
  const decodedNow = useMemo(() => (decodeIsLarge ? undefined : unicodeToText(state.unicode, decodeOptions)), [decodeIsLarge, state.unicode, decodeOptions]);
  const decodePending = decodeIsLarge && decodeTask.pending;
  const decoded = decodedNow ?? (decodePending ? '' : (decodeTask.result ?? ''));

  const pending = (visible: boolean) =>
    visible ? (
      <Group component="span" gap={6} role="status">
        <Loader size={12} aria-hidden />
        <Text component="span" size="sm">
          {t('working')}
        </Text>
      </Group>
    ) : undefined;
  const rows = useMemo(() => (state.showTable ? characterTable(text, TABLE_LIMIT) : []), [text, state.showTable]);
  const number = new Intl.NumberFormat(language);

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="text-to-unicode-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="text-to-unicode-title">
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
            <SelectField<UnicodeNotation>
              label={t('notation')}
              options={UNICODE_NOTATIONS.map((value) => ({
                value,
                label: t(`notations.${value}`),
              }))}
              value={notation}
              onChange={(value) => update({ notation: value })}
              w={320}
            />
            <Switch label={t('showTable')} checked={state.showTable} onChange={(event) => update({ showTable: event.currentTarget.checked })} mb={8} />
          </Group>
          <PreviewOutput
            label={t('unicodeOutput')}
            value={unicode}
            copyLabel={t('copyUnicode')}
            description={pending(encodePending)}
            previewNotice={(shown, total) => t('previewNotice', { shown: number.format(shown), total: number.format(total) })}
            autosize
            minRows={3}
            maxRows={12}
          />
          {state.showTable && rows.length > 0 && (
            <Stack gap={4}>
              <DataTable<CharacterRow>
                description={t('tableLabel')}
                data={rows}
                headers={[
                  { key: 'character', label: t('columns.character') },
                  { key: 'codePoint', label: t('columns.codePoint') },
                  { key: 'decimal', label: t('columns.decimal') },
                  { key: 'utf8', label: t('columns.utf8') },
                ]}
                renderCell={(key, row) =>
                  key === 'decimal' ? String(row.decimal) : key === 'character' ? <Text ff="monospace">{/^\s$/.test(row.character) ? '␠' : row.character}</Text> : undefined
                }
                ff="monospace"
              />
              {rows.length >= TABLE_LIMIT && (
                <Text size="sm" c="dimmed">
                  {t('tableLimited', { limit: number.format(TABLE_LIMIT) })}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="unicode-to-text-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="unicode-to-text-title">
            {t('decodeTitle')}
          </Title>
          <LargeTextInput
            label={t('unicodeInput')}
            placeholder={t('unicodePlaceholder')}
            value={state.unicode}
            onChange={(value) => update({ unicode: value })}
            autosize
            minRows={3}
            maxRows={12}
            rows={3}
          />
          <Group gap="xl">
            <Switch label={t('namedEntities')} checked={namedEntities} onChange={(event) => update({ namedEntities: event.currentTarget.checked })} />
            <Switch label={t('otherNotations')} checked={otherNotations} onChange={(event) => update({ otherNotations: event.currentTarget.checked })} />
          </Group>
          <CopyableOutput label={t('textOutput')} value={decoded} copyLabel={t('copyText')} description={pending(decodePending)} monospace={false} autosize rows={3} maxRows={12} />
        </Stack>
      </Paper>
    </Stack>
  );
}
