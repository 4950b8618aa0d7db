import { Checkbox, Group, NumberInput, SegmentedControl, Select, Slider, Stack, Text } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { ImageFileTool } from '../../modules/image-tool/ImageFileTool';
import { useToolState } from '../../modules/tool-state/tool-state';
import type en from './locales/en.json';
import { imageResizer } from './image-resizer.operations';

const TOOL_ID = 'image-resizer';
const DEFAULTS = defaultOptions(imageResizer);
const STATE_OPTIONS = {
  persist: { width: 'url', height: 'url', unit: 'url', fit: 'url', upscale: 'url', format: 'url', quality: 'url' },
  schema: imageResizer.options,
} as const;

export default function ImageResizer() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const percent = options.unit === 'percent';
  const both = !percent && options.width > 0 && options.height > 0;
  const noSize = !(options.width > 0) && !(options.height > 0);
  const lossy = options.format === 'jpeg' || options.format === 'webp' || options.format === 'avif' || options.format === 'same';
  const size = (value: string | number) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
  return (
    <ImageFileTool toolId={TOOL_ID} operation={imageResizer} options={options} valid={!noSize} dropLabel={t('dropLabel')} archiveName="resized-images.zip">
      {({ hasFiles }) => (
        <Stack gap="md">
          <Group gap="md" align="flex-start">
            <NumberInput label={t('width')} description={t(percent ? 'percentHint' : 'autoHint')} value={options.width || ''} min={0} onChange={(value) => update({ width: size(value) })} w={160} />
            <NumberInput label={t('height')} description={t(percent ? 'percentHint' : 'autoHint')} value={options.height || ''} min={0} onChange={(value) => update({ height: size(value) })} w={160} />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="image-resizer-unit">
                {t('unit')}
              </Text>
              <SegmentedControl
                aria-labelledby="image-resizer-unit"
                data={[
                  { value: 'px', label: t('pixels') },
                  { value: 'percent', label: '%' },
                ]}
                value={options.unit}
                onChange={(unit) => update({ unit: unit as 'px' | 'percent' })}
              />
            </Stack>
          </Group>
          {/* Before any file, what to give is a hint; with files waiting, it is what stops them. */}
          {noSize &&
            (hasFiles ? (
              <Text c="var(--mantine-color-error)" size="sm" role="alert">
                {t('noSize')}
              </Text>
            ) : (
              <Text c="dimmed" size="sm">
                {t('noSize')}
              </Text>
            ))}
          {both && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="image-resizer-fit">
                {t('fit')}
              </Text>
              <SegmentedControl
                aria-labelledby="image-resizer-fit"
                data={[
                  { value: 'fit', label: t('fitInside') },
                  { value: 'fill', label: t('fillCrop') },
                  { value: 'stretch', label: t('stretch') },
                ]}
                value={options.fit}
                onChange={(fit) => update({ fit: fit as typeof options.fit })}
                w="fit-content"
              />
            </Stack>
          )}
          <Group gap="lg" align="flex-end">
            <Select
              label={t('format')}
              data={[
                { value: 'same', label: t('sameFormat') },
                { value: 'png', label: 'PNG' },
                { value: 'jpeg', label: 'JPEG' },
                { value: 'webp', label: 'WebP' },
                { value: 'avif', label: 'AVIF' },
              ]}
              value={options.format}
              onChange={(format) => format && update({ format: format as typeof options.format })}
              allowDeselect={false}
              w={200}
            />
            {lossy && (
              <Stack gap={4} w={260}>
                <Text size="sm" fw={500} id="image-resizer-quality">
                  {t('quality')}: {options.quality}
                </Text>
                <Slider thumbLabel={t('quality')} min={1} max={100} value={options.quality} onChange={(quality) => update({ quality })} label={null} />
              </Stack>
            )}
            <Checkbox label={t('upscale')} checked={options.upscale} onChange={(event) => update({ upscale: event.currentTarget.checked })} />
          </Group>
        </Stack>
      )}
    </ImageFileTool>
  );
}
