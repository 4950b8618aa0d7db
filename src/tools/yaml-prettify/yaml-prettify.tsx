import { Button, NumberInput, Stack, Switch, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { downloadText } from '../../lib/download';
import { errorMessage } from '../../lib/errors';
import { defaultOptions } from '../../engine/operation';
import { numberBounds } from '../../engine/schema';
import { usePoolJob } from '../../modules/live-result/use-pool-job';
import { jobPercent } from '../../modules/live-result/use-worker-job';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { pastedText } from '../../engine/handoff/paste-handoff';
import { useToolState } from '../../modules/tool-state/tool-state';
import { useNumberDraft } from '../../ui/input/use-number-draft';
import { JobProgress } from '../../ui/job/JobProgress';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import { prettifyYamlOnPool, type PrettifyRequest } from './yaml-prettify.job';
import { yamlPrettify } from './yaml-prettify.operations';
import { parseIndentSize, prettifyYamlOutcome, type PrettifyYamlOutcome } from './yaml-prettify.service';
import type { YamlPrettifyWorkerApi } from './yaml-prettify.worker';

const TOOL_ID = 'yaml-prettify';
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 150;
const DEFAULTS = defaultOptions(yamlPrettify);
const STATE_OPTIONS = { persist: { sortKeys: 'local', indentSize: 'local' }, schema: yamlPrettify.options } as const;
const INDENT_BOUNDS = numberBounds(yamlPrettify.options, 'indentSize');

const createWorker = () => new Worker(new URL('./yaml-prettify.worker.ts', import.meta.url), { type: 'module', name: 'yaml-prettify' });

export default function YamlPrettify() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [yaml, setYaml] = useState(() => pastedText(TOOL_ID) ?? '');
  // The field's own text: an invalid value shows the error instead of being clamped or replaced.
  const indent = useNumberDraft(options.indentSize, parseIndentSize, (indentSize) => setOptions({ indentSize }));
  const indentSize = indent.value;

  const request = useMemo<PrettifyRequest | undefined>(
    () => (indentSize === undefined ? undefined : { text: yaml, options: { sortKeys: options.sortKeys, indentSize } }),
    [yaml, options.sortKeys, indentSize],
  );
  const isLarge = yaml.length > WORKER_THRESHOLD;
  const syncOutcome = useMemo(() => (request && !isLarge ? prettifyYamlOutcome(request.text, request.options) : undefined), [request, isLarge]);
  // Large streams: chunks prettified on a pool of workers, shown as they come (yaml-prettify.job.ts).
  const job = usePoolJob<YamlPrettifyWorkerApi, PrettifyRequest, PrettifyYamlOutcome, string>(isLarge ? request : undefined, createWorker, prettifyYamlOnPool, {
    delayMs: LARGE_INPUT_DELAY_MS,
  });
  const { state } = job;

  const running = isLarge && state.status === 'running' ? state : undefined;
  const outcome: PrettifyYamlOutcome | undefined = !request
    ? undefined
    : !isLarge
      ? syncOutcome
      : state.status === 'done'
        ? state.result
        : state.status === 'error'
          ? { ok: false, detail: errorMessage(state.error) }
          : undefined;
  const output = outcome?.ok ? outcome.output : (running?.partial ?? '');
  const errorDetail = outcome && !outcome.ok ? outcome.detail : undefined;
  const busy = running !== undefined;

  // Progress arrives many times a second: the megabyte-sized input and output are not rendered again for it.
  const inputView = useMemo(
    () => (
      <LargeTextInput
        rows={12}
        label={t('rawYaml')}
        placeholder={t('rawYamlPlaceholder')}
        value={yaml}
        onChange={setYaml}
        error={
          errorDetail === undefined ? undefined : (
            <>
              {t('invalidYaml')}
              <br />
              {errorDetail}
            </>
          )
        }
      />
    ),
    [yaml, errorDetail, t],
  );
  const outputView = useMemo(
    () => (
      <OutputArea
        label={t('output')}
        value={output}
        rows={14}
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={output === '' || busy} onClick={() => downloadText('formatted.yaml', output, 'application/yaml')}>
            {t('downloadYaml')}
          </Button>
        }
      />
    ),
    [output, busy, t],
  );

  // Mantine's inputs take tens of milliseconds to render on a slow machine: not again for progress either.
  const optionsView = useMemo(
    () => (
      <Group gap="xl" align="flex-start">
        <Switch label={t('sortKeys')} checked={options.sortKeys} onChange={(event) => setOptions({ sortKeys: event.currentTarget.checked })} mt={32} />
        <NumberInput
          label={t('indentSize')}
          value={indent.text}
          onChange={indent.change}
          min={INDENT_BOUNDS.min}
          max={INDENT_BOUNDS.max}
          step={1}
          clampBehavior="none"
          allowNegative
          allowDecimal
          error={indentSize === undefined ? t('indentSizeError') : undefined}
          w={200}
          styles={{ error: { whiteSpace: 'nowrap' } }}
        />
      </Group>
    ),
    [options.sortKeys, indent.text, indent.change, indentSize, setOptions, t],
  );

  return (
    <Stack gap="md">
      {optionsView}

      {inputView}

      {running && <JobProgress label={t('formatting')} percent={jobPercent(running)} onCancel={job.cancel} />}
      {isLarge && state.status === 'cancelled' && (
        <Group role="status">
          <Text size="sm" c="dimmed">
            {t('cancelled')}
          </Text>
        </Group>
      )}

      {outputView}
    </Stack>
  );
}
