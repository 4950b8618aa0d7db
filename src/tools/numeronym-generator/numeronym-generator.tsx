import { Group, Stack, TextInput } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ClearButton } from '../../ui/clear-button/ClearButton';
import { CopyButton } from '../../ui/copy/CopyButton';
import type en from './locales/en.json';
import { generateNumeronym } from './numeronym-generator.service';

const TOOL_ID = 'numeronym-generator';
const DEFAULTS = { word: '' };

export default function NumeronymGenerator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [{ word }, update] = useToolState(TOOL_ID, DEFAULTS, { persist: { word: 'local' } });
  // Typing stays immediate; a huge paste is converted when the browser has time (linear anyway).
  const deferredWord = useDeferredValue(word);
  const numeronym = useMemo(() => generateNumeronym(deferredWord), [deferredWord]);

  return (
    <Stack gap="lg">
      <TextInput
        size="lg"
        label={t('word')}
        placeholder={t('wordPlaceholder')}
        value={word}
        onChange={(event) => update({ word: event.currentTarget.value })}
        rightSection={<ClearButton visible={word !== ''} onClear={() => update({ word: '' })} label={t('clear')} />}
        autoComplete="off"
        spellCheck={false}
      />
      <TextInput size="lg" label={t('output')} placeholder={t('outputPlaceholder')} value={numeronym} readOnly spellCheck={false} />
      <Group justify="center">
        <CopyButton value={numeronym} label={t('copy')} toast={t('copied')} disabled={numeronym === ''} />
      </Group>
    </Stack>
  );
}
