import { Group, Select, Switch } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import type { YamlQuoteStyle } from '../../lib/data-formats/yaml-write';
import { FormatConverterScreen } from '../../modules/format-converter/FormatConverterScreen';
import { YamlIndentSelect } from '../../modules/format-converter/IndentSelect';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { jsonToYaml } from './json-to-yaml-converter.operations';
import { type JsonToYamlOptions } from './json-to-yaml-converter.service';
import type en from './locales/en.json';

const TOOL_ID = 'json-to-yaml-converter';

const DEFAULTS = { json: '', ...defaultOptions(jsonToYaml) };
const STATE_OPTIONS = { persist: { json: 'local', indent: 'url', quoteStyle: 'url', sortKeys: 'url', quoteYaml11: 'url' }, schema: jsonToYaml.options } as const;
const DOWNLOAD = { fileName: 'converted.yaml', mimeType: 'application/yaml' };

export default function JsonToYamlConverter() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const options: JsonToYamlOptions = {
    indent: state.indent === 4 ? 4 : 2,
    quoteStyle: state.quoteStyle as YamlQuoteStyle,
    sortKeys: state.sortKeys,
    quoteYaml11: state.quoteYaml11,
  };

  return (
    <FormatConverterScreen
      t={t}
      language={language}
      operation={jsonToYaml}
      value={state.json}
      onChange={(json) => setState({ json })}
      options={options}
      failureKey="invalidJson"
      download={DOWNLOAD}
      optionFields={
        <Group gap="md" align="flex-end" wrap="wrap">
          <YamlIndentSelect t={t} value={options.indent} onChange={(indent) => setState({ indent })} />
          <Select
            label={t('quoteStyle')}
            data={[
              { value: 'auto', label: t('quoteAuto') },
              { value: 'double', label: t('quoteDouble') },
              { value: 'single', label: t('quoteSingle') },
            ]}
            value={options.quoteStyle}
            onChange={(value) => value && setState({ quoteStyle: value })}
            allowDeselect={false}
            w={260}
          />
          <Switch label={t('sortKeys')} checked={state.sortKeys} onChange={(event) => setState({ sortKeys: event.currentTarget.checked })} mb={8} />
          <Switch
            label={t('quoteYaml11')}
            description={t('quoteYaml11Hint')}
            checked={state.quoteYaml11}
            onChange={(event) => setState({ quoteYaml11: event.currentTarget.checked })}
          />
        </Group>
      }
    />
  );
}
