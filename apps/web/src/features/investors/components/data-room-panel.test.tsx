import type { DataRoomDocument, DataRoomResponse } from '@flarescope/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signedInAs } from '../../../test/render';
import { DataRoomPanel } from './data-room-panel';

const version = (n: number, note: string | null) => ({
  version: n,
  fileName: n === 1 ? 'Plan.pdf' : `Plan v${n}.pdf`,
  contentType: 'application/pdf',
  sizeBytes: 2048,
  uploadedAt: `2026-11-2${n}T10:00:00.000Z`,
  uploadedBy: 'olga',
  note,
});

const document = (overrides: Partial<DataRoomDocument> = {}): DataRoomDocument => ({
  id: 'd0000000-0000-4000-8000-000000000001',
  folder: 'technical',
  fileName: 'Plan v2.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2048,
  version: 2,
  updatedAt: '2026-11-22T10:00:00.000Z',
  accessMode: 'view',
  isViewable: true,
  canDownload: false,
  versions: [version(2, 'Stack moved 40 m north.'), version(1, null)],
  ...overrides,
});

const sheet = document({
  id: 'd0000000-0000-4000-8000-000000000002',
  fileName: 'Model.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  version: 1,
  accessMode: 'download',
  isViewable: false,
  canDownload: true,
  versions: [],
});

const room = (canManage: boolean, documents: DataRoomDocument[]): DataRoomResponse => ({
  canManage,
  documents,
});

afterEach(() => vi.unstubAllGlobals());

describe('the data room’s documents', () => {
  it('offers an investor no download of a view-only document, only the viewer; others download', async () => {
    mockApi({
      'GET /api/projects/p1/data-room': { status: 200, body: room(false, [document(), sheet]) },
      'GET /api/notifications': { status: 200, body: { unread: 0, items: [] } },
    });
    await renderScreen(<DataRoomPanel slug="p1" isOpen />, { session: signedInAs() });
    const table = await screen.findByRole('table', { name: 'Data room' });
    expect(within(table).getByText('View only')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Download Plan v2.pdf' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Read Plan v2.pdf in the browser' })).toBeEnabled();
    // Its note, and its earlier version named without a link.
    expect(within(table).getByText('What changed: Stack moved 40 m north.')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /^Version 1: Plan\.pdf/ })).not.toBeInTheDocument();
    // A spreadsheet downloads and has no viewer.
    expect(within(table).getByRole('link', { name: 'Download Model.xlsx' })).toHaveAttribute(
      'href',
      '/api/projects/p1/data-room/d0000000-0000-4000-8000-000000000002/download',
    );
    expect(within(table).queryByRole('button', { name: /^Read Model\.xlsx/ })).not.toBeInTheDocument();
    // No owner's controls.
    expect(screen.queryByRole('button', { name: /^New version of/ })).not.toBeInTheDocument();
  });

  it('lets the owner change what investors may do, and drop a new version with its note', async () => {
    const api = mockApi({
      'GET /api/projects/p1/data-room': {
        status: 200,
        body: room(true, [document({ canDownload: true, accessMode: 'download' })]),
      },
      'PATCH /api/projects/p1/data-room/d0000000-0000-4000-8000-000000000001': {
        status: 200,
        body: room(true, [document({ canDownload: true })]),
      },
      'GET /api/notifications': { status: 200, body: { unread: 0, items: [] } },
    });
    await renderScreen(<DataRoomPanel slug="p1" isOpen />, { session: signedInAs() });
    const access = await screen.findByRole('combobox', { name: 'What investors may do with Plan v2.pdf' });
    await userEvent.selectOptions(access, 'Read in the browser only');
    expect(await screen.findByText('What investors may do with the document was saved.')).toBeInTheDocument();
    expect(
      api.callsTo('PATCH /api/projects/p1/data-room/d0000000-0000-4000-8000-000000000001')[0]?.body,
    ).toEqual({ accessMode: 'view' });

    await userEvent.click(screen.getByRole('button', { name: 'New version of Plan v2.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'New version of Plan v2.pdf' });
    const send = within(dialog).getByRole('button', { name: 'Upload the new version' });
    expect(send).toBeDisabled();
    const file = new File(['%PDF-1.7'], 'Plan v3.pdf', { type: 'application/pdf' });
    fireEvent.drop(within(dialog).getByTestId('file-drop'), { dataTransfer: { files: [file] } });
    expect(within(dialog).getByText('Chosen: Plan v3.pdf')).toBeInTheDocument();
    expect(send).toBeEnabled();
    // The versions so far, with their notes.
    expect(within(dialog).getByText('Stack moved 40 m north.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /^Version 1: Plan\.pdf/ })).toHaveAttribute(
      'href',
      '/api/projects/p1/data-room/d0000000-0000-4000-8000-000000000001/download?version=1',
    );
  }, 20_000);
});
