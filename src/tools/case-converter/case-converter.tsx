import { Paper, Stack, Switch } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { ReadOnlyTextarea } from '../../ui/read-only-field/ReadOnlyTextarea';
import { CASE_IDS, convertAllCases } from './case-converter.service';
import type en from './locales/en.json';

const TOOL_ID = 'case-converter';

const DEFAULTS = { text: 'lorem ipsum dolor sit amet', perLine: false };
const STATE_OPTIONS = { persist: { text: 'local', perLine: 'url' } } as const;

export default function CaseConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  // Sixteen conversions of a very long paste must not make typing lag: they follow a deferred copy.
  const text = useDeferredValue(state.text);
  const perLine = state.perLine;
  const outputs = useMemo(() => convertAllCases(text, { perLine }), [text, perLine]);

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          {perLine ? (
            <TextField
              multiline
              autosize
              rows={3}
              maxRows={12}
              label={t('input')}
              placeholder={t('inputPlaceholder')}
              value={state.text}
              onChange={(value) => update({ text: value })}
            />
          ) : (
            <TextField label={t('input')} placeholder={t('inputPlaceholder')} value={state.text} onChange={(value) => update({ text: value })} autoComplete="off" />
          )}
          <Switch label={t('perLine')} description={t('perLineHint')} checked={perLine} onChange={(event) => update({ perLine: event.currentTarget.checked })} />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('outputs')}>
        <Stack gap="xs">
          {CASE_IDS.map((id) =>
            perLine ? (
              <ReadOnlyTextarea key={id} label={t(`cases.${id}`)} value={outputs[id]} copyLabel={t('copy', { label: t(`cases.${id}`) })} autosize minRows={1} maxRows={8} />
            ) : (
              <ReadOnlyField key={id} inline label={t(`cases.${id}`)} value={outputs[id]} copyLabel={t('copy', { label: t(`cases.${id}`) })} />
            ),
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
