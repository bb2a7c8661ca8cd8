import type { ImportJob } from '@flarescope/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signedInAs } from '../../../test/render';
// The admin console's dictionaries come with its layout.
import './admin-layout';
import { ImportJobPanel } from './import-job-panel';

const site = (line: number) => ({
  line,
  country: 'IRQ',
  year: 2024,
  latitude: 30.5758,
  longitude: 47.282,
  operator: 'Basra Energy Company',
});

const previewJob = (): ImportJob => ({
  id: 'j1',
  status: 'succeeded',
  phase: 'done',
  progress: 1,
  fileName: 'flare-volumes.xlsx',
  fileSize: 40_000,
  template: 'worldbank_sites',
  sourceId: 'wb-flare-sites-2024',
  totalRows: 216,
  processedRows: 216,
  counts: {
    flare_site_matches: { inserted: 180, updated: 0, unchanged: 10, deleted: 2 },
    flare_operator_years: { inserted: 170, updated: 1, unchanged: 9 },
  },
  preview: true,
  summary: {
    siteMatching: {
      radiusM: 1500,
      sites: 216,
      matched: 190,
      keptByRegulator: 0,
      countries: ['IRQ'],
      years: [2024],
      unmatched: { count: 24, first: [site(7), site(9)] },
      outclaimed: {
        count: 2,
        first: [{ ...site(11), flareName: 'rumaila-12345', distanceM: 412.5, takenByLine: 3 }],
      },
    },
  },
  error: null,
  rowErrors: [],
  rowErrorCount: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  startedAt: '2026-11-27T10:00:01.000Z',
  finishedAt: '2026-11-27T10:00:09.000Z',
  jobsAhead: 0,
});

afterEach(() => vi.unstubAllGlobals());

describe('the panel of an import job', () => {
  it('says a preview changed nothing, shows what it would change and the matching, and offers to import the file', async () => {
    mockApi({ 'GET /api/imports/jobs/j1': { status: 200, body: previewJob() } });
    const onImport = vi.fn();
    await renderScreen(<ImportJobPanel jobId="j1" onImport={onImport} />, {
      session: signedInAs({ role: 'admin' }),
    });
    expect(
      await screen.findByText(
        'Preview of flare-volumes.xlsx: nothing was changed. Importing it would do this.',
      ),
    ).toBeInTheDocument();
    const counts = screen.getByRole('table', {
      name: 'Rows per table the import would insert, update or leave unchanged',
    });
    // A deleted column, since the preview would delete rows; a table without deletions shows 0.
    expect(within(counts).getByRole('columnheader', { name: 'Deleted' })).toBeInTheDocument();
    expect(within(counts).getByRole('row', { name: /operators by year 170 1 9 0/ })).toBeInTheDocument();
    expect(screen.getByTestId('site-matching')).toHaveTextContent(
      '190 of 216 sites matched to the nearest satellite flare of their country within 1,500 m.',
    );
    const unmatched = screen.getByRole('table', {
      name: 'Sites with no satellite flare within 1,500 m: 24 (the first 2 listed)',
    });
    expect(within(unmatched).getAllByRole('row')).toHaveLength(3);
    expect(
      within(unmatched).getByRole('row', { name: /^7 IRQ 2024 30\.5758, 47\.2820 Basra Energy Company$/ }),
    ).toBeInTheDocument();
    const outclaimed = screen.getByTestId('outclaimed-sites');
    expect(outclaimed).toHaveTextContent('rumaila-12345');
    expect(outclaimed).toHaveTextContent('413 m');
    await userEvent.click(screen.getByRole('button', { name: 'Import this file' }));
    expect(onImport).toHaveBeenCalledOnce();
  });

  it('speaks Spanish, and offers no import for a job that was not a preview', async () => {
    mockApi({ 'GET /api/imports/jobs/j1': { status: 200, body: { ...previewJob(), preview: false } } });
    await renderScreen(<ImportJobPanel jobId="j1" onImport={vi.fn()} />, {
      session: signedInAs({ role: 'admin', language: 'es' }),
      language: 'es',
    });
    expect(await screen.findByText('Se importó flare-volumes.xlsx.')).toBeInTheDocument();
    expect(screen.getByTestId('site-matching')).toHaveTextContent(
      '190 de 216 sitios asociados a la antorcha satelital más cercana de su país a menos de 1500 m.',
    );
    expect(screen.getByTestId('unmatched-sites')).toHaveTextContent('30,5758, 47,2820');
    expect(screen.queryByRole('button', { name: 'Importar este archivo' })).not.toBeInTheDocument();
  });
});
