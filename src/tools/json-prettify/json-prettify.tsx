import { Button, Group, Loader, NumberInput, Stack, Switch } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadText } from '../../lib/download';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { numberBounds } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { pastedText } from '../../engine/handoff/handoff';
import { useToolState } from '../../modules/tool-state/tool-state';
import { useNumberDraft } from '../../ui/input/use-number-draft';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { jsonPrettify } from './json-prettify.operations';
import { DEFAULT_RAW_JSON, parseIndentSize } from './json-prettify.service';
import type en from './locales/en.json';

const TOOL_ID = 'json-prettify';
/** Inputs up to this many characters are formatted at once on the main thread (well under 10 ms); larger ones in the worker. */
const WORKER_THRESHOLD = 20_000;
const DEFAULTS = defaultOptions(jsonPrettify);
const STATE_OPTIONS = { persist: { sortKeys: 'local', indentSize: 'local' }, schema: jsonPrettify.options } as const;
const INDENT_BOUNDS = numberBounds(jsonPrettify.options, 'indentSize');

export default function JsonPrettify() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [rawJson, setRawJson] = useState(() => pastedText(TOOL_ID) ?? DEFAULT_RAW_JSON);

  // The field's own text: an invalid value shows the error instead of being clamped or replaced.
  const indent = useNumberDraft(options.indentSize, parseIndentSize, (indentSize) => setOptions({ indentSize }));
  const indentSize = indent.value;
  const result = useOperationResult(jsonPrettify, indentSize === undefined ? undefined : rawJson, { sortKeys: options.sortKeys, indentSize }, { threshold: WORKER_THRESHOLD });
  const { pending } = result;
  const output = result.value ?? '';
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'invalidJson');
  const jsonError = failure ? (
    <>
      {t('invalidJson')}
      <br />
      {failure.detail}
    </>
  ) : undefined;

  return (
    <Stack gap="md">
      <Group gap="xl" align="flex-start">
        <Switch
          label={t('sortKeys')}
          checked={options.sortKeys}
          onChange={(event) => setOptions({ sortKeys: event.currentTarget.checked })}
          mt={32}
        />
        <NumberInput
          label={t('indentSize')}
          value={indent.text}
          onChange={indent.change}
          min={INDENT_BOUNDS.min}
          max={INDENT_BOUNDS.max}
          step={1}
          clampBehavior="none"
          allowNegative
          allowDecimal
          error={indentSize === undefined ? t('indentSizeError') : undefined}
          w={200}
          styles={{ error: { whiteSpace: 'nowrap' } }}
        />
      </Group>

      <LargeTextInput
        rows={20}
        label={t('rawJson')}
        placeholder={t('rawJsonPlaceholder')}
        value={rawJson}
        onChange={setRawJson}
        error={jsonError}
      />

      <OutputArea
        label={t('output')}
        value={output}
        rows={20}
        description={
          pending ? (
            <Group component="span" gap={6} role="status">
              <Loader component="span" size={12} aria-hidden />
              {t('formatting')}
            </Group>
          ) : undefined
        }
        actions={
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={output === ''}
            onClick={() => downloadText('formatted.json', output, 'application/json')}
          >
            {t('downloadJson')}
          </Button>
        }
      />
    </Stack>
  );
}
