import { createTheme, localStorageColorSchemeManager, type MantineColorsTuple } from '@mantine/core';

/** A green whose darker shades keep white text above WCAG AA contrast (4.5:1). */
const itGreen: MantineColorsTuple = [
  '#e6f9ee',
  '#cdf0dc',
  '#9ee0b8',
  '#6bcf92',
  '#43c173',
  '#2bb35f',
  '#18a058',
  '#0f7f44',
  '#0b6b39',
  '#06562d',
];

export const theme = createTheme({
  primaryColor: 'itGreen',
  primaryShade: { light: 7, dark: 7 },
  colors: { itGreen },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
  defaultRadius: 'md',
  focusRing: 'auto',
});

export const colorSchemeManager = localStorageColorSchemeManager({ key: 'mantine-color-scheme-value' });
