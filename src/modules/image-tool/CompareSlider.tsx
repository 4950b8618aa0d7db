import { Box, Slider, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A ref callback that shows `blob` in an <img> (its object URL revoked when the element goes). */
function useBlobSource(blob: Blob): (element: HTMLImageElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLImageElement | null) => {
      if (!element) return undefined;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}

/**
 * Two images one over the other: the original on the left of the handle, the result on the right.
 * The handle is a slider (arrow keys move it).
 */
export function CompareSlider({ before, after }: { before: Blob; after: Blob }) {
  const { t } = useTranslation();
  const [split, setSplit] = useState(50);
  const beforeSource = useBlobSource(before);
  const afterSource = useBlobSource(after);
  return (
    <Stack gap={4}>
      <Box pos="relative" style={{ maxWidth: '100%', width: 'fit-content', lineHeight: 0 }}>
        <img ref={afterSource} decoding="async" alt={t('imageTool.after')} style={{ display: 'block', maxWidth: '100%', maxHeight: 480 }} />
        <img
          ref={beforeSource}
          decoding="async"
          alt={t('imageTool.before')}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', clipPath: `inset(0 ${100 - split}% 0 0)` }}
        />
        <Box aria-hidden pos="absolute" top={0} bottom={0} style={{ left: `${split}%`, width: 2, background: 'var(--mantine-color-blue-5)' }} />
      </Box>
      <Slider value={split} onChange={setSplit} min={0} max={100} label={null} thumbLabel={t('imageTool.compare')} aria-label={t('imageTool.compare')} maw={480} />
      <Text size="xs" c="dimmed">
        {t('imageTool.compareHint')}
      </Text>
    </Stack>
  );
}
