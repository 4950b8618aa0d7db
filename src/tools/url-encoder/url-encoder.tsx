import { Card, Select, Stack, Switch, Title } from '@mantine/core';
import { useMemo } from 'react';
import { isToolInputError } from '../../lib/errors';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import type en from './locales/en.json';
import { urlEncoderDecode, urlEncoderEncode } from './url-encoder.operations';
import { decodeUrl, DEFAULT_DECODE_INPUT, DEFAULT_ENCODE_INPUT, encodeUrl, type EncodingMode } from './url-encoder.service';

const TOOL_ID = 'url-encoder';

const DEFAULTS = {
  encodeInput: DEFAULT_ENCODE_INPUT,
  ...defaultOptions(urlEncoderEncode),
  decodeInput: DEFAULT_DECODE_INPUT,
  ...defaultOptions(urlEncoderDecode),
};
// The encoding's schema checks the mode; the decoding's one option is a boolean.
const STATE_OPTIONS = { persist: { encodeInput: 'local', decodeInput: 'local', mode: 'url', plusAsSpace: 'url' }, schema: urlEncoderEncode.options, pasteInto: { 'url-encoder-decode': 'decodeInput' } } as const;
const ENCODING_MODES = optionChoices<EncodingMode>(urlEncoderEncode.options, 'mode');

type Outcome = { value: string; errorKey?: undefined } | { value: ''; errorKey: string };

/** The service's result, or its message key: a bad input never throws out of the screen. */
function attempt(run: () => string): Outcome {
  try {
    return { value: run() };
  } catch (error) {
    if (isToolInputError(error)) return { value: '', errorKey: error.messageKey };
    throw error;
  }
}

export default function UrlEncoder() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);

  const encoded = useMemo(() => attempt(() => encodeUrl(state.encodeInput, state.mode)), [state.encodeInput, state.mode]);
  const decoded = useMemo(() => attempt(() => decodeUrl(state.decodeInput, state.plusAsSpace)), [state.decodeInput, state.plusAsSpace]);

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="url-encoder-encode">
        <Stack gap="md">
          <Title order={2} size="h4" id="url-encoder-encode">
            {t('encodeTitle')}
          </Title>
          <LargeTextInput
            label={t('encodeInput')}
            placeholder={t('encodeInputPlaceholder')}
            value={state.encodeInput}
            onChange={(encodeInput) => update({ encodeInput })}
            error={encoded.errorKey ? t('parseError') : undefined}
            monospace={false}
            autosize
            minRows={2}
            maxRows={15}
            rows={2}
          />
          <Select
            label={t('mode')}
            data={ENCODING_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
            value={state.mode}
            onChange={(mode) => mode && update({ mode: mode as EncodingMode })}
            allowDeselect={false}
            maw={320}
          />
          <OutputArea
            label={t('encodeOutput')}
            value={encoded.value}
            copyLabel={t('copyEncoded')}
            copyToast={t('copyEncodedToast')}
            autosize
            minRows={2}
            maxRows={20}
          />
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="url-encoder-decode">
        <Stack gap="md">
          <Title order={2} size="h4" id="url-encoder-decode">
            {t('decodeTitle')}
          </Title>
          <LargeTextInput
            label={t('decodeInput')}
            placeholder={t('decodeInputPlaceholder')}
            value={state.decodeInput}
            onChange={(decodeInput) => update({ decodeInput })}
            error={decoded.errorKey ? t('parseError') : undefined}
            monospace={false}
            autosize
            minRows={2}
            maxRows={15}
            rows={2}
          />
          <Switch label={t('plusAsSpace')} checked={state.plusAsSpace} onChange={(event) => update({ plusAsSpace: event.currentTarget.checked })} />
          <OutputArea
            label={t('decodeOutput')}
            value={decoded.value}
            copyLabel={t('copyDecoded')}
            copyToast={t('copyDecodedToast')}
            autosize
            minRows={2}
            maxRows={20}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
