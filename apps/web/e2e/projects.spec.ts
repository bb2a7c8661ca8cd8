import type { Browser, Page } from '@playwright/test';
import { expect, presetLanguage, signIn, test, type Language } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const liveNpv = (page: Page) => page.getByTestId('live-figures').locator('[data-figure="npv"] dd');

/** What each language's user reads and clicks. */
const TEXT = {
  en: {
    start: 'Start a gas-to-power project',
    titleEn: 'Title (English)',
    titleEs: 'Title (Spanish)',
    tariff: 'Tariff (USD/MWh)',
    save: 'Save project',
    draft: 'Draft',
    publish: 'Publish',
    published: /Published on/,
    opportunities: 'Open opportunities',
    tabs: {
      details: ['Project details', 'Linked flares'],
      financials: ['Project financials', 'Yearly cash flows'],
      investors: ['Investor financials', 'Capital structure in the model'],
    },
    noAccess: 'You have not yet received access to projects data.',
    irr: 'Project IRR',
  },
  es: {
    start: 'Iniciar un proyecto de gas a energía',
    titleEn: 'Título (inglés)',
    titleEs: 'Título (español)',
    tariff: 'Tarifa (USD/MWh)',
    save: 'Guardar el proyecto',
    draft: 'Borrador',
    publish: 'Publicar',
    published: /Publicado el/,
    opportunities: 'Oportunidades abiertas',
    tabs: {
      details: ['Detalles del proyecto', 'Antorchas vinculadas'],
      financials: ['Finanzas del proyecto', 'Flujos de caja anuales'],
      investors: ['Finanzas para inversores', 'Estructura de capital del modelo'],
    },
    noAccess: 'Aún no ha recibido acceso a los datos de proyectos.',
    irr: 'TIR del proyecto',
  },
} as const;

const newPage = async (browser: Browser, language: Language, options: Parameters<typeof signIn>[1] = {}) => {
  const context = await browser.newContext();
  await presetLanguage(context, language);
  await signIn(context, { language, ...options });
  return context.newPage();
};

for (const language of ['en', 'es'] as const) {
  const T = TEXT[language];

  test(`a flare becomes a project, an admin publishes it and an investor reads its four pages (${language})`, async ({
    browser,
  }) => {
    // Five people in five browsers, each page a route loaded on its first visit.
    test.setTimeout(180_000);
    const title = { en: `Bandurria Sur engines ${language}`, es: `Motores en Bandurria Sur ${language}` };

    // The owner starts from a flare: the form is pre-filled and the model follows the tariff as typed.
    const owner = await newPage(browser, language);
    await owner.goto('/flaring-explorer/argentina/ypf-s-a/bandurria-sur-01956');
    await owner.getByRole('link', { name: T.start }).click();
    // The form's module (the model, its checks) loads on the first visit.
    await expect(h1(owner)).toHaveText(T.start, { timeout: 20_000 });
    await expect(liveNpv(owner)).toBeVisible();
    const npvBefore = await liveNpv(owner).textContent();
    await owner.getByLabel(T.tariff).fill('120');
    await expect(liveNpv(owner)).not.toHaveText(npvBefore ?? '');
    const computeMs = Number(await owner.locator('[data-compute-ms]').getAttribute('data-compute-ms'));
    expect(computeMs).toBeGreaterThan(0);
    test.info().annotations.push({ type: 'recompute ms', description: String(computeMs) });
    await owner.getByLabel(T.titleEn).fill(title.en);
    await owner.getByLabel(T.titleEs).fill(title.es);
    await owner.getByRole('button', { name: T.save }).click();
    await expect(h1(owner)).toHaveText(title[language]);
    await expect(owner.getByText(T.draft, { exact: true })).toBeVisible();
    const projectPath = new URL(owner.url()).pathname;
    expect(projectPath).toBe(`/project/bandurria-sur-engines-${language}`);

    // An investor with project access cannot see the draft yet.
    const investor = await newPage(browser, language, { hasProjectAccess: true });
    await investor.goto('/opportunities');
    await expect(h1(investor)).toHaveText(T.opportunities);
    await expect(investor.getByRole('link', { name: title[language] })).toHaveCount(0);

    // An administrator publishes it.
    const admin = await newPage(browser, language, { role: 'admin' });
    await admin.goto(projectPath);
    await admin.getByRole('button', { name: T.publish, exact: true }).click();
    await expect(admin.getByText(T.published)).toBeVisible();

    // The investor finds it among the open opportunities and reads the four pages.
    await investor.reload();
    await investor.getByRole('link', { name: title[language] }).click();
    await expect(h1(investor)).toHaveText(title[language]);
    await expect(investor.locator('[data-figure="irr"]')).toContainText(T.irr);
    for (const [tab, heading] of Object.values(T.tabs)) {
      await investor.getByRole('navigation').getByRole('link', { name: tab }).click();
      // Each page is a route of its own, loaded on its first visit.
      await expect(investor.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page', {
        timeout: 15_000,
      });
      await expect(investor.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    await saveScreenshot(investor, {
      path: test.info().outputPath(`investors-financials-${language}.png`),
      fullPage: true,
    });

    // A user without project access gets SPEC's message.
    const outsider = await newPage(browser, language);
    await outsider.goto(projectPath);
    await expect(outsider.getByText(T.noAccess)).toBeVisible();
    await outsider.goto('/opportunities');
    await expect(outsider.getByText(T.noAccess)).toBeVisible();
  });
}
