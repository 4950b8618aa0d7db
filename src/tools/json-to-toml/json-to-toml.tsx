import { defaultOptions } from '../../engine/operation';
import type { TomlNullHandling, TomlTableStyle } from '../../lib/data-formats/toml-write';
import { FormatConverterScreen } from '../../modules/format-converter/FormatConverterScreen';
import { droppedNullsAlert, tomlWriteLabels } from '../../modules/format-converter/toml-write-parts';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { TomlWriteOptionsFields } from '../../ui/format-converter/TomlWriteOptionsFields';
import { jsonToToml } from './json-to-toml.operations';
import { type JsonToTomlOptions } from './json-to-toml.service';
import type en from './locales/en.json';

const TOOL_ID = 'json-to-toml';

const DEFAULTS = { json: '', ...defaultOptions(jsonToToml) };
const STATE_OPTIONS = { persist: { json: 'local', nulls: 'url', tableStyle: 'url', sortKeys: 'url' }, schema: jsonToToml.options } as const;
const DOWNLOAD = { fileName: 'converted.toml', mimeType: 'application/toml' };

export default function JsonToToml() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const options: JsonToTomlOptions = { nulls: state.nulls as TomlNullHandling, tableStyle: state.tableStyle as TomlTableStyle, sortKeys: state.sortKeys };

  return (
    <FormatConverterScreen
      t={t}
      language={language}
      operation={jsonToToml}
      value={state.json}
      onChange={(json) => setState({ json })}
      options={options}
      failureKey="invalidJson"
      otherFailure={(failure) => (failure.messageKey === 'tomlNeedsTable' ? t('tomlNeedsTable') : undefined)}
      download={DOWNLOAD}
      optionFields={<TomlWriteOptionsFields value={options} onChange={(patch) => setState(patch)} labels={tomlWriteLabels(t)} />}
      footer={(warnings) => droppedNullsAlert(warnings, t, language)}
    />
  );
}
