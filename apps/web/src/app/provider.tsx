import { MantineProvider } from '@mantine/core';
import type { UnitSystem } from '@flarescope/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../lib/query-client';
import { PreferencesProvider } from '../lib/preferences';
import { SessionProvider, type Session } from '../lib/session';
import { theme } from './theme';

type AppProviderProps = { i18n: I18n; session: Session; initialUnits: UnitSystem; children: ReactNode };

export const AppProvider = ({ i18n, session, initialUnits, children }: AppProviderProps) => (
  <I18nextProvider i18n={i18n}>
    {/* The theme's CSS variables are a stylesheet (styles/theme-variables.css), not computed on each load. */}
    <MantineProvider theme={theme} withCssVariables={false}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <PreferencesProvider initialUnits={initialUnits}>{children}</PreferencesProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  </I18nextProvider>
);
