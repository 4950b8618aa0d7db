import { Group, Switch } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import { FormatConverterScreen } from '../../modules/format-converter/FormatConverterScreen';
import { YamlIndentSelect } from '../../modules/format-converter/IndentSelect';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import type en from './locales/en.json';
import { tomlToYaml } from './toml-to-yaml.operations';
import { type TomlToYamlOptions } from './toml-to-yaml.service';

const TOOL_ID = 'toml-to-yaml';

const DEFAULTS = { toml: '', ...defaultOptions(tomlToYaml) };
const STATE_OPTIONS = { persist: { toml: 'local', indent: 'url', keepComments: 'url', flowShortArrays: 'url' }, schema: tomlToYaml.options, pasteInto: 'toml' } as const;
const DOWNLOAD = { fileName: 'converted.yaml', mimeType: 'application/yaml' };

export default function TomlToYaml() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const options: TomlToYamlOptions = { indent: state.indent === 4 ? 4 : 2, keepComments: state.keepComments, flowShortArrays: state.flowShortArrays };

  return (
    <FormatConverterScreen
      t={t}
      language={language}
      operation={tomlToYaml}
      value={state.toml}
      onChange={(toml) => setState({ toml })}
      options={options}
      failureKey="invalidToml"
      download={DOWNLOAD}
      optionFields={
        <Group gap="xl" align="flex-end" wrap="wrap">
          <YamlIndentSelect t={t} value={options.indent} onChange={(indent) => setState({ indent })} />
          <Switch label={t('keepComments')} checked={state.keepComments} onChange={(event) => setState({ keepComments: event.currentTarget.checked })} mb={8} />
          <Switch label={t('flowShortArrays')} checked={state.flowShortArrays} onChange={(event) => setState({ flowShortArrays: event.currentTarget.checked })} mb={8} />
        </Group>
      }
    />
  );
}
