import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from './schemas/admin.js';
import { ACCOUNT_MAIL_LINKS } from './schemas/accounts.js';
import {
  CLIENT_ROUTES,
  clientRouteList,
  HEADER_LINKS,
  matchClientRoute,
  paths,
  routePath,
  type ClientRoute,
  type RouteSet,
} from './routes.js';

describe('the route table', () => {
  it('names every path once, and each route is in a route set', () => {
    const list = clientRouteList();
    expect(new Set(list.map((route) => route.path)).size).toBe(list.length);
    expect(list.filter((route) => !route.signedOut && !route.signedIn).map((route) => route.name)).toEqual(
      [],
    );
  });

  it('redirects only to a route the same set shows', () => {
    for (const route of clientRouteList()) {
      for (const set of ['signedOut', 'signedIn'] as const) {
        const show = route[set];
        if (!show || !('redirect' in show)) continue;
        const target: ClientRoute = CLIENT_ROUTES[show.redirect];
        expect(target[set], `${route.name} (${set}) → ${show.redirect}`).toMatchObject({
          screen: expect.any(String),
        });
      }
    }
  });

  it('has the routes of SPEC §2 in both sets, as the spec says', () => {
    const at = (pathname: string, set: RouteSet) => {
      const match = matchClientRoute(pathname, set);
      const route: ClientRoute | undefined = match ? CLIENT_ROUTES[match.name] : undefined;
      return route?.[set];
    };
    expect(at('/', 'signedOut')).toEqual({ screen: 'login', bare: true });
    expect(at('/', 'signedIn')).toEqual({ screen: 'welcome' });
    expect(at('/home', 'signedIn')).toEqual({ redirect: 'root' });
    for (const pathname of ['/passport', '/project', '/project/asd', '/project/asd/project-details']) {
      expect(at(pathname, 'signedOut'), pathname).toEqual({ redirect: 'root' });
    }
    expect(at('/flaring-explorer/co/ecopetrol/f-1', 'signedOut')).toEqual({ screen: 'not-found' });
    expect(at('/flaring-explorer/co/ecopetrol/f-1', 'signedIn')).toEqual({ screen: 'flare' });
    expect(at('/settings', 'signedOut')).toEqual({ screen: 'not-found' });
    expect(at('/admin/nothing', 'signedIn')).toEqual({ screen: 'not-found', console: true });
  });
});

describe('matchClientRoute', () => {
  it.each([
    ['/', 'root', {}],
    ['/home', 'home', {}],
    ['/companies/world/shell', 'companyGroup', { group: 'shell' }],
    ['/companies/co/declared-vs-observed', 'declaredVsObserved', { country: 'co' }],
    ['/companies/co/ecopetrol', 'companyProfile', { country: 'co', company: 'ecopetrol' }],
    ['/flaring-explorer/co/ecopetrol/f%201', 'flare', { country: 'co', company: 'ecopetrol', name: 'f%201' }],
    ['/project/p1', 'projectInfo', { project: 'p1' }],
    ['/project/p1/edit', 'projectEdit', { project: 'p1' }],
    ['/project/p1/other', 'anyProject', {}],
    ['/projects/new', 'projectNew', {}],
    ['/admin', 'adminDashboard', {}],
    ['/admin/users/u1', 'adminUser', { id: 'u1' }],
    ['/admin/users/u1/more', 'adminOther', {}],
    ['/no/such/page', 'other', {}],
    ['/flaring-explorer//x', 'other', {}],
  ])('%s is %s', (pathname, name, params) => {
    expect(matchClientRoute(pathname)).toEqual({ name, params });
  });

  it('keeps to the routes of the set it is given', () => {
    expect(matchClientRoute('/project/p1', 'signedOut')?.name).toBe('anyProject');
    expect(matchClientRoute('/project/p1', 'signedIn')?.name).toBe('projectInfo');
    expect(matchClientRoute('/admin/users', 'signedOut')?.name).toBe('other');
  });
});

describe('paths', () => {
  it('fills and encodes parameters', () => {
    expect(routePath('companyProfile', { country: 'co', company: 'a b/c' })).toBe('/companies/co/a%20b%2Fc');
    expect(paths.flaring.flare('ar', 'ypf', 'x#1')).toBe('/flaring-explorer/ar/ypf/x%231');
    expect(paths.project.investors('p')).toBe('/project/p/investors-financials');
    expect(paths.newProject({ country: 'ar', company: 'ypf', name: 'f', radiusKm: 2 })).toBe(
      '/projects/new?country=ar&company=ypf&flare=f&cluster=2',
    );
    expect(() => routePath('adminUser')).toThrow(/:id/);
  });

  it('gives the header, the console tabs and the account mails the table’s paths', () => {
    expect(HEADER_LINKS.map((link) => CLIENT_ROUTES[link.route].path)).toEqual([
      '/flaring-explorer',
      '/companies',
      '/opportunities',
      '/bussiness',
      '/passport',
    ]);
    for (const [, sectionPath] of ADMIN_SECTIONS)
      expect(matchClientRoute(sectionPath)?.name).toMatch(/^admin/);
    expect(ACCOUNT_MAIL_LINKS.signup('a@b.org', '123456')).toBe(
      '/oagregistermanualactive?email=a%40b.org&code=123456',
    );
  });
});
