import type { Locale } from '@flarescope/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { signedInRoutes, signedOutRoutes } from '../app/router';
import type { Session } from '../lib/session';
import { captcha } from '../lib/captcha';
import { setupI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

export const signedOut: Session = { signedIn: false, user: null };

export const signedInAs = (overrides: Partial<NonNullable<Session['user']>> = {}): Session => ({
  signedIn: true,
  user: {
    id: 'u1',
    email: 'ana@example.com',
    username: 'ana',
    firstName: 'Ana',
    lastName: 'Pérez',
    language: 'en',
    units: 'metric',
    role: 'user',
    hasPremiumAccess: false,
    hasProjectAccess: false,
    ...overrides,
  },
});

type RenderOptions = { path?: string; language?: Locale; session?: Session };

/**
 * Renders a screen inside the app's providers and a memory router at `path`. The bot check is the
 * real loader with the `none` provider (its token is 'none'); queries start from an empty cache.
 */
export const renderScreen = async (ui: ReactElement, options: RenderOptions = {}) => {
  await captcha.load({ provider: 'none', siteKey: null, scriptUrl: null });
  queryClient.clear();
  const i18n = await setupI18n(options.language ?? 'en');
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [options.path ?? '/'],
  });
  const result = render(
    <AppProvider i18n={i18n} session={options.session ?? signedOut} initialUnits="metric">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, i18n };
};

/** The whole app (the route set of `session`) at `path`, as main.tsx starts it. */
export const renderApp = async (path: string, session: Session, language: Locale = 'en') => {
  queryClient.clear();
  const i18n = await setupI18n(language);
  const router = createMemoryRouter(session.signedIn ? signedInRoutes : signedOutRoutes, {
    initialEntries: [path],
  });
  render(
    <AppProvider i18n={i18n} session={session} initialUnits="metric">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, i18n };
};
