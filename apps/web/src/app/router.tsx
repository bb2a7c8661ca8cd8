import {
  CLIENT_ROUTES,
  clientRouteList,
  type RouteSet,
  type RouteShow,
  type Screen,
} from '@flarescope/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { getProjectQueryOptions } from '../features/projects/api/get-project';
import { queryClient } from '../lib/query-client';
import { HeaderLayout } from './layouts/header-layout';
import { RouteError } from './layouts/route-error';

type ScreenModule = { default: ComponentType };

/** A lazily loaded screen (SPEC §2: screens load lazily). */
const screen = (load: () => Promise<ScreenModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const PageLoader = () => <div role="status" aria-label="Loading" style={{ minHeight: '100vh' }} />;

/**
 * A project page asks for its project while its code downloads, not after: one round trip less
 * before the title is drawn (the page's query then finds it in the cache, or on its way).
 */
const prefetchProject: RouteObject['loader'] = ({ params }) => {
  if (params.project) void queryClient.prefetchQuery(getProjectQueryOptions(params.project));
  return null;
};

const redirectTo = (to: string): RouteObject['element'] => <Navigate to={to} replace />;

/**
 * Each screen of the route table (packages/shared/src/routes.ts) and its module: a screen the table
 * names without a module here fails the type check, and router.test.tsx fails on a module of routes/
 * that no route shows.
 */
const SCREEN_MODULES: Record<Screen, () => Promise<ScreenModule>> = {
  login: () => import('./routes/login'),
  welcome: () => import('./routes/welcome'),
  profile: () => import('./routes/profile'),
  passport: () => import('./routes/passport'),
  settings: () => import('./routes/settings'),
  unsubscribe: () => import('./routes/unsubscribe'),
  business: () => import('./routes/business'),
  privacy: () => import('./routes/privacy'),
  terms: () => import('./routes/terms'),
  cookies: () => import('./routes/cookies'),
  methodology: () => import('./routes/methodology'),
  'not-found': () => import('./routes/not-found'),
  companies: () => import('./routes/companies'),
  'company-group': () => import('./routes/company-group'),
  'companies-country': () => import('./routes/companies-country'),
  'declared-vs-observed': () => import('./routes/declared-vs-observed'),
  'company-profile': () => import('./routes/company-profile'),
  'flaring-world': () => import('./routes/flaring-world'),
  'flaring-country': () => import('./routes/flaring-country'),
  'flaring-company': () => import('./routes/flaring-company'),
  flare: () => import('./routes/flare'),
  opportunities: () => import('./routes/opportunities'),
  'screened-opportunities': () => import('./routes/screened-opportunities'),
  'project-new': () => import('./routes/project-new'),
  'project-info': () => import('./routes/project-info'),
  'project-edit': () => import('./routes/project-edit'),
  'project-details': () => import('./routes/project-details'),
  'project-financials': () => import('./routes/project-financials'),
  'investors-financials': () => import('./routes/investors-financials'),
  'admin-dashboard': () => import('./routes/admin-dashboard'),
  'admin-users': () => import('./routes/admin-users'),
  'admin-user': () => import('./routes/admin-user'),
  'admin-imports': () => import('./routes/admin-imports'),
  'admin-projects': () => import('./routes/admin-projects'),
  'admin-sources': () => import('./routes/admin-sources'),
  'admin-duplicates': () => import('./routes/admin-duplicates'),
  'admin-audit': () => import('./routes/admin-audit'),
  'admin-registrations': () => import('./routes/admin-registrations'),
  'admin-nightfire': () => import('./routes/admin-nightfire'),
};

/** A project's pages: their project is asked for while their code downloads. */
const PROJECT_SCREENS: ReadonlySet<Screen> = new Set([
  'project-info',
  'project-edit',
  'project-details',
  'project-financials',
  'investors-financials',
]);

/** A table route as the router's: its screen (lazily loaded), or a redirect to another route's path. */
const routeObject = (path: string, show: RouteShow): RouteObject =>
  'redirect' in show
    ? { path, element: redirectTo(CLIENT_ROUTES[show.redirect].path) }
    : {
        path,
        ...(PROJECT_SCREENS.has(show.screen) ? { loader: prefetchProject } : {}),
        ...screen(SCREEN_MODULES[show.screen]),
      };

/** Top-level routes draw their own error screen and a placeholder while their code loads. */
const topLevel = { errorElement: <RouteError />, HydrateFallback: PageLoader };

/**
 * One route set of SPEC §2, from the route table: the bare screens (sign-in, registration) at the top,
 * everything else in the shared header layout, the console's sections inside the console's layout.
 */
const routesOf = (set: RouteSet): RouteObject[] => {
  const shown = clientRouteList().flatMap((route) => {
    const show = route[set];
    return show ? [{ path: route.path, show }] : [];
  });
  const isBare = ({ show }: { show: RouteShow }) => 'screen' in show && show.bare === true;
  const inConsole = ({ show }: { show: RouteShow }) => 'screen' in show && show.console === true;
  const consolePath = CLIENT_ROUTES.adminDashboard.path;
  // The console's own path is its index route; its sections are paths relative to it.
  const consoleRoutes = shown.filter(inConsole).map(({ path, show }): RouteObject => {
    if (path !== consolePath) return routeObject(path.slice(consolePath.length + 1), show);
    const { path: _path, ...index } = routeObject(path, show);
    return { ...index, index: true } as RouteObject;
  });
  const headerRoutes = shown.filter((route) => !isBare(route) && !inConsole(route));
  return [
    ...shown.filter(isBare).map(({ path, show }) => ({ ...routeObject(path, show), ...topLevel })),
    {
      element: <HeaderLayout />,
      ...topLevel,
      children: [
        ...headerRoutes.map(({ path, show }) => routeObject(path, show)),
        ...(consoleRoutes.length > 0
          ? [{ path: consolePath, ...screen(() => import('./routes/admin')), children: consoleRoutes }]
          : []),
      ],
    },
  ];
};

/** SPEC §2, signed-out route set. */
export const signedOutRoutes: RouteObject[] = routesOf('signedOut');

/** SPEC §2, signed-in route set. */
export const signedInRoutes: RouteObject[] = routesOf('signedIn');

/** Picks the route set once, at load, from the signed-in state (SPEC §2). */
export const createAppRouter = (isSignedIn: boolean) =>
  createBrowserRouter(isSignedIn ? signedInRoutes : signedOutRoutes);
