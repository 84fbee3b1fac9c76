import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: 6,
  defaultRadius: 'md',
  // The brand gradient behind every `variant="gradient"` that names no other.
  defaultGradient: { from: 'violet.6', to: 'cyan.6', deg: 110 },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '800',
  },
});
