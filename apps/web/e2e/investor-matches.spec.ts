import { projectCaseIrrs, type ProjectModelInputs } from '@flarescope/shared';
import Database from 'better-sqlite3';
import { E2E_DB_FILE } from '../../../playwright.config';
import { blockingViolations } from './support/axe';
import { labelled, mailsTo } from './support/accounts';
import { createSignedInUser, expect, test } from './support/fixtures';
import { createProject, pageFor, setProjectStage } from './support/projects';
import { saveScreenshot } from './support/screenshots';

/**
 * Feeds a project from the Argentine flare of the shipped catalogue with the most gas among those with 6
 * or more years of record (its two cases then exist, decision 041; its sponsors' equity IRR is ~19 %).
 */
const feedFromSteadyFlare = (slug: string) => {
  const db = new Database(E2E_DB_FILE, { fileMustExist: true, timeout: 10_000 });
  try {
    db.pragma('busy_timeout = 10000');
    const flare = db
      .prepare(
        `SELECT flare_id AS id FROM flare_year_totals
         WHERE source_id = 'eog-vnf-catalog-2017-2024' AND country_iso3 = 'ARG'
         GROUP BY flare_id HAVING COUNT(*) >= 6
         ORDER BY SUM(volume_m3) DESC, flare_id LIMIT 1`,
      )
      .get() as { id: string };
    db.prepare(
      `UPDATE project_flares SET flare_id = ? WHERE project_id = (SELECT id FROM projects WHERE slug = ?)`,
    ).run(flare.id, slug);
  } finally {
    db.close();
  }
};

/**
 * Investors matched (issue 33, item 9; decisions 039, 041): an investor states what they fund — a minimum
 * IRR on the sponsors' case — and asks for new projects by mail at once (the weekly digest is the
 * default), a project that meets it enters seeking funding and they hear of it (bell and mail), and
 * "Matches for you" on the passport lists it with its reasons, the IRR read on the case they chose; the
 * owner sees a count.
 */
const TEXT = {
  en: {
    profileRegion: 'Investor profile',
    organisation: 'Organisation',
    type: 'Type of investor',
    ticketMin: 'Smallest ticket (USD)',
    ticketMax: 'Largest ticket (USD)',
    instruments: 'Instruments you fund',
    equity: 'Equity',
    minIrr: 'Minimum IRR (%)',
    irrCase: 'IRR on the case',
    saveProfile: 'Save investor profile',
    profileSaved: 'Your investor profile was saved.',
    noticesRegion: 'E-mail notices',
    newProjects: 'New projects seeking funding that meet my investor profile’s criteria',
    weekly: 'Weekly digest',
    saveNotices: 'Save e-mail preferences',
    noticesSaved: 'Your e-mail preferences were saved.',
    moveStage: 'Move to stage',
    stageSaved: 'Stage saved.',
    bellUnread: /^Notices, \d+ unread$/,
    notice: (title: string) => `A new opportunity: ${title}`,
    mailBody: 'meets the criteria of your investor profile',
    matches: 'Matches for you',
    stage: 'Argentina · Seeking funding',
    reasonsOf: (title: string) => `Why ${title} matches`,
    ticket: /^Equity sought \$3\.57M, within your ticket$/,
    irr: (min: number) => new RegExp(`^-?[\\d.]+% on the sponsors’ case \\(your minimum ${min}%\\)$`),
    screened: /^Screened opportunities \(\d+\)$/,
    ownerCount: /^This project meets the criteria of \d+ investors?\.$/,
  },
  es: {
    profileRegion: 'Perfil de inversor',
    organisation: 'Organización',
    type: 'Tipo de inversor',
    ticketMin: 'Ticket menor (USD)',
    ticketMax: 'Ticket mayor (USD)',
    instruments: 'Instrumentos que financia',
    equity: 'Capital',
    minIrr: 'TIR mínima (%)',
    irrCase: 'TIR del caso',
    saveProfile: 'Guardar perfil de inversor',
    profileSaved: 'Su perfil de inversor se guardó.',
    noticesRegion: 'Avisos por correo',
    newProjects: 'Nuevos proyectos que buscan financiación y cumplen los criterios de mi perfil de inversor',
    weekly: 'Resumen semanal',
    saveNotices: 'Guardar preferencias de correo',
    noticesSaved: 'Sus preferencias de correo se guardaron.',
    moveStage: 'Pasar a la etapa',
    stageSaved: 'Etapa guardada.',
    bellUnread: /^Avisos, \d+ sin leer$/,
    notice: (title: string) => `Una nueva oportunidad: ${title}`,
    mailBody: 'cumple los criterios de su perfil de inversor',
    matches: 'Oportunidades para usted',
    stage: 'Argentina · Buscando financiamiento',
    reasonsOf: (title: string) => `Por qué coincide ${title}`,
    ticket: /^Capital: se buscan 3,57\sM\sUS\$, dentro de su ticket$/,
    irr: (min: number) =>
      new RegExp(`^-?[\\d,]+\\s% en el caso de los patrocinadores \\(su mínimo ${min}\\s%\\)$`),
    screened: /^Oportunidades evaluadas \(\d+\)$/,
    ownerCount: /^Este proyecto cumple los criterios de \d+ inversor(es)?\.$/,
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const T = TEXT[language];

  test(`an investor states what they fund, hears of a match and finds it with its reasons (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const ownerUser = createSignedInUser({ language });
    const investorUser = createSignedInUser({ language, hasProjectAccess: true });
    // 10 MW of engines seeking 12 M$: equity 3.57 M$ and debt 8.43 M$ assumed from the model. In
    // feasibility until the owner moves it on.
    const project = createProject(ownerUser.id, language);
    setProjectStage(project.slug, 'feasibility');
    feedFromSteadyFlare(project.slug);
    const title = project.title[language];

    // The sponsors' case as the project page computes it (its flare's P50 gas, the lenders' loan): the
    // investor's minimum is the whole percent below its equity IRR.
    const investor = await pageFor(browser, investorUser, language);
    const page = (await (await investor.request.get(`/api/projects/${project.slug}`)).json()) as {
      project: { model: ProjectModelInputs };
      flares: Parameters<typeof projectCaseIrrs>[1]['flares'];
      survival: Parameters<typeof projectCaseIrrs>[1]['survival'];
    };
    const sponsors = projectCaseIrrs(page.project.model, page)?.sponsors ?? null;
    expect(sponsors).toBeGreaterThan(0.01);
    const minimum = Math.floor((sponsors ?? 0) * 100) - 1;

    // Equity of 1–15 M$ at that sponsors' IRR.
    await investor.goto('/settings#investor-profile');
    const profile = investor.getByRole('region', { name: T.profileRegion });
    await labelled(profile, T.organisation).fill('Patagonia Capital');
    await labelled(profile, T.type).selectOption('fund');
    await labelled(profile, T.ticketMin).fill('1000000');
    await labelled(profile, T.ticketMax).fill('15000000');
    await labelled(profile, T.instruments).fill(T.equity);
    await investor.getByRole('option', { name: T.equity, exact: true }).click();
    await investor.keyboard.press('Escape');
    await labelled(profile, T.minIrr).fill(String(minimum));
    await labelled(profile, T.irrCase).selectOption('sponsors');
    await profile.getByRole('button', { name: T.saveProfile }).click();
    await expect(profile.getByRole('status')).toHaveText(T.profileSaved);
    // New projects come in the weekly digest by default; this investor wants them at once.
    const notices = investor.getByRole('region', { name: T.noticesRegion });
    await expect(labelled(notices, T.newProjects)).toHaveValue('weekly');
    await expect(labelled(notices, T.newProjects).locator('option:checked')).toHaveText(T.weekly);
    await labelled(notices, T.newProjects).selectOption('immediate');
    await notices.getByRole('button', { name: T.saveNotices }).click();
    await expect(notices.getByRole('status')).toHaveText(T.noticesSaved);
    expect(await blockingViolations(investor)).toEqual([]);
    await saveScreenshot(investor, {
      path: test.info().outputPath(`notices-${language}.png`),
      fullPage: true,
    });

    // The owner moves the project to seeking funding: it now meets the investor's criteria.
    const owner = await pageFor(browser, ownerUser, language);
    await owner.goto(`/project/${project.slug}`);
    await labelled(owner, T.moveStage).selectOption('seeking_funding');
    await owner.getByRole('button', { name: T.moveStage }).click();
    await expect(owner.getByText(T.stageSaved)).toBeVisible();

    // The investor hears of it by mail and by the bell, in their language (other tests' projects may
    // meet their criteria too: this project's mail is looked for, not the last one).
    const noticeMail = () => mailsTo(investorUser.email).find((mail) => mail.subject === T.notice(title));
    await expect.poll(() => noticeMail()?.subject ?? '').toBe(T.notice(title));
    expect(noticeMail()?.text).toContain(T.mailBody);
    await investor.goto('/passport');
    await investor.getByRole('button', { name: T.bellUnread }).click();
    await expect(investor.getByRole('link', { name: new RegExp(T.notice(title)) })).toBeVisible();
    await investor.keyboard.press('Escape');

    // "Matches for you" lists it with why; the screened opportunities follow.
    const matches = investor.getByRole('region', { name: T.matches });
    await expect(matches.getByRole('link', { name: title })).toBeVisible();
    await expect(matches.getByText(T.stage).first()).toBeVisible();
    const reasons = matches.getByRole('list', { name: T.reasonsOf(title) }).getByRole('listitem');
    await expect(reasons).toHaveText([T.ticket, T.irr(minimum)]);
    await expect(matches.getByRole('heading', { name: T.screened })).toBeVisible();
    expect(await blockingViolations(investor)).toEqual([]);
    await saveScreenshot(investor, {
      path: test.info().outputPath(`matches-${language}.png`),
      fullPage: true,
    });

    // The owner sees how many investors' criteria the project meets, and no names.
    await owner.goto(`/project/${project.slug}/investors-financials`);
    await expect(owner.getByTestId('investor-match-count').getByText(T.ownerCount)).toBeVisible();
    await expect(owner.getByTestId('investor-match-count')).not.toContainText('Patagonia Capital');
  });
}
