import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedInAs, signedOut } from '../test/render';
import type { Session } from '../lib/session';

const signedIn = signedInAs();

const renderAt = async (path: string, session: Session) => (await renderApp(path, session)).router;

describe('signed-out route set', () => {
  it.each(['/passport', '/project', '/project/abc', '/project/abc/project-details'])(
    'redirects %s to the login screen',
    async (path) => {
      const router = await renderAt(path, signedOut);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Sign in to Flarescope' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('shows the welcome screen at /home inside the header layout, with a sign-in link', async () => {
    await renderAt('/home', signedOut);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Flarescope' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
  });

  it('does not know the single-flare route', async () => {
    await renderAt('/flaring-explorer/colombia/ecopetrol/flare-1', signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});

describe('signed-in route set', () => {
  it('redirects /home to the welcome screen at /', async () => {
    const router = await renderAt('/home', signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Flarescope' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the single-flare route and shows the account menu instead of a sign-in link', async () => {
    await renderAt('/flaring-explorer/colombia/ecopetrol/flare-1', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Flare flare-1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows the first name’s initial in the avatar, not the username’s', async () => {
    await renderAt('/', signedInAs({ username: 'zorro_77', firstName: 'émilie' }));
    const button = await screen.findByRole('button', { name: 'Account menu: zorro_77' });
    expect(button).toHaveTextContent(/^É$/);
  });

  it.each(['/project', '/404', '/nothing/here'])('shows the not-found screen at %s', async (path) => {
    await renderAt(path, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  });
});

describe("the server's first paint", () => {
  afterEach(() => document.getElementById('first-paint')?.remove());

  const addFirstPaint = () => {
    const firstPaint = document.createElement('div');
    firstPaint.id = 'first-paint';
    firstPaint.textContent = 'Companies Explorer (first paint)';
    document.body.prepend(firstPaint);
    return firstPaint;
  };

  it.each([
    ['a screen in the header layout', '/companies', 'Companies Explorer'],
    ['the sign-in screen', '/', 'Sign in to Flarescope'],
    ['the 404 screen', '/no/such/page', '404'],
  ])('is removed when %s is drawn, and stays until then', async (_, path, heading) => {
    const firstPaint = addFirstPaint();
    const rendering = renderAt(path, signedOut);
    // The app has not drawn its screen yet (its code is still loading): the picture stays.
    expect(firstPaint.isConnected).toBe(true);
    await rendering;
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(firstPaint.isConnected).toBe(false);
    expect(screen.queryByText('Companies Explorer (first paint)')).not.toBeInTheDocument();
  });
});
