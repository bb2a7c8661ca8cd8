import type { DataRoomLogResponse } from '@flarescope/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiCall } from '../../../test/mock-api';
import { renderScreen, signedInAs } from '../../../test/render';
import { AccessLogPanel } from './access-log-panel';

type Item = DataRoomLogResponse['items'][number];
const entry = (n: number, overrides: Partial<Item> = {}): Item => ({
  at: `2026-11-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00.000Z`,
  username: 'rosa',
  action: 'download',
  outcome: 'allowed',
  reason: null,
  documentId: n % 2 === 0 ? 'd0000000-0000-4000-8000-000000000001' : 'd0000000-0000-4000-8000-000000000002',
  fileName: `Study ${n % 2}.pdf`,
  version: 1,
  ip: null,
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
      documentId: null,
      fileName: null,
    }),
  ),
];
const answerLog = (call: ApiCall, showsIp = false) => {
  const query = new URLSearchParams(call.search);
  const page = Number(query.get('page') ?? 1);
  const matching = ALL.filter(
    (item) =>
      (!query.get('person') || item.username === query.get('person')) &&
      (!query.get('document') || item.documentId === query.get('document')) &&
      (!query.get('kind') ||
        (query.get('kind') === 'refused' ? item.outcome === 'refused' : item.outcome === 'allowed')),
  );
  const body: DataRoomLogResponse = {
    items: matching
      .slice((page - 1) * 25, page * 25)
      .map((item) => ({ ...item, ip: showsIp ? '203.0.113.7' : null })),
    total: matching.length,
    page,
    pageSize: 25,
    people: ['carl', 'rosa'],
    documents: [
      { id: 'd0000000-0000-4000-8000-000000000001', fileName: 'Study 0.pdf', isRemoved: false },
      { id: 'd0000000-0000-4000-8000-000000000002', fileName: 'Study 1.pdf', isRemoved: true },
    ],
    showsIp,
  };
  return { status: 200, body };
};

afterEach(() => vi.unstubAllGlobals());

describe('the data room’s access log (owner’s side)', () => {
  it('pages through every entry and narrows it by person and kind, asking the API each time', async () => {
    const api = mockApi({
      'GET /api/projects/p1/data-room/log': (call) => answerLog(call),
      'GET /api/notifications': { status: 200, body: { unread: 0, items: [] } },
    });
    await renderScreen(<AccessLogPanel slug="p1" />, { session: signedInAs() });
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

  it('narrows by document and days, and downloads exactly what the filters keep as CSV', async () => {
    const api = mockApi({
      'GET /api/projects/p1/data-room/log': (call) => answerLog(call),
      'GET /api/notifications': { status: 200, body: { unread: 0, items: [] } },
    });
    await renderScreen(<AccessLogPanel slug="p1" />, { session: signedInAs() });
    const filters = await screen.findByRole('group', { name: 'Narrow the access log' });
    const documents = within(filters).getByRole('combobox', { name: 'Document' });
    expect(within(documents).getByRole('option', { name: 'Study 1.pdf (removed)' })).toBeInTheDocument();
    await userEvent.selectOptions(documents, 'Study 1.pdf (removed)');
    expect(await screen.findByText('30 entries · Page 1 of 2')).toBeInTheDocument();
    await userEvent.type(within(filters).getByLabelText('From'), '2026-11-02');
    await userEvent.type(within(filters).getByLabelText('To'), '2026-11-20');
    await screen.findByRole('link', { name: 'Download the log (CSV)' });
    const last = api.callsTo('GET /api/projects/p1/data-room/log').at(-1);
    expect(last?.search).toBe('?document=d0000000-0000-4000-8000-000000000002&from=2026-11-02&to=2026-11-20');
    expect(screen.getByRole('link', { name: 'Download the log (CSV)' })).toHaveAttribute(
      'href',
      '/api/projects/p1/data-room/log.csv?document=d0000000-0000-4000-8000-000000000002&from=2026-11-02&to=2026-11-20&lang=en',
    );
    expect(screen.queryByRole('columnheader', { name: 'IP address' })).not.toBeInTheDocument();
  }, 20_000);

  it('shows the address column only when the API sends addresses (administrators)', async () => {
    mockApi({
      'GET /api/projects/p1/data-room/log': (call) => answerLog(call, true),
      'GET /api/notifications': { status: 200, body: { unread: 0, items: [] } },
    });
    await renderScreen(<AccessLogPanel slug="p1" />, { session: signedInAs({ role: 'admin' }) });
    expect(await screen.findByRole('columnheader', { name: 'IP address' })).toBeInTheDocument();
    expect(screen.getAllByText('203.0.113.7')).toHaveLength(25);
  }, 20_000);

  it('speaks Spanish to a Spanish-speaking owner', async () => {
    mockApi({
      'GET /api/projects/p1/data-room/log': (call) => answerLog(call),
      'GET /api/notifications': { status: 200, body: { unread: 0, items: [] } },
    });
    await renderScreen(<AccessLogPanel slug="p1" />, {
      session: signedInAs({ language: 'es' }),
      language: 'es',
    });
    expect(await screen.findByText('63 entradas · Página 1 de 3')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filtrar el registro de accesos' });
    expect(within(filters).getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Descargas');
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Descargar el registro (CSV)' })).toHaveAttribute(
      'href',
      '/api/projects/p1/data-room/log.csv?lang=es',
    );
  }, 20_000);
});
