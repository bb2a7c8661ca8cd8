/**
 * The web app's routes, in one table (issue 36, item 5; decision 044): every client path, which of the
 * two route sets of SPEC §2 has it (signed out, signed in) and what it shows there — a screen, or a
 * redirect. The web's router is built from it (apps/web/src/app/router.tsx), its links from `paths`
 * below; the API reads it for the first paint (the header's links, the fixed page heads, the pages with
 * a head made of data) and for the links in its mail. Paths are the same in both languages: the
 * language is a preference, never part of a URL.
 */

/** A screen of the web app: one module of apps/web/src/app/routes/ (`<screen>.tsx`). */
export const SCREENS = [
  'login',
  'welcome',
  'profile',
  'passport',
  'settings',
  'unsubscribe',
  'business',
  'privacy',
  'terms',
  'cookies',
  'methodology',
  'not-found',
  'companies',
  'company-group',
  'companies-country',
  'declared-vs-observed',
  'company-profile',
  'flaring-world',
  'flaring-country',
  'flaring-company',
  'flare',
  'opportunities',
  'screened-opportunities',
  'project-new',
  'project-info',
  'project-edit',
  'project-details',
  'project-financials',
  'investors-financials',
  'admin-dashboard',
  'admin-users',
  'admin-user',
  'admin-imports',
  'admin-projects',
  'admin-sources',
  'admin-duplicates',
  'admin-audit',
  'admin-registrations',
  'admin-nightfire',
] as const;
export type Screen = (typeof SCREENS)[number];

/** Where a redirect of SPEC §2 leads: each is to `/` (the sign-in screen, or signed in the welcome). */
export type RedirectTarget = 'root';

/**
 * What a route set does at a path: shows a screen (`bare`: without the shared header; `console`: inside
 * the admin console's layout, screen `admin`), or sends the browser on to another route's path.
 */
export type RouteShow = { screen: Screen; bare?: true; console?: true } | { redirect: RedirectTarget };

/** One client route: its path pattern (React Router's: `:param`, a final `*`) and each set's answer. */
export type ClientRoute = {
  path: string;
  /** Absent: the signed-out set does not know it (its not-found screen answers). */
  signedOut?: RouteShow;
  signedIn?: RouteShow;
};

const both = (show: RouteShow) => ({ signedOut: show, signedIn: show });
const toRoot = { redirect: 'root' } as const;
const inConsole = (screen: Screen): RouteShow => ({ screen, console: true });

/** SPEC §2: both route sets, every path once. The order is the reading order; matching is by rank. */
export const CLIENT_ROUTES = {
  root: { path: '/', signedOut: { screen: 'login', bare: true }, signedIn: { screen: 'welcome' } },
  register: { path: '/oagregistermanualactive', signedOut: { screen: 'login', bare: true } },
  home: { path: '/home', signedOut: { screen: 'welcome' }, signedIn: toRoot },
  passport: { path: '/passport', signedOut: toRoot, signedIn: { screen: 'passport' } },
  profile: { path: '/passport/:username', ...both({ screen: 'profile' }) },
  settings: { path: '/settings', signedIn: { screen: 'settings' } },
  unsubscribe: { path: '/unsubscribe', ...both({ screen: 'unsubscribe' }) },
  business: { path: '/bussiness', ...both({ screen: 'business' }) },
  privacy: { path: '/privacy', ...both({ screen: 'privacy' }) },
  terms: { path: '/terms', ...both({ screen: 'terms' }) },
  cookies: { path: '/cookies', ...both({ screen: 'cookies' }) },
  methodology: { path: '/methodology', ...both({ screen: 'methodology' }) },
  notFound: { path: '/404', ...both({ screen: 'not-found' }) },
  companies: { path: '/companies', ...both({ screen: 'companies' }) },
  companyGroup: { path: '/companies/world/:group', ...both({ screen: 'company-group' }) },
  companiesCountry: { path: '/companies/:country', ...both({ screen: 'companies-country' }) },
  declaredVsObserved: {
    path: '/companies/:country/declared-vs-observed',
    ...both({ screen: 'declared-vs-observed' }),
  },
  companyProfile: { path: '/companies/:country/:company', ...both({ screen: 'company-profile' }) },
  flaringWorld: { path: '/flaring-explorer', ...both({ screen: 'flaring-world' }) },
  flaringCountry: { path: '/flaring-explorer/:country', ...both({ screen: 'flaring-country' }) },
  flaringCompany: { path: '/flaring-explorer/:country/:company', ...both({ screen: 'flaring-company' }) },
  flare: { path: '/flaring-explorer/:country/:company/:name', signedIn: { screen: 'flare' } },
  opportunities: { path: '/opportunities', signedOut: toRoot, signedIn: { screen: 'opportunities' } },
  screened: {
    path: '/opportunities/screened',
    signedOut: toRoot,
    signedIn: { screen: 'screened-opportunities' },
  },
  projectNew: { path: '/projects/new', signedIn: { screen: 'project-new' } },
  anyProjects: { path: '/projects/*', signedOut: toRoot },
  projectBare: { path: '/project', signedOut: toRoot },
  anyProject: { path: '/project/*', signedOut: toRoot },
  projectInfo: { path: '/project/:project', signedIn: { screen: 'project-info' } },
  projectEdit: { path: '/project/:project/edit', signedIn: { screen: 'project-edit' } },
  projectDetails: { path: '/project/:project/project-details', signedIn: { screen: 'project-details' } },
  projectFinancials: {
    path: '/project/:project/project-financials',
    signedIn: { screen: 'project-financials' },
  },
  projectInvestors: {
    path: '/project/:project/investors-financials',
    signedIn: { screen: 'investors-financials' },
  },
  adminDashboard: { path: '/admin', signedIn: inConsole('admin-dashboard') },
  adminUsers: { path: '/admin/users', signedIn: inConsole('admin-users') },
  adminUser: { path: '/admin/users/:id', signedIn: inConsole('admin-user') },
  adminImports: { path: '/admin/imports', signedIn: inConsole('admin-imports') },
  adminProjects: { path: '/admin/projects', signedIn: inConsole('admin-projects') },
  adminSources: { path: '/admin/sources', signedIn: inConsole('admin-sources') },
  adminDuplicates: { path: '/admin/duplicates', signedIn: inConsole('admin-duplicates') },
  adminAudit: { path: '/admin/audit', signedIn: inConsole('admin-audit') },
  adminRegistrations: { path: '/admin/registrations', signedIn: inConsole('admin-registrations') },
  adminNightfire: { path: '/admin/nightfire', signedIn: inConsole('admin-nightfire') },
  /** Inside the console, an unknown section: the not-found screen under the console's tabs. */
  adminOther: { path: '/admin/*', signedIn: inConsole('not-found') },
  /** Any other path: the not-found screen (SPEC §2), in the shared header. */
  other: { path: '*', ...both({ screen: 'not-found' }) },
} as const satisfies Record<string, ClientRoute>;

export type RouteName = keyof typeof CLIENT_ROUTES;

/** The two route sets of SPEC §2, chosen once at load by the signed-in state. */
export type RouteSet = 'signedOut' | 'signedIn';

/** The table's routes as a list, with their names. */
export const clientRouteList = (): readonly (ClientRoute & { name: RouteName })[] =>
  (Object.keys(CLIENT_ROUTES) as RouteName[]).map((name) => ({ name, ...CLIENT_ROUTES[name] }));

/**
 * A route's path with its parameters filled in, each encoded (`/project/:project` with
 * `{ project: 'a b' }` → `/project/a%20b`).
 */
export const routePath = (name: RouteName, params: Record<string, string> = {}): string =>
  CLIENT_ROUTES[name].path.replace(/:([A-Za-z]+)/g, (_match: string, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`routePath(${name}): no value for :${key}`);
    return encodeURIComponent(value);
  });

/** A path matched to the table: the route's name and its parameters (still encoded, as in the URL). */
export type RouteMatch = { name: RouteName; params: Record<string, string> };

/**
 * The table's route for a pathname (no query, no trailing slash), ranked as React Router ranks them:
 * the pattern with the most static segments wins over one with parameters, and a final `*` ranks last;
 * a parameter is one segment, never an empty one.
 * `set` keeps to the routes that set knows; without it every route is a candidate.
 */
export const matchClientRoute = (pathname: string, set?: RouteSet): RouteMatch | null => {
  const segments = pathname === '/' ? [] : pathname.split('/').slice(1);
  let best: { match: RouteMatch; score: number } | null = null;
  for (const route of clientRouteList()) {
    if (set && !route[set]) continue;
    const pattern = route.path.split('/').filter((segment) => segment !== '');
    const splat = pattern[pattern.length - 1] === '*';
    const fixed = splat ? pattern.slice(0, -1) : pattern;
    if (splat ? segments.length < fixed.length : segments.length !== fixed.length) continue;
    const params: Record<string, string> = {};
    let score = splat ? 0 : 1;
    let matches = true;
    for (const [index, part] of fixed.entries()) {
      const segment = segments[index] ?? '';
      if (part.startsWith(':') && segment !== '') {
        params[part.slice(1)] = segment;
        score += 3;
      } else if (part === segment) score += 10;
      else {
        matches = false;
        break;
      }
    }
    if (matches && (!best || score > best.score)) best = { match: { name: route.name, params }, score };
  }
  return best?.match ?? null;
};

/** The header's links, in its order (the web's app header and the server's first paint of it). */
export const HEADER_LINKS = [
  { route: 'flaringWorld', label: 'nav.flaringExplorer' },
  { route: 'companies', label: 'nav.companies' },
  { route: 'opportunities', label: 'nav.investors' },
  { route: 'business', label: 'nav.business' },
  { route: 'passport', label: 'nav.passport' },
] as const satisfies readonly { route: RouteName; label: string }[];

/**
 * The web theme's font (apps/web/src/app/provider.tsx), which the first paint draws its copy of the
 * header and page head in; Mantine's own stack draws the texts narrower.
 */
export const THEME_FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const at =
  (name: RouteName) =>
  (params: Record<string, string>): string =>
    routePath(name, params);

/**
 * Every link's path, from the table: fixed paths as strings, the others as functions of their
 * parameters (encoded). The web's links and the API's mail links both use these.
 */
export const paths = {
  root: CLIENT_ROUTES.root.path,
  register: CLIENT_ROUTES.register.path,
  home: CLIENT_ROUTES.home.path,
  passport: CLIENT_ROUTES.passport.path,
  /** A user's public profile: what its owner made visible to the viewer. */
  profile: (username: string) => at('profile')({ username }),
  settings: CLIENT_ROUTES.settings.path,
  /** A notice mail's one-click unsubscribe link (both route sets). */
  unsubscribe: CLIENT_ROUTES.unsubscribe.path,
  business: CLIENT_ROUTES.business.path,
  privacy: CLIENT_ROUTES.privacy.path,
  terms: CLIENT_ROUTES.terms.path,
  cookies: CLIENT_ROUTES.cookies.path,
  notFound: CLIENT_ROUTES.notFound.path,
  methodology: CLIENT_ROUTES.methodology.path,
  flaring: {
    world: CLIENT_ROUTES.flaringWorld.path,
    country: (country: string) => at('flaringCountry')({ country }),
    company: (country: string, company: string) => at('flaringCompany')({ country, company }),
    flare: (country: string, company: string, name: string) => at('flare')({ country, company, name }),
  },
  companies: {
    list: CLIENT_ROUTES.companies.path,
    country: (country: string) => at('companiesCountry')({ country }),
    company: (country: string, company: string) => at('companyProfile')({ country, company }),
    /** The reported volume beside the satellite estimate, every operator of a country with one (decision 036). */
    declaredVsObserved: (country: string) => at('declaredVsObserved')({ country }),
    /** A group world-wide: one company in several countries, or an owner with its subsidiaries. */
    group: (group: string) => at('companyGroup')({ group }),
  },
  /** The Investors Room: published projects the user may open (signed in). */
  opportunities: CLIENT_ROUTES.opportunities.path,
  /** The default finance model on every flare large enough for a plant (signed in; issue 26). */
  screened: CLIENT_ROUTES.screened.path,
  /** A new project from a flare, or (radiusKm given) from the cluster around it at that radius. */
  newProject: (flare?: { country: string; company: string; name: string; radiusKm?: number }) =>
    flare
      ? `${CLIENT_ROUTES.projectNew.path}?${new URLSearchParams({
          country: flare.country,
          company: flare.company,
          flare: flare.name,
          ...(flare.radiusKm === undefined ? {} : { cluster: String(flare.radiusKm) }),
        }).toString()}`
      : CLIENT_ROUTES.projectNew.path,
  project: {
    edit: (project: string) => at('projectEdit')({ project }),
    info: (project: string) => at('projectInfo')({ project }),
    details: (project: string) => at('projectDetails')({ project }),
    financials: (project: string) => at('projectFinancials')({ project }),
    investors: (project: string) => at('projectInvestors')({ project }),
  },
  /** The admin console (administrators; anyone else gets the not-found screen). */
  admin: {
    dashboard: CLIENT_ROUTES.adminDashboard.path,
    users: CLIENT_ROUTES.adminUsers.path,
    user: (id: string) => at('adminUser')({ id }),
    imports: CLIENT_ROUTES.adminImports.path,
    projects: CLIENT_ROUTES.adminProjects.path,
    sources: CLIENT_ROUTES.adminSources.path,
    duplicates: CLIENT_ROUTES.adminDuplicates.path,
    audit: CLIENT_ROUTES.adminAudit.path,
    registrations: CLIENT_ROUTES.adminRegistrations.path,
    nightfire: CLIENT_ROUTES.adminNightfire.path,
  },
} as const;
