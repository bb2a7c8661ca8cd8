import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../test/mock-api';
import { renderApp, signedInAs, signedOut } from '../test/render';
import type { Session } from './session';

const user = () => userEvent.setup({ delay: null });

const renderHome = async (session: Session) => {
  const { i18n } = await renderApp('/home', session);
  await screen.findByRole('heading', { level: 1 });
  return i18n;
};

const header = () => screen.getByRole('banner');
const headerRadio = (name: string) =>
  screen.getAllByRole('radio', { name }).find((radio) => header().contains(radio))!;

describe('language and units, signed in', { timeout: 20_000 }, () => {
  it('the header switches apply at once and save to the account', async () => {
    const api = mockApi({
      'PATCH /api/account/preferences': ({ body }) => ({
        status: 200,
        body: { language: 'en', units: 'metric', ...(body as object) },
      }),
    });
    const i18n = await renderHome(signedInAs());
    await user().click(headerRadio('ES'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenido a Flarescope' })).toBeVisible();
    expect(i18n.language).toBe('es');
    await user().click(headerRadio('Imperial'));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/account/preferences').map((call) => call.body)).toEqual([
        { language: 'es' },
        { units: 'imperial' },
      ]),
    );
    expect(window.localStorage.getItem('flarescope.units')).toBe('imperial');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Error saved language.' when the account does not take it, and keeps the choice here", async () => {
    mockApi({ 'PATCH /api/account/preferences': apiError(500, 'language_save_failed') });
    await renderHome(signedInAs());
    await user().click(headerRadio('ES'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al guardar el idioma.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bienvenido a Flarescope');
    await user().click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Error saved language.' in English for an English choice", async () => {
    mockApi({ 'PATCH /api/account/preferences': { status: 0 } });
    await renderHome(signedInAs({ language: 'en' }));
    await user().click(headerRadio('ES'));
    await user().click(headerRadio('EN'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error saved language.'));
  });
});

describe('language and units, signed out', { timeout: 20_000 }, () => {
  it('stay in this browser and ask nothing of the API', async () => {
    const api = mockApi({});
    await renderHome(signedOut);
    await user().click(headerRadio('ES'));
    await user().click(headerRadio('Imperial'));
    expect(window.localStorage.getItem('flarescope.locale')).toBe('es');
    expect(window.localStorage.getItem('flarescope.units')).toBe('imperial');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
