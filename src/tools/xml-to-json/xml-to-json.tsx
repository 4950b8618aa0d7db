import { Button, Group, Select, Stack, Switch } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadText } from '../../lib/download';
import { isLargeWithLongLines } from '../../lib/long-lines';
import { errorLine } from '../../lib/data-formats/outcome';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ConverterInput } from '../../ui/format-converter/ConverterInput';
import { ConverterOutput } from '../../ui/format-converter/ConverterOutput';
import { PreviewOutput } from '../../ui/preview-output/PreviewOutput';
import type en from './locales/en.json';
import { xmlToJson } from './xml-to-json.operations';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { CONVERTER_LIVE } from '../../ui/format-converter/ConverterOutput';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import type { JsonIndentChoice } from '../../lib/data-formats/json-write';

const TOOL_ID = 'xml-to-json';
const INDENTS = optionChoices<JsonIndentChoice>(xmlToJson.options, 'indent');

const DEFAULTS = { xml: `<a x="1.234" y="It's"/>`, ...defaultOptions(xmlToJson) };
const STATE_OPTIONS = { persist: { xml: 'local', indent: 'url', naming: 'url', typedValues: 'url' }, schema: xmlToJson.options } as const;

export default function XmlToJson() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const options = { indent: state.indent, naming: state.naming, typedValues: state.typedValues };
  const result = useOperationResult(xmlToJson, state.xml, options, CONVERTER_LIVE);
  const { pending } = result;

  const output = result.value ?? '';
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'invalidXml');
  const line = failure ? errorLine(failure.detail) : undefined;
  const indentLabels: Record<JsonIndentChoice, string> = { '2': t('indent2'), '3': t('indent3'), '4': t('indent4'), tab: t('indentTab'), minify: t('indentMinify') };

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('indent')}
          data={INDENTS.map((value) => ({ value, label: indentLabels[value] }))}
          value={state.indent}
          onChange={(value) => value && setState({ indent: value })}
          allowDeselect={false}
          w={200}
        />
        <Select
          label={t('naming')}
          data={[
            { value: 'compact', label: t('namingCompact') },
            { value: 'at-hash', label: t('namingAtHash') },
          ]}
          value={state.naming}
          onChange={(value) => value && setState({ naming: value })}
          allowDeselect={false}
          w={300}
        />
        <Switch label={t('typedValues')} checked={state.typedValues} onChange={(event) => setState({ typedValues: event.currentTarget.checked })} mb={8} />
      </Group>

      <ConverterInput
        label={t('input')}
        placeholder={t('inputPlaceholder')}
        value={state.xml}
        onChange={(xml) => setState({ xml })}
        error={failure ? t('invalidXml') : undefined}
        errorDetail={failure?.detail}
        errorLine={line !== undefined ? { line, label: t('selectLine', { line }) } : undefined}
      />

      {isLargeWithLongLines(output) ? (
        <PreviewOutput
          label={t('output')}
          value={output}
          copyLabel={t('copy')}
          autosize
          minRows={10}
          maxRows={14}
          previewNotice={(shown, total) => t('longLinePreview', { shown: new Intl.NumberFormat(language).format(shown), total: new Intl.NumberFormat(language).format(total) })}
          actions={
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadText('converted.json', output, 'application/json')}>
              {t('download')}
            </Button>
          }
        />
      ) : (
        <ConverterOutput
          label={t('output')}
          value={output}
          copyLabel={t('copy')}
          pendingLabel={pending ? t('converting') : undefined}
          download={{ label: t('download'), fileName: 'converted.json', mimeType: 'application/json' }}
        />
      )}
    </Stack>
  );
}
