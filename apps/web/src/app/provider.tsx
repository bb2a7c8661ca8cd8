import { createTheme, MantineProvider } from '@mantine/core';
import type { UnitSystem } from '@flarescope/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../lib/query-client';
import { PreferencesProvider } from './preferences';
import { SessionProvider, type Session } from './session';

// Orange 8/9 on white passes WCAG AA for text; the theme's primary shade is chosen for that.
const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: 9,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});

type AppProviderProps = { i18n: I18n; session: Session; initialUnits: UnitSystem; children: ReactNode };

export const AppProvider = ({ i18n, session, initialUnits, children }: AppProviderProps) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <PreferencesProvider initialUnits={initialUnits}>{children}</PreferencesProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  </I18nextProvider>
);
