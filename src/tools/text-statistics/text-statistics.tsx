import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import type en from './locales/en.json';
import { textStatistics } from './text-statistics.operations';
import { byteSize, type TextStatistics } from './text-statistics.service';

const TOOL_ID = 'text-statistics';
/** Up to this many characters the counts are computed at once, on every keystroke (a few ms). */
const WORKER_THRESHOLD = 100_000;
/** Larger texts are counted in the operation worker, this long after the last change. */
const LARGE_TEXT_DELAY_MS = 150;

const DEFAULTS = { text: '' };

export default function TextStatisticsTool() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [{ text }, update] = useToolState(TOOL_ID, DEFAULTS, { persist: { text: 'local' }, pasteInto: 'text' });
  const result = useOperationResult(textStatistics, text, {}, { threshold: WORKER_THRESHOLD, delayMs: LARGE_TEXT_DELAY_MS });
  // While a large text is being counted, the previous counts stay (the grid says it is busy).
  const [previous, setPrevious] = useState<TextStatistics | undefined>(undefined);
  const counted = result.value as TextStatistics | undefined;
  if (counted !== undefined && counted !== previous) setPrevious(counted);
  const statistics = result.pending ? previous : counted;

  const size = statistics ? byteSize(statistics.bytes) : undefined;
  const sizeText = size
    ? `${new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false }).format(size.value)} ${t(`units.${size.unit}`)}`
    : '';
  const fields: [string, string][] = [
    [t('characters'), statistics ? String(statistics.characters) : ''],
    [t('words'), statistics ? String(statistics.words) : ''],
    [t('lines'), statistics ? String(statistics.lines) : ''],
    [t('bytes'), sizeText],
    [t('uniqueWords'), statistics ? String(statistics.uniqueWords) : ''],
    [t('paragraphs'), statistics ? String(statistics.paragraphs) : ''],
  ];

  return (
    <Stack gap="lg">
      <LargeTextInput
        label={t('text')}
        placeholder={t('textPlaceholder')}
        value={text}
        onChange={(value) => update({ text: value })}
        monospace={false}
        rows={5}
        autosize
        minRows={5}
        maxRows={24}
        autoComplete="off"
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy={result.pending}>
        {fields.map(([label, value]) => (
          <TextInput key={label} label={label} value={value} readOnly />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
