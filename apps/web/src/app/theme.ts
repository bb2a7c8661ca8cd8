import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { THEME_FONT_FAMILY } from '@flarescope/shared';

// A deeper orange than Mantine's own, so text on white and white on orange pass WCAG AA (≥ 4.5:1):
// shade 7 (#c2410c) is 5.2:1 with white, shades 8–9 are darker still.
const orange: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

export const theme = createTheme({
  colors: { orange },
  primaryColor: 'orange',
  primaryShade: 7,
  // Shared with the server's first paint, which draws its copy of the header in the same font.
  fontFamily: THEME_FONT_FAMILY,
  headings: { fontFamily: THEME_FONT_FAMILY },
  // A user who asks their system for less motion gets no transitions or animations from Mantine
  // (dialogs, menus and loaders appear at once; WCAG 2.3.3). Mantine leaves them on unless asked.
  respectReducedMotion: true,
});

// Mantine's dimmed text (input descriptions, divider labels) is gray 6 and its field errors red 6, both
// about 3.3:1 on white: below WCAG AA. Gray 7 is 8.2:1, red 9 is 5.5:1.
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7] ?? '#495057',
    '--mantine-color-error': resolved.colors.red[9] ?? '#c92a2a',
  },
  dark: {},
});
