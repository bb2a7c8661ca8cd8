import type { DataRoomLogResponse } from '@flarescope/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiCall } from '../../../test/mock-api';
import { renderScreen, signedInAs } from '../../../test/render';
import { DataRoomPanel } from './data-room-panel';

type Item = DataRoomLogResponse['items'][number];
const entry = (n: number, overrides: Partial<Item> = {}): Item => ({
  at: `2026-11-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00.000Z`,
  username: 'rosa',
  action: 'download',
  outcome: 'allowed',
  reason: null,
  fileName: `Study ${n}.pdf`,
  version: 1,
  ip: '127.0.0.1',
  ...overrides,
});

/** The API's log: 60 downloads of rosa and 3 refusals of carl, paged by 25 and filtered as the server does. */
const ALL = [
  ...Array.from({ length: 60 }, (_, n) => entry(n)),
  ...Array.from({ length: 3 }, (_, n) =>
    entry(100 + n, {
      username: 'carl',
      action: 'view',
      outcome: 'refused',
      reason: 'nda_required',
      fileName: null,
    }),
  ),
];
const answerLog = (call: ApiCall) => {
  const query = new URLSearchParams(call.search);
  const page = Number(query.get('page') ?? 1);
  const matching = ALL.filter(
    (item) =>
      (!query.get('person') || item.username === query.get('person')) &&
      (!query.get('kind') ||
        (query.get('kind') === 'refused' ? item.outcome === 'refused' : item.outcome === 'allowed')),
  );
  const body: DataRoomLogResponse = {
    items: matching.slice((page - 1) * 25, page * 25),
    total: matching.length,
    page,
    pageSize: 25,
    people: ['carl', 'rosa'],
  };
  return { status: 200, body };
};

afterEach(() => vi.unstubAllGlobals());

describe('the data room’s access log (owner’s side)', () => {
  it('pages through every entry and narrows it by person and kind, asking the API each time', async () => {
    const api = mockApi({
      'GET /api/projects/p1/data-room': { status: 200, body: { canManage: true, documents: [] } },
      'GET /api/projects/p1/data-room/log': answerLog,
      'GET /api/notifications': { status: 200, body: { unread: 0, items: [] } },
    });
    await renderScreen(<DataRoomPanel slug="p1" isOpen />, { session: signedInAs() });
    await userEvent.click(await screen.findByText('Access log'));
    const table = await screen.findByRole('table', { name: 'Access log' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('63 entries · Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('63 entries · Page 3 of 3')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Access log' })).getAllByRole('row')).toHaveLength(14);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    const filters = screen.getByRole('group', { name: 'Narrow the access log' });
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Person' }), 'carl');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Kind' }), 'refused');
    expect(await screen.findByText('3 entries · Page 1 of 1')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Access log' })).getAllByText(/Refused: /)).toHaveLength(
      3,
    );
    expect(api.callsTo('GET /api/projects/p1/data-room/log').map((call) => call.search)).toEqual([
      '',
      '?page=2',
      '?page=3',
      '?person=carl',
      '?person=carl&kind=refused',
    ]);

    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Person' }), 'rosa');
    expect(await screen.findByText('No entry matches these filters.')).toBeInTheDocument();
  }, 20_000);

  it('speaks Spanish to a Spanish-speaking owner', async () => {
    mockApi({
      'GET /api/projects/p1/data-room': { status: 200, body: { canManage: true, documents: [] } },
      'GET /api/projects/p1/data-room/log': answerLog,
      'GET /api/notifications': { status: 200, body: { unread: 0, items: [] } },
    });
    await renderScreen(<DataRoomPanel slug="p1" isOpen />, {
      session: signedInAs({ language: 'es' }),
      language: 'es',
    });
    await userEvent.click(await screen.findByText('Registro de accesos'));
    expect(await screen.findByText('63 entradas · Página 1 de 3')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filtrar el registro de accesos' });
    expect(within(filters).getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Descargas');
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
  }, 20_000);
});
