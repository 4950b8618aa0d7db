import { Group, Switch } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import type { JsonIndentChoice } from '../../lib/data-formats/json-write';
import { FormatConverterScreen } from '../../modules/format-converter/FormatConverterScreen';
import { JsonIndentSelect } from '../../modules/format-converter/IndentSelect';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import type en from './locales/en.json';
import { yamlToJson } from './yaml-to-json-converter.operations';

const TOOL_ID = 'yaml-to-json-converter';
const INDENTS = optionChoices<JsonIndentChoice>(yamlToJson.options, 'indent');

const DEFAULTS = { yaml: '', ...defaultOptions(yamlToJson) };
const STATE_OPTIONS = { persist: { yaml: 'local', indent: 'url', multiDocument: 'url' }, schema: yamlToJson.options, pasteInto: 'yaml' } as const;
const DOWNLOAD = { fileName: 'converted.json', mimeType: 'application/json' };

export default function YamlToJsonConverter() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);

  return (
    <FormatConverterScreen
      t={t}
      language={language}
      operation={yamlToJson}
      value={state.yaml}
      onChange={(yaml) => setState({ yaml })}
      options={{ indent: state.indent, multiDocument: state.multiDocument }}
      failureKey="invalidYaml"
      failureDetail={(failure) => (failure.params?.documents !== undefined ? t('severalDocuments', { count: Number(failure.params.documents) }) : undefined)}
      download={DOWNLOAD}
      optionFields={
        <Group gap="xl" align="flex-end">
          <JsonIndentSelect t={t} choices={INDENTS} value={state.indent} onChange={(indent) => setState({ indent })} w={220} />
          <Switch label={t('multiDocument')} checked={state.multiDocument} onChange={(event) => setState({ multiDocument: event.currentTarget.checked })} mb={8} />
        </Group>
      }
    />
  );
}
