import '@mantine/core/styles.css';
import './styles/theme-variables.css';
import './styles/touch-targets.css';
import { captchaContract, DEFAULT_LOCALE, DEFAULT_UNITS } from '@flarescope/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { storedUnits } from './lib/preferences';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { fetchSession } from './lib/session';
import { api } from './lib/api-client';
import { captcha } from './lib/captcha';
import { setupI18n, storedLocale } from './lib/i18n';

/**
 * Start-up (SPEC §1): the bot check, the click-outside behaviour (a hook the menus use), the
 * language, then the app. The signed-in state is asked once and fixes the route set (SPEC §2).
 */
const start = async () => {
  void api
    .call(captchaContract.getConfig)
    .then((config) => captcha.load(config))
    .catch(() => undefined); // Forms that need a token report the failure when they ask for one.

  const session = await fetchSession();
  // Signed in, the account's choice (saved from any device); signed out, this browser's; then en, metric.
  const account = session.signedIn ? session.user : null;
  const i18n = await setupI18n(account?.language ?? storedLocale() ?? DEFAULT_LOCALE);
  const units = account?.units ?? storedUnits() ?? DEFAULT_UNITS;
  const router = createAppRouter(session.signedIn);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition: React renders the first screen in slices (the page answers input in between).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider i18n={i18n} session={session} initialUnits={units}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
};

void start();
