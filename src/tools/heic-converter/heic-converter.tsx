import { Checkbox, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { ImageFileTool } from '../../modules/image-tool/ImageFileTool';
import { useToolState } from '../../modules/tool-state/tool-state';
import type en from './locales/en.json';
import { heicConverter } from './heic-converter.operations';

const TOOL_ID = 'heic-converter';
const DEFAULTS = defaultOptions(heicConverter);
const STATE_OPTIONS = { persist: { format: 'url', quality: 'url', keepMetadata: 'url' }, schema: heicConverter.options } as const;
const FORMATS = [
  { value: 'jpeg', label: 'JPEG' },
  { value: 'png', label: 'PNG' },
  { value: 'webp', label: 'WebP' },
] as const;
const HEIC_ACCEPT = 'image/heic,image/heif,image/heic-sequence,image/heif-sequence,.heic,.heif,.hif';

/** HEIC/HEIF photos, one or many, converted in the operation workers (libheif, a separately loaded module). */
export default function HeicConverter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  return (
    <ImageFileTool toolId={TOOL_ID} operation={heicConverter} options={options} dropLabel={t('dropLabel')} accept={HEIC_ACCEPT} acceptLabel="HEIC, HEIF" archiveName="converted-photos.zip">
      <Stack gap="md">
        <Stack gap={4}>
          <Text component="label" id="heic-converter-format" size="sm" fw={500}>
            {t('format')}
          </Text>
          <SegmentedControl aria-labelledby="heic-converter-format" data={[...FORMATS]} value={options.format} onChange={(format) => update({ format: format as typeof options.format })} w="fit-content" />
        </Stack>
        {options.format !== 'png' && (
          <Stack gap={4} maw={420}>
            <Text size="sm" fw={500} id="heic-converter-quality">
              {t('quality')}: {options.quality}
            </Text>
            <Slider aria-labelledby="heic-converter-quality" min={1} max={100} value={options.quality} onChange={(quality) => update({ quality })} label={null} thumbLabel={t('quality')} />
          </Stack>
        )}
        <Checkbox label={t('keepMetadata')} description={t('keepMetadataHint')} checked={options.keepMetadata} onChange={(event) => update({ keepMetadata: event.currentTarget.checked })} />
      </Stack>
    </ImageFileTool>
  );
}
