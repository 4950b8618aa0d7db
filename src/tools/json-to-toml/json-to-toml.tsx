import { Stack } from '@mantine/core';
import { errorLine } from '../../lib/data-formats/outcome';
import type { TomlNullHandling, TomlTableStyle } from '../../lib/data-formats/toml-write';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { ConverterInput } from '../../ui/format-converter/ConverterInput';
import { ConverterOutput } from '../../ui/format-converter/ConverterOutput';
import { TomlWriteOptionsFields } from '../../ui/format-converter/TomlWriteOptionsFields';
import type en from './locales/en.json';
import { jsonToToml } from './json-to-toml.operations';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { CONVERTER_LIVE } from '../../ui/format-converter/ConverterOutput';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { type JsonToTomlOptions } from './json-to-toml.service';

const TOOL_ID = 'json-to-toml';
/** Dropped keys listed by name; beyond, only counted. */
const MAX_LISTED_KEYS = 20;

const DEFAULTS = { json: '', ...defaultOptions(jsonToToml) };
const STATE_OPTIONS = { persist: { json: 'local', nulls: 'url', tableStyle: 'url', sortKeys: 'url' }, schema: jsonToToml.options } as const;


export default function JsonToToml() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const options: JsonToTomlOptions = { nulls: state.nulls as TomlNullHandling, tableStyle: state.tableStyle as TomlTableStyle, sortKeys: state.sortKeys };
  const result = useOperationResult(jsonToToml, state.json, options, CONVERTER_LIVE);
  const { pending } = result;

  const output = result.value ?? '';
  const dropped = result.warnings.find((warning) => warning.key === 'droppedNulls')?.data as string[] | undefined;
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'invalidJson');
  const detail = failure?.messageKey === 'invalidJson' ? failure.detail : undefined;
  const line = failure?.messageKey === 'invalidJson' ? errorLine(failure.detail) : undefined;
  const error = failure ? (failure.messageKey === 'tomlNeedsTable' ? t('tomlNeedsTable') : t('invalidJson')) : undefined;
  const listed = dropped?.slice(0, MAX_LISTED_KEYS).join(', ');
  const more = dropped && dropped.length > MAX_LISTED_KEYS ? dropped.length - MAX_LISTED_KEYS : 0;

  return (
    <Stack gap="md">
      <TomlWriteOptionsFields
        value={options}
        onChange={(patch) => setState(patch)}
        labels={{
          nulls: t('nulls'),
          nullsDrop: t('nullsDrop'),
          nullsEmpty: t('nullsEmpty'),
          tableStyle: t('tableStyle'),
          tableStyleTables: t('tableStyleTables'),
          tableStyleDotted: t('tableStyleDotted'),
          tableStyleInline: t('tableStyleInline'),
          sortKeys: t('sortKeys'),
        }}
      />

      <ConverterInput
        label={t('input')}
        placeholder={t('inputPlaceholder')}
        value={state.json}
        onChange={(json) => setState({ json })}
        error={error}
        errorDetail={detail}
        errorLine={line !== undefined ? { line, label: t('selectLine', { line }) } : undefined}
      />

      <ConverterOutput
        label={t('output')}
        value={output}
        copyLabel={t('copy')}
        pendingLabel={pending ? t('converting') : undefined}
        download={{ label: t('download'), fileName: 'converted.toml', mimeType: 'application/toml' }}
        footer={
          dropped && dropped.length > 0 ? (
            <ToolAlert title={t('droppedTitle', { total: new Intl.NumberFormat(language).format(dropped.length) })}>
              {listed}
              {more > 0 ? ` ${t('andMore', { total: new Intl.NumberFormat(language).format(more) })}` : ''}
            </ToolAlert>
          ) : undefined
        }
      />
    </Stack>
  );
}
