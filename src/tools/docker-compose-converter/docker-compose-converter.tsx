import { Group, List, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { failureMessage, type FailureMessage } from '../../engine/failure';
import type { Handoff } from '../../engine/handoff/handoff';
import { defaultOptions, type OperationWarning } from '../../engine/operation';
import { errorLine } from '../../lib/data-formats/outcome';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { ConverterInput } from '../../ui/format-converter/ConverterInput';
import { CONVERTER_LIVE, ConverterOutput } from '../../ui/format-converter/ConverterOutput';
import { composeToDockerRun, composeToKubernetes } from './docker-compose-converter.operations';
import { NAMED_VOLUMES, SERVICE_TYPES } from './docker-compose-converter.options';
import { DEFAULT_COMPOSE } from './docker-compose-converter.sample';
import type en from './locales/en.json';

const TOOL_ID = 'docker-compose-converter';
const TARGETS = ['docker-run', 'kubernetes'] as const;
type Target = (typeof TARGETS)[number];
type ServiceType = (typeof SERVICE_TYPES)[number];
type NamedVolumes = (typeof NAMED_VOLUMES)[number];
const QUANTITY = /^\d+(\.\d+)?(Ki|Mi|Gi|Ti|Pi|Ei|k|M|G|T|P|E)?$/;

const DEFAULTS = { compose: DEFAULT_COMPOSE, target: 'docker-run' as Target, ...defaultOptions(composeToDockerRun), ...defaultOptions(composeToKubernetes) };
const STATE_OPTIONS = {
  persist: { compose: 'local', target: 'url', multiline: 'url', serviceType: 'url', namedVolumes: 'url', storage: 'url' },
  schema: composeToKubernetes.options,
  allowed: { target: [...TARGETS] },
  pasteInto: ({ text }: Handoff) => ({ compose: text, target: 'docker-run' as Target }),
} as const;

const WARNING_KEYS = new Set([
  'noEquivalent',
  'optionalEnvFile',
  'replicas',
  'profiles',
  'waitHealthy',
  'waitCompleted',
  'variables',
  'noKubernetesEquivalent',
  'buildImage',
  'hostIp',
  'hostEnvironment',
  'envFile',
  'gpuAll',
  'userName',
  'hostPath',
  'hostPathRelative',
  'emptyDir',
  'restartPolicy',
  'dependsOn',
  'networks',
  'kubernetesVariables',
  'dockerRunIgnored',
]);
const ERROR_KEYS = new Set(['invalidYaml', 'notCompose', 'noServices', 'badService', 'noImage', 'notDockerRun', 'noDockerImage', 'alreadyDockerRun']);

export default function DockerComposeConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const targetLabel = useId();
  const kubernetes = state.target === 'kubernetes';
  const storageValid = QUANTITY.test(state.storage);

  const dockerRun = useOperationResult(composeToDockerRun, kubernetes ? undefined : state.compose, { multiline: state.multiline }, CONVERTER_LIVE);
  const manifests = useOperationResult(
    composeToKubernetes,
    kubernetes && storageValid ? state.compose : undefined,
    { serviceType: state.serviceType, namedVolumes: state.namedVolumes, storage: state.storage },
    CONVERTER_LIVE,
  );
  const result = kubernetes ? manifests : dockerRun;

  const failure: FailureMessage | undefined = result.error === undefined ? undefined : failureMessage(result.error, 'unexpected');
  const line = failure?.detail ? errorLine(failure.detail) : undefined;
  const error = failure ? t((ERROR_KEYS.has(failure.messageKey) ? failure.messageKey : 'unexpected') as 'invalidYaml', failure.params ?? {}) : undefined;

  const warnings = (list: readonly OperationWarning[]) =>
    list.length === 0 ? null : (
      <ToolAlert title={t('warningsTitle')}>
        <List size="sm">
          {list.map((warning, index) => (
            <List.Item key={`${warning.key}-${index}`}>{WARNING_KEYS.has(warning.key) ? t(`warnings.${warning.key}` as 'warnings.noEquivalent', (warning.data ?? {}) as Record<string, string>) : warning.message}</List.Item>
          ))}
        </List>
      </ToolAlert>
    );

  return (
    <Stack gap="md">
      <ConverterInput
        label={t('input')}
        placeholder={t('inputPlaceholder')}
        value={state.compose}
        onChange={(compose) => update({ compose })}
        rows={12}
        error={error}
        errorDetail={failure?.detail || undefined}
        errorLine={line === undefined ? undefined : { line, label: t('selectLine', { line }) }}
      />

      <Group gap="xl" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id={targetLabel}>
            {t('target')}
          </Text>
          <SegmentedControl
            aria-labelledby={targetLabel}
            data={[
              { value: 'docker-run', label: t('targetDockerRun') },
              { value: 'kubernetes', label: t('targetKubernetes') },
            ]}
            value={state.target}
            onChange={(target) => update({ target: target as Target })}
          />
        </Stack>
        {kubernetes ? (
          <>
            <Select
              label={t('serviceType')}
              data={SERVICE_TYPES.map((value) => ({ value, label: value }))}
              value={state.serviceType}
              onChange={(value) => value && update({ serviceType: value as ServiceType })}
              allowDeselect={false}
              w={170}
            />
            <Select
              label={t('namedVolumes')}
              data={NAMED_VOLUMES.map((value) => ({ value, label: t(value === 'pvc' ? 'namedVolumesPvc' : 'namedVolumesEmptyDir') }))}
              value={state.namedVolumes}
              onChange={(value) => value && update({ namedVolumes: value as NamedVolumes })}
              allowDeselect={false}
              w={230}
            />
            <TextInput
              label={t('storage')}
              value={state.storage}
              onChange={(event) => update({ storage: event.currentTarget.value })}
              error={storageValid ? undefined : t('storageError')}
              disabled={state.namedVolumes !== 'pvc'}
              w={150}
              styles={{ error: { whiteSpace: 'nowrap' } }}
            />
          </>
        ) : (
          <Switch label={t('multiline')} checked={state.multiline} onChange={(event) => update({ multiline: event.currentTarget.checked })} mb={8} />
        )}
      </Group>

      {warnings(result.warnings)}

      <ConverterOutput
        label={kubernetes ? t('manifests') : t('commands')}
        value={result.value ?? ''}
        copyLabel={t('copy')}
        rows={16}
        pendingLabel={result.pending ? t('converting') : undefined}
        download={kubernetes ? { label: t('downloadManifests'), fileName: 'kubernetes.yaml', mimeType: 'application/yaml' } : { label: t('downloadCommands'), fileName: 'docker-run.sh', mimeType: 'text/x-shellscript' }}
      />
    </Stack>
  );
}
