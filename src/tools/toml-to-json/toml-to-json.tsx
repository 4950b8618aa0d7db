import { Group, Switch } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import type { JsonIndentChoice } from '../../lib/data-formats/json-write';
import { FormatConverterScreen } from '../../modules/format-converter/FormatConverterScreen';
import { JsonIndentSelect } from '../../modules/format-converter/IndentSelect';
import { type ToolTranslate, useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CollapsePanel } from '../../ui/collapse/CollapsePanel';
import { CONVERTER_LIVE } from '../../ui/format-converter/ConverterOutput';
import { DataTable } from '../../ui/table/DataTable';
import type en from './locales/en.json';
import { tomlToJson, tomlToJsonValueTypes } from './toml-to-json.operations';
import { MAX_VALUE_TYPES, type TomlValueInfo, type TomlValueType } from './toml-to-json.service';

const TOOL_ID = 'toml-to-json';
const INDENTS = optionChoices<JsonIndentChoice>(tomlToJson.options, 'indent');

const DEFAULTS = { toml: '', ...defaultOptions(tomlToJson) };
const STATE_OPTIONS = { persist: { toml: 'local', indent: 'url', exactIntegers: 'url' }, schema: tomlToJson.options, pasteInto: 'toml' } as const;
const DOWNLOAD = { fileName: 'converted.json', mimeType: 'application/json' };

/** The TOML type of each value, read once the output is shown (`toml` undefined until then). */
function ValueTypes({ toml, t, language }: { toml: string | undefined; t: ToolTranslate<typeof en>; language: string }) {
  // Both runs read the whole document, and a large one read twice at once on two cores delayed
  // the output by 2–3× (5 MB: 5.6 s instead of 2 s).
  const types = useOperationResult(tomlToJsonValueTypes, toml, {}, CONVERTER_LIVE).value as TomlValueInfo[] | undefined;
  if (!types || types.length === 0) return null;
  const typeLabels: Record<TomlValueType, string> = {
    string: t('typeString'),
    integer: t('typeInteger'),
    float: t('typeFloat'),
    boolean: t('typeBoolean'),
    'offset-datetime': t('typeOffsetDatetime'),
    'local-datetime': t('typeLocalDatetime'),
    'local-date': t('typeLocalDate'),
    'local-time': t('typeLocalTime'),
    array: t('typeArray'),
    table: t('typeTable'),
  };
  return (
    <CollapsePanel
      title={t('valueTypes', {
        total: new Intl.NumberFormat(language).format(types.length),
        more: types.length >= MAX_VALUE_TYPES ? '+' : '',
      })}
    >
      <DataTable
        description={t('valueTypesTable')}
        data={types.map((info) => ({ path: info.path, type: typeLabels[info.type], value: info.value }))}
        headers={[
          { key: 'path', label: t('columnPath') },
          { key: 'type', label: t('columnType') },
          { key: 'value', label: t('columnValue') },
        ]}
        renderCell={(key, row) => (key === 'path' || key === 'value' ? <code title={row.type}>{row[key]}</code> : undefined)}
        fz="sm"
      />
    </CollapsePanel>
  );
}

export default function TomlToJson() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);

  return (
    <FormatConverterScreen
      t={t}
      language={language}
      operation={tomlToJson}
      value={state.toml}
      onChange={(toml) => setState({ toml })}
      options={{ indent: state.indent, exactIntegers: state.exactIntegers }}
      failureKey="invalidToml"
      failureDetail={(failure) =>
        failure.params?.integer !== undefined ? t('inexactInteger', { integer: String(failure.params.integer), path: String(failure.params.path ?? '') }) : undefined
      }
      download={DOWNLOAD}
      previewNotice={(shown, total) => t('longLinePreview', { shown, total })}
      optionFields={
        <Group gap="xl" align="flex-end" wrap="wrap">
          <JsonIndentSelect t={t} choices={INDENTS} value={state.indent} onChange={(indent) => setState({ indent })} w={220} />
          <Switch
            label={t('exactIntegers')}
            description={t('exactIntegersHint')}
            checked={state.exactIntegers}
            onChange={(event) => setState({ exactIntegers: event.currentTarget.checked })}
          />
        </Group>
      }
    >
      {(result) => <ValueTypes toml={result.state.status === 'done' ? state.toml : undefined} t={t} language={language} />}
    </FormatConverterScreen>
  );
}
