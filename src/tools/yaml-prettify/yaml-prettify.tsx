import { Button, Group, Loader, NumberInput, Stack, Switch } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { downloadText } from '../../lib/download';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { LargeTextOutput } from '../../ui/large-text/LargeTextOutput';
import type en from './locales/en.json';
import {
  DEFAULT_INDENT_SIZE,
  MAX_INDENT_SIZE,
  MIN_INDENT_SIZE,
  parseIndentSize,
  prettifyYamlOutcome,
  type PrettifyYamlOptions,
  type PrettifyYamlOutcome,
} from './yaml-prettify.service';
import type { YamlPrettifyWorkerApi } from './yaml-prettify.worker';

const TOOL_ID = 'yaml-prettify';
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 150;
const INDENT_SIZES = Array.from({ length: MAX_INDENT_SIZE - MIN_INDENT_SIZE + 1 }, (_, index) => MIN_INDENT_SIZE + index);

interface PrettifyRequest {
  text: string;
  options: PrettifyYamlOptions;
}

const worker = createWorkerClient<YamlPrettifyWorkerApi>(() => new Worker(new URL('./yaml-prettify.worker.ts', import.meta.url), { type: 'module' }));
let runningToken: symbol | undefined;

async function prettifyInWorker(request: PrettifyRequest | undefined): Promise<PrettifyYamlOutcome | undefined> {
  if (!request) return undefined;
  if (runningToken) worker.terminate();
  const token = Symbol('prettify');
  runningToken = token;
  try {
    return await worker.get().prettify(request.text, request.options);
  } finally {
    if (runningToken === token) runningToken = undefined;
  }
}

export default function YamlPrettify() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState<{ sortKeys: boolean; indentSize: number }>(
    TOOL_ID,
    { sortKeys: false, indentSize: DEFAULT_INDENT_SIZE },
    { persist: { sortKeys: 'local', indentSize: 'local' }, allowed: { indentSize: INDENT_SIZES } },
  );
  const [indentText, setIndentText] = useState(() => String(options.indentSize));
  const [yaml, setYaml] = useState('');
  const indentSize = parseIndentSize(indentText);

  const request = useMemo<PrettifyRequest | undefined>(
    () => (indentSize === undefined ? undefined : { text: yaml, options: { sortKeys: options.sortKeys, indentSize } }),
    [yaml, options.sortKeys, indentSize],
  );
  const isLarge = yaml.length > WORKER_THRESHOLD;
  const syncOutcome = useMemo(() => (request && !isLarge ? prettifyYamlOutcome(request.text, request.options) : undefined), [request, isLarge]);
  const task = useLatestTask(isLarge ? request : undefined, prettifyInWorker, LARGE_INPUT_DELAY_MS);
  useEffect(
    () => () => {
      worker.terminate();
      runningToken = undefined;
    },
    [],
  );

  const pending = request !== undefined && isLarge && task.pending;
  const outcome: PrettifyYamlOutcome | undefined = !request
    ? undefined
    : !isLarge
      ? syncOutcome
      : pending
        ? undefined
        : task.error !== undefined
          ? { ok: false, detail: task.error instanceof Error ? task.error.message : String(task.error) }
          : task.result;
  const output = outcome?.ok ? outcome.output : '';
  const yamlError =
    outcome && !outcome.ok ? (
      <>
        {t('invalidYaml')}
        <br />
        {outcome.detail}
      </>
    ) : undefined;

  const changeIndent = (value: string | number) => {
    const text = String(value);
    setIndentText(text);
    const size = parseIndentSize(text);
    if (size !== undefined) setOptions({ indentSize: size });
  };

  return (
    <Stack gap="md">
      <Group gap="xl" align="flex-start">
        <Switch label={t('sortKeys')} checked={options.sortKeys} onChange={(event) => setOptions({ sortKeys: event.currentTarget.checked })} mt={32} />
        <NumberInput
          label={t('indentSize')}
          value={indentText}
          onChange={changeIndent}
          min={MIN_INDENT_SIZE}
          max={MAX_INDENT_SIZE}
          step={1}
          clampBehavior="none"
          allowNegative
          allowDecimal
          error={indentSize === undefined ? t('indentSizeError') : undefined}
          w={200}
          styles={{ error: { whiteSpace: 'nowrap' } }}
        />
      </Group>

      <LargeTextInput rows={12} label={t('rawYaml')} placeholder={t('rawYamlPlaceholder')} value={yaml} onChange={setYaml} error={yamlError} />

      <LargeTextOutput
        label={t('output')}
        value={output}
        rows={14}
        description={
          pending ? (
            <Group component="span" gap={6} role="status">
              <Loader component="span" size={12} aria-hidden />
              {t('formatting')}
            </Group>
          ) : undefined
        }
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={output === ''} onClick={() => downloadText('formatted.yaml', output, 'application/yaml')}>
            {t('downloadYaml')}
          </Button>
        }
      />
    </Stack>
  );
}
