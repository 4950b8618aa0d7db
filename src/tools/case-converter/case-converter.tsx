import { Group, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { caseConverterAll } from './case-converter.operations';
import { CASE_IDS, type CaseId } from './case-converter.service';
import type en from './locales/en.json';

const TOOL_ID = 'case-converter';

const DEFAULTS = { text: 'lorem ipsum dolor sit amet', ...defaultOptions(caseConverterAll) };
const STATE_OPTIONS = { persist: { text: 'local', perLine: 'url' }, schema: caseConverterAll.options, pasteInto: 'text' } as const;

/** Up to this many characters the sixteen conversions run at once on the page (a few ms); longer texts go to the operation worker. */
const WORKER_THRESHOLD = 5_000;
const LARGE_INPUT_DELAY_MS = 100;

const EMPTY = Object.fromEntries(CASE_IDS.map((id) => [id, ''])) as Record<CaseId, string>;

export default function CaseConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { text, perLine } = state;
  const result = useOperationResult(caseConverterAll, text, { perLine }, { threshold: WORKER_THRESHOLD, delayMs: LARGE_INPUT_DELAY_MS });
  const { pending } = result;
  const outputs = (result.value as Record<CaseId, string> | undefined) ?? EMPTY;

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
          {pending && (
            <Group gap={6} role="status">
              <Loader size={12} aria-hidden />
              <Text size="sm">{t('working')}</Text>
            </Group>
          )}
          {CASE_IDS.map((id) =>
            perLine ? (
              <ReadOnlyField multiline key={id} label={t(`cases.${id}`)} value={outputs[id]} copyLabel={t('copy', { label: t(`cases.${id}`) })} autosize minRows={1} maxRows={8} />
            ) : (
              <ReadOnlyField key={id} inline label={t(`cases.${id}`)} value={outputs[id]} copyLabel={t('copy', { label: t(`cases.${id}`) })} />
            ),
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
