import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './FilePreview.module.css';

/** Thumbnails drawn at most (the page count says the rest). */
const THUMBNAILS = 12;
/** A thumbnail's height in CSS pixels. */
const THUMBNAIL_HEIGHT = 140;

/** A PDF's first pages as thumbnails, drawn one after the other as they are ready. */
export function PdfThumbnails({ file }: { file: File }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ file: File; pages?: number; error?: string } | undefined>();

  useEffect(() => {
    let cancelled = false;
    const holder = strip.current;
    void (async () => {
      const { openPdf } = await import('./pdf');
      const document = await openPdf(new Uint8Array(await file.arrayBuffer()));
      if (cancelled) return void document.destroy();
      setState({ file, pages: document.numPages });
      for (let number = 1; number <= Math.min(document.numPages, THUMBNAILS) && !cancelled; number += 1) {
        const page = await document.getPage(number);
        const unscaled = page.getViewport({ scale: 1 });
        const ratio = globalThis.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (THUMBNAIL_HEIGHT / unscaled.height) * ratio });
        const canvas = globalThis.document.createElement('canvas');
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        canvas.style.height = `${THUMBNAIL_HEIGHT}px`;
        canvas.className = classes.thumbnail!;
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('ui.pdfPage', { page: number }));
        await page.render({ canvas, viewport }).promise;
        if (!cancelled) holder?.append(canvas);
        page.cleanup();
      }
      await document.destroy();
    })().catch((error: unknown) => {
      if (!cancelled) setState({ file, error: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      cancelled = true;
      holder?.replaceChildren();
    };
  }, [file, t]);

  const current = state?.file === file ? state : undefined;
  return (
    <div>
      <div ref={strip} className={classes.thumbnails} role="group" aria-label={t('ui.pdfPages')} />
      {current?.pages !== undefined && current.pages > THUMBNAILS && (
        <Text size="xs" c="dimmed">
          {t('ui.pdfMorePages', { count: current.pages })}
        </Text>
      )}
      {current?.error !== undefined && (
        <Text size="sm" c="red" role="alert">
          {t('ui.pdfUnreadable', { reason: current.error })}
        </Text>
      )}
    </div>
  );
}
