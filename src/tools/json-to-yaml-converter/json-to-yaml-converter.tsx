import { Group, Select, Stack, Switch } from '@mantine/core';
import { errorLine } from '../../lib/data-formats/outcome';
import type { YamlQuoteStyle } from '../../lib/data-formats/yaml-write';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ConverterInput } from '../../ui/format-converter/ConverterInput';
import { ConverterOutput } from '../../ui/format-converter/ConverterOutput';
import { type JsonToYamlOptions } from './json-to-yaml-converter.service';
import type en from './locales/en.json';
import { jsonToYaml } from './json-to-yaml-converter.operations';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { CONVERTER_LIVE } from '../../ui/format-converter/ConverterOutput';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';

const TOOL_ID = 'json-to-yaml-converter';

const DEFAULTS = { json: '', ...defaultOptions(jsonToYaml) };
const STATE_OPTIONS = { persist: { json: 'local', indent: 'url', quoteStyle: 'url', sortKeys: 'url', quoteYaml11: 'url' }, schema: jsonToYaml.options } as const;


export default function JsonToYamlConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const options: JsonToYamlOptions = {
    indent: state.indent === 4 ? 4 : 2,
    quoteStyle: state.quoteStyle as YamlQuoteStyle,
    sortKeys: state.sortKeys,
    quoteYaml11: state.quoteYaml11,
  };
  const result = useOperationResult(jsonToYaml, state.json, options, CONVERTER_LIVE);
  const { pending } = result;

  const output = result.value ?? '';
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'invalidJson');
  const line = failure ? errorLine(failure.detail) : undefined;

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('indent')}
          data={[
            { value: '2', label: t('indent2') },
            { value: '4', label: t('indent4') },
          ]}
          value={String(options.indent)}
          onChange={(value) => value && setState({ indent: Number(value) === 4 ? 4 : 2 })}
          allowDeselect={false}
          w={160}
        />
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

      <ConverterInput
        label={t('input')}
        placeholder={t('inputPlaceholder')}
        value={state.json}
        onChange={(json) => setState({ json })}
        error={failure ? t('invalidJson') : undefined}
        errorDetail={failure?.detail}
        errorLine={line !== undefined ? { line, label: t('selectLine', { line }) } : undefined}
      />

      <ConverterOutput
        label={t('output')}
        value={output}
        copyLabel={t('copy')}
        pendingLabel={pending ? t('converting') : undefined}
        download={{ label: t('download'), fileName: 'converted.yaml', mimeType: 'application/yaml' }}
      />
    </Stack>
  );
}
