import { Button, Group, List, Loader, Select, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { downloadText } from '../../lib/download';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { LargeTextOutput } from '../../ui/large-text/LargeTextOutput';
import { COMPOSE_FORMATS, DEFAULT_COMMAND, type ComposeFormat, type ConversionOutcome } from './docker-run-to-docker-compose-converter.service';
import type { DockerRunWorkerApi } from './docker-run-to-docker-compose-converter.worker';
import type en from './locales/en.json';

const TOOL_ID = 'docker-run-to-docker-compose-converter';
const FORMAT_KEYS = { latest: 'formatLatest', v3x: 'formatV3', v2x: 'formatV2' } as const;

interface ConvertRequest {
  input: string;
  format: ComposeFormat;
}

const worker = createWorkerClient<DockerRunWorkerApi>(
  () => new Worker(new URL('./docker-run-to-docker-compose-converter.worker.ts', import.meta.url), { type: 'module' }),
);
let runningToken: symbol | undefined;

/** Converts in the worker; a conversion still busy with an outdated command is dropped (worker restarted). */
async function convertInWorker(request: ConvertRequest): Promise<ConversionOutcome> {
  if (request.input.trim() === '') return { ok: true, result: { output: '', ignored: [] } };
  if (runningToken) worker.terminate();
  const token = Symbol('convert');
  runningToken = token;
  try {
    return await worker.get().convert(request.input, request.format);
  } finally {
    if (runningToken === token) runningToken = undefined;
  }
}

export default function DockerRunToDockerComposeConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState<{ format: string }>(TOOL_ID, { format: 'latest' }, { persist: { format: 'url' }, allowed: { format: COMPOSE_FORMATS } });
  const [command, setCommand] = useState(DEFAULT_COMMAND);
  const request = useMemo<ConvertRequest>(() => ({ input: command, format: options.format as ComposeFormat }), [command, options.format]);
  const task = useLatestTask(request, convertInWorker, 60);
  const [ready, setReady] = useState(false);
  if (!task.pending && !ready) setReady(true);
  useEffect(
    () => () => {
      worker.terminate();
      runningToken = undefined;
    },
    [],
  );

  const outcome: ConversionOutcome | undefined = task.pending ? undefined : task.error !== undefined ? { ok: false, messageKey: 'notDockerRun' } : task.result;
  // While a newer command converts, the previous result stays on screen.
  const shown = outcome ?? (task.pending && task.result?.ok ? task.result : undefined);
  const output = shown?.ok ? shown.result.output : '';
  const ignored = shown?.ok ? shown.result.ignored : [];
  const error = outcome && !outcome.ok ? t(outcome.messageKey) : undefined;

  return (
    <Stack gap="md">
      <LargeTextInput rows={4} label={t('command')} placeholder={t('commandPlaceholder')} value={command} onChange={setCommand} error={error} />
      <Select
        label={t('format')}
        data={COMPOSE_FORMATS.map((value) => ({ value, label: t(FORMAT_KEYS[value]) }))}
        value={options.format}
        onChange={(value) => value && setOptions({ format: value })}
        allowDeselect={false}
        maw={320}
      />
      {ignored.length > 0 && (
        <ToolAlert type="warning" title={t('ignoredTitle')}>
          <List size="sm">
            {ignored.map((item, index) => (
              <List.Item key={`${item.service}-${item.option}-${index}`}>
                <Text span ff="monospace" size="sm">
                  {item.option}
                </Text>{' '}
                ({item.service})
              </List.Item>
            ))}
          </List>
        </ToolAlert>
      )}
      <LargeTextOutput
        label={t('output')}
        value={output}
        rows={14}
        description={
          task.pending ? (
            <Group component="span" gap={6} role="status">
              <Loader component="span" size={12} aria-hidden />
              {ready ? t('converting') : t('loading')}
            </Group>
          ) : undefined
        }
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={output === ''} onClick={() => downloadText('compose.yaml', output, 'application/yaml')}>
            {t('download')}
          </Button>
        }
      />
      <Text size="sm" c="dimmed">
        {t('runtimeNote')}
      </Text>
    </Stack>
  );
}
