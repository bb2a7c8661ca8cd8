import path from 'node:path';
import type { Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { expect, presetLanguage, signIn, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 33, item 8 (decision 040): a cluster of flares in the screened list — its members, operators,
 * shares and gathering line — and the project draft it starts, whose radius re-forms the cluster (a radius
 * out of bounds refused, translated), saved as a project whose page shows that radius, in en and es.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const TEXT = {
  en: {
    screened: 'Screened opportunities',
    clusters: /^Clusters$/,
    clusterOf: /^Cluster of \d+ flares around /,
    member: /· \d+\s?% of the gas · [\d.]+ km$/,
    gathering:
      /^Gathering line [\d.]+ km: .+ in the capex \(estimate: 4-inch pipeline, Parker 2004, USD 2017\)$/,
    start: /^Start a project from the cluster around flare /,
    radius: 'Gathering radius (km)',
    reform: 'Re-form the cluster',
    radiusError: 'Enter a gathering radius from 0.5 to 50 km',
    clusterTitle: /^The cluster: \d+ flares, [\d,]+ m³\/d$/,
    titleEn: 'Title (English)',
    titleEs: 'Title (Spanish)',
    summaryEn: 'Summary (English)',
    save: 'Save project',
    details: 'Project details',
    radiusSaved:
      'Gathering radius: 1 km. The linked flares were pooled as one cluster: those within this distance of the largest, where the plant stands.',
  },
  es: {
    screened: 'Oportunidades preseleccionadas',
    clusters: /^Agrupaciones$/,
    clusterOf: /^Agrupación de \d+ antorchas en torno a /,
    member: /· \d+\s?% del gas · [\d,]+ km$/,
    gathering:
      /^Línea de recolección [\d,]+ km: .+ en el capex \(estimación: ducto de 4 pulgadas, Parker 2004, USD 2017\)$/,
    start: /^Iniciar un proyecto desde la agrupación en torno a la antorcha /,
    radius: 'Radio de recolección (km)',
    reform: 'Reformar la agrupación',
    radiusError: 'Ingrese un radio de recolección de 0,5 a 50 km',
    clusterTitle: /^La agrupación: \d+ antorchas, [\d.\s]+ m³\/d$/,
    titleEn: 'Título (inglés)',
    titleEs: 'Título (español)',
    summaryEn: 'Resumen (inglés)',
    save: 'Guardar el proyecto',
    details: 'Detalles del proyecto',
    radiusSaved:
      'Radio de recolección: 1 km. Las antorchas vinculadas se reunieron en una agrupación: las que están a esta distancia o menos de la mayor, donde se ubica la planta.',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const T = TEXT[language];

  test(`clusters: found in the screened list, opened as a draft whose radius re-forms it (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await presetLanguage(context, language);
    await signIn(context, { language });
    await page.goto('/opportunities/screened');
    await expect(h1(page)).toHaveText(T.screened, { timeout: 60_000 });

    // Clusters only: the first row names its members (links to their flare pages) and its line.
    await page.locator('label').filter({ hasText: T.clusters }).click();
    await expect(page).toHaveURL(/kind=cluster/);
    const firstRow = page.getByRole('row').nth(1);
    const cluster = firstRow.getByTestId('screened-cluster');
    await expect(cluster.getByText(T.clusterOf)).toBeVisible({ timeout: 30_000 });
    // The members show on asking (the row stays one line tall until then).
    const members = cluster.getByRole('listitem');
    await expect(members).toHaveCount(0);
    await cluster.getByText(T.clusterOf).click();
    expect(await members.count()).toBeGreaterThanOrEqual(2);
    await expect(members.first()).toHaveText(T.member);
    await expect(members.first().getByRole('link')).toHaveAttribute('href', /^\/flaring-explorer\//);
    await expect(cluster.getByTestId('screened-gathering')).toHaveText(T.gathering);
    expect(await blockingViolations(page)).toEqual([]);
    await saveScreenshot(page, {
      path: path.join('screenshots', 'clusters', `list-${language}.png`),
      fullPage: false,
    });

    // The draft from the cluster: its members, the radius it was formed with.
    const memberCount = await members.count();
    await firstRow.getByRole('link', { name: T.start }).click();
    await expect(page).toHaveURL(/\/projects\/new\?.*cluster=5/);
    const draft = page.getByTestId('draft-cluster');
    await expect(draft.getByText(T.clusterTitle)).toBeVisible({ timeout: 30_000 });
    await expect(draft.getByRole('listitem')).toHaveCount(memberCount);
    const radius = page.getByLabel(T.radius);
    await expect(radius).toHaveValue('5');
    expect(await blockingViolations(page)).toEqual([]);
    await saveScreenshot(page, {
      path: path.join('screenshots', 'clusters', `draft-${language}.png`),
      fullPage: false,
    });

    // Out of bounds: refused by the API, said under the field in the user's language, the cluster kept.
    await radius.fill('80');
    await page.getByRole('button', { name: T.reform }).click();
    await expect(page.getByText(T.radiusError)).toBeVisible({ timeout: 30_000 });
    await expect(draft.getByRole('listitem')).toHaveCount(memberCount);

    // A smaller radius re-forms the cluster around the same flare: no more members than before. The title
    // typed before stays; the summary is the new cluster's.
    const title = {
      en: `Cluster plant ${language} ${Date.now()}`,
      es: `Planta agrupada ${language} ${Date.now()}`,
    };
    await page.getByLabel(T.titleEn).fill(title.en);
    await page.getByLabel(T.titleEs).fill(title.es);
    await radius.fill('1');
    await page.getByRole('button', { name: T.reform }).click();
    await expect(page).toHaveURL(/cluster=1(&|$)/);
    await expect(page.getByText(T.radiusError)).toHaveCount(0, { timeout: 30_000 });
    await expect(draft.getByText(T.clusterTitle)).toBeVisible();
    // The form is drawn again from the cluster at 1 km (while it comes, the last cluster shows, not its form).
    await expect(page.getByLabel(T.summaryEn)).toHaveValue(/ within 1 km of flare /, { timeout: 30_000 });
    expect(await draft.getByRole('listitem').count()).toBeLessThanOrEqual(memberCount);
    await expect(page.getByLabel(T.titleEn)).toHaveValue(title.en);
    await expect(page.getByLabel(T.titleEs)).toHaveValue(title.es);

    // Saved, the project's page shows the radius its cluster was formed with, with its unit.
    await page.getByRole('button', { name: T.save }).click();
    await expect(h1(page)).toHaveText(title[language], { timeout: 30_000 });
    await page.getByRole('navigation').getByRole('link', { name: T.details }).click();
    await expect(page.getByTestId('gathering-radius')).toHaveText(T.radiusSaved, { timeout: 15_000 });
    expect(await blockingViolations(page)).toEqual([]);
  });
}
