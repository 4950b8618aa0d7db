import { Button, Group, Loader, Stack, Switch } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyButton } from '../../ui/copy/CopyButton';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { LARGE_OUTPUT_CHARS, LargeTextOutput } from '../../ui/large-text/LargeTextOutput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { normalizeEmails, type NormalizeEmailsOptions } from './email-normalizer.service';
import type { EmailNormalizerWorkerApi } from './email-normalizer.worker';
import type en from './locales/en.json';

const TOOL_ID = 'email-normalizer';
/** Lists up to this many characters (a few thousand addresses) are normalized on the main thread. */
const WORKER_THRESHOLD = 50_000;
const LARGE_INPUT_DELAY_MS = 150;

interface NormalizeRequest {
  text: string;
  options: NormalizeEmailsOptions;
}

const worker = createWorkerClient<EmailNormalizerWorkerApi>(() => new Worker(new URL('./email-normalizer.worker.ts', import.meta.url), { type: 'module' }));
let runningToken: symbol | undefined;

async function normalizeInWorker(request: NormalizeRequest | undefined): Promise<string | undefined> {
  if (!request) return undefined;
  if (runningToken) worker.terminate();
  const token = Symbol('normalize');
  runningToken = token;
  try {
    return await worker.get().normalize(request.text, request.options);
  } finally {
    if (runningToken === token) runningToken = undefined;
  }
}

export default function EmailNormalizer() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState<{ removeDuplicates: boolean }>(TOOL_ID, { removeDuplicates: false }, { persist: { removeDuplicates: 'url' } });
  const [emails, setEmails] = useState('');
  const request = useMemo<NormalizeRequest>(() => ({ text: emails, options: { removeDuplicates: options.removeDuplicates } }), [emails, options.removeDuplicates]);
  const isLarge = emails.length > WORKER_THRESHOLD;
  const syncOutput = useMemo(() => (isLarge ? undefined : normalizeEmails(request.text, request.options)), [request, isLarge]);
  const task = useLatestTask(isLarge ? request : undefined, normalizeInWorker, LARGE_INPUT_DELAY_MS);
  useEffect(
    () => () => {
      worker.terminate();
      runningToken = undefined;
    },
    [],
  );
  const pending = isLarge && task.pending;
  const output = (isLarge ? (pending ? undefined : task.result) : syncOutput) ?? '';
  const status = pending ? (
    <Group component="span" gap={6} role="status">
      <Loader component="span" size={12} aria-hidden />
      {t('normalizing')}
    </Group>
  ) : undefined;

  return (
    <Stack gap="md">
      <LargeTextInput
        rows={3}
        label={t('rawEmails')}
        placeholder={t('rawEmailsPlaceholder')}
        value={emails}
        onChange={setEmails}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the spec asks for it: the page is for pasting a list
        autoFocus
      />
      <Switch label={t('removeDuplicates')} checked={options.removeDuplicates} onChange={(event) => setOptions({ removeDuplicates: event.currentTarget.checked })} />
      {output.length > LARGE_OUTPUT_CHARS ? (
        <LargeTextOutput label={t('output')} value={output} rows={10} description={status} />
      ) : (
        <OutputArea label={t('output')} value={output} placeholder={t('outputPlaceholder')} rows={8} copyLabel={false} description={status} />
      )}
      <Group justify="center" gap="sm">
        <Button variant="default" leftSection={<IconEraser size={16} aria-hidden />} onClick={() => setEmails('')}>
          {t('clear')}
        </Button>
        {output.length <= LARGE_OUTPUT_CHARS && <CopyButton value={output} label={t('copy')} toast={t('copied')} disabled={output === ''} />}
      </Group>
    </Stack>
  );
}
