import type { ImportJobListResponse, ImportJobSummary } from '@flarescope/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, signedInAs } from '../../../test/render';

const job = (overrides: Partial<ImportJobSummary>): ImportJobSummary => ({
  id: 'job-1',
  origin: 'cli',
  status: 'succeeded',
  fileName: 'flares.csv',
  fileSize: 1024,
  template: 'flares',
  source: 'YPF S.A.',
  sourceId: 'ypf-s-a',
  createdBy: null,
  totalRows: 10,
  counts: null,
  preview: false,
  rowErrorCount: 0,
  errorCode: null,
  createdAt: '2026-11-28T06:00:00.000Z',
  finishedAt: '2026-11-28T06:00:05.000Z',
  ...overrides,
});

// Typing and re-rendering the console takes more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

describe('the import history in the admin console', () => {
  it('names who started each job: the scheduled EOG fetch apart from the command line, in en and es', async () => {
    const history: ImportJobListResponse = {
      items: [
        job({
          id: 'scheduled',
          origin: 'schedule',
          fileName: 'VNF_npp_d20261120_noaa_v30-ez.csv.gz',
          template: 'vnf_nightly',
          source: 'EOG VIIRS Nightfire nightly',
        }),
        job({ id: 'cli' }),
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    };
    mockApi({ 'GET /api/imports/jobs': { status: 200, body: history } });
    const rowsOf = async () => {
      const cell = await screen.findByText('VNF_npp_d20261120_noaa_v30-ez.csv.gz');
      return [cell.closest('tr') as HTMLElement, screen.getByText('flares.csv').closest('tr') as HTMLElement];
    };
    await renderApp('/admin/imports', signedInAs({ role: 'admin' }));
    let [scheduled, cli] = await rowsOf();
    expect(within(scheduled!).getByText('Scheduled fetch (EOG nightly)')).toBeInTheDocument();
    expect(within(cli!).getByText('Command line')).toBeInTheDocument();
    cleanup();

    await renderApp('/admin/imports', signedInAs({ role: 'admin', language: 'es' }), 'es');
    [scheduled, cli] = await rowsOf();
    expect(within(scheduled!).getByText('Descarga programada (EOG nocturno)')).toBeInTheDocument();
    expect(within(cli!).getByText('Línea de comandos')).toBeInTheDocument();
  });
});
