import { Button, Card, Group, RangeSlider, Slider, Stack, Switch, Text } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { downloadText } from '../../lib/download';
import { defaultOptions } from '../../engine/operation';
import { numberBounds } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import { loremIpsumGenerator } from './lorem-ipsum-generator.operations';
import { generateLoremIpsum, loremFileName, measureLorem } from './lorem-ipsum-generator.service';

const TOOL_ID = 'lorem-ipsum-generator';
/**
 * From this length on the output box stops auto-sizing: it has 20 rows and scrolls. Auto-sizing
 * lays the text out twice (once in a hidden copy to measure it), which for the worst case (about
 * 350 KB) would hold the sliders up while dragging; the box is at its maximum height anyway.
 */
const AUTOSIZE_MAX_CHARS = 20_000;

/** The sliders' ranges, from the operation's schema (1 and 1 only stand for "none" to the type checker). */
const sliderRange = (name: string) => {
  const { min = 1, max = 1 } = numberBounds(loremIpsumGenerator.options, name);
  return { min, max };
};
const PARAGRAPHS = sliderRange('paragraphs');
const SENTENCES = sliderRange('sentencesMin');
const WORDS = sliderRange('wordsMin');

const DEFAULTS = defaultOptions(loremIpsumGenerator);
/** The spec keeps nothing: a reload restores the defaults. */
const STATE_OPTIONS = {
  persist: {
    paragraphs: 'none',
    sentencesMin: 'none',
    sentencesMax: 'none',
    wordsMin: 'none',
    wordsMax: 'none',
    startWithLoremIpsum: 'none',
    asHtml: 'none',
  },
  schema: loremIpsumGenerator.options,
} as const;

/** A labelled slider row: the label, the value shown on the right, the slider under them. */
function SliderRow({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {value}
        </Text>
      </Group>
      {children}
    </Stack>
  );
}

export default function LoremIpsumGenerator() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [settings, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [text, setText] = useState(() => generateLoremIpsum(settings));
  const [draw, setDraw] = useState(0);
  const first = useRef(true);

  // New text on every settings change or "Refresh", at most once per animation frame while a
  // slider is dragged; the first text is drawn during the first render.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => setText(generateLoremIpsum(settings)));
    return () => cancelAnimationFrame(frame);
  }, [settings, draw]);

  // The sliders update at once; the (possibly large) output follows when the browser has time.
  const shownText = useDeferredValue(text);
  const number = new Intl.NumberFormat(language);
  const { words, characters } = measureLorem(shownText);
  const range = (min: number, max: number) => (min === max ? number.format(min) : `${number.format(min)} – ${number.format(max)}`);

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="lg">
          <SliderRow label={t('paragraphs')} value={number.format(settings.paragraphs)}>
            <Slider
              min={PARAGRAPHS.min}
              max={PARAGRAPHS.max}
              step={1}
              value={settings.paragraphs}
              onChange={(paragraphs) => update({ paragraphs })}
              thumbLabel={t('paragraphs')}
              label={null}
            />
          </SliderRow>
          <SliderRow label={t('sentences')} value={range(settings.sentencesMin, settings.sentencesMax)}>
            <RangeSlider
              min={SENTENCES.min}
              max={SENTENCES.max}
              step={1}
              minRange={0}
              pushOnOverlap={false}
              value={[settings.sentencesMin, settings.sentencesMax]}
              onChange={([sentencesMin, sentencesMax]) => update({ sentencesMin, sentencesMax })}
              thumbFromLabel={t('sentencesMinimum')}
              thumbToLabel={t('sentencesMaximum')}
              label={null}
            />
          </SliderRow>
          <SliderRow label={t('words')} value={range(settings.wordsMin, settings.wordsMax)}>
            <RangeSlider
              min={WORDS.min}
              max={WORDS.max}
              step={1}
              minRange={0}
              pushOnOverlap={false}
              value={[settings.wordsMin, settings.wordsMax]}
              onChange={([wordsMin, wordsMax]) => update({ wordsMin, wordsMax })}
              thumbFromLabel={t('wordsMinimum')}
              thumbToLabel={t('wordsMaximum')}
              label={null}
            />
          </SliderRow>
          <Group gap="xl">
            <Switch
              label={t('startWithLoremIpsum')}
              checked={settings.startWithLoremIpsum}
              onChange={(event) => update({ startWithLoremIpsum: event.currentTarget.checked })}
            />
            <Switch label={t('asHtml')} checked={settings.asHtml} onChange={(event) => update({ asHtml: event.currentTarget.checked })} />
          </Group>
        </Stack>
      </Card>

      <OutputArea
        label={t('output')}
        value={shownText}
        monospace={false}
        {...(shownText.length > AUTOSIZE_MAX_CHARS ? { rows: 20 } : { autosize: true, minRows: 6, maxRows: 20 })}
        description={t('caption', {
          words: number.format(words),
          characters: number.format(characters),
        })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        copyLabel={t('copy')}
        copyToast={t('copied')}
        actions={
          <>
            <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => setDraw((value) => value + 1)}>
              {t('refresh')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => downloadText(loremFileName(settings.asHtml), shownText, settings.asHtml ? 'text/html' : 'text/plain')}
            >
              {t('download')}
            </Button>
          </>
        }
      />
    </Stack>
  );
}
