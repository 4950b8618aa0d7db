import { Button, NumberInput, Stack, Switch, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { downloadText } from '../../lib/download';
import { errorMessage } from '../../lib/errors';
import { defaultOptions } from '../../engine/operation';
import { numberBounds } from '../../engine/schema';
import { useLiveResult, type LiveCompute } from '../../modules/live-result/use-live-result';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { pastedText } from '../../engine/handoff/handoff';
import { useToolState } from '../../modules/tool-state/tool-state';
import { useNumberDraft } from '../../ui/input/use-number-draft';
import { JobProgress } from '../../ui/job/JobProgress';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import { prettifyYamlInPieces, yamlJobs, type PrettifyRequest } from './yaml-prettify.pieces';
import { yamlPrettify } from './yaml-prettify.operations';
import { parseIndentSize, prettifyYamlOutcome, type PrettifyYamlOutcome } from './yaml-prettify.service';

const TOOL_ID = 'yaml-prettify';
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 150;
const DEFAULTS = defaultOptions(yamlPrettify);
const STATE_OPTIONS = { persist: { sortKeys: 'local', indentSize: 'local' }, schema: yamlPrettify.options } as const;
const INDENT_BOUNDS = numberBounds(yamlPrettify.options, 'indentSize');

/**
 * Small streams are prettified on the page in the same render; large ones in pieces on the
 * operation workers (yaml-prettify.pieces.ts), the first piece shown at once, the rest after the
 * typing pause, as it comes.
 */
const PRETTIFY: LiveCompute<PrettifyRequest, PrettifyYamlOutcome, string> = {
  local: ({ text, options }) => prettifyYamlOutcome(text, options),
  remote: prettifyYamlInPieces,
  isLarge: ({ text }) => text.length > WORKER_THRESHOLD,
  eager: true,
  delayMs: LARGE_INPUT_DELAY_MS,
  warm: yamlJobs.preload,
  warmWhenIdle: true,
};

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
  const prettified = useLiveResult(request, PRETTIFY);
  const { state } = prettified;
  const running = state.status === 'pending';
  const outcome: PrettifyYamlOutcome | undefined =
    state.status === 'done' ? state.value : state.status === 'error' ? { ok: false, detail: errorMessage(state.error) } : undefined;
  const output = outcome?.ok ? outcome.output : (prettified.partial ?? '');
  const errorDetail = outcome && !outcome.ok ? outcome.detail : undefined;
  const busy = running;

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

      {running && <JobProgress label={t('formatting')} percent={prettified.percent} onCancel={prettified.cancel} />}
      {state.status === 'cancelled' && (
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
