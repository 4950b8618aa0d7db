import { Select } from '@mantine/core';
import type { JsonIndentChoice } from '../../lib/data-formats/json-write';
import type { TranslateKeys } from './FormatConverterScreen';

/** The keys of the converters that write JSON (YAML, TOML and XML to JSON) for its indentation. */
export type JsonIndentStringKey = 'indent' | 'indent2' | 'indent3' | 'indent4' | 'indentTab' | 'indentMinify';

export interface JsonIndentSelectProps {
  t: TranslateKeys<JsonIndentStringKey>;
  /** The operation's choices, in its order (optionChoices). */
  choices: readonly JsonIndentChoice[];
  value: JsonIndentChoice;
  onChange: (value: JsonIndentChoice) => void;
  w: number;
}

/** The JSON writer's indentation: 2, 3 or 4 spaces, a tab, or minified. */
export function JsonIndentSelect({ t, choices, value, onChange, w }: JsonIndentSelectProps) {
  const labels: Record<JsonIndentChoice, string> = { '2': t('indent2'), '3': t('indent3'), '4': t('indent4'), tab: t('indentTab'), minify: t('indentMinify') };
  return (
    <Select
      label={t('indent')}
      data={choices.map((choice) => ({ value: choice, label: labels[choice] }))}
      value={value}
      onChange={(next) => next && onChange(next as JsonIndentChoice)}
      allowDeselect={false}
      w={w}
    />
  );
}

export interface YamlIndentSelectProps {
  t: TranslateKeys<'indent' | 'indent2' | 'indent4'>;
  value: 2 | 4;
  onChange: (value: 2 | 4) => void;
}

/** The YAML writer's indentation (JSON and TOML to YAML): 2 or 4 spaces. */
export function YamlIndentSelect({ t, value, onChange }: YamlIndentSelectProps) {
  return (
    <Select
      label={t('indent')}
      data={[
        { value: '2', label: t('indent2') },
        { value: '4', label: t('indent4') },
      ]}
      value={String(value)}
      onChange={(next) => next && onChange(Number(next) === 4 ? 4 : 2)}
      allowDeselect={false}
      w={160}
    />
  );
}
