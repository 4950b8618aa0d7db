import { Button, Group, Select, Stack, Switch } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadText } from '../../lib/download';
import { isLargeWithLongLines } from '../../lib/long-lines';
import { errorLine } from '../../lib/data-formats/outcome';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CollapsePanel } from '../../ui/collapse/CollapsePanel';
import { ConverterInput } from '../../ui/format-converter/ConverterInput';
import { ConverterOutput } from '../../ui/format-converter/ConverterOutput';
import { PreviewOutput } from '../../ui/preview-output/PreviewOutput';
import { DataTable } from '../../ui/table/DataTable';
import type en from './locales/en.json';
import { tomlToJson, tomlToJsonValueTypes } from './toml-to-json.operations';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { CONVERTER_LIVE } from '../../ui/format-converter/ConverterOutput';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import type { JsonIndentChoice } from '../../lib/data-formats/json-write';
import { MAX_VALUE_TYPES, type TomlValueInfo, type TomlValueType } from './toml-to-json.service';

const TOOL_ID = 'toml-to-json';
const INDENTS = optionChoices<JsonIndentChoice>(tomlToJson.options, 'indent');

const DEFAULTS = { toml: '', ...defaultOptions(tomlToJson) };
const STATE_OPTIONS = { persist: { toml: 'local', indent: 'url', exactIntegers: 'url' }, schema: tomlToJson.options, pasteInto: 'toml' } as const;

export default function TomlToJson() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const options = { indent: state.indent, exactIntegers: state.exactIntegers };
  const result = useOperationResult(tomlToJson, state.toml, options, CONVERTER_LIVE);
  const { pending } = result;

  const output = result.value ?? '';
  // The types are read once the output is shown: both runs read the whole document, and a large
  // one read twice at once on two cores delayed the output by 2–3× (5 MB: 5.6 s instead of 2 s).
  const types = useOperationResult(tomlToJsonValueTypes, result.state.status === 'done' ? state.toml : undefined, {}, CONVERTER_LIVE).value as TomlValueInfo[] | undefined;
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'invalidToml');
  const integer = failure?.params?.integer;
  const detail = failure ? (integer !== undefined ? t('inexactInteger', { integer: String(integer), path: String(failure.params?.path ?? '') }) : failure.detail) : undefined;
  const line = failure ? errorLine(failure.detail) : undefined;
  const indentLabels: Record<JsonIndentChoice, string> = { '2': t('indent2'), '3': t('indent3'), '4': t('indent4'), tab: t('indentTab'), minify: t('indentMinify') };
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
    <Stack gap="md">
      <Group gap="xl" align="flex-end" wrap="wrap">
        <Select
          label={t('indent')}
          data={INDENTS.map((value) => ({ value, label: indentLabels[value] }))}
          value={state.indent}
          onChange={(value) => value && setState({ indent: value })}
          allowDeselect={false}
          w={220}
        />
        <Switch
          label={t('exactIntegers')}
          description={t('exactIntegersHint')}
          checked={state.exactIntegers}
          onChange={(event) => setState({ exactIntegers: event.currentTarget.checked })}
        />
      </Group>

      <ConverterInput
        label={t('input')}
        placeholder={t('inputPlaceholder')}
        value={state.toml}
        onChange={(toml) => setState({ toml })}
        error={failure ? t('invalidToml') : undefined}
        errorDetail={detail}
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

      {types && types.length > 0 && (
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
      )}
    </Stack>
  );
}
