import type { ReactNode } from 'react';
import type { OperationWarning } from '../../engine/operation';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import type { TomlWriteOptionsLabels } from '../../ui/format-converter/TomlWriteOptionsFields';
import type { TranslateKeys } from './FormatConverterScreen';

/** The keys the converters that write TOML (JSON to TOML, YAML to TOML) have for the writer's options and its warning. */
export type TomlWriteStringKey = keyof TomlWriteOptionsLabels | 'droppedTitle' | 'andMore';

type TomlWriteTranslate = TranslateKeys<TomlWriteStringKey>;

/** Dropped keys listed by name; beyond, only counted. */
const MAX_LISTED_KEYS = 20;

/** TomlWriteOptionsFields' labels, from the tool's strings. */
export function tomlWriteLabels(t: TomlWriteTranslate): TomlWriteOptionsLabels {
  return {
    nulls: t('nulls'),
    nullsDrop: t('nullsDrop'),
    nullsEmpty: t('nullsEmpty'),
    tableStyle: t('tableStyle'),
    tableStyleTables: t('tableStyleTables'),
    tableStyleDotted: t('tableStyleDotted'),
    tableStyleInline: t('tableStyleInline'),
    sortKeys: t('sortKeys'),
  };
}

/**
 * The alert naming the keys whose null TOML could not hold and that were left out (the writer's
 * `droppedNulls` warning): the first twenty, then how many more. Undefined when none was.
 */
export function droppedNullsAlert(warnings: readonly OperationWarning[], t: TomlWriteTranslate, language: string): ReactNode {
  const dropped = warnings.find((warning) => warning.key === 'droppedNulls')?.data as string[] | undefined;
  if (!dropped || dropped.length === 0) return undefined;
  const listed = dropped.slice(0, MAX_LISTED_KEYS).join(', ');
  const more = dropped.length > MAX_LISTED_KEYS ? dropped.length - MAX_LISTED_KEYS : 0;
  return (
    <ToolAlert title={t('droppedTitle', { total: new Intl.NumberFormat(language).format(dropped.length) })}>
      {listed}
      {more > 0 ? ` ${t('andMore', { total: new Intl.NumberFormat(language).format(more) })}` : ''}
    </ToolAlert>
  );
}
