import { Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { PreviewOutput } from '../../ui/preview-output/PreviewOutput';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { SelectField } from '../../ui/select/SelectField';
import { DataTable } from '../../ui/table/DataTable';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import type en from './locales/en.json';
import { textToUnicodeDecode, textToUnicodeEncode } from './text-to-unicode.operations';
import { characterTable, type CharacterRow, type UnicodeNotation } from './text-to-unicode.service';

const TOOL_ID = 'text-to-unicode';
const TABLE_LIMIT = 500;
const NOTATIONS = optionChoices<UnicodeNotation>(textToUnicodeEncode.options, 'notation');

const DEFAULTS = {
  text: '',
  unicode: '',
  ...defaultOptions(textToUnicodeEncode),
  showTable: false,
  ...defaultOptions(textToUnicodeDecode),
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
  // The encoding's schema checks the notation; the decoding's options are booleans.
  schema: textToUnicodeEncode.options,
  pasteInto: { 'text-to-unicode-decode': 'unicode' },
} as const;

/** Up to this many characters the conversion runs at once on the page; longer texts go to the operation worker (each direction its own run). */
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 100;
const LIVE = { threshold: WORKER_THRESHOLD, delayMs: LARGE_INPUT_DELAY_MS };

export default function TextToUnicode() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { text, notation, namedEntities, otherNotations } = state;

  const encodeResult = useOperationResult(textToUnicodeEncode, text, { notation }, LIVE);
  const encodePending = encodeResult.pending;
  const unicode = encodeResult.value ?? '';

  const decodeResult = useOperationResult(textToUnicodeDecode, state.unicode, { namedEntities, otherNotations }, LIVE);
  const decodePending = decodeResult.pending;
  const decoded = decodeResult.value ?? '';

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
              options={NOTATIONS.map((value) => ({
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
          <OutputArea
            label={t('textOutput')}
            value={decoded}
            copyLabel={t('copyText')}
            description={pending(decodePending)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            monospace={false}
            autosize
            minRows={3}
            maxRows={12}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
