import { Checkbox, Group, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { ImageFileTool } from '../../modules/image-tool/ImageFileTool';
import { ColourField } from '../../ui/input/ColourField';
import { useToolState } from '../../modules/tool-state/tool-state';
import type en from './locales/en.json';
import { imageConverter } from './image-converter.operations';

const TOOL_ID = 'image-converter';
const DEFAULTS = defaultOptions(imageConverter);
const STATE_OPTIONS = { persist: { format: 'url', quality: 'url', background: 'url', keepMetadata: 'url' }, schema: imageConverter.options } as const;
const FORMATS = [
  { value: 'png', label: 'PNG' },
  { value: 'jpeg', label: 'JPEG' },
  { value: 'webp', label: 'WebP' },
  { value: 'avif', label: 'AVIF' },
] as const;

export default function ImageConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const lossy = options.format !== 'png';
  return (
    <ImageFileTool toolId={TOOL_ID} operation={imageConverter} options={options} dropLabel={t('dropLabel')} archiveName="converted-images.zip">
      <Stack gap="md">
        <Stack gap={4}>
          <Text component="label" id="image-converter-format" size="sm" fw={500}>
            {t('format')}
          </Text>
          <SegmentedControl aria-labelledby="image-converter-format" data={[...FORMATS]} value={options.format} onChange={(format) => update({ format: format as typeof options.format })} w="fit-content" />
        </Stack>
        {lossy && (
          <Stack gap={4} maw={420}>
            <Text size="sm" fw={500} id="image-converter-quality">
              {t('quality')}: {options.quality}
            </Text>
            <Slider thumbLabel={t('quality')} min={1} max={100} value={options.quality} onChange={(quality) => update({ quality })} label={null} />
          </Stack>
        )}
        <Group gap="lg" align="flex-end">
          {options.format === 'jpeg' && (
            <ColourField
              label={t('background')}
              description={t('backgroundHint')}
              value={options.background}
              onChange={(background) => update({ background })}
              invalidMessage={t('backgroundInvalid')}
              w={220}
            />
          )}
          <Checkbox label={t('keepMetadata')} description={t('keepMetadataHint')} checked={options.keepMetadata} onChange={(event) => update({ keepMetadata: event.currentTarget.checked })} />
        </Group>
      </Stack>
    </ImageFileTool>
  );
}
