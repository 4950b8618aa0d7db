import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatByteSize } from '../../lib/byte-size';
import classes from './FilePreview.module.css';

/** The archive's entries shown at most (the rest are counted). */
const SHOWN_ENTRIES = 200;

interface Listing {
  entries: { name: string; size: number; directory: boolean }[];
  total: number;
}

/** The entries of a ZIP file, read from its central directory only (a 2 GB archive lists at once). */
async function listZip(file: File): Promise<Listing> {
  const { BlobReader, ZipReader, configure } = await import('@zip.js/zip.js/index-native.js');
  configure({ useWebWorkers: false });
  const reader = new ZipReader(new BlobReader(file));
  try {
    const entries = await reader.getEntries();
    return { entries: entries.slice(0, SHOWN_ENTRIES).map((entry) => ({ name: entry.filename, size: entry.uncompressedSize, directory: entry.directory })), total: entries.length };
  } finally {
    await reader.close();
  }
}

/** An archive's file list, with each entry's size. */
export function ArchiveListing({ file }: { file: File }) {
  const { t, i18n } = useTranslation();
  const [listing, setListing] = useState<{ file: File; listing?: Listing; error?: string } | undefined>();
  useEffect(() => {
    let cancelled = false;
    listZip(file).then(
      (result) => !cancelled && setListing({ file, listing: result }),
      (error: unknown) => !cancelled && setListing({ file, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [file]);
  if (!listing || listing.file !== file) return null;
  if (listing.error !== undefined) {
    return (
      <Text size="sm" c="red" role="alert">
        {t('ui.archiveUnreadable', { reason: listing.error })}
      </Text>
    );
  }
  const { entries, total } = listing.listing!;
  return (
    <ul className={classes.listing} aria-label={t('ui.archiveEntries')}>
      {entries.map((entry) => (
        <li key={entry.name}>
          {entry.name}
          {!entry.directory && ` · ${formatByteSize(entry.size, i18n.language)}`}
        </li>
      ))}
      {total > entries.length && <li>{t('ui.archiveMore', { count: total - entries.length })}</li>}
    </ul>
  );
}
