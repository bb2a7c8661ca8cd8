import {
  createTheme,
  MantineProvider,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { THEME_FONT_FAMILY, type UnitSystem } from '@flarescope/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../lib/query-client';
import { PreferencesProvider } from '../lib/preferences';
import { SessionProvider, type Session } from '../lib/session';

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

const theme = createTheme({
  colors: { orange },
  primaryColor: 'orange',
  primaryShade: 7,
  // Shared with the server's first paint, which draws its copy of the header in the same font.
  fontFamily: THEME_FONT_FAMILY,
  headings: { fontFamily: THEME_FONT_FAMILY },
});

// Mantine's dimmed text (input descriptions, divider labels) is gray 6 and its field errors red 6, both
// about 3.3:1 on white: below WCAG AA. Gray 7 is 8.2:1, red 9 is 5.5:1.
const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7] ?? '#495057',
    '--mantine-color-error': resolved.colors.red[9] ?? '#c92a2a',
  },
  dark: {},
});

type AppProviderProps = { i18n: I18n; session: Session; initialUnits: UnitSystem; children: ReactNode };

export const AppProvider = ({ i18n, session, initialUnits, children }: AppProviderProps) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <PreferencesProvider initialUnits={initialUnits}>{children}</PreferencesProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  </I18nextProvider>
);
