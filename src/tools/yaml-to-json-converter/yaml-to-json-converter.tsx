import { Group, Select, Stack, Switch } from '@mantine/core';
import { errorLine } from '../../lib/data-formats/outcome';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ConverterInput } from '../../ui/format-converter/ConverterInput';
import { ConverterOutput } from '../../ui/format-converter/ConverterOutput';
import type en from './locales/en.json';
import { yamlToJson } from './yaml-to-json-converter.operations';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { CONVERTER_LIVE } from '../../ui/format-converter/ConverterOutput';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import type { JsonIndentChoice } from '../../lib/data-formats/json-write';

const TOOL_ID = 'yaml-to-json-converter';
const INDENTS = optionChoices<JsonIndentChoice>(yamlToJson.options, 'indent');

const DEFAULTS = { yaml: '', ...defaultOptions(yamlToJson) };
const STATE_OPTIONS = { persist: { yaml: 'local', indent: 'url', multiDocument: 'url' }, schema: yamlToJson.options, pasteInto: 'yaml' } as const;

export default function YamlToJsonConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const options = { indent: state.indent, multiDocument: state.multiDocument };
  const result = useOperationResult(yamlToJson, state.yaml, options, CONVERTER_LIVE);
  const { pending } = result;

  const output = result.value ?? '';
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'invalidYaml');
  const documents = failure?.params?.documents;
  const detail = failure ? (documents !== undefined ? t('severalDocuments', { count: Number(documents) }) : failure.detail) : undefined;
  const line = failure ? errorLine(failure.detail) : undefined;
  const indentLabels: Record<JsonIndentChoice, string> = { '2': t('indent2'), '3': t('indent3'), '4': t('indent4'), tab: t('indentTab'), minify: t('indentMinify') };

  return (
    <Stack gap="md">
      <Group gap="xl" align="flex-end">
        <Select
          label={t('indent')}
          data={INDENTS.map((value) => ({ value, label: indentLabels[value] }))}
          value={state.indent}
          onChange={(value) => value && setState({ indent: value })}
          allowDeselect={false}
          w={220}
        />
        <Switch
          label={t('multiDocument')}
          checked={state.multiDocument}
          onChange={(event) => setState({ multiDocument: event.currentTarget.checked })}
          mb={8}
        />
      </Group>

      <ConverterInput
        label={t('input')}
        placeholder={t('inputPlaceholder')}
        value={state.yaml}
        onChange={(yaml) => setState({ yaml })}
        error={failure ? t('invalidYaml') : undefined}
        errorDetail={detail}
        errorLine={line !== undefined ? { line, label: t('selectLine', { line }) } : undefined}
      />

      <ConverterOutput
        label={t('output')}
        value={output}
        copyLabel={t('copy')}
        pendingLabel={pending ? t('converting') : undefined}
        download={{ label: t('download'), fileName: 'converted.json', mimeType: 'application/json' }}
      />
    </Stack>
  );
}
