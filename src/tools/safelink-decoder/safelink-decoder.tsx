import { Card, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import type en from './locales/en.json';
import { decodeSafelinkLines, formatDecodedLines, type SafelinkErrorKey } from './safelink-decoder.service';

const TOOL_ID = 'safelink-decoder';

/** The decoded links are shown as text only: never opened, fetched or rendered as links. */
export default function SafelinkDecoder() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [{ input }, update] = useToolState(TOOL_ID, { input: '' }, { persist: { input: 'local' }, pasteInto: 'input' });

  const { output, error } = useMemo(() => {
    const lines = decodeSafelinkLines(input);
    const filled = input.split(/\r?\n/).filter((line) => line.trim() !== '').length;
    const failed = lines.filter((line) => !line.ok);
    const message = (key: SafelinkErrorKey) => t(key);
    if (filled <= 1) {
      // A single link: its error goes under the field and the output stays empty.
      const failure = failed[0];
      return failure && !failure.ok
        ? { output: '', error: message(failure.messageKey) }
        : { output: lines.map((line) => (line.ok ? line.url : '')).join('\n').trim(), error: undefined };
    }
    return {
      output: formatDecodedLines(lines, message),
      error: failed.length > 0 ? t('lineErrors', { count: failed.length, total: filled }) : undefined,
    };
  }, [input, t]);

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <LargeTextInput
          label={t('input')}
          placeholder={t('inputPlaceholder')}
          description={t('inputDescription')}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          value={input}
          onChange={(value) => update({ input: value })}
          error={error}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the spec asks for it: pasting a link is the page's purpose
          autoFocus
          autosize
          rows={3}
          minRows={3}
          maxRows={15}
        />
        <OutputArea label={t('output')} value={output} copyLabel={t('copy')} copyToast={t('copyToast')} autosize minRows={3} maxRows={15} />
      </Stack>
    </Card>
  );
}
