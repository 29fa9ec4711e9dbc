import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * Mantine's defaults fail WCAG AA on white (blue-6 links 3.6:1, gray-6 dimmed text 3.3:1, red-6
 * errors 3.3:1). Shade 8 of blue gives 5.0:1; dimmed and error text move to darker shades.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  // People who ask their system for less motion get no Mantine transitions.
  respectReducedMotion: true,
  primaryShade: { light: 8, dark: 4 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    Notification: {
      // Every notification's close button needs an accessible name (axe: button-name).
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      // Under a title Mantine writes the message in gray-6 (3.3:1 on white), not in the dimmed
      // colour above: the toast's message takes the dimmed colour too.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
