import { defaultOptions } from '../../engine/operation';
import type { TomlNullHandling, TomlTableStyle } from '../../lib/data-formats/toml-write';
import { FormatConverterScreen } from '../../modules/format-converter/FormatConverterScreen';
import { droppedNullsAlert, tomlWriteLabels } from '../../modules/format-converter/toml-write-parts';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { TomlWriteOptionsFields } from '../../ui/format-converter/TomlWriteOptionsFields';
import type en from './locales/en.json';
import { yamlToToml } from './yaml-to-toml.operations';
import { type YamlToTomlOptions } from './yaml-to-toml.service';

const TOOL_ID = 'yaml-to-toml';

const DEFAULTS = { yaml: '', ...defaultOptions(yamlToToml) };
const STATE_OPTIONS = { persist: { yaml: 'local', nulls: 'url', tableStyle: 'url', sortKeys: 'url' }, schema: yamlToToml.options } as const;
const DOWNLOAD = { fileName: 'converted.toml', mimeType: 'application/toml' };

export default function YamlToToml() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const options: YamlToTomlOptions = { nulls: state.nulls as TomlNullHandling, tableStyle: state.tableStyle as TomlTableStyle, sortKeys: state.sortKeys };

  return (
    <FormatConverterScreen
      t={t}
      language={language}
      operation={yamlToToml}
      value={state.yaml}
      onChange={(yaml) => setState({ yaml })}
      options={options}
      failureKey="invalidYaml"
      otherFailure={(failure) => (failure.messageKey === 'tomlNeedsTable' ? t('tomlNeedsTable') : undefined)}
      failureDetail={(failure) => (failure.params?.documents !== undefined ? t('severalDocuments', { count: Number(failure.params.documents) }) : undefined)}
      download={DOWNLOAD}
      optionFields={<TomlWriteOptionsFields value={options} onChange={(patch) => setState(patch)} labels={tomlWriteLabels(t)} />}
      footer={(warnings) => droppedNullsAlert(warnings, t, language)}
    />
  );
}
