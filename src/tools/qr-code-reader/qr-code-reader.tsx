import { Badge, Box, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconExternalLink, IconPlayerStop } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT } from '../../modules/image-tool/image-accept';
import { useNavigate } from 'react-router';
import { clearHandoff, handOff, pastedFiles } from '../../engine/handoff/handoff';
import { failureMessage } from '../../engine/failure';
import type { RunControl } from '../../engine/worker/operation-client';
import { operationClient } from '../../engine/worker/operation-pool';
import { useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolLabel } from '../../modules/i18n/use-tool-label';
import { useToolTranslation, type ToolTranslate } from '../../modules/i18n/use-tool-translation';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { SelectField } from '../../ui/select/SelectField';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import { useCameraScanner, type CameraScan } from './qr-code-reader.camera';
import { CODE_FAMILIES, qrCodeReaderDetails, type CodeFamily } from './qr-code-reader.operations';
import type { DecodedCode } from './qr-code-reader.service';
import classes from './qr-code-reader.module.css';

const TOOL_ID = 'qr-code-reader';

/** The images the image engine reads (HEIC and ICO by extension too: browsers often give them no type). */

const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

interface ReadRequest {
  file: File;
  formats: CodeFamily;
}

/** The image goes to an operation worker unread (decoding and scanning never block the page); a newer image replaces the older. */
const READ = {
  remote: ({ file, formats }: ReadRequest, control: RunControl) => operationClient.run(qrCodeReaderDetails.id, file, { formats }, control) as Promise<DecodedCode[]>,
  warm: operationClient.warm,
  delayMs: 0,
};

type T = ToolTranslate<typeof en>;

/** The fields each kind of content shows, in this order. */
const FIELD_ORDER: Record<Exclude<DecodedCode['kind'], 'text'>, string[]> = {
  wifi: ['ssid', 'security', 'password', 'hidden', 'eapMethod', 'identity', 'anonymousIdentity', 'phase2'],
  otpauth: ['type', 'issuer', 'account', 'secret', 'algorithm', 'digits', 'period', 'counter'],
  contact: ['name', 'organisation', 'title', 'phones', 'emails', 'urls', 'addresses', 'birthday', 'note'],
  url: ['url', 'host'],
  product: ['gtin', 'upcA', 'upcE'],
};

/** A ref that shows a blob in an image through an object URL, revoked when the image goes or the blob changes. */
function useBlobSource(blob: Blob): (element: HTMLImageElement | null) => (() => void) | undefined {
  return useCallback((element: HTMLImageElement | null) => {
    if (!element) return undefined;
    const url = URL.createObjectURL(blob);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
}

/** A number per blob, for a key that starts an image's view afresh when its blob changes. */
const blobIds = new WeakMap<Blob, number>();
let nextBlobId = 0;
function blobId(blob: Blob): number {
  let id = blobIds.get(blob);
  if (id === undefined) blobIds.set(blob, (id = nextBlobId++));
  return id;
}

export default function QrCodeReader() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const shell = useTranslation().t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const [{ formats }, update] = useToolState(TOOL_ID, { formats: 'all' as CodeFamily }, { persist: { formats: 'url' }, schema: qrCodeReaderDetails.options });
  // An image dropped on "Drop anything" and sent here is read at once.
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])] as File[]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const [cameraScan, setCameraScan] = useState<CameraScan>();
  const camera = useCameraScanner(formats, (scan) => {
    setFiles([]);
    setCameraScan(scan);
  });
  const { attachVideo } = camera;

  // Several images: each read in the workers, its codes as JSON (a batch).
  const batch = useFileBatch();
  const several = files.length > 1;
  useEffect(() => {
    if (several) batch.run({ kind: 'operation', op: qrCodeReaderDetails.id, options: { formats } }, files);
    else batch.clear();
  }, [batch, files, several, formats]);

  const file = files.length === 1 ? files[0] : undefined;
  const request = useMemo<ReadRequest | undefined>(() => (file ? { file, formats } : undefined), [file, formats]);
  const job = useLiveResult(request, READ);

  const failure = file && job.error !== undefined ? failureMessage(job.error, 'readFailed') : undefined;
  const failureText = failure
    ? failure.messageKey.startsWith('image.')
      ? shell(failure.messageKey, { ns: 'shell', ...(failure.params ?? {}) })
      : failure.messageKey === 'noCode'
        ? t('noCode')
        : `${t('readFailed')}${failure.detail ? ` (${failure.detail})` : ''}`
    : undefined;

  const familyOptions = CODE_FAMILIES.map((value) => ({ value, label: t(`formatChoices.${value}`) }));

  return (
    <Stack gap="lg" maw={1000} mx="auto" w="100%">
      <Stack gap={6}>
        <FileDropZone
          multiple
          label={t('dropLabel')}
          inputLabel={t('fileInput')}
          accept={IMAGE_ACCEPT}
          acceptLabel={shell('ui.imageFiles')}
          files={files}
          onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
          onFiles={(added) => {
            camera.stop();
            setCameraScan(undefined);
            setFiles(added);
          }}
        />
        <Text size="sm" c="dimmed">
          {t('privacy')}
        </Text>
      </Stack>

      <Group align="flex-end" gap="md" wrap="wrap">
        <SelectField<CodeFamily> label={t('formats')} options={familyOptions} value={formats} onChange={(value) => update({ formats: value })} w={340} maw="100%" />
        {camera.status === 'off' ? (
          <Button variant="light" leftSection={<IconCamera size={16} aria-hidden />} onClick={() => void camera.start()}>
            {t('startCamera')}
          </Button>
        ) : (
          <Button variant="light" color="red" leftSection={<IconPlayerStop size={16} aria-hidden />} onClick={camera.stop}>
            {t('stopCamera')}
          </Button>
        )}
      </Group>

      {camera.error && (
        <ToolAlert type="error" onClose={camera.clearError} withCloseButton>
          {t(camera.error)}
        </ToolAlert>
      )}
      <Stack gap="xs" display={camera.status === 'off' ? 'none' : undefined}>
        <video ref={attachVideo} className={classes.video} muted playsInline aria-label={t('cameraVideo')} />
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{camera.status === 'starting' ? t('cameraStarting') : t('cameraLooking')}</Text>
        </Group>
      </Stack>

      {several && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName="codes.zip" />
        </Suspense>
      )}
      {file && job.pending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('reading')}</Text>
        </Group>
      )}
      {failureText && <ToolAlert type="error">{failureText}</ToolAlert>}
      {file && job.value && <CodeResults codes={job.value} image={file} t={t} />}
      {cameraScan && <CodeResults codes={cameraScan.codes} image={cameraScan.snapshot} size={{ width: cameraScan.width, height: cameraScan.height }} t={t} />}
    </Stack>
  );
}

function CodeResults({ codes, image, size, t }: { codes: DecodedCode[]; image: Blob | undefined; size?: { width: number; height: number }; t: T }) {
  return (
    <Stack gap="md" component="section" aria-label={t('results')}>
      <Text fw={600} role="status">
        {t('found' as 'found_other', { count: codes.length })}
      </Text>
      {image && <OutlinedImage key={blobId(image)} image={image} codes={codes} size={size} t={t} />}
      {codes.map((code, index) => (
        <CodeCard key={index} code={code} index={index + 1} t={t} />
      ))}
    </Stack>
  );
}

/** The image with each code's outline and number over it (an image the browser cannot show, HEIC, is left out). */
function OutlinedImage({ image, codes, size, t }: { image: Blob; codes: DecodedCode[]; size?: { width: number; height: number }; t: T }) {
  const source = useBlobSource(image);
  const [natural, setNatural] = useState<{ width: number; height: number } | undefined>(size);
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return (
    <Box className={classes.figure}>
      <img
        ref={source}
        alt={t('imageAlt')}
        className={classes.image}
        onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
        onError={() => setBroken(true)}
      />
      {natural && (
        <svg className={classes.overlay} viewBox={`0 0 ${natural.width} ${natural.height}`} preserveAspectRatio="none" aria-hidden>
          {codes.map((code, index) => {
            const { topLeft, topRight, bottomRight, bottomLeft } = code.position;
            const stroke = Math.max(2, Math.round(Math.max(natural.width, natural.height) / 250));
            return (
              <g key={index}>
                <polygon
                  points={[topLeft, topRight, bottomRight, bottomLeft].map(({ x, y }) => `${x},${y}`).join(' ')}
                  className={classes.outline}
                  strokeWidth={stroke}
                />
                <text x={topLeft.x + stroke * 2} y={topLeft.y - stroke * 2} className={classes.label} fontSize={stroke * 8}>
                  {index + 1}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </Box>
  );
}

function fieldText(key: string, value: unknown, t: T): string {
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (Array.isArray(value)) return value.join('\n');
  if (key === 'security' && value === 'none') return t('openNetwork');
  return String(value);
}

/** The tool that takes a code's content further: the OTP code generator for a TOTP account, the URL parser for a link. */
function openTarget(code: DecodedCode): { tool: string; run: () => void } | undefined {
  if (code.kind === 'otpauth' && code.fields.type === 'totp') {
    const { secret, algorithm, digits, period, issuer, account } = code.fields;
    return {
      tool: 'otp-generator',
      run: () => handOff({ to: 'otp-generator', op: 'otp-generator', text: code.text, options: { secret, algorithm, digits, ...(period ? { period } : {}), issuer, account } }),
    };
  }
  if (code.kind === 'url') return { tool: 'url-parser', run: () => handOff({ to: 'url-parser', op: 'url-parser', text: code.fields.url, options: {} }) };
  return undefined;
}

function CodeCard({ code, index, t }: { code: DecodedCode; index: number; t: T }) {
  const titleId = useId();
  const navigate = useNavigate();
  const { toolName } = useToolLabel();
  const values: Record<string, unknown> = code.kind === 'text' ? {} : { ...code.fields };
  const fields = code.kind === 'text' ? [] : FIELD_ORDER[code.kind].filter((key) => values[key] !== undefined);

  const open = openTarget(code);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {t('codeTitle', { index, format: code.format })}
          </Title>
          <Badge variant="light" className={classes.badge}>
            {t(`kinds.${code.kind}`)}
          </Badge>
        </Group>
        <OutputArea
          label={t('decodedText')}
          value={code.text}
          rows={Math.min(10, code.text.split('\n').length + (code.text.length > 90 ? 1 : 0))}
          actions={
            open && (
              <Button
                variant="light"
                leftSection={<IconExternalLink size={16} aria-hidden />}
                onClick={() => {
                  open.run();
                  void navigate(`/${open.tool}`);
                }}
              >
                {t('openIn', { tool: toolName(open.tool) })}
              </Button>
            )
          }
        />
        {fields.length > 0 && (
          <Stack gap="xs" role="group" aria-label={t('fieldsOf', { index })}>
            {fields.map((key) => {
              const label = t(`fields.${key}` as 'fields.ssid');
              const value = fieldText(key, values[key], t);
              return value.includes('\n') ? (
                <ReadOnlyField key={key} label={label} value={value} copyLabel={t('copyField', { field: label })} multiline rows={Math.min(8, value.split('\n').length)} labelWidth="12rem" />
              ) : (
                // Plain elements: a card of fields renders in a few milliseconds (the page stays responsive while results come in).
                <ReadOnlyField key={key} plain label={label} value={value} copyLabel={t('copyField', { field: label })} monospace={key === 'secret' || key === 'password'} labelWidth="12rem" />
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
