import { Checkbox, ColorInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { parseHexColor } from '../../lib/qr/qr-code';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { TextField } from '../../ui/input/TextField';
import { QrCodeView } from '../../ui/qr-code/QrCodeView';
import { useQrCode } from '../../modules/qr-code/use-qr-code';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import { wifiQrcodeGenerator } from './wifi-qrcode-generator.operations';
import { buildWifiPayload, type EapMethod, type EapPhase2Method, type EncryptionMethod } from './wifi-qrcode-generator.service';

const TOOL_ID = 'wifi-qrcode-generator';
const WARNING_COLOR = 'light-dark(var(--mantine-color-orange-9), var(--mantine-color-orange-3))';
const ENCRYPTION_LABEL_KEYS = { nopass: 'encryptionNone', WPA: 'encryptionWpa', WEP: 'encryptionWep', 'WPA2-EAP': 'encryptionEap' } as const;

const ENCRYPTION_METHODS = optionChoices<EncryptionMethod>(wifiQrcodeGenerator.options, 'encryption');
/** The methods to choose from ('' is the schema's "none chosen yet"). */
const EAP_METHODS = optionChoices<EapMethod | ''>(wifiQrcodeGenerator.options, 'eapMethod').filter((method) => method !== '');
const EAP_PHASE2_METHODS = optionChoices<EapPhase2Method>(wifiQrcodeGenerator.options, 'phase2');

/** The operation's options and the QR code's colours. */
const DEFAULTS = { ...defaultOptions(wifiQrcodeGenerator), foreground: '#000000ff', background: '#ffffffff' };
/** Options in the URL (checked by the schema); the network name, password and identity are never stored. */
const STATE_OPTIONS = {
  persist: {
    encryption: 'url',
    ssid: 'none',
    hidden: 'url',
    password: 'none',
    eapMethod: 'url',
    identity: 'none',
    anonymous: 'url',
    phase2: 'url',
    foreground: 'url',
    background: 'url',
  },
  schema: wifiQrcodeGenerator.options,
} as const;

export default function WifiQrCodeGenerator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { encryption, ssid, password, identity } = options;
  const isEap = encryption === 'WPA2-EAP';

  const result = buildWifiPayload(options);
  const qr = useQrCode(result.payload, 'M', { foreground: options.foreground, background: options.background });
  const hint = result.hint ? t(result.hint) : undefined;
  const colorError = (color: string) => (parseHexColor(color) ? undefined : t('invalidColor'));

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('encryption')}
          data={ENCRYPTION_METHODS.map((method) => ({ value: method, label: t(ENCRYPTION_LABEL_KEYS[method]) }))}
          value={encryption}
          onChange={(value) => value && setOptions({ encryption: value as EncryptionMethod })}
          allowDeselect={false}
        />
        <Stack gap={6}>
          <TextField label={t('ssid')} placeholder={t('ssidPlaceholder')} value={ssid} onChange={(value) => setOptions({ ssid: value })} />
          <Checkbox label={t('hidden')} checked={options.hidden} onChange={(event) => setOptions({ hidden: event.currentTarget.checked })} />
        </Stack>
      </SimpleGrid>

      {encryption !== 'nopass' && (
        <TextField
          type="password"
          label={t('password')}
          placeholder={t('passwordPlaceholder')}
          value={password}
          onChange={(value) => setOptions({ password: value })}
          autoComplete="off"
          description={result.passwordLengthWarning ? <Text span size="sm" style={{ color: WARNING_COLOR }}>{t('wpaLength')}</Text> : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
      )}

      {isEap && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('eapMethod')}
            data={EAP_METHODS}
            value={options.eapMethod === '' ? null : options.eapMethod}
            onChange={(value) => value && setOptions({ eapMethod: value as EapMethod })}
            searchable
            allowDeselect={false}
            placeholder={t('eapMethodPlaceholder')}
          />
          <Select
            label={t('phase2')}
            data={EAP_PHASE2_METHODS.map((method) => ({ value: method, label: method === 'None' ? t('phase2None') : method }))}
            value={options.phase2}
            onChange={(value) => value && setOptions({ phase2: value as EapPhase2Method })}
            allowDeselect={false}
          />
          <Stack gap={6}>
            <TextField label={t('identity')} placeholder={t('identityPlaceholder')} value={identity} onChange={(value) => setOptions({ identity: value })} disabled={options.anonymous} />
            <Checkbox label={t('anonymous')} checked={options.anonymous} onChange={(event) => setOptions({ anonymous: event.currentTarget.checked })} />
          </Stack>
        </SimpleGrid>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ColorInput label={t('foreground')} format="hexa" value={options.foreground} onChange={(foreground) => setOptions({ foreground })} error={colorError(options.foreground)} withEyeDropper={false} />
        <ColorInput label={t('background')} format="hexa" value={options.background} onChange={(background) => setOptions({ background })} error={colorError(options.background)} withEyeDropper={false} />
      </SimpleGrid>

      <OutputArea label={t('content')} value={result.payload} autosize minRows={1} maxRows={6} copyLabel={t('copyContent')} copyToast={t('contentCopied')} />

      <QrCodeView
        state={qr}
        alt={t('imageAlt')}
        fileBase="wifi-qr-code"
        downloadPngLabel={t('downloadPng')}
        downloadSvgLabel={t('downloadSvg')}
        placeholder={hint}
      />
    </Stack>
  );
}
