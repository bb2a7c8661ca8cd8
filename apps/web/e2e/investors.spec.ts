import { blockingViolations } from './support/axe';
import { labelled, lastMailTo } from './support/accounts';
import { createSignedInUser, expect, test, type Language } from './support/fixtures';
import { createProject, pageFor } from './support/projects';
import { saveScreenshot } from './support/screenshots';

/** What each side reads and clicks, in each language. */
const TEXT = {
  en: {
    organisation: 'Organisation',
    type: 'Type of investor',
    ticketMin: 'Smallest ticket (USD)',
    ticketMax: 'Largest ticket (USD)',
    saveProfile: 'Save investor profile',
    profileSaved: 'Your investor profile was saved.',
    investorsTab: 'Investor financials',
    interest: 'Express interest',
    accept: 'I accept the confidentiality terms',
    acceptedOn: /You accepted version 1 on/,
    indicate: 'Indicate an amount',
    amount: 'Amount (USD)',
    instrument: 'Instrument',
    equity: 'Equity',
    indicated: 'Indicated',
    committed: 'Committed',
    pending: 'waiting for the owner',
    accepted: 'accepted by the owner',
    acceptIndication: 'Accept the indication',
    pipelineTable: 'Investors in the pipeline',
    upload: 'Upload',
    uploaded: 'The document was added.',
    bellUnread: /^Notices, \d+ unread$/,
    indicatedNotice: /Patagonia Capital indicated \$2,000,000 for Puesto/,
    acceptedNotice: /Your indication for Puesto .* was accepted/,
    indicationMail: /^New indication for Puesto/,
    acceptedMail: /^Your indication for Puesto .* was accepted$/,
    aboveSought: 'The amount cannot be more than the funding sought',
    indicationStage: 'Indication',
    amountText: '$2,000,000',
  },
  es: {
    organisation: 'Organización',
    type: 'Tipo de inversor',
    ticketMin: 'Ticket menor (USD)',
    ticketMax: 'Ticket mayor (USD)',
    saveProfile: 'Guardar perfil de inversor',
    profileSaved: 'Su perfil de inversor se guardó.',
    investorsTab: 'Finanzas para inversores',
    interest: 'Manifestar interés',
    accept: 'Acepto los términos de confidencialidad',
    acceptedOn: /Usted aceptó la versión 1 el/,
    indicate: 'Indicar un monto',
    amount: 'Monto (USD)',
    instrument: 'Instrumento',
    equity: 'Capital',
    indicated: 'Indicado',
    committed: 'Comprometido',
    pending: 'esperando al titular',
    accepted: 'aceptada por el titular',
    acceptIndication: 'Aceptar la indicación',
    pipelineTable: 'Inversores en el proceso',
    upload: 'Subir',
    uploaded: 'El documento se agregó.',
    bellUnread: /^Avisos, \d+ sin leer$/,
    indicatedNotice: /Patagonia Capital indicó 2\.000\.000\sUS\$ para Motores/,
    acceptedNotice: /Su indicación para Motores .* fue aceptada/,
    indicationMail: /^Nueva indicación para Motores/,
    acceptedMail: /^Su indicación para Motores .* fue aceptada$/,
    aboveSought: 'El monto no puede superar la financiación buscada',
    indicationStage: 'Indicación',
    amountText: '2.000.000',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const T = TEXT[language];
  // The owner reads in the other language: each in their own.
  const ownerLanguage: Language = language === 'en' ? 'es' : 'en';
  const O = TEXT[ownerLanguage];

  test(`an investor finds an opportunity, accepts the terms and indicates; the owner accepts (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const ownerUser = createSignedInUser({ language: ownerLanguage });
    const investorUser = createSignedInUser({ language, hasProjectAccess: true });
    const project = createProject(ownerUser.id, language);

    // The owner puts a feasibility study in the project's data room.
    const owner = await pageFor(browser, ownerUser, ownerLanguage);
    await owner.goto(`/project/${project.slug}/investors-financials`);
    await owner
      .locator('#data-room-heading ~ * input[type=file]')
      .first()
      .setInputFiles({
        name: 'Feasibility study.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7\n% Puesto Hernandez feasibility\n%%EOF\n'),
      });
    await owner.getByRole('button', { name: O.upload, exact: true }).click();
    await expect(owner.getByText(O.uploaded)).toBeVisible();

    // The investor describes themselves in the settings.
    const investor = await pageFor(browser, investorUser, language);
    await investor.goto('/settings#investor-profile');
    const profile = investor.getByRole('region', {
      name: language === 'en' ? 'Investor profile' : 'Perfil de inversor',
    });
    await labelled(profile, T.organisation).fill('Patagonia Capital');
    await labelled(profile, T.type).selectOption('fund');
    await labelled(profile, T.ticketMin).fill('1000000');
    await labelled(profile, T.ticketMax).fill('15000000');
    await profile.getByRole('button', { name: T.saveProfile }).click();
    await expect(profile.getByRole('status')).toHaveText(T.profileSaved);

    // They find the project among the open opportunities and open its investor financials.
    await investor.goto('/opportunities');
    await investor.getByRole('link', { name: project.title[language] }).click();
    await investor.getByRole('navigation').getByRole('link', { name: T.investorsTab }).click();
    await investor.getByRole('button', { name: T.interest }).click();
    await investor.getByRole('button', { name: T.accept }).click();
    await expect(investor.getByText(T.acceptedOn)).toBeVisible();

    // The data room opens: the investor downloads the study.
    const download = investor.waitForEvent('download');
    await investor.getByRole('link', { name: new RegExp('Feasibility study\\.pdf') }).click();
    expect((await download).suggestedFilename()).toBe('Feasibility study.pdf');

    // An indication above the funding sought is refused on its field; 2 million of equity is sent.
    await investor.getByRole('button', { name: T.indicate }).click();
    await labelled(investor, T.amount).fill('20000000');
    await labelled(investor, T.instrument).selectOption('equity');
    await investor.getByRole('main').getByRole('button', { name: T.indicate }).click();
    await expect(investor.getByText(T.aboveSought)).toBeVisible();
    await labelled(investor, T.amount).fill('2000000');
    await investor.getByRole('main').getByRole('button', { name: T.indicate }).click();
    await expect(investor.getByText(T.pending).first()).toBeVisible();
    await expect(investor.getByTestId('funding-indicated')).toContainText(T.amountText);
    expect(await blockingViolations(investor)).toEqual([]);
    await saveScreenshot(investor, {
      path: test.info().outputPath(`investor-${language}.png`),
      fullPage: true,
    });

    // The owner, in their language, sees the investor in the pipeline and accepts the indication.
    await owner.goto('/');
    await expect.poll(() => lastMailTo(ownerUser.email)?.subject ?? '').toMatch(O.indicationMail);
    const bell = owner.getByRole('button', { name: O.bellUnread });
    await bell.click();
    await owner.getByRole('link', { name: O.indicatedNotice }).click();
    await expect(owner).toHaveURL(new RegExp(`/project/${project.slug}/investors-financials$`));
    const row = owner
      .getByRole('table', { name: O.pipelineTable })
      .getByRole('row', { name: /Patagonia Capital/ });
    await expect(row).toContainText(O.indicationStage);
    await row.getByRole('button', { name: new RegExp(`^${O.acceptIndication}`) }).click();
    await expect(owner.getByText(O.accepted).first()).toBeVisible();
    await expect(owner.getByTestId('funding-indicated')).toContainText(O.amountText);
    expect(await blockingViolations(owner)).toEqual([]);
    await saveScreenshot(owner, {
      path: test.info().outputPath(`owner-${ownerLanguage}.png`),
      fullPage: true,
    });

    // The investor hears of it (bell and mail, in their language) and sees the change.
    await investor.reload();
    await expect(investor.getByText(T.accepted).first()).toBeVisible();
    await expect.poll(() => lastMailTo(investorUser.email)?.subject ?? '').toMatch(T.acceptedMail);
    await investor.getByRole('button', { name: T.bellUnread }).click();
    await expect(investor.getByRole('link', { name: T.acceptedNotice })).toBeVisible();

    // Both pages on a phone, and the investor's settings, for people to look at.
    await investor.keyboard.press('Escape');
    for (const [page, name] of [
      [investor, `investor-${language}`],
      [owner, `owner-${ownerLanguage}`],
    ] as const) {
      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(page, { path: test.info().outputPath(`${name}-390.png`), fullPage: true });
    }
    await investor.goto('/settings#investor-profile');
    await expect(investor.getByRole('button', { name: T.saveProfile })).toBeVisible();
    await saveScreenshot(investor, {
      path: test.info().outputPath(`settings-${language}-390.png`),
      fullPage: true,
    });
  });
}
