import type { Locale, SessionResponse, UnitSystem } from '@flarescope/shared';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { signedInRoutes, signedOutRoutes } from '../app/router';
import { api } from '../lib/api-client';
import { setupI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { signedOut } from './render';

/**
 * Screens load lazily (route chunks, the map's stand-in, the world layer): on a busy two-core machine
 * the first appearance can take seconds, so every findBy/waitFor of these tests waits up to 10 s.
 */
configure({ asyncUtilTimeout: 10_000 });

type Reply = { status?: number; body: unknown; headers?: Record<string, string> };
/** Answers for the API, by path (no query string); a function sees the whole URL. */
export type ApiRoutes = Record<string, unknown | ((url: URL) => Reply | unknown)>;

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'body' in value && ('status' in value || 'headers' in value);

export const reply = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  body,
  headers,
});

export const notFound = reply(404, { error: { code: 'not_found', message: 'Page Not Found' } });

/**
 * Replaces fetch with the given API answers (unknown paths answer 404) and returns the mock, whose
 * calls are the URLs the screen asked for.
 */
export const mockApi = (routes: ApiRoutes) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const route = routes[path];
    if (route === undefined) return new Response(JSON.stringify(notFound.body), { status: 404 });
    const answer = typeof route === 'function' ? (route as (url: URL) => unknown)(url) : route;
    const { status = 200, body, headers = {} } = isReply(answer) ? answer : { body: answer };
    // Files (CSV) are given as text; everything else is JSON.
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json', ...headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** The URLs (path and query) the app fetched, in order. */
export const requestedUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });

type RenderOptions = { session?: SessionResponse; units?: UnitSystem; language?: Locale };

/** The whole app at `path` with the route set of the session, as main.tsx starts it. */
export const renderApp = async (path: string, options: RenderOptions = {}) => {
  const session = options.session ?? signedOut;
  api.clearCache();
  queryClient.clear();
  const i18n = await setupI18n(options.language ?? 'en');
  const router = createMemoryRouter(session.signedIn ? signedInRoutes : signedOutRoutes, {
    initialEntries: [path],
  });
  const view = render(
    <AppProvider i18n={i18n} session={session} initialUnits={options.units ?? 'metric'}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, i18n };
};
