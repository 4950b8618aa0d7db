import { Group, Select, Switch } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import type { JsonIndentChoice } from '../../lib/data-formats/json-write';
import { FormatConverterScreen } from '../../modules/format-converter/FormatConverterScreen';
import { JsonIndentSelect } from '../../modules/format-converter/IndentSelect';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import type en from './locales/en.json';
import { xmlToJson } from './xml-to-json.operations';

const TOOL_ID = 'xml-to-json';
const INDENTS = optionChoices<JsonIndentChoice>(xmlToJson.options, 'indent');

const DEFAULTS = { xml: `<a x="1.234" y="It's"/>`, ...defaultOptions(xmlToJson) };
const STATE_OPTIONS = { persist: { xml: 'local', indent: 'url', naming: 'url', typedValues: 'url' }, schema: xmlToJson.options } as const;
const DOWNLOAD = { fileName: 'converted.json', mimeType: 'application/json' };

export default function XmlToJson() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);

  return (
    <FormatConverterScreen
      t={t}
      language={language}
      operation={xmlToJson}
      value={state.xml}
      onChange={(xml) => setState({ xml })}
      options={{ indent: state.indent, naming: state.naming, typedValues: state.typedValues }}
      failureKey="invalidXml"
      download={DOWNLOAD}
      previewNotice={(shown, total) => t('longLinePreview', { shown, total })}
      optionFields={
        <Group gap="md" align="flex-end" wrap="wrap">
          <JsonIndentSelect t={t} choices={INDENTS} value={state.indent} onChange={(indent) => setState({ indent })} w={200} />
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
      }
    />
  );
}
