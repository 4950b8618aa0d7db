import { Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { failureMessage } from '../../engine/failure';
import { noteOperationRun, type Handoff } from '../../engine/handoff/handoff';
import { defaultOptions } from '../../engine/operation';
import { formatByteSize } from '../../lib/byte-size';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { PreviewOutput } from '../../ui/preview-output/PreviewOutput';
import { compressionCompress, compressionDecompress } from './compression-converter.operations';
import { BYTE_ENCODINGS, COMPRESSION_FORMATS, type ByteEncoding, type CompressionFormat } from './compression-converter.format';
import type { CompressOptions, DecompressOptions, DecompressOutput } from './compression-converter.service';
import type en from './locales/en.json';

const TOOL_ID = 'compression-converter';
const service = () => import('./compression-converter.service');

const COMPRESS_DEFAULTS = defaultOptions(compressionCompress);
const DECOMPRESS_DEFAULTS = defaultOptions(compressionDecompress);
const LEVEL_CHOICES = ['default', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'] as const;
type LevelChoice = (typeof LEVEL_CHOICES)[number];
type DecompressFormat = CompressionFormat | 'auto';
type DecompressEncoding = ByteEncoding | 'auto';

// The two halves have their own format and encoding (gzip/Base64 to compress, auto to decompress):
// the shared option names would clash, so only `showAs` keeps its operation's name.
const DEFAULTS = {
  text: 'Hello, World!',
  compressFormat: COMPRESS_DEFAULTS.format as CompressionFormat,
  compressEncoding: COMPRESS_DEFAULTS.encoding as ByteEncoding,
  level: 'default' as LevelChoice,
  compressed: 'H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA',
  decompressFormat: DECOMPRESS_DEFAULTS.format as DecompressFormat,
  decompressEncoding: DECOMPRESS_DEFAULTS.encoding as DecompressEncoding,
  showAs: DECOMPRESS_DEFAULTS.showAs as DecompressOutput,
};
const STATE_OPTIONS = {
  persist: { text: 'local', compressFormat: 'url', compressEncoding: 'url', level: 'url', compressed: 'local', decompressFormat: 'url', decompressEncoding: 'url', showAs: 'url' },
  schema: compressionDecompress.options,
  allowed: {
    compressFormat: [...COMPRESSION_FORMATS],
    compressEncoding: [...BYTE_ENCODINGS],
    level: [...LEVEL_CHOICES],
    decompressFormat: ['auto', ...COMPRESSION_FORMATS],
    decompressEncoding: ['auto', ...BYTE_ENCODINGS],
  },
  // Pasted compressed data goes to the decompressor.
  pasteInto: ({ op, text }: Handoff) => (op === 'compression-converter-decompress' ? { compressed: text } : {}),
} as const;

const FORMAT_KEYS = { gzip: 'formatGzip', zlib: 'formatZlib', deflate: 'formatDeflate', brotli: 'formatBrotli' } as const;
const ENCODING_KEYS = { base64: 'encodingBase64', hex: 'encodingHex' } as const;
const MAX_LEVEL: Record<CompressionFormat, number> = { gzip: 9, zlib: 9, deflate: 9, brotli: 11 };
const DEFAULT_LEVEL: Record<CompressionFormat, number> = { gzip: 6, zlib: 6, deflate: 6, brotli: 11 };

interface CompressRequest {
  text: string;
  options: CompressOptions;
}
interface DecompressRequest {
  text: string;
  options: DecompressOptions;
}
const COMPRESS = { local: (request: CompressRequest) => service().then((module) => module.compressText(request.text, request.options)) };
const DECOMPRESS = { local: (request: DecompressRequest) => service().then((module) => module.decompressText(request.text, request.options)) };

export default function CompressionConverter() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const size = (bytes: number) => formatByteSize(bytes, language);
  const formatLabel = (format: CompressionFormat) => t(FORMAT_KEYS[format]);

  // A level the format does not have (11 after switching from Brotli to gzip) falls back to its highest.
  const maxLevel = MAX_LEVEL[state.compressFormat];
  const level = state.level === 'default' ? undefined : Math.min(Number(state.level), maxLevel);
  const compressOptions = useMemo<CompressOptions>(() => ({ format: state.compressFormat, encoding: state.compressEncoding, level }), [state.compressFormat, state.compressEncoding, level]);
  const compressRequest = useMemo(() => ({ text: state.text, options: compressOptions }), [state.text, compressOptions]);
  const compressResult = useLiveResult(compressRequest, COMPRESS);
  const compressed = compressResult.value;
  const compressFailure = compressResult.error === undefined ? undefined : failureMessage(compressResult.error, 'unexpected');

  const decompressRequest = useMemo(
    () => ({ text: state.compressed, options: { format: state.decompressFormat, encoding: state.decompressEncoding, showAs: state.showAs } }),
    [state.compressed, state.decompressFormat, state.decompressEncoding, state.showAs],
  );
  const decompressResult = useLiveResult(decompressRequest, DECOMPRESS);
  const decompressed = decompressResult.value;
  const decompressFailure = decompressResult.error === undefined ? undefined : failureMessage(decompressResult.error, 'unexpected');

  // "Open in recipe" takes the half last edited.
  useEffect(() => {
    noteOperationRun(TOOL_ID, { op: compressionCompress.id, input: compressRequest.text, options: { ...compressRequest.options } });
  }, [compressRequest]);
  useEffect(() => {
    if (decompressRequest.text !== '') noteOperationRun(TOOL_ID, { op: compressionDecompress.id, input: decompressRequest.text, options: { ...decompressRequest.options } });
  }, [decompressRequest]);

  const failureText = (failure: ReturnType<typeof failureMessage>) => {
    const params = failure.params ?? {};
    const key = failure.messageKey as keyof typeof en;
    switch (failure.messageKey) {
      case 'levelRange':
      case 'corrupt':
        return t(key as 'corrupt', { ...params, format: formatLabel(params.format as CompressionFormat) });
      case 'notUtf8':
        return t('notUtf8', { size: size(Number(params.bytes)) });
      case 'invalidBase64':
      case 'invalidHex':
      case 'invalidInput':
      case 'unknownFormat':
      case 'tooLarge':
        return t(key as 'tooLarge', params);
      default:
        return t('unexpected');
    }
  };
  const withDetail = (failure: ReturnType<typeof failureMessage>) => (
    <>
      {failureText(failure)}
      {failure.detail ? (
        <>
          <br />
          {failure.detail}
        </>
      ) : null}
    </>
  );

  const pending = (visible: boolean) =>
    visible ? (
      <Group component="span" gap={6} role="status">
        <Loader component="span" size={12} aria-hidden />
        {t('working')}
      </Group>
    ) : undefined;
  const previewNotice = (shown: number, total: number) => t('preview', { shown: number.format(shown), total: number.format(total) });

  const levelOptions = [
    { value: 'default', label: t('levelDefault', { level: DEFAULT_LEVEL[state.compressFormat] }) },
    ...Array.from({ length: maxLevel + 1 }, (_, index) => ({
      value: String(index),
      label: index === 0 ? t('levelFastest', { level: 0 }) : index === maxLevel ? t('levelSmallest', { level: index }) : String(index),
    })),
  ];
  const formatOptions = COMPRESSION_FORMATS.map((value) => ({ value, label: formatLabel(value) }));
  const encodingOptions = BYTE_ENCODINGS.map((value) => ({ value, label: t(ENCODING_KEYS[value]) }));
  const auto = { value: 'auto', label: t('detectAuto') };

  const ratio = (compressedBytes: number, originalBytes: number) => (originalBytes === 0 ? '—' : t('ratioValue', { ratio: percent.format(compressedBytes / originalBytes) }));
  const stat = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="compression-compress-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="compression-compress-title">
            {t('compressTitle')}
          </Title>
          <Group gap="md" grow align="flex-start">
            <Select label={t('format')} data={formatOptions} value={state.compressFormat} onChange={(value) => value && update({ compressFormat: value as CompressionFormat })} allowDeselect={false} />
            <Select label={t('encoding')} data={encodingOptions} value={state.compressEncoding} onChange={(value) => value && update({ compressEncoding: value as ByteEncoding })} allowDeselect={false} />
            <Select
              label={t('level')}
              data={levelOptions}
              value={state.level === 'default' ? 'default' : String(level)}
              onChange={(value) => value && update({ level: value as LevelChoice })}
              allowDeselect={false}
            />
          </Group>
          <LargeTextInput
            label={t('textInput')}
            placeholder={t('textPlaceholder')}
            value={state.text}
            onChange={(text) => update({ text })}
            rows={5}
            monospace={false}
            error={compressFailure ? withDetail(compressFailure) : undefined}
          />
          <PreviewOutput label={t('compressedOutput')} value={compressed?.output ?? ''} rows={4} copyLabel={t('copy')} previewNotice={previewNotice} description={pending(compressResult.pending)} />
          {compressed && compressed.originalBytes > 0 && (
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              {stat(t('originalSize'), size(compressed.originalBytes))}
              {stat(t('compressedSize'), size(compressed.compressedBytes))}
              {stat(t('ratio'), ratio(compressed.compressedBytes, compressed.originalBytes))}
            </SimpleGrid>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="compression-decompress-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="compression-decompress-title">
            {t('decompressTitle')}
          </Title>
          <Group gap="md" grow align="flex-start">
            <Select
              label={t('format')}
              data={[auto, ...formatOptions]}
              value={state.decompressFormat}
              onChange={(value) => value && update({ decompressFormat: value as DecompressFormat })}
              allowDeselect={false}
            />
            <Select
              label={t('encoding')}
              data={[auto, ...encodingOptions]}
              value={state.decompressEncoding}
              onChange={(value) => value && update({ decompressEncoding: value as DecompressEncoding })}
              allowDeselect={false}
            />
            <Select
              label={t('showAs')}
              data={[
                { value: 'text', label: t('outputText') },
                { value: 'hex', label: t('outputHex') },
              ]}
              value={state.showAs}
              onChange={(value) => value && update({ showAs: value as DecompressOutput })}
              allowDeselect={false}
            />
          </Group>
          <LargeTextInput
            label={t('compressedInput')}
            placeholder={t('compressedPlaceholder')}
            value={state.compressed}
            onChange={(compressedText) => update({ compressed: compressedText })}
            rows={4}
            error={decompressFailure ? withDetail(decompressFailure) : undefined}
            description={
              decompressFailure?.messageKey === 'notUtf8' ? (
                <Button size="compact-xs" variant="light" onClick={() => update({ showAs: 'hex' })}>
                  {t('showHex')}
                </Button>
              ) : undefined
            }
            inputWrapperOrder={['label', 'input', 'error', 'description']}
          />
          {state.showAs === 'hex' ? (
            <PreviewOutput label={t('decompressedHexOutput')} value={decompressed?.output ?? ''} rows={6} copyLabel={t('copy')} previewNotice={previewNotice} description={pending(decompressResult.pending)} />
          ) : (
            <OutputArea label={t('decompressedOutput')} value={decompressed?.output ?? ''} rows={6} monospace={false} copyLabel={t('copy')} description={pending(decompressResult.pending)} />
          )}
          {decompressed && decompressed.compressedBytes > 0 && (
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
              {stat(t('formatRead'), t('formatReadValue', { format: formatLabel(decompressed.format), encoding: t(ENCODING_KEYS[decompressed.encoding]) }))}
              {stat(t('compressedSize'), size(decompressed.compressedBytes))}
              {stat(t('originalSize'), size(decompressed.originalBytes))}
              {stat(t('ratio'), ratio(decompressed.compressedBytes, decompressed.originalBytes))}
            </SimpleGrid>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
