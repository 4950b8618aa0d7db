import { Group, Select, Stack, Switch } from '@mantine/core';
import { errorLine } from '../../lib/data-formats/outcome';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ConverterInput } from '../../ui/format-converter/ConverterInput';
import { ConverterOutput } from '../../ui/format-converter/ConverterOutput';
import type en from './locales/en.json';
import { tomlToYaml } from './toml-to-yaml.operations';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { CONVERTER_LIVE } from '../../ui/format-converter/ConverterOutput';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { type TomlToYamlOptions } from './toml-to-yaml.service';

const TOOL_ID = 'toml-to-yaml';

const DEFAULTS = { toml: '', ...defaultOptions(tomlToYaml) };
const STATE_OPTIONS = { persist: { toml: 'local', indent: 'url', keepComments: 'url', flowShortArrays: 'url' }, schema: tomlToYaml.options, pasteInto: 'toml' } as const;


export default function TomlToYaml() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const options: TomlToYamlOptions = { indent: state.indent === 4 ? 4 : 2, keepComments: state.keepComments, flowShortArrays: state.flowShortArrays };
  const result = useOperationResult(tomlToYaml, state.toml, options, CONVERTER_LIVE);
  const { pending } = result;

  const output = result.value ?? '';
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'invalidToml');
  const line = failure ? errorLine(failure.detail) : undefined;

  return (
    <Stack gap="md">
      <Group gap="xl" align="flex-end" wrap="wrap">
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
        <Switch label={t('keepComments')} checked={state.keepComments} onChange={(event) => setState({ keepComments: event.currentTarget.checked })} mb={8} />
        <Switch
          label={t('flowShortArrays')}
          checked={state.flowShortArrays}
          onChange={(event) => setState({ flowShortArrays: event.currentTarget.checked })}
          mb={8}
        />
      </Group>

      <ConverterInput
        label={t('input')}
        placeholder={t('inputPlaceholder')}
        value={state.toml}
        onChange={(toml) => setState({ toml })}
        error={failure ? t('invalidToml') : undefined}
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
