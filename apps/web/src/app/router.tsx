import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
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

const notFound = screen(() => import('./routes/not-found'));

// Shared by both sets: the explorers' three public levels, the event and the legal pages.
const publicPages: RouteObject[] = [
  { path: paths.business, ...screen(() => import('./routes/business')) },
  { path: paths.privacy, ...screen(() => import('./routes/privacy')) },
  { path: paths.terms, ...screen(() => import('./routes/terms')) },
  { path: paths.cookies, ...screen(() => import('./routes/cookies')) },
  { path: paths.methodology, ...screen(() => import('./routes/methodology')) },
  { path: paths.unsubscribe, ...screen(() => import('./routes/unsubscribe')) },
  { path: '/companies', ...screen(() => import('./routes/companies')) },
  { path: '/companies/world/:group', ...screen(() => import('./routes/company-group')) },
  { path: '/companies/:country', ...screen(() => import('./routes/companies-country')) },
  {
    path: '/companies/:country/declared-vs-observed',
    ...screen(() => import('./routes/declared-vs-observed')),
  },
  { path: '/companies/:country/:company', ...screen(() => import('./routes/company-profile')) },
  { path: '/flaring-explorer', ...screen(() => import('./routes/flaring-world')) },
  { path: '/flaring-explorer/:country', ...screen(() => import('./routes/flaring-country')) },
  { path: '/flaring-explorer/:country/:company', ...screen(() => import('./routes/flaring-company')) },
  { path: paths.notFound, ...notFound },
  { path: '*', ...notFound },
];

/** SPEC §2, signed-out route set. */
export const signedOutRoutes: RouteObject[] = [
  {
    path: paths.root,
    ...screen(() => import('./routes/login')),
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
  },
  {
    path: paths.register,
    ...screen(() => import('./routes/login')),
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
  },
  {
    element: <HeaderLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      { path: paths.home, ...screen(() => import('./routes/welcome')) },
      { path: paths.passport, element: redirectTo(paths.root) },
      { path: '/passport/:username', ...screen(() => import('./routes/profile')) },
      { path: '/project', element: redirectTo(paths.root) },
      { path: '/project/*', element: redirectTo(paths.root) },
      { path: paths.opportunities, element: redirectTo(paths.root) },
      { path: paths.screened, element: redirectTo(paths.root) },
      { path: '/projects/*', element: redirectTo(paths.root) },
      ...publicPages,
    ],
  },
];

/** SPEC §2, signed-in route set. */
export const signedInRoutes: RouteObject[] = [
  {
    element: <HeaderLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      { path: paths.root, ...screen(() => import('./routes/welcome')) },
      { path: paths.home, element: redirectTo(paths.root) },
      { path: paths.passport, ...screen(() => import('./routes/passport')) },
      { path: '/passport/:username', ...screen(() => import('./routes/profile')) },
      { path: paths.settings, ...screen(() => import('./routes/settings')) },
      { path: '/flaring-explorer/:country/:company/:name', ...screen(() => import('./routes/flare')) },
      { path: paths.opportunities, ...screen(() => import('./routes/opportunities')) },
      { path: paths.screened, ...screen(() => import('./routes/screened-opportunities')) },
      { path: paths.newProject(), ...screen(() => import('./routes/project-new')) },
      {
        path: '/project/:project',
        loader: prefetchProject,
        ...screen(() => import('./routes/project-info')),
      },
      {
        path: '/project/:project/edit',
        loader: prefetchProject,
        ...screen(() => import('./routes/project-edit')),
      },
      {
        path: '/project/:project/project-details',
        loader: prefetchProject,
        ...screen(() => import('./routes/project-details')),
      },
      {
        path: '/project/:project/project-financials',
        loader: prefetchProject,
        ...screen(() => import('./routes/project-financials')),
      },
      {
        path: '/project/:project/investors-financials',
        loader: prefetchProject,
        ...screen(() => import('./routes/investors-financials')),
      },
      {
        path: paths.admin.dashboard,
        ...screen(() => import('./routes/admin')),
        children: [
          { index: true, ...screen(() => import('./routes/admin-dashboard')) },
          { path: 'users', ...screen(() => import('./routes/admin-users')) },
          { path: 'users/:id', ...screen(() => import('./routes/admin-user')) },
          { path: 'imports', ...screen(() => import('./routes/admin-imports')) },
          { path: 'projects', ...screen(() => import('./routes/admin-projects')) },
          { path: 'sources', ...screen(() => import('./routes/admin-sources')) },
          { path: 'duplicates', ...screen(() => import('./routes/admin-duplicates')) },
          { path: 'audit', ...screen(() => import('./routes/admin-audit')) },
          { path: 'registrations', ...screen(() => import('./routes/admin-registrations')) },
          { path: 'nightfire', ...screen(() => import('./routes/admin-nightfire')) },
          { path: '*', ...notFound },
        ],
      },
      ...publicPages,
    ],
  },
];

/** Picks the route set once, at load, from the signed-in state (SPEC §2). */
export const createAppRouter = (isSignedIn: boolean) =>
  createBrowserRouter(isSignedIn ? signedInRoutes : signedOutRoutes);
