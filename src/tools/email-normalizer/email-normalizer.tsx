import { Button, Group, Loader, Stack, Switch } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useState } from 'react';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { pastedText } from '../../engine/handoff/handoff';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyButton } from '../../ui/copy/CopyButton';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { emailNormalizer } from './email-normalizer.operations';
import type en from './locales/en.json';

const TOOL_ID = 'email-normalizer';
/** Lists up to this many characters (a few thousand addresses) are normalized on the main thread; longer ones in the operation worker. */
const WORKER_THRESHOLD = 50_000;
const LARGE_INPUT_DELAY_MS = 150;
const DEFAULTS = defaultOptions(emailNormalizer);
const STATE_OPTIONS = { persist: { removeDuplicates: 'url' }, schema: emailNormalizer.options } as const;

export default function EmailNormalizer() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [emails, setEmails] = useState(() => pastedText(TOOL_ID) ?? '');
  const result = useOperationResult(emailNormalizer, emails, { removeDuplicates: options.removeDuplicates }, { threshold: WORKER_THRESHOLD, delayMs: LARGE_INPUT_DELAY_MS });
  const { pending } = result;
  const output = result.value ?? '';
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
      <OutputArea label={t('output')} value={output} placeholder={t('outputPlaceholder')} rows={8} copyLabel={false} description={status} />
      <Group justify="center" gap="sm">
        <Button variant="default" leftSection={<IconEraser size={16} aria-hidden />} onClick={() => setEmails('')}>
          {t('clear')}
        </Button>
        <CopyButton value={output} label={t('copy')} toast={t('copied')} disabled={output === ''} />
      </Group>
    </Stack>
  );
}
