import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { downloadText } from '../../lib/download';
import { failureMessage } from '../../engine/failure';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { jsonMinify } from './json-minify.operations';
import { DEFAULT_RAW_JSON, utf8ByteLength } from './json-minify.service';
import type en from './locales/en.json';

const TOOL_ID = 'json-minify';
/** Up to this many characters the text is minified at once on the main thread (a few ms); longer ones in the operation worker. */
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 150;

export default function JsonMinify() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [rawJson, setRawJson] = useState(DEFAULT_RAW_JSON);
  const result = useOperationResult(jsonMinify, rawJson, {}, { threshold: WORKER_THRESHOLD, delayMs: LARGE_INPUT_DELAY_MS });
  const { pending } = result;
  const output = result.value ?? '';
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'invalidJson');
  // Counted once per result, not while a large text waits for its result (a linear pass over each text).
  const byteCounts = useMemo(
    () => (result.value === undefined || result.value === '' ? undefined : { bytes: utf8ByteLength(result.value), originalBytes: utf8ByteLength(rawJson) }),
    [result.value, rawJson],
  );
  const number = new Intl.NumberFormat(language);
  const sizes = byteCounts ? t('sizes', { bytes: number.format(byteCounts.bytes), original: number.format(byteCounts.originalBytes) }) : undefined;

  return (
    <Stack gap="md">
      <LargeTextInput
        rows={12}
        label={t('rawJson')}
        placeholder={t('rawJsonPlaceholder')}
        value={rawJson}
        onChange={setRawJson}
        error={
          failure ? (
            <>
              {t('invalidJson')}
              <br />
              {failure.detail}
            </>
          ) : undefined
        }
      />
      <OutputArea
        label={t('output')}
        value={output}
        rows={8}
        description={
          pending ? (
            <Group component="span" gap={6} role="status">
              <Loader component="span" size={12} aria-hidden />
              {t('minifying')}
            </Group>
          ) : undefined
        }
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={output === ''} onClick={() => downloadText('minified.json', output, 'application/json')}>
            {t('downloadJson')}
          </Button>
        }
      />
      {sizes && (
        <Text size="sm" c="dimmed" ta="center">
          {sizes}
        </Text>
      )}
    </Stack>
  );
}
