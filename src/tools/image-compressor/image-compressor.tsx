import { Group, NumberInput, SegmentedControl, Select, Slider, Stack, Text } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { ImageFileTool } from '../../modules/image-tool/ImageFileTool';
import { useToolState } from '../../modules/tool-state/tool-state';
import type en from './locales/en.json';
import { imageCompressor } from './image-compressor.operations';

const TOOL_ID = 'image-compressor';
const DEFAULTS = defaultOptions(imageCompressor);
const STATE_OPTIONS = { persist: { mode: 'url', quality: 'url', maxSizeKb: 'url', format: 'url' }, schema: imageCompressor.options } as const;

export default function ImageCompressor() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const sizeValid = Number.isFinite(options.maxSizeKb) && options.maxSizeKb >= 1;
  return (
    <ImageFileTool toolId={TOOL_ID} operation={imageCompressor} options={options} valid={options.mode === 'quality' || sizeValid} dropLabel={t('dropLabel')} compare archiveName="compressed-images.zip">
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="image-compressor-mode">
            {t('mode')}
          </Text>
          <SegmentedControl
            aria-labelledby="image-compressor-mode"
            data={[
              { value: 'quality', label: t('byQuality') },
              { value: 'size', label: t('bySize') },
            ]}
            value={options.mode}
            onChange={(mode) => update({ mode: mode as 'quality' | 'size' })}
            w="fit-content"
          />
        </Stack>
        <Group gap="lg" align="flex-end">
          {options.mode === 'quality' ? (
            <Stack gap={4} w={300}>
              <Text size="sm" fw={500} id="image-compressor-quality">
                {t('quality')}: {options.quality}
              </Text>
              <Slider thumbLabel={t('quality')} min={1} max={100} value={options.quality} onChange={(quality) => update({ quality })} label={null} />
            </Stack>
          ) : (
            <NumberInput
              label={t('maxSize')}
              description={t('maxSizeHint')}
              value={options.maxSizeKb}
              min={1}
              suffix=" KB"
              error={sizeValid ? undefined : t('maxSizeInvalid')}
              onChange={(value) => update({ maxSizeKb: typeof value === 'number' ? value : Number.NaN })}
              w={200}
            />
          )}
          <Select
            label={t('format')}
            data={[
              { value: 'same', label: t('sameFormat') },
              { value: 'jpeg', label: 'JPEG (MozJPEG)' },
              { value: 'webp', label: 'WebP' },
              { value: 'png', label: t('pngLossless') },
            ]}
            value={options.format}
            onChange={(format) => format && update({ format: format as typeof options.format })}
            allowDeselect={false}
            w={240}
          />
        </Group>
      </Stack>
    </ImageFileTool>
  );
}
