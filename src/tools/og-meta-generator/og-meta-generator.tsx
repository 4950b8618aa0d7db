import { AspectRatio, Box, Button, Card, Image, Input, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import { ogMetaGenerator } from './og-meta-generator.operations';
import {
  ALL_TYPE_KEYS,
  formErrors,
  generateMetaTags,
  previewDomain,
  TYPE_FIELDS,
  type OgForm,
  type PageType,
  type TwitterCard,
} from './og-meta-generator.service';

const TOOL_ID = 'og-meta-generator';

type Strings = typeof en;
type Translate = ReturnType<typeof useToolTranslation<Strings>>['t'];

/** Label keys of the page types (i18next paths cannot contain the dots of `music.song`). */
const TYPE_LABELS: Record<PageType, keyof Strings['types']> = {
  website: 'website',
  article: 'article',
  book: 'book',
  profile: 'profile',
  'music.song': 'song',
  'music.album': 'musicAlbum',
  'music.playlist': 'playlist',
  'music.radio_station': 'radioStation',
  'video.movie': 'movie',
  'video.episode': 'episode',
  'video.tv_show': 'tvShow',
  'video.other': 'otherVideo',
};
const TWITTER_LABELS: Record<TwitterCard, keyof Strings['cards']> = { summary: 'summary', summary_large_image: 'summaryLargeImage', app: 'app', player: 'player' };

const PAGE_TYPES = optionChoices<PageType>(ogMetaGenerator.options, 'type');
const TWITTER_CARDS = optionChoices<TwitterCard>(ogMetaGenerator.options, 'twitterCard');
// The type-specific values are fields of their own on the screen (typeValues in the operation).
const { typeValues: _typeValues, ...GENERAL_DEFAULTS } = defaultOptions(ogMetaGenerator);
const DEFAULTS: Record<string, string> = { ...GENERAL_DEFAULTS, ...Object.fromEntries(ALL_TYPE_KEYS.map((key) => [key, ''])) };
const STATE_OPTIONS = { schema: ogMetaGenerator.options };

function pageTypeData(t: Translate) {
  const item = (type: PageType) => ({ value: type, label: t(`types.${TYPE_LABELS[type]}`) });
  return [
    ...(['website', 'article', 'book', 'profile'] as const).map(item),
    { group: t('groups.music'), items: (['music.song', 'music.album', 'music.playlist', 'music.radio_station'] as const).map(item) },
    { group: t('groups.video'), items: (['video.movie', 'video.episode', 'video.tv_show', 'video.other'] as const).map(item) },
  ];
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  clearLabel: string;
  placeholder?: string;
  error?: ReactNode;
  multi?: boolean;
  hint?: string;
}

/** A clearable text field, or a textarea (one value per line) for "multi" fields. */
function FormField({ label, value, onChange, clearLabel, placeholder, error, multi, hint }: FieldProps) {
  const clear = value !== '' ? <Input.ClearButton aria-label={clearLabel} onClick={() => onChange('')} /> : undefined;
  if (multi) {
    return (
      <Textarea
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder={placeholder}
        description={hint}
        error={error}
        autosize
        minRows={2}
        maxRows={8}
        spellCheck={false}
        rightSection={clear}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    );
  }
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder={placeholder}
      error={error}
      spellCheck={false}
      rightSection={clear}
    />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * A preview of the shared link. The image lives on another host, so it is only fetched when the
 * user asks for it: no request leaves the page on its own.
 */
function PreviewCard({ form, imageValid, t }: { form: OgForm; imageValid: boolean; t: Translate }) {
  const [loadedImage, setLoadedImage] = useState<string | undefined>(undefined);
  const image = form.imageUrl.trim();
  const domain = previewDomain(form);
  return (
    <Section id="og-meta-generator-preview" title={t('previewTitle')}>
      <Card withBorder padding={0} radius="md" maw={520}>
        <AspectRatio ratio={1.91}>
          {imageValid && image !== '' && loadedImage === image ? (
            <Image src={image} alt={form.imageAlt.trim()} fit="cover" />
          ) : (
            <Box bg="var(--mantine-color-default-hover)" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: 8 }}>
              <IconPhoto size={40} stroke={1.25} aria-hidden />
              {imageValid && image !== '' ? (
                <Button size="compact-sm" variant="light" onClick={() => setLoadedImage(image)}>
                  {t('loadImage')}
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('noImage')}
                </Text>
              )}
            </Box>
          )}
        </AspectRatio>
        <Stack gap={2} p="sm">
          <Text size="xs" c="dimmed" tt="uppercase">
            {domain || t('previewDomain')}
          </Text>
          <Text fw={600} lineClamp={2} style={{ wordBreak: 'break-word' }}>
            {form.title.trim() || t('previewNoTitle')}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={3} style={{ wordBreak: 'break-word' }}>
            {form.description.trim() || t('previewNoDescription')}
          </Text>
        </Stack>
      </Card>
      {imageValid && image !== '' && loadedImage !== image && (
        <Text size="xs" c="dimmed">
          {t('loadImageHint')}
        </Text>
      )}
    </Section>
  );
}

export default function OgMetaGenerator() {
  const { t } = useToolTranslation<Strings>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const type = (PAGE_TYPES as readonly string[]).includes(state.type as string) ? (state.type as PageType) : 'website';

  const form: OgForm = useMemo(
    () => ({
      type,
      title: state.title as string,
      description: state.description as string,
      url: state.url as string,
      imageUrl: state.imageUrl as string,
      imageAlt: state.imageAlt as string,
      imageWidth: state.imageWidth as string,
      imageHeight: state.imageHeight as string,
      twitterCard: state.twitterCard as TwitterCard,
      twitterSite: state.twitterSite as string,
      twitterCreator: state.twitterCreator as string,
      typeValues: Object.fromEntries(ALL_TYPE_KEYS.map((key) => [key, state[key] as string])),
    }),
    [state, type],
  );
  const errors = formErrors(form);
  const output = useMemo(() => generateMetaTags(form), [form]);

  const field = (key: keyof typeof GENERAL_DEFAULTS & keyof Strings['fields'], extra: Partial<FieldProps> = {}) => (
    <FormField
      label={t(`fields.${key}`)}
      value={state[key] as string}
      onChange={(value) => update({ [key]: value })}
      clearLabel={t('clearField', { label: t(`fields.${key}`) })}
      error={errors[key as keyof typeof errors] ? t(errors[key as keyof typeof errors] as 'invalidUrl' | 'invalidNumber') : undefined}
      {...extra}
    />
  );

  const changeType = (next: PageType) => {
    if (next === type) return;
    // The previous type's section is cleared.
    update({ type: next, ...Object.fromEntries(ALL_TYPE_KEYS.map((key) => [key, ''])) });
  };

  const typeFields = TYPE_FIELDS[type];

  return (
    <Stack gap="lg">
      <Section id="og-meta-generator-general" title={t('sections.general')}>
        <Select
          label={t('fields.type')}
          data={pageTypeData(t)}
          value={type}
          onChange={(value) => value && changeType(value as PageType)}
          allowDeselect={false}
          maxDropdownHeight={360}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {field('title')}
          {field('url', { placeholder: 'https://example.com/page' })}
        </SimpleGrid>
        {field('description')}
      </Section>

      <Section id="og-meta-generator-image" title={t('sections.image')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {field('imageUrl', { placeholder: 'https://example.com/image.png' })}
          {field('imageAlt')}
          {field('imageWidth', { placeholder: '1200' })}
          {field('imageHeight', { placeholder: '630' })}
        </SimpleGrid>
      </Section>

      <Section id="og-meta-generator-twitter" title={t('sections.twitter')}>
        <Select
          label={t('fields.twitterCard')}
          data={TWITTER_CARDS.map((card) => ({ value: card, label: t(`cards.${TWITTER_LABELS[card]}`) }))}
          value={form.twitterCard}
          onChange={(value) => value && update({ twitterCard: value })}
          allowDeselect={false}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {field('twitterSite', { placeholder: t('twitterSitePlaceholder') })}
          {field('twitterCreator', { placeholder: t('twitterCreatorPlaceholder') })}
        </SimpleGrid>
      </Section>

      {typeFields.length > 0 && (
        <Section id="og-meta-generator-type" title={t(`types.${TYPE_LABELS[type]}`)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {typeFields.map((typeField) => (
              <FormField
                key={typeField.key}
                label={t(`typeFields.${typeField.label as keyof Strings['typeFields']}`)}
                value={state[typeField.key] as string}
                onChange={(value) => update({ [typeField.key]: value })}
                clearLabel={t('clearField', { label: t(`typeFields.${typeField.label as keyof Strings['typeFields']}`) })}
                multi={typeField.multi}
                hint={typeField.multi ? t('multiHint') : undefined}
              />
            ))}
          </SimpleGrid>
        </Section>
      )}

      <OutputArea
        label={t('output')}
        value={output}
        autosize
        minRows={5}
        maxRows={30}
        copyLabel={t('copy')}
        copyToast={t('copied')}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', whiteSpace: 'pre', overflowX: 'auto' } }}
      />

      <PreviewCard form={form} imageValid={errors.imageUrl === undefined} t={t} />
    </Stack>
  );
}
