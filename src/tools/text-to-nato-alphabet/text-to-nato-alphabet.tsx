import { Group, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ClearButton } from '../../ui/clear-button/ClearButton';
import { TextField } from '../../ui/input/TextField';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import type en from './locales/en.json';
import { textToNatoAlphabet } from './text-to-nato-alphabet.operations';

const TOOL_ID = 'text-to-nato-alphabet';

const DEFAULTS = {
  text: '',
  ...defaultOptions(textToNatoAlphabet),
};
const STATE_OPTIONS = {
  persist: {
    text: 'local',
    spellDigits: 'url',
    onePerLine: 'url',
    foldAccents: 'url',
  },
  schema: textToNatoAlphabet.options,
} as const;

/** Up to this many characters the text is spelled at once on the page; longer texts go to the operation worker. */
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 100;

export default function TextToNatoAlphabet() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { text, spellDigits, onePerLine, foldAccents } = state;
  const result = useOperationResult(textToNatoAlphabet, text, { spellDigits, onePerLine, foldAccents }, { threshold: WORKER_THRESHOLD, delayMs: LARGE_INPUT_DELAY_MS });
  const { pending } = result;
  const nato = result.value ?? '';

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <TextField
            label={t('input')}
            placeholder={t('inputPlaceholder')}
            value={state.text}
            onChange={(value) => update({ text: value })}
            autoComplete="off"
            rightSection={<ClearButton visible={state.text !== ''} onClear={() => update({ text: '' })} />}
          />
          <Group gap="xl">
            <Switch label={t('spellDigits')} checked={spellDigits} onChange={(event) => update({ spellDigits: event.currentTarget.checked })} />
            <Switch label={t('foldAccents')} checked={foldAccents} onChange={(event) => update({ foldAccents: event.currentTarget.checked })} />
            <Switch label={t('onePerLine')} checked={onePerLine} onChange={(event) => update({ onePerLine: event.currentTarget.checked })} />
          </Group>
          {state.text !== '' && (
            <OutputArea
              label={t('output')}
              value={nato}
              copyLabel={t('copy')}
              monospace={false}
              description={
                pending ? (
                  <Group component="span" gap={6} role="status">
                    <Loader size={12} aria-hidden />
                    <Text component="span" size="sm">
                      {t('working')}
                    </Text>
                  </Group>
                ) : undefined
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autosize
              minRows={3}
              maxRows={16}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
