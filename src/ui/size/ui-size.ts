/**
 * The three control sizes shared by selects and buttons: small 28 px, medium 34 px, large 40 px.
 * Each maps to the nearest Mantine size (for font size and paddings) with its height overridden.
 */
export type UiSize = 'small' | 'medium' | 'large';

export const UI_SIZE_HEIGHT_PX: Readonly<Record<UiSize, number>> = { small: 28, medium: 34, large: 40 };

export const UI_SIZE_TO_MANTINE = { small: 'xs', medium: 'sm', large: 'md' } as const satisfies Record<UiSize, string>;

/** The height of a size as a CSS length that follows Mantine's scale. */
export function uiSizeHeight(size: UiSize): string {
  return `calc(${UI_SIZE_HEIGHT_PX[size] / 16}rem * var(--mantine-scale))`;
}

/**
 * CSS variables overriding the height Mantine uses for `component` at the mapped size. Mantine sets
 * `--<component>-height: var(--<component>-height-<size>)` inline, so the per-size variable is the one
 * to override on the same element.
 */
export function uiSizeVars(component: 'input' | 'button', size: UiSize): Record<string, string> {
  return { [`--${component}-height-${UI_SIZE_TO_MANTINE[size]}`]: uiSizeHeight(size) };
}
