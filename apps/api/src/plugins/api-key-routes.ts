import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The only routes a personal API key (`x-api-key`) may reach: premium data, read-only (issue 25, item 3;
 * decision 018). An allow-list, by the route's pattern as registered: a route not named here, whatever its
 * guard, refuses a key with `api_key_not_accepted` (403) whoever owns it, so a route added later is closed to
 * keys until it is named here. Admin, account, passport and settings routes, projects and every write are
 * not, and must never be. Public views that take no guard (world, country, company …) answer anyone
 * and never look at a key.
 *
 * GET only (HEAD follows its GET): `checkApiKeyRoutes` refuses to start a server whose list names a route that
 * is not registered as a GET.
 */
export const API_KEY_ROUTES: ReadonlySet<string> = new Set([
  // The flaring data a signed-in user reads: one flare's page, and search (which answers everyone alike).
  '/api/flaring/countries/:country/companies/:company/flares/:name',
  '/api/flaring/search',
  // Premium downloads.
  '/api/flaring/exports/world',
  '/api/flaring/exports/countries/:country',
  '/api/flaring/exports/countries/:country/companies/:company',
  '/api/flaring/exports/countries/:country/companies/:company/flares/:name',
]);

/** True when the request's route is on the list and the request a read (GET, or the HEAD of a GET). */
export const acceptsApiKey = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  API_KEY_ROUTES.has(request.routeOptions.url ?? '');

/**
 * At start-up: every route of the list is registered as a GET, by the very pattern the guards compare (a
 * renamed route or parameter must not leave an entry that no longer names anything). Called before the routes
 * are registered, so that it sees each of them.
 */
export const checkApiKeyRoutes = (
  app: FastifyInstance,
  routes: ReadonlySet<string> = API_KEY_ROUTES,
): void => {
  const gets = new Set<string>();
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().includes('GET')) gets.add(route.url);
  });
  app.addHook('onReady', async () => {
    const missing = [...routes].filter((url) => !gets.has(url));
    if (missing.length) throw new Error(`API key routes that are not GET routes: ${missing.join(', ')}`);
  });
};
