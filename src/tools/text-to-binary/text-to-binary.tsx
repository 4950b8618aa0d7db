import { Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { isToolInputError } from '../../lib/errors';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyableOutput } from '../../ui/copyable-field/CopyableOutput';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { SelectField } from '../../ui/select/SelectField';
import type en from './locales/en.json';
import { binaryToText, BINARY_SEPARATORS, isPureAscii, textToBinary, textToByteViews, type BinarySeparator } from './text-to-binary.service';

const TOOL_ID = 'text-to-binary';

const DEFAULTS = {
  text: '',
  binary: '',
  separator: 'space' as BinarySeparator,
  byteViews: false,
};
const STATE_OPTIONS = {
  persist: {
    text: 'local',
    binary: 'local',
    separator: 'url',
    byteViews: 'url',
  },
  allowed: { separator: BINARY_SEPARATORS },
} as const;

function decode(binary: string): { text: string; invalid: boolean } {
  try {
    return { text: binaryToText(binary), invalid: false };
  } catch (error) {
    if (isToolInputError(error)) return { text: '', invalid: true };
    throw error;
  }
}

export default function TextToBinary() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const text = useDeferredValue(state.text);
  const binaryInput = useDeferredValue(state.binary);
  const separator = state.separator;

  const binary = useMemo(() => textToBinary(text, separator), [text, separator]);
  const views = useMemo(() => (state.byteViews ? textToByteViews(text) : undefined), [text, state.byteViews]);
  const ascii = useMemo(() => isPureAscii(text), [text]);
  const decoded = useMemo(() => decode(binaryInput), [binaryInput]);

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="text-to-binary-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="text-to-binary-title">
            {t('encodeTitle')}
          </Title>
          <LargeTextInput
            label={t('textInput')}
            placeholder={t('textPlaceholder')}
            value={state.text}
            onChange={(value) => update({ text: value })}
            autosize
            minRows={3}
            maxRows={12}
            rows={3}
            monospace={false}
            // The spec's autofocus: the page exists to type into this field.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <Group gap="xl" align="flex-end">
            <SelectField<BinarySeparator>
              label={t('separator')}
              options={BINARY_SEPARATORS.map((value) => ({
                value,
                label: t(`separators.${value}`),
              }))}
              value={separator}
              onChange={(value) => update({ separator: value })}
              w={240}
            />
            <Switch label={t('byteViews')} checked={state.byteViews} onChange={(event) => update({ byteViews: event.currentTarget.checked })} mb={8} />
          </Group>
          <CopyableOutput
            label={t('binaryOutput')}
            value={binary}
            copyLabel={t('copyBinary')}
            autosize
            rows={3}
            maxRows={12}
            description={
              !ascii ? (
                <Text size="sm" role="status" component="span">
                  {t('notAscii')}
                </Text>
              ) : undefined
            }
          />
          {views && (
            <>
              <CopyableOutput label={t('hexOutput')} value={views.hex} copyLabel={t('copyHex')} autosize rows={2} maxRows={8} />
              <CopyableOutput label={t('decimalOutput')} value={views.decimal} copyLabel={t('copyDecimal')} autosize rows={2} maxRows={8} />
            </>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="binary-to-text-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="binary-to-text-title">
            {t('decodeTitle')}
          </Title>
          <LargeTextInput
            label={t('binaryInput')}
            placeholder={t('binaryPlaceholder')}
            value={state.binary}
            onChange={(value) => update({ binary: value })}
            autosize
            minRows={3}
            maxRows={12}
            rows={3}
            error={decoded.invalid ? t('invalidBinary') : undefined}
          />
          <CopyableOutput label={t('textOutput')} value={decoded.text} copyLabel={t('copyText')} monospace={false} autosize rows={3} maxRows={12} />
        </Stack>
      </Paper>
    </Stack>
  );
}
