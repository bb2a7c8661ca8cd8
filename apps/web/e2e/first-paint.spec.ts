import type { Page } from '@playwright/test';
import { expect, presetLanguage, signIn, test, type Language } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * The server writes a static picture of the header and the page's title into index.html, so a slow
 * phone sees the page before the app's code arrives; the app takes its place without a jump.
 */

/** Holds the app's main module until `release` is called, as a slow connection would. */
const holdAppCode = async (page: Page) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

type Case = {
  language: Language;
  path: string;
  title: string;
  lead: RegExp;
  /** The header link marked as the current section, when the page is under one. */
  section?: string;
  /** Signed in as this role: the heads of signed-in screens are painted only for them. */
  as?: 'user' | 'admin';
  /** The text block beside the title: PageHeader's lead, the legal screens' intro, a project's way back. */
  leadClass?: string;
};

const CASES: Case[] = [
  {
    language: 'en',
    path: '/companies',
    title: 'Companies Explorer',
    lead: /^The oil and gas operators of each country/,
    section: 'Companies',
  },
  {
    language: 'es',
    path: '/flaring-explorer',
    title: 'Explorador de quema',
    lead: /^La quema de gas vista desde el espacio/,
    section: 'Explorador de quema',
  },
  {
    language: 'en',
    path: '/passport',
    title: 'My Passport',
    lead: /^Your professional profile/,
    section: 'Passport',
    as: 'user',
  },
  {
    language: 'es',
    path: '/admin/users',
    title: 'Usuarios',
    lead: /^Busque una cuenta/,
    as: 'admin',
  },
  {
    language: 'es',
    path: '/projects/new',
    title: 'Iniciar un proyecto de gas a energía',
    lead: /^Completado a partir de la antorcha/,
    as: 'user',
  },
  {
    language: 'es',
    path: '/project/loma-campana-gas-to-power/project-financials',
    title: 'Loma Campana: gas asociado a energía',
    lead: /^Oportunidades abiertas\/Loma Campana: gas asociado a energía$/,
    leadClass: 'fp-crumbs',
    as: 'user',
  },
  {
    language: 'en',
    path: '/project/loma-campana-gas-to-power/edit',
    title: 'Edit Loma Campana associated gas to power',
    lead: /^Open opportunities\/Loma Campana associated gas to power\/Edit project$/,
    leadClass: 'fp-crumbs',
    as: 'admin',
  },
  {
    language: 'en',
    path: '/flaring-explorer/argentina/ypf-s-a/loma-campana-01867',
    title: 'Flare loma-campana-01867',
    lead: /^Flaring Explorer\/Argentina\/YPF S\.A\.\/loma-campana-01867$/,
    leadClass: 'fp-crumbs',
    as: 'user',
  },
  {
    language: 'es',
    path: '/flaring-explorer/argentina/ypf-s-a/loma-campana-01867',
    title: 'Antorcha loma-campana-01867',
    lead: /^Explorador de quema\/Argentina\/YPF S\.A\.\/loma-campana-01867$/,
    leadClass: 'fp-crumbs',
    as: 'user',
  },
  {
    language: 'es',
    path: '/companies/argentina/ypf-s-a',
    title: 'Perfil de la empresa: YPF S.A.',
    lead: /^Explorador de empresas\/Argentina\/YPF S\.A\.$/,
    leadClass: 'fp-crumbs',
  },
  {
    language: 'en',
    path: '/flaring-explorer/argentina',
    title: 'Flaring in Argentina',
    lead: /^Flaring Explorer\/Argentina$/,
    leadClass: 'fp-crumbs',
    section: 'Flaring Explorer',
  },
  {
    language: 'es',
    // Signed in, the welcome screen is at `/` (the visitors' sign-in screen has no first paint).
    path: '/',
    title: 'Bienvenido a Flarescope',
    lead: /^Una base de datos independiente de la quema de gas/,
    as: 'user',
  },
  {
    language: 'en',
    path: '/',
    title: 'Sign in to Flarescope',
    lead: /^Gas flaring data, operators and gas-to-power projects\.$/,
  },
  {
    language: 'es',
    path: '/bussiness',
    title: 'Business Mastery',
    lead: /^Una competencia de licitación en vivo/,
    leadClass: 'fp-tagline',
  },
  {
    language: 'en',
    path: '/privacy',
    title: 'Privacy policy',
    lead: /^This policy explains/,
    leadClass: 'fp-intro',
  },
];

for (const { language, path, title, lead, section, as, leadClass = 'fp-lead' } of CASES) {
  test(`${path} in ${language}${as ? ` as ${as}` : ''}: the title shows before the app's code, and the app replaces it in place`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await presetLanguage(context, language);
    if (as) await signIn(context, { role: as, language, hasProjectAccess: true });
    const page = await context.newPage();
    const release = await holdAppCode(page);
    await page.goto(path, { waitUntil: 'commit' });

    const firstPaint = page.locator('#first-paint');
    const pictureTitle = firstPaint.locator(`[lang="${language}"] .fp-title`);
    await expect(pictureTitle).toHaveText(title);
    await expect(firstPaint.locator(`[lang="${language}"] .${leadClass}`)).toHaveText(lead);
    if (section)
      await expect(firstPaint.locator(`[lang="${language}"] .fp-link[data-active]`)).toHaveText(section);
    // Only the chosen language is drawn, and the picture is not offered to screen readers.
    await expect(firstPaint.locator(`:scope > :not([lang="${language}"])`)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await saveScreenshot(page, { path: test.info().outputPath(`first-paint-${language}.png`) });
    const before = await pictureTitle.boundingBox();

    release();
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    await expect(firstPaint).toHaveCount(0);
    const after = await heading.boundingBox();
    expect(before).not.toBeNull();
    expect(after).not.toBeNull();
    // Where the title was drawn first is where the app draws it (within a pixel).
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((after?.width ?? 0) - (before?.width ?? 0))).toBeLessThanOrEqual(1);
    await context.close();
  });
}

test("a visitor is not shown the heads of signed-in screens, nor anyone but an administrator the console's, nor a project's to one who may not read it", async ({
  browser,
}) => {
  const visitor = await browser.newContext();
  const user = await browser.newContext();
  // Without project access: a published project's title is not theirs to see either.
  await signIn(user, { role: 'user' });
  for (const [context, paths] of [
    [
      visitor,
      [
        '/passport',
        '/settings',
        '/admin',
        '/project/loma-campana-gas-to-power',
        '/flaring-explorer/argentina/ypf-s-a/loma-campana-01867',
      ],
    ],
    [
      user,
      [
        '/admin',
        '/admin/users',
        '/project/loma-campana-gas-to-power/project-financials',
        // A flare the data does not have; the directory has no flare pages.
        '/flaring-explorer/argentina/ypf-s-a/no-such-flare',
        '/companies/argentina/ypf-s-a/loma-campana-01867',
      ],
    ],
  ] as const) {
    const page = await context.newPage();
    for (const path of paths) {
      // The page as served, before any script ran.
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('id="first-paint"');
      expect(html).not.toContain('class="fp-title"');
      expect(html).not.toContain('class="fp-tab"');
      expect(html).not.toContain('Loma Campana');
    }
    // A country the data does not have gets no head (the app answers with its not-found screen).
    const html = await (await page.request.get('/flaring-explorer/atlantis')).text();
    expect(html).not.toContain('class="fp-title"');
  }
  await visitor.close();
  await user.close();
});

test("a project's edit page is painted for who may edit it, and for nobody else", async ({ browser }) => {
  const reader = await browser.newContext();
  const admin = await browser.newContext();
  // May read the illustrative project (project access), may not edit it (not its owner).
  await signIn(reader, { role: 'user', hasProjectAccess: true });
  await signIn(admin, { role: 'admin' });
  const served = async (context: typeof reader, path: string) =>
    (await (await context.newPage()).request.get(path)).text();
  expect(await served(reader, '/project/loma-campana-gas-to-power')).toContain('class="fp-title"');
  const refused = await served(reader, '/project/loma-campana-gas-to-power/edit');
  expect(refused).toContain('id="first-paint"');
  expect(refused).not.toContain('class="fp-title"');
  expect(refused).not.toContain('Loma Campana');
  expect(await served(admin, '/project/loma-campana-gas-to-power/edit')).toContain(
    'Edit Loma Campana associated gas to power',
  );
  await reader.close();
  await admin.close();
});
