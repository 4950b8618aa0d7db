import { Card, Group, Loader, Stack, Switch, TextInput } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import type en from './locales/en.json';
import { slugify } from './slugify-string.operations';
import { MAX_SEPARATOR_LENGTH } from './slugify-string.service';

const TOOL_ID = 'slugify-string';
/** Up to this many characters the slug is computed at once (a few milliseconds); longer texts in the operation worker. */
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 150;
const DEFAULTS = { text: '', ...defaultOptions(slugify) };
const STATE_OPTIONS = { persist: { text: 'local', separator: 'url', lowercase: 'url' }, schema: slugify.options } as const;

export default function SlugifyString() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const result = useOperationResult(slugify, state.text, { separator: state.separator, lowercase: state.lowercase }, { threshold: WORKER_THRESHOLD, delayMs: LARGE_INPUT_DELAY_MS });
  const { pending } = result;
  const slug = result.value ?? '';

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
        <OutputArea
          label={t('output')}
          value={slug}
          placeholder={t('outputPlaceholder')}
          copyLabel={t('copy')}
          copyToast={t('copyToast')}
          autosize
          minRows={2}
          maxRows={12}
        />
      </Stack>
    </Card>
  );
}
