import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs } from '../test/render';
import { mockApi, renderApp, requestedUrls } from '../test/render-app';

// The screens' code never arrives (a slow phone, frozen in time): what is asked for meanwhile is the
// router's doing, not the screen's.
vi.mock('./routes/project-info', () => new Promise(() => undefined));
vi.mock('./routes/project-financials', () => new Promise(() => undefined));

describe('project pages', () => {
  it.each(['/project/loma-campana', '/project/loma-campana/project-financials'])(
    '%s asks for its project while its code is still downloading',
    async (path) => {
      const fetchMock = mockApi({ '/projects/loma-campana': { project: {} } });
      await renderApp(path, { session: signedInAs({ hasProjectAccess: true }) });
      await waitFor(() => expect(requestedUrls(fetchMock)).toContain('/api/projects/loma-campana'));
    },
  );
});
