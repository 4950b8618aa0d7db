import { Button, Group, List, Loader, Select, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadText } from '../../lib/download';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { pastedText } from '../../engine/handoff/handoff';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { dockerRunToCompose } from './docker-run-to-docker-compose-converter.operations';
import { DEFAULT_COMMAND, parseIgnoredOptions, type ComposeFormat } from './docker-run-to-docker-compose-converter.service';
import type en from './locales/en.json';

const TOOL_ID = 'docker-run-to-docker-compose-converter';
const FORMAT_KEYS = { latest: 'formatLatest', v3x: 'formatV3', v2x: 'formatV2' } as const;
const FORMATS = optionChoices<ComposeFormat>(dockerRunToCompose.options, 'format');
const DEFAULTS = defaultOptions(dockerRunToCompose);
const STATE_OPTIONS = { persist: { format: 'url' }, schema: dockerRunToCompose.options } as const;
/** composerize (1.9 MB, seconds on a long command) always runs in the operation worker, a short pause after the last change. */
const CONVERT_DELAY_MS = 60;

export default function DockerRunToDockerComposeConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [command, setCommand] = useState(() => pastedText(TOOL_ID) ?? DEFAULT_COMMAND);
  const result = useOperationResult(dockerRunToCompose, command, { format: options.format }, { threshold: 0, delayMs: CONVERT_DELAY_MS });
  const { pending } = result;
  const [ready, setReady] = useState(false);
  if (!pending && !ready) setReady(true);
  // While a newer command converts, the previous result stays on screen (none after an error).
  const [previous, setPrevious] = useState<string | undefined>(undefined);
  const settled = result.state.status === 'done' ? result.value : result.state.status === 'error' ? undefined : previous;
  if (!pending && settled !== previous) setPrevious(settled);

  const output = (pending ? previous : result.value) ?? '';
  const ignored = output === '' ? [] : parseIgnoredOptions(output);
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'notDockerRun');
  const error = failure ? t(failure.messageKey === 'noImage' ? 'noImage' : 'notDockerRun') : undefined;

  return (
    <Stack gap="md">
      <LargeTextInput rows={4} label={t('command')} placeholder={t('commandPlaceholder')} value={command} onChange={setCommand} error={error} />
      <Select
        label={t('format')}
        data={FORMATS.map((value) => ({ value, label: t(FORMAT_KEYS[value]) }))}
        value={options.format}
        onChange={(value) => value && setOptions({ format: value as ComposeFormat })}
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
      <OutputArea
        label={t('output')}
        value={output}
        rows={14}
        description={
          pending ? (
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
