import { Group, Paper, Stack, Switch } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ClearButton } from '../../ui/clear-button/ClearButton';
import { TextField } from '../../ui/input/TextField';
import { CopyableOutput } from '../../ui/copyable-field/CopyableOutput';
import type en from './locales/en.json';
import { textToNato } from './text-to-nato-alphabet.service';

const TOOL_ID = 'text-to-nato-alphabet';

const DEFAULTS = {
  text: '',
  spellDigits: false,
  onePerLine: false,
  foldAccents: false,
};
const STATE_OPTIONS = {
  persist: {
    text: 'local',
    spellDigits: 'url',
    onePerLine: 'url',
    foldAccents: 'url',
  },
} as const;

export default function TextToNatoAlphabet() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const text = useDeferredValue(state.text);
  const { spellDigits, onePerLine, foldAccents } = state;
  const nato = useMemo(() => textToNato(text, { spellDigits, onePerLine, foldAccents }), [text, spellDigits, onePerLine, foldAccents]);

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
          {state.text !== '' && <CopyableOutput label={t('output')} value={nato} copyLabel={t('copy')} monospace={false} autosize rows={3} maxRows={16} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
