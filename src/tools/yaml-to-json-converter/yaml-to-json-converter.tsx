import { Group, Select, Stack, Switch } from '@mantine/core';
import { errorLine } from '../../lib/data-formats/outcome';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ConverterInput } from '../../ui/format-converter/ConverterInput';
import { ConverterOutput } from '../../ui/format-converter/ConverterOutput';
import { createConverterRunner, useConversion } from '../../ui/format-converter/use-conversion';
import type en from './locales/en.json';
import { yamlToJsonOutcome, type YamlToJsonOptions } from './yaml-to-json-converter.service';

const TOOL_ID = 'yaml-to-json-converter';
const INDENTS = ['2', '3', '4', 'tab', 'minify'] as const;
type IndentChoice = (typeof INDENTS)[number];

const DEFAULTS = { yaml: '', indent: '3' as string, multiDocument: false };

const runner = createConverterRunner<YamlToJsonOptions>(
  () => new Worker(new URL('./yaml-to-json-converter.worker.ts', import.meta.url), { type: 'module' }),
);

function toIndent(choice: string): YamlToJsonOptions['indent'] {
  return choice === 'tab' || choice === 'minify' ? choice : (Number(choice) as 2 | 3 | 4);
}

export default function YamlToJsonConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, {
    persist: { yaml: 'local', indent: 'url', multiDocument: 'url' },
    allowed: { indent: INDENTS as unknown as string[] },
  });
  const options: YamlToJsonOptions = { indent: toIndent(state.indent), multiDocument: state.multiDocument };
  const { outcome, pending } = useConversion(state.yaml, options, yamlToJsonOutcome, runner, 'invalidYaml');

  const output = outcome?.ok ? outcome.output : '';
  const failure = outcome && !outcome.ok ? outcome : undefined;
  const documents = failure?.params?.documents;
  const detail = failure ? (documents !== undefined ? t('severalDocuments', { count: Number(documents) }) : failure.detail) : undefined;
  const line = failure ? errorLine(failure.detail) : undefined;
  const indentLabels: Record<IndentChoice, string> = { '2': t('indent2'), '3': t('indent3'), '4': t('indent4'), tab: t('indentTab'), minify: t('indentMinify') };

  return (
    <Stack gap="md">
      <Group gap="xl" align="flex-end">
        <Select
          label={t('indent')}
          data={INDENTS.map((value) => ({ value, label: indentLabels[value] }))}
          value={state.indent}
          onChange={(value) => value && setState({ indent: value })}
          allowDeselect={false}
          w={220}
        />
        <Switch
          label={t('multiDocument')}
          checked={state.multiDocument}
          onChange={(event) => setState({ multiDocument: event.currentTarget.checked })}
          mb={8}
        />
      </Group>

      <ConverterInput
        label={t('input')}
        placeholder={t('inputPlaceholder')}
        value={state.yaml}
        onChange={(yaml) => setState({ yaml })}
        error={failure ? t('invalidYaml') : undefined}
        errorDetail={detail}
        errorLine={line !== undefined ? { line, label: t('selectLine', { line }) } : undefined}
      />

      <ConverterOutput
        label={t('output')}
        value={output}
        copyLabel={t('copy')}
        pendingLabel={pending ? t('converting') : undefined}
        download={{ label: t('download'), fileName: 'converted.json', mimeType: 'application/json' }}
      />
    </Stack>
  );
}
