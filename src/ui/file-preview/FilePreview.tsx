import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatByteSize } from '../../lib/byte-size';
import { downloadBlob } from '../../lib/download';
import { ArchiveListing } from './ArchiveListing';
import { PdfThumbnails } from './PdfThumbnails';
import classes from './FilePreview.module.css';

export type PreviewKind = 'image' | 'audio' | 'video' | 'pdf' | 'archive' | 'other';

/** Which preview a file gets, from its MIME type. */
export function previewKind(type: string): PreviewKind {
  if (type.startsWith('image/') && type !== 'image/heic' && type !== 'image/heif' && type !== 'image/tiff' && type !== 'image/vnd.adobe.photoshop') return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  if (type === 'application/pdf') return 'pdf';
  if (type === 'application/zip' || type === 'application/epub+zip') return 'archive';
  return 'other';
}

/**
 * A ref that points a media element at a blob through an object URL, revoked when the element goes
 * or the blob changes (React calls the ref's cleanup).
 */
function useBlobSource(blob: Blob): (element: HTMLImageElement | HTMLMediaElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLImageElement | HTMLMediaElement | null) => {
      if (!element) return undefined;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}

export interface FilePreviewProps {
  /** The file (a page holds Files unread: previews read them through object URLs, off the main thread). */
  file: File;
  /** "Download" saves it under its own name (default true). */
  download?: boolean;
}

/**
 * One preview per media kind: an image with its pixel and byte sizes, an audio or video player, a
 * PDF's page thumbnails, an archive's file list, or the file's name, type and size; with a
 * "Download" button that saves it under its own name.
 */
export function FilePreview({ file, download = true }: FilePreviewProps) {
  const { t, i18n } = useTranslation();
  const kind = previewKind(file.type);
  const source = useBlobSource(file);
  const [pixels, setPixels] = useState<{ file: File; width: number; height: number } | undefined>();
  const size = formatByteSize(file.size, i18n.language);
  const number = new Intl.NumberFormat(i18n.language);
  const facts = [kind === 'image' && pixels && pixels.file === file ? t('ui.pixelSize', { width: number.format(pixels.width), height: number.format(pixels.height) }) : undefined, size, file.type || undefined].filter(Boolean).join(' · ');

  return (
    <Paper withBorder radius="md" p="sm" className={classes.preview}>
      <Stack gap="xs">
        {kind === 'image' && (
          <img className={classes.image} ref={source} alt={file.name} decoding="async" onLoad={(event) => setPixels({ file, width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })} />
        )}
        {/* The person's own recording: there are no captions to give. */}
        {kind === 'audio' && (
          <audio className={classes.media} controls ref={source} aria-label={file.name}>
            <track kind="captions" />
          </audio>
        )}
        {kind === 'video' && (
          <video className={classes.media} controls ref={source} aria-label={file.name}>
            <track kind="captions" />
          </video>
        )}
        {kind === 'pdf' && <PdfThumbnails file={file} />}
        {kind === 'archive' && <ArchiveListing file={file} />}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" className={classes.caption}>
            <IconFile size={18} aria-hidden />
            <div className={classes.captionText}>
              <Text size="sm" fw={500} className={classes.name}>
                {file.name}
              </Text>
              <Text size="xs" className={classes.facts}>
                {facts}
              </Text>
            </div>
          </Group>
          {download && (
            <Button variant="light" size="compact-sm" className={classes.download} leftSection={<IconDownload size={14} aria-hidden />} onClick={() => downloadBlob(file.name, file)} aria-label={t('ui.downloadFile', { name: file.name })}>
              {t('ui.download')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
