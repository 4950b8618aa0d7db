import { Button, Group, Loader, Select, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadText } from '../../lib/download';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { jsonToCsvOperation } from './json-to-csv.operations';
import type { DelimiterName } from './json-to-csv.service';
import type en from './locales/en.json';

const TOOL_ID = 'json-to-csv';
/** Up to this many characters the text is converted on the page; longer ones in the operation worker. */
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 150;
const DELIMITER_NAMES = optionChoices<DelimiterName>(jsonToCsvOperation.options, 'delimiter');
const DELIMITER_LABEL_KEYS = { comma: 'delimiterComma', semicolon: 'delimiterSemicolon', tab: 'delimiterTab' } as const;
const DEFAULTS = defaultOptions(jsonToCsvOperation);
const STATE_OPTIONS = { persist: { delimiter: 'url' }, schema: jsonToCsvOperation.options } as const;

export default function JsonToCsv() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [rawJson, setRawJson] = useState('');
  const result = useOperationResult(jsonToCsvOperation, rawJson, { delimiter: options.delimiter }, { threshold: WORKER_THRESHOLD, delayMs: LARGE_INPUT_DELAY_MS });
  const { pending } = result;
  const output = result.value ?? '';
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'invalidJson');
  const error = failure ? (
    failure.messageKey === 'notRows' ? (
      t('notRows')
    ) : (
      <>
        {t('invalidJson')}
        {failure.detail && (
          <>
            <br />
            {failure.detail}
          </>
        )}
      </>
    )
  ) : undefined;

  return (
    <Stack gap="md">
      <Select
        label={t('delimiter')}
        data={DELIMITER_NAMES.map((name) => ({ value: name, label: t(DELIMITER_LABEL_KEYS[name]) }))}
        value={options.delimiter}
        onChange={(value) => value && setOptions({ delimiter: value as DelimiterName })}
        allowDeselect={false}
        maw={260}
      />
      <LargeTextInput rows={12} label={t('rawJson')} placeholder={t('rawJsonPlaceholder')} value={rawJson} onChange={setRawJson} error={error} />
      <OutputArea
        label={t('output')}
        value={output}
        rows={10}
        description={
          pending ? (
            <Group component="span" gap={6} role="status">
              <Loader component="span" size={12} aria-hidden />
              {t('converting')}
            </Group>
          ) : undefined
        }
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={output === ''} onClick={() => downloadText('data.csv', output, 'text/csv')}>
            {t('downloadCsv')}
          </Button>
        }
      />
    </Stack>
  );
}
