import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient, type WorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import type en from './locales/en.json';
import { byteSize, computeTextStatistics, type TextStatistics } from './text-statistics.service';
import type { TextStatisticsWorkerApi } from './text-statistics.worker';

const TOOL_ID = 'text-statistics';
/** Up to this many characters the counts are computed at once, on every keystroke (a few ms). */
const WORKER_THRESHOLD = 100_000;
/** Larger texts are counted in a worker, this long after the last change. */
const LARGE_TEXT_DELAY_MS = 150;

const DEFAULTS = { text: '' };

function createStatisticsWorker(): WorkerClient<TextStatisticsWorkerApi> {
  return createWorkerClient<TextStatisticsWorkerApi>(() => new Worker(new URL('./text-statistics.worker.ts', import.meta.url), { type: 'module', name: 'text-statistics' }));
}

export default function TextStatisticsTool() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [{ text }, update] = useToolState(TOOL_ID, DEFAULTS, { persist: { text: 'local' } });
  const [worker] = useState(createStatisticsWorker);
  useEffect(() => () => worker.terminate(), [worker]);

  const isLarge = text.length > WORKER_THRESHOLD;
  const syncStatistics = useMemo(() => (isLarge ? undefined : computeTextStatistics(text)), [text, isLarge]);
  const countInWorker = useCallback((value: string | undefined) => (value === undefined ? undefined : worker.get().compute(value)), [worker]);
  const large = useLatestTask(isLarge ? text : undefined, countInWorker, LARGE_TEXT_DELAY_MS);
  const statistics: TextStatistics | undefined = isLarge ? large.result : syncStatistics;

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
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy={isLarge && large.pending}>
        {fields.map(([label, value]) => (
          <TextInput key={label} label={label} value={value} readOnly />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
