import { ActionIcon, Group, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { defaultOptions } from '../../engine/operation';
import { numberBounds } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import classes from './string-obfuscator.module.css';
import type en from './locales/en.json';
import { stringObfuscator } from './string-obfuscator.operations';
import { DEFAULT_REPLACEMENT, DEFAULT_STRING, isSingleGrapheme, keepCount } from './string-obfuscator.service';

const TOOL_ID = 'string-obfuscator';
/** Up to this many characters the mask is computed on every keystroke; larger texts go to the operation worker. */
const WORKER_THRESHOLD = 100_000;
const LARGE_TEXT_DELAY_MS = 150;

const DEFAULTS = { text: DEFAULT_STRING, ...defaultOptions(stringObfuscator) };
const STATE_OPTIONS = { persist: { text: 'local', replacement: 'local' }, schema: stringObfuscator.options } as const;
const KEEP_MIN = numberBounds(stringObfuscator.options, 'keepFirst').min;

/** A count field: anything may be typed; empty or negative counts as 0 at once and shows 0 after blur. */
function useCountField(value: number, commit: (next: number) => void) {
  const [draft, setDraft] = useState<number | string>(value);
  // A value changed from elsewhere replaces a draft that does not say the same.
  if (keepCount(draft) !== value) setDraft(value);
  return {
    value: draft,
    onChange: (raw: number | string) => {
      setDraft(raw);
      commit(keepCount(raw));
    },
    onBlur: () => setDraft(keepCount(draft)),
  };
}

export default function StringObfuscator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);

  const keepFirst = keepCount(state.keepFirst);
  const keepLast = keepCount(state.keepLast);
  const firstField = useCountField(keepFirst, (next) => update({ keepFirst: next }));
  const lastField = useCountField(keepLast, (next) => update({ keepLast: next }));
  const replacementValid = isSingleGrapheme(state.replacement);

  const options = { keepFirst, keepLast, keepSpace: state.keepSpace, replacement: replacementValid ? state.replacement : DEFAULT_REPLACEMENT };
  const result = useOperationResult(stringObfuscator, state.text, options, { threshold: WORKER_THRESHOLD, delayMs: LARGE_TEXT_DELAY_MS });
  // While a large text is being masked, the previous mask stays.
  const [previous, setPrevious] = useState<string | undefined>(undefined);
  if (result.value !== undefined && result.value !== previous) setPrevious(result.value);
  const output = (result.pending ? previous : result.value) ?? '';

  return (
    <Stack gap="lg" className={classes.root}>
      <LargeTextInput
        label={t('input')}
        placeholder={t('inputPlaceholder')}
        value={state.text}
        onChange={(text) => update({ text })}
        monospace={false}
        autosize
        minRows={2}
        maxRows={16}
        rows={2}
        autoComplete="off"
        rightSection={
          state.text !== '' ? (
            <ActionIcon variant="subtle" color="gray" aria-label={t('clear')} onClick={() => update({ text: '' })}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          ) : undefined
        }
        rightSectionProps={{ style: { alignItems: 'flex-start', paddingTop: 6 } }}
      />
      <Group gap="lg" align="flex-start" wrap="wrap">
        <NumberInput
          w={150}
          label={t('keepFirst')}
          min={KEEP_MIN}
          step={1}
          allowDecimal={false}
          clampBehavior="none"
          value={firstField.value}
          onChange={firstField.onChange}
          onBlur={firstField.onBlur}
        />
        <NumberInput
          w={150}
          label={t('keepLast')}
          min={KEEP_MIN}
          step={1}
          allowDecimal={false}
          clampBehavior="none"
          value={lastField.value}
          onChange={lastField.onChange}
          onBlur={lastField.onBlur}
        />
        <TextInput
          w={220}
          label={t('replacement')}
          value={state.replacement}
          onChange={(event) => update({ replacement: event.currentTarget.value })}
          error={replacementValid ? undefined : t('replacementError')}
          spellCheck={false}
          autoComplete="off"
        />
        <Switch mt={32} label={t('keepSpace')} checked={state.keepSpace} onChange={(event) => update({ keepSpace: event.currentTarget.checked })} />
      </Group>
      <OutputArea
        label={t('output')}
        value={output}
        autosize
        minRows={2}
        maxRows={16}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } }}
        copyLabel={t('copy')}
        copyToast={t('copied')}
      />
    </Stack>
  );
}
