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
import type en from './locales/en.json';
import { xmlFormatter } from './xml-formatter.operations';
import { DEFAULT_XML, parseIndentSize } from './xml-formatter.service';

const TOOL_ID = 'xml-formatter';
/** Documents up to this many characters are checked and formatted at once on the page (a few ms); larger ones in the operation worker. */
const WORKER_THRESHOLD = 20_000;
const DEFAULTS = defaultOptions(xmlFormatter);
const STATE_OPTIONS = { persist: { collapseContent: 'local', indentSize: 'local' }, schema: xmlFormatter.options } as const;
const INDENT_BOUNDS = numberBounds(xmlFormatter.options, 'indentSize');

export default function XmlFormatter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [xml, setXml] = useState(() => pastedText(TOOL_ID) ?? DEFAULT_XML);

  // The field's own text: an invalid value shows the error instead of being clamped or replaced.
  const indent = useNumberDraft(options.indentSize, parseIndentSize, (indentSize) => setOptions({ indentSize }));
  const indentSize = indent.value;
  const result = useOperationResult(xmlFormatter, indentSize === undefined ? undefined : xml, { indentSize, collapseContent: options.collapseContent }, { threshold: WORKER_THRESHOLD });
  const { pending } = result;
  const output = result.value ?? '';
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'invalidXml');
  const xmlError = failure ? (
    <>
      {t('invalidXml')}
      <br />
      {failure.detail}
    </>
  ) : undefined;

  return (
    <Stack gap="md">
      <Group gap="xl" align="flex-start">
        <Switch label={t('collapseContent')} checked={options.collapseContent} onChange={(event) => setOptions({ collapseContent: event.currentTarget.checked })} mt={32} />
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

      <LargeTextInput rows={12} label={t('xml')} placeholder={t('xmlPlaceholder')} value={xml} onChange={setXml} error={xmlError} />

      <OutputArea
        label={t('output')}
        value={output}
        rows={14}
        description={
          pending ? (
            <Group component="span" gap={6} role="status">
              <Loader component="span" size={12} aria-hidden />
              {t('formatting')}
            </Group>
          ) : undefined
        }
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={output === ''} onClick={() => downloadText('formatted.xml', output, 'application/xml')}>
            {t('downloadXml')}
          </Button>
        }
      />
    </Stack>
  );
}
