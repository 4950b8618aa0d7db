import { Button, Card, Checkbox, ColorInput, Group, Loader, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { defaultOptions } from '../../engine/operation';
import { failureMessage } from '../../engine/failure';
import type { FileValue } from '../../engine/values';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient } from '../../engine/worker/operation-pool';
import { downloadBlob } from '../../lib/download';
import { isToolInputError } from '../../lib/errors';
import { useToolTranslation, type ToolTranslate } from '../../modules/i18n/use-tool-translation';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { ClampedNumberInput } from '../../ui/clamped-number/ClampedNumberInput';
import { SelectField } from '../../ui/select/SelectField';
import { TextField } from '../../ui/input/TextField';
import type en from './locales/en.json';
import { barcodeGenerator } from './barcode-generator.operations';
import { checkBarcodeText, MATRIX_SYMBOLOGIES, SYMBOLOGIES, SYMBOLOGY_NAMES, type CheckedText, type Symbology } from './barcode-generator.validate';
import classes from './barcode-generator.module.css';

const TOOL_ID = 'barcode-generator';

/** A number or text each type takes, shown when the type is chosen (and the text is still the previous type's sample). */
const SAMPLES: Record<Symbology, string> = {
  code128: 'IT-Tools 2026',
  ean13: '590123412345',
  ean8: '9638507',
  upca: '03600029145',
  upce: '0123456',
  code39: 'IT-TOOLS',
  itf14: '1001234567890',
  interleaved2of5: '12345678',
  datamatrix: 'https://it-tools.tech',
  pdf417: 'IT-Tools: barcodes in your browser',
};

const OPTIONS = defaultOptions(barcodeGenerator);
const DEFAULTS = {
  text: SAMPLES[OPTIONS.symbology],
  symbology: OPTIONS.symbology,
  scale: OPTIONS.scale,
  height: OPTIONS.height,
  includeText: OPTIONS.includeText,
  color: OPTIONS.color,
  background: OPTIONS.background,
};
/** The options in the URL (a link draws the same barcode type and look); the text is remembered on this device. */
const STATE_OPTIONS = {
  persist: { text: 'local', symbology: 'url', scale: 'url', height: 'url', includeText: 'url', color: 'url', background: 'url' },
  schema: barcodeGenerator.options,
  // A number sent from "Paste anything" (a GS1 number) lands in the text, its type chosen by detection.
  pasteInto: 'text',
} as const;

type Options = Omit<typeof DEFAULTS, 'text'>;

interface DrawRequest {
  text: string;
  options: Options;
}

const run = (text: string, options: Options, format: 'svg' | 'png', control?: RunControl) => operationClient.run(barcodeGenerator.id, text, { ...options, format }, control) as Promise<FileValue>;

/** The barcode is drawn in an operation worker (bwip-js never loads on the page); the newest text wins. */
const DRAW = {
  remote: ({ text, options }: DrawRequest, control: RunControl) => run(text, options, 'svg', control),
  warm: operationClient.warm,
  delayMs: 120,
};

const HEX = /^#[0-9a-f]{6}$/i;

type T = ToolTranslate<typeof en>;

/** A service error in words: its `errors.*` string. */
function errorText(error: unknown, t: T): string {
  const failure = failureMessage(error, 'errors.encodeFailed');
  const key = failure.messageKey.startsWith('errors.') ? failure.messageKey : 'errors.encodeFailed';
  const text = t(key as 'errors.empty', { symbology: '', ...(failure.params ?? {}) });
  return failure.detail ? `${text} (${failure.detail})` : text;
}

function check(symbology: Symbology, text: string): { checked?: CheckedText; error?: unknown } {
  try {
    return { checked: checkBarcodeText(symbology, text) };
  } catch (error) {
    if (isToolInputError(error)) return { error };
    throw error;
  }
}

/** Shows an SVG file in an image through an object URL, revoked when the image goes or the file changes. */
function useSvgSource(file: FileValue | undefined) {
  return useCallback(
    (element: HTMLImageElement | null) => {
      if (!element || !file) return undefined;
      const url = URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: 'image/svg+xml' }));
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
}

export default function BarcodeGenerator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const { text, symbology, scale, height, includeText, color, background } = state;
  const matrix = MATRIX_SYMBOLOGIES.includes(symbology);

  const { checked, error: textError } = check(symbology, text);
  const colorValid = HEX.test(color);
  const backgroundValid = background === '' || HEX.test(background);
  const options = useMemo<Options>(() => ({ symbology, scale, height, includeText, color, background }), [symbology, scale, height, includeText, color, background]);
  const valid = checked !== undefined && colorValid && backgroundValid;
  const request = useMemo<DrawRequest | undefined>(() => (valid ? { text, options } : undefined), [valid, text, options]);
  const drawing = useLiveResult(request, DRAW);
  const svg = request ? drawing.latest : undefined;
  const source = useSvgSource(svg);
  const [pngError, setPngError] = useState<string>();
  const [pngBusy, setPngBusy] = useState(false);

  const fieldError = textError !== undefined ? errorText(textError, t) : drawing.error !== undefined && request ? errorText(drawing.error, t) : undefined;

  const downloadPng = async () => {
    if (!request) return;
    setPngBusy(true);
    setPngError(undefined);
    try {
      const file = await run(request.text, request.options, 'png');
      downloadBlob(file.name, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }));
    } catch (error) {
      setPngError(errorText(error, t));
    } finally {
      setPngBusy(false);
    }
  };

  const symbologyOptions = SYMBOLOGIES.map((value) => ({ value, label: SYMBOLOGY_NAMES[value] }));
  const checkNote = checked?.checkDigit
    ? checked.checkDigit.computed
      ? t('checkComputed', { digit: checked.checkDigit.digit, number: checked.text })
      : t('checkVerified', { digit: checked.checkDigit.digit })
    : undefined;

  return (
    <Stack gap="lg" maw={1000} mx="auto" w="100%">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SelectField<Symbology>
          label={t('symbology')}
          options={symbologyOptions}
          value={symbology}
          onChange={(next) => update((current) => ({ symbology: next, ...(current.text === SAMPLES[current.symbology] || current.text.trim() === '' ? { text: SAMPLES[next] } : {}) }))}
        />
        <TextField
          label={t('text')}
          value={text}
          onChange={(next) => update({ text: next })}
          multiline={matrix}
          {...(matrix ? { autosize: true, rows: 1, maxRows: 8 } : {})}
          monospace
          spellCheck={false}
          error={fieldError}
          description={
            <>
              {t(`hints.${symbology}`)}
              {checkNote && (
                <Text component="span" display="block" size="xs" className={classes.check} role="status">
                  {checkNote}
                </Text>
              )}
            </>
          }
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <ClampedNumberInput label={t('scale')} description={t('scaleHint')} value={scale} min={1} max={20} onChange={(next) => update({ scale: next })} />
        {!matrix && (
          <NumberInput
            label={t('height')}
            description={t('heightHint')}
            value={height}
            min={0}
            max={200}
            step={1}
            decimalScale={1}
            allowNegative={false}
            clampBehavior="strict"
            onChange={(next) => update({ height: typeof next === 'number' && Number.isFinite(next) ? next : 0 })}
          />
        )}
        <ColorInput label={t('color')} format="hex" value={color} onChange={(next) => update({ color: next })} error={colorValid ? undefined : t('invalidColor')} withEyeDropper={false} />
        <Stack gap={6}>
          <ColorInput
            label={t('background')}
            format="hex"
            value={background}
            disabled={background === ''}
            onChange={(next) => update({ background: next })}
            error={backgroundValid ? undefined : t('invalidColor')}
            withEyeDropper={false}
          />
          <Checkbox label={t('transparent')} checked={background === ''} onChange={(event) => update({ background: event.currentTarget.checked ? '' : '#ffffff' })} />
        </Stack>
      </SimpleGrid>
      {!matrix && <Switch label={t('includeText')} checked={includeText} onChange={(event) => update({ includeText: event.currentTarget.checked })} />}

      <Card withBorder padding="lg" radius="md" component="section" aria-label={t('preview')}>
        <Stack gap="md" align="center">
          <div className={background === '' ? `${classes.stage} ${classes.checkerboard}` : classes.stage}>
            {svg && request && <img ref={source} alt={t('previewAlt', { symbology: SYMBOLOGY_NAMES[symbology], text: checked?.text ?? text })} className={classes.preview} />}
            {!svg && request && drawing.pending && (
              <Group gap="xs" role="status">
                <Loader size="sm" aria-hidden />
                <Text>{t('drawing')}</Text>
              </Group>
            )}
          </div>
          <Group gap="sm" justify="center">
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={!svg || !request || drawing.pending}
              onClick={() => svg && downloadBlob(svg.name, new Blob([svg.bytes as Uint8Array<ArrayBuffer>], { type: svg.type }))}
            >
              {t('downloadSvg')}
            </Button>
            <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={!request || drawing.error !== undefined} loading={pngBusy} onClick={() => void downloadPng()}>
              {t('downloadPng')}
            </Button>
          </Group>
          {pngError && <ToolAlert type="error">{pngError}</ToolAlert>}
        </Stack>
      </Card>
    </Stack>
  );
}
