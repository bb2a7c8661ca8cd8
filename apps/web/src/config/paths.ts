/** The one route table: every link and route path comes from here. */
export const paths = {
  root: '/',
  register: '/oagregistermanualactive',
  home: '/home',
  passport: '/passport',
  /** A user's public profile: what its owner made visible to the viewer. */
  profile: (username: string) => `/passport/${encodeURIComponent(username)}`,
  settings: '/settings',
  /** A notice mail's one-click unsubscribe link (both route sets). */
  unsubscribe: '/unsubscribe',
  business: '/bussiness',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  notFound: '/404',
  methodology: '/methodology',
  flaring: {
    world: '/flaring-explorer',
    country: (country: string) => `/flaring-explorer/${encodeURIComponent(country)}`,
    company: (country: string, company: string) =>
      `/flaring-explorer/${encodeURIComponent(country)}/${encodeURIComponent(company)}`,
    flare: (country: string, company: string, name: string) =>
      `/flaring-explorer/${encodeURIComponent(country)}/${encodeURIComponent(company)}/${encodeURIComponent(name)}`,
  },
  companies: {
    list: '/companies',
    country: (country: string) => `/companies/${encodeURIComponent(country)}`,
    company: (country: string, company: string) =>
      `/companies/${encodeURIComponent(country)}/${encodeURIComponent(company)}`,
    /** The reported volume beside the satellite estimate, every operator of a country with one (decision 036). */
    declaredVsObserved: (country: string) => `/companies/${encodeURIComponent(country)}/declared-vs-observed`,
    /** A group world-wide: one company in several countries, or an owner with its subsidiaries. */
    group: (group: string) => `/companies/world/${encodeURIComponent(group)}`,
  },
  /** The Investors Room: published projects the user may open (signed in). */
  opportunities: '/opportunities',
  /** The default finance model on every flare large enough for a plant (signed in; issue 26). */
  screened: '/opportunities/screened',
  /** A new project, pre-filled from the flare named in the query (signed in). */
  /** A new project from a flare, or (radiusKm given) from the cluster around it at that radius. */
  newProject: (flare?: { country: string; company: string; name: string; radiusKm?: number }) =>
    flare
      ? `/projects/new?${new URLSearchParams({
          country: flare.country,
          company: flare.company,
          flare: flare.name,
          ...(flare.radiusKm === undefined ? {} : { cluster: String(flare.radiusKm) }),
        }).toString()}`
      : '/projects/new',
  project: {
    edit: (project: string) => `/project/${encodeURIComponent(project)}/edit`,
    info: (project: string) => `/project/${encodeURIComponent(project)}`,
    details: (project: string) => `/project/${encodeURIComponent(project)}/project-details`,
    financials: (project: string) => `/project/${encodeURIComponent(project)}/project-financials`,
    investors: (project: string) => `/project/${encodeURIComponent(project)}/investors-financials`,
  },
  /** The admin console (administrators; anyone else gets the not-found screen). */
  admin: {
    dashboard: '/admin',
    users: '/admin/users',
    user: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
    imports: '/admin/imports',
    projects: '/admin/projects',
    sources: '/admin/sources',
    duplicates: '/admin/duplicates',
    audit: '/admin/audit',
    registrations: '/admin/registrations',
    nightfire: '/admin/nightfire',
  },
  apiDocs: '/api/docs',
} as const;
