import {
  Select,
  Tooltip as MantineTooltip,
  type ComboboxItem,
  type ComboboxParsedItem,
  type OptionsFilter,
  type SelectProps,
} from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uiSizeHeight, uiSizeVars, UI_SIZE_TO_MANTINE, type UiSize } from '../size/ui-size';
import {
  createFuzzyMatcher,
  createSubstringMatcher,
  loadedFuse,
  loadFuse,
  normalizeOptions,
  type SelectOption,
  type SelectOptionInput,
} from './select-options';

export type SelectLabelPosition = 'top' | 'left';
export type SelectLabelAlign = 'left' | 'center' | 'right';

export interface SelectFieldProps<T extends string = string>
  extends Omit<
    SelectProps<T>,
    | 'data'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'size'
    | 'filter'
    | 'renderOption'
    | 'searchable'
    | 'allowDeselect'
    | 'styles'
    | 'vars'
    | 'inputContainer'
    | 'inputWrapperOrder'
  > {
  /** Choices: plain strings (label = value) or `{ label, value, tooltip? }`. */
  options: readonly SelectOptionInput<T>[];
  /** Controlled value; leave undefined (and use `defaultValue`) for an uncontrolled select. */
  value?: T | null;
  defaultValue?: T | null;
  /** Called with the chosen value (the user cannot deselect: a select always keeps a choice). */
  onChange?: (value: T, option: SelectOption<T>) => void;
  /** small 28 px, medium 34 px (default), large 40 px. */
  size?: UiSize;
  /** Lets the user type to filter the options fuzzily (Fuse.js, threshold 0.3). */
  searchable?: boolean;
  labelPosition?: SelectLabelPosition;
  labelAlign?: SelectLabelAlign;
  /** Width of the label column when `labelPosition` is 'left' (default: as wide as the label). */
  labelWidth?: number | string;
  /** Custom content of an option in the dropdown. */
  renderOption?: (option: SelectOption<T>, state: { checked: boolean }) => ReactNode;
  /** Custom rendering of the chosen value in the closed field (the input keeps the label as its text). */
  renderValue?: (option: SelectOption<T>) => ReactNode;
}

/**
 * The shared select: Mantine `Select` with the app's sizes, placeholders ("Select an option",
 * "Search..."), fuzzy search, "No results found", label on top or on the left, option tooltips and
 * custom rendering. The dropdown is at most 312 px high and closes on outside click or Escape.
 */
export function SelectField<T extends string = string>(props: SelectFieldProps<T>) {
  const {
    options,
    value,
    defaultValue,
    onChange,
    size = 'medium',
    searchable = false,
    labelPosition = 'top',
    labelAlign,
    labelWidth,
    renderOption,
    renderValue,
    placeholder,
    nothingFoundMessage,
    onDropdownOpen,
    onDropdownClose,
    maxDropdownHeight = 312,
    ...rest
  } = props;
  const { t } = useTranslation();
  const normalized = useMemo(() => normalizeOptions(options), [options]);
  const byValue = useMemo(() => new Map(normalized.map((option) => [option.value, option])), [normalized]);

  const [current, setCurrent] = useUncontrolled<T | null>({ value, defaultValue, finalValue: null });
  const currentOption = current === null ? undefined : byValue.get(current);
  const [opened, setOpened] = useState(false);

  const fuse = useLoadedFuse(searchable);
  const matcher = useMemo(
    () => (fuse ? createFuzzyMatcher(fuse, normalized) : createSubstringMatcher(normalized)),
    [fuse, normalized],
  );
  const filter = useMemo<OptionsFilter<T>>(
    () =>
      ({ options: parsed, search, limit }) => {
        if (search.trim() === '') return parsed;
        const items = new Map<string, ComboboxParsedItem<T>>();
        for (const item of parsed) if ('value' in item) items.set(item.value, item);
        const matches: ComboboxParsedItem<T>[] = [];
        for (const matched of matcher(search)) {
          const item = items.get(matched);
          if (item) matches.push(item);
          if (matches.length >= limit) break;
        }
        return matches;
      },
    [matcher],
  );

  const data = useMemo<ComboboxItem<T>[]>(
    () => normalized.map(({ label, value: optionValue, disabled }) => ({ label, value: optionValue, disabled })),
    [normalized],
  );

  const showCustomValue = renderValue !== undefined && currentOption !== undefined && !(searchable && opened);
  const height = uiSizeHeight(size);

  const styles = {
    wrapper: uiSizeVars('input', size),
    input: showCustomValue ? { color: 'transparent' } : undefined,
    root: labelPosition === 'left' ? leftLabelRootStyle(labelWidth) : undefined,
    label: labelStyle(labelPosition, labelAlign),
    description: labelPosition === 'left' ? { gridColumn: 2 } : undefined,
    error: labelPosition === 'left' ? { gridColumn: 2 } : undefined,
  } satisfies SelectProps['styles'];

  return (
    <Select<T>
      {...rest}
      data={data}
      value={current}
      onChange={(next) => {
        if (next === null) return;
        const option = byValue.get(next);
        if (!option) return;
        setCurrent(next);
        onChange?.(next, option);
      }}
      size={UI_SIZE_TO_MANTINE[size]}
      searchable={searchable}
      filter={searchable ? filter : undefined}
      allowDeselect={false}
      placeholder={placeholder ?? (searchable ? t('ui.searchPlaceholder') : t('ui.selectPlaceholder'))}
      nothingFoundMessage={nothingFoundMessage ?? t('ui.noResults')}
      maxDropdownHeight={maxDropdownHeight}
      onDropdownOpen={() => {
        setOpened(true);
        onDropdownOpen?.();
      }}
      onDropdownClose={() => {
        setOpened(false);
        onDropdownClose?.();
      }}
      inputWrapperOrder={labelPosition === 'left' ? ['label', 'input', 'description', 'error'] : undefined}
      styles={styles}
      inputContainer={
        showCustomValue
          ? (input) => (
              <div style={{ position: 'relative' }}>
                {input}
                <div aria-hidden style={customValueStyle(height, size)} data-custom-value>
                  {renderValue(currentOption)}
                </div>
              </div>
            )
          : undefined
      }
      renderOption={({ option, checked }) => {
        const own = byValue.get(option.value);
        const content = own && renderOption ? renderOption(own, { checked: checked ?? false }) : option.label;
        if (!own?.tooltip) return content;
        return (
          <MantineTooltip label={own.tooltip} position="right" withArrow openDelay={300} multiline maw={320}>
            <div style={{ flex: 1, minWidth: 0 }}>{content}</div>
          </MantineTooltip>
        );
      }}
    />
  );
}

/** Loads Fuse.js the first time a searchable select mounts; null until it is ready. */
function useLoadedFuse(searchable: boolean) {
  const [fuse, setFuse] = useState(() => loadedFuse());
  useEffect(() => {
    if (!searchable || fuse) return;
    let live = true;
    void loadFuse().then((constructor) => {
      if (live) setFuse(() => constructor);
    });
    return () => {
      live = false;
    };
  }, [searchable, fuse]);
  return searchable ? fuse : undefined;
}

function leftLabelRootStyle(labelWidth: number | string | undefined): CSSProperties {
  const width = labelWidth === undefined ? 'auto' : typeof labelWidth === 'number' ? `${labelWidth}px` : labelWidth;
  return {
    display: 'grid',
    gridTemplateColumns: `${width} minmax(0, 1fr)`,
    columnGap: 'var(--mantine-spacing-sm)',
    rowGap: 'calc(var(--mantine-spacing-xs) / 2)',
    alignItems: 'center',
  };
}

/** Labels keep one size whatever the field's size, so forms mixing sizes stay aligned. */
function labelStyle(position: SelectLabelPosition, align: SelectLabelAlign | undefined): CSSProperties {
  const fontSize = 'var(--mantine-font-size-sm)';
  if (position === 'left') return { fontSize, gridColumn: 1, gridRow: 1, margin: 0, textAlign: align ?? 'left' };
  return align ? { fontSize, display: 'block', textAlign: align } : { fontSize };
}

function customValueStyle(height: string, size: UiSize): CSSProperties {
  return {
    fontSize: `var(--mantine-font-size-${UI_SIZE_TO_MANTINE[size]})`,
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    paddingInlineStart: `calc(${height} / 3)`,
    paddingInlineEnd: height,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    color: 'var(--mantine-color-text)',
  };
}
