import type { BrowserContext, Page } from '@playwright/test';
import { prepareRouteSet, switchLanguageOfScreen, test, type Language, type RouteSetName } from './fixtures';

/** One screen of a route set (SPEC §2) and the h1 a user sees on it, in each language. */
export type Screen = { name: string; path: string; heading: Record<Language, string> };

const login: Record<Language, string> = { en: 'Sign in to Flarescope', es: 'Inicie sesión en Flarescope' };
const register: Record<Language, string> = { en: 'Create your account', es: 'Cree su cuenta' };
const reset: Record<Language, string> = { en: 'Reset your password', es: 'Restablezca su contraseña' };
const welcome: Record<Language, string> = { en: 'Welcome to Flarescope', es: 'Bienvenido a Flarescope' };
const notFound: Record<Language, string> = { en: '404', es: '404' };

/** Screens both route sets share: the explorers' public levels, the event and the legal pages. */
const sharedScreens: Screen[] = [
  { name: 'privacy', path: '/privacy', heading: { en: 'Privacy policy', es: 'Política de privacidad' } },
  { name: 'terms', path: '/terms', heading: { en: 'Terms of use', es: 'Términos de uso' } },
  { name: 'cookies', path: '/cookies', heading: { en: 'Cookie policy', es: 'Política de cookies' } },
  { name: 'bussiness', path: '/bussiness', heading: { en: 'Business Mastery', es: 'Business Mastery' } },
  {
    name: 'companies',
    path: '/companies',
    heading: { en: 'Companies Explorer', es: 'Explorador de empresas' },
  },
  {
    name: 'companies-country',
    path: '/companies/colombia',
    heading: { en: 'Companies in Colombia', es: 'Empresas en Colombia' },
  },
  {
    name: 'company-profile',
    path: '/companies/argentina/ypf-s-a',
    heading: { en: 'Company profile: YPF S.A.', es: 'Perfil de la empresa: YPF S.A.' },
  },
  {
    name: 'company-group',
    path: '/companies/world/eni',
    heading: { en: 'Eni world-wide', es: 'Eni en el mundo' },
  },
  {
    name: 'unsubscribe',
    path: '/unsubscribe',
    heading: { en: 'Unsubscribe', es: 'Darse de baja' },
  },
  {
    name: 'methodology',
    path: '/methodology',
    heading: { en: 'Methodology', es: 'Metodología' },
  },
  {
    name: 'flaring-world',
    path: '/flaring-explorer',
    heading: { en: 'Flaring Explorer', es: 'Explorador de quema' },
  },
  {
    name: 'flaring-country',
    path: '/flaring-explorer/colombia',
    heading: { en: 'Flaring in Colombia', es: 'Quema en Colombia' },
  },
  {
    name: 'flaring-company',
    path: '/flaring-explorer/argentina/ypf-s-a',
    heading: { en: 'Flaring by YPF S.A. in Argentina', es: 'Quema de YPF S.A. en Argentina' },
  },
];

/** SPEC §2, signed-out set: every path that renders a screen of its own (redirects excluded). */
export const signedOutScreens: Screen[] = [
  { name: 'login', path: '/', heading: login },
  { name: 'register', path: '/oagregistermanualactive', heading: register },
  { name: 'forgot-password', path: '/?reset=1', heading: reset },
  // A mail's link opens these with the code filled in.
  {
    name: 'register-code',
    path: '/oagregistermanualactive?email=ana%40example.com&code=123456',
    heading: register,
  },
  { name: 'forgot-password-code', path: '/?reset=1&email=ana%40example.com&code=123456', heading: reset },
  { name: 'welcome', path: '/home', heading: welcome },
  ...sharedScreens,
  { name: 'not-found', path: '/404', heading: notFound },
];

/** One of the four project pages of the illustrative project every first start loads (data/seed). */
const project = (suffix: string): Screen => ({
  name: `project${suffix ? `-${suffix}` : ''}`,
  path: `/project/loma-campana-gas-to-power${suffix ? `/${suffix}` : ''}`,
  heading: { en: 'Loma Campana associated gas to power', es: 'Loma Campana: gas asociado a energía' },
});

/** SPEC §2, signed-in set, as a user with project access sees it (signIn's hasProjectAccess). */
export const signedInScreens: Screen[] = [
  { name: 'welcome', path: '/', heading: welcome },
  { name: 'passport', path: '/passport', heading: { en: 'My Passport', es: 'Mi Pasaporte' } },
  { name: 'settings', path: '/settings', heading: { en: 'Settings', es: 'Configuración' } },
  {
    name: 'settings-email-code',
    path: '/settings?emailCode=123456&newEmail=new%40example.com',
    heading: { en: 'Settings', es: 'Configuración' },
  },
  ...sharedScreens,
  {
    name: 'flare',
    path: '/flaring-explorer/argentina/ypf-s-a/loma-campana-01867',
    heading: { en: 'Flare loma-campana-01867', es: 'Antorcha loma-campana-01867' },
  },
  {
    name: 'opportunities',
    path: '/opportunities',
    heading: { en: 'Open opportunities', es: 'Oportunidades abiertas' },
  },
  {
    name: 'screened',
    path: '/opportunities/screened',
    heading: { en: 'Screened opportunities', es: 'Oportunidades preseleccionadas' },
  },
  {
    name: 'new-project',
    path: '/projects/new?country=argentina&company=ypf-s-a&flare=loma-campana-01867',
    heading: { en: 'Start a gas-to-power project', es: 'Iniciar un proyecto de gas a energía' },
  },
  project(''),
  project('project-details'),
  project('project-financials'),
  project('investors-financials'),
  { name: 'not-found', path: '/404', heading: notFound },
];

/** The admin console, as an administrator sees it (a user's own page is visited by admin.spec.ts). */
export const adminScreens: Screen[] = [
  { name: 'admin', path: '/admin', heading: { en: 'Dashboard', es: 'Panel' } },
  { name: 'admin-users', path: '/admin/users', heading: { en: 'Users', es: 'Usuarios' } },
  { name: 'admin-imports', path: '/admin/imports', heading: { en: 'Imports', es: 'Importaciones' } },
  { name: 'admin-projects', path: '/admin/projects', heading: { en: 'Projects', es: 'Proyectos' } },
  { name: 'admin-sources', path: '/admin/sources', heading: { en: 'Data sources', es: 'Fuentes de datos' } },
  { name: 'admin-audit', path: '/admin/audit', heading: { en: 'Audit log', es: 'Registro de auditoría' } },
  {
    name: 'admin-registrations',
    path: '/admin/registrations',
    heading: { en: 'Event registrations', es: 'Inscripciones al evento' },
  },
];

export const LANGUAGES: Language[] = ['en', 'es'];

/**
 * Walks a route set's screens with one page load each, in both languages: a screen is opened at its
 * address, checked, switched to the other language with the EN | ES switch as a user would, and checked
 * again in place; the next screen opens in the language the last one ended in. Each screen is a step.
 */
export const walkInBothLanguages = async (
  page: Page,
  context: BrowserContext,
  set: { name: RouteSetName; screens: Screen[] },
  check: (screen: Screen, language: Language) => Promise<void>,
): Promise<void> => {
  await prepareRouteSet(context, set.name, 'en');
  let language: Language = 'en';
  for (const screen of set.screens) {
    await test.step(screen.path, async () => {
      await page.goto(screen.path);
      await check(screen, language);
      language = await switchLanguageOfScreen(page, language);
      await check(screen, language);
    });
  }
};
