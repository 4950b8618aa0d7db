import { Card, Group, Loader, Stack, Switch, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyableOutput } from '../../ui/copyable-field/CopyableOutput';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import type en from './locales/en.json';
import { DEFAULT_SEPARATOR, MAX_SEPARATOR_LENGTH, slugifyString, type SlugifyOptions } from './slugify-string.service';
import type { SlugifyWorkerApi } from './slugify-string.worker';

const TOOL_ID = 'slugify-string';
/** Up to this many characters the slug is computed at once (a few milliseconds). */
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 150;

interface SlugRequest {
  text: string;
  options: SlugifyOptions;
}

const worker = createWorkerClient<SlugifyWorkerApi>(() => new Worker(new URL('./slugify-string.worker.ts', import.meta.url), { type: 'module' }));
let runningToken: symbol | undefined;

/** Slugifies in the worker; a run busy with an outdated text is dropped (worker restarted). */
async function slugifyInWorker(request: SlugRequest | undefined): Promise<string | undefined> {
  if (!request) return undefined;
  if (runningToken) worker.terminate();
  const token = Symbol('slugify');
  runningToken = token;
  try {
    return await worker.get().slugify(request.text, request.options);
  } finally {
    if (runningToken === token) runningToken = undefined;
  }
}

export default function SlugifyString() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState<{ text: string; separator: string; lowercase: boolean }>(
    TOOL_ID,
    { text: '', separator: DEFAULT_SEPARATOR, lowercase: true },
    { persist: { text: 'local', separator: 'url', lowercase: 'url' } },
  );
  const request = useMemo<SlugRequest>(
    () => ({ text: state.text, options: { separator: state.separator, lowercase: state.lowercase } }),
    [state.text, state.separator, state.lowercase],
  );
  const isLarge = request.text.length > WORKER_THRESHOLD;
  const syncSlug = useMemo(() => (isLarge ? undefined : slugifyString(request.text, request.options)), [request, isLarge]);
  const task = useLatestTask(isLarge ? request : undefined, slugifyInWorker, LARGE_INPUT_DELAY_MS);
  useEffect(() => () => worker.terminate(), []);
  const pending = isLarge && task.pending;
  const slug = isLarge ? (pending ? '' : (task.result ?? '')) : (syncSlug ?? '');

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <LargeTextInput
          label={t('input')}
          placeholder={t('inputPlaceholder')}
          value={state.text}
          onChange={(text) => update({ text })}
          monospace={false}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the spec asks for it: the page is this one field
          autoFocus
          autosize
          rows={3}
          minRows={3}
          maxRows={12}
        />
        <Group gap="xl" align="flex-end">
          <TextInput
            label={t('separator')}
            value={state.separator}
            onChange={(event) => update({ separator: event.currentTarget.value.slice(0, MAX_SEPARATOR_LENGTH) })}
            maxLength={MAX_SEPARATOR_LENGTH}
            description={t('separatorDescription')}
            inputWrapperOrder={['label', 'input', 'description']}
            spellCheck={false}
            w={220}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Switch label={t('lowercase')} checked={state.lowercase} onChange={(event) => update({ lowercase: event.currentTarget.checked })} mb={28} />
          {pending && <Loader size="sm" aria-label={t('working')} mb={28} />}
        </Group>
        <CopyableOutput
          label={t('output')}
          value={slug}
          placeholder={t('outputPlaceholder')}
          copyLabel={t('copy')}
          copyToast={t('copyToast')}
          autosize
          rows={2}
          maxRows={12}
        />
      </Stack>
    </Card>
  );
}
