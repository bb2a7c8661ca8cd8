import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { labelled, lastMailTo } from './support/accounts';
import { createSignedInUser, expect, test, type Language } from './support/fixtures';
import { createProject, pageFor } from './support/projects';

/** What each side reads and clicks, in each language. */
const TEXT = {
  en: {
    upload: 'Upload',
    uploaded: 'The document was added.',
    questionsTab: 'Questions and answers',
    messagesTab: 'Messages',
    logTab: 'Access log',
    question: 'Your question',
    about: 'About',
    ask: 'Send the question',
    sent: 'Your question was sent to the owner.',
    answer: 'Your answer',
    everyone: /^Every investor who accepted/,
    sendAnswer: 'Send the answer',
    published: 'Published to every investor',
    bellUnread: /^Notices, \d+ unread$/,
    askedNotice: /asked a question about Puesto/,
    answeredNotice: /Your question about Puesto .* was answered/,
    messageNotice: /sent you a message about Puesto/,
    askedMail: /^A question about Puesto/,
    answeredMail: /^Your question about Puesto .* was answered$/,
    message: 'Your message',
    send: 'Send',
    withOwner: 'Conversation with the project’s owner,',
    asked: 'Asked a question',
    csv: 'Download the log (CSV)',
    csvHeader: 'Time (UTC),Person,Action,Document,Version,Outcome,Reason',
  },
  es: {
    upload: 'Subir',
    uploaded: 'El documento se agregó.',
    questionsTab: 'Preguntas y respuestas',
    messagesTab: 'Mensajes',
    logTab: 'Registro de accesos',
    question: 'Su pregunta',
    about: 'Sobre',
    ask: 'Enviar la pregunta',
    sent: 'Su pregunta se envió al titular.',
    answer: 'Su respuesta',
    everyone: /^Todos los inversores que aceptaron/,
    sendAnswer: 'Enviar la respuesta',
    published: 'Publicada para todos los inversores',
    bellUnread: /^Avisos, \d+ sin leer$/,
    askedNotice: /hizo una pregunta sobre Motores/,
    answeredNotice: /Su pregunta sobre Motores .* fue respondida/,
    messageNotice: /le envió un mensaje sobre Motores/,
    askedMail: /^Una pregunta sobre Motores/,
    answeredMail: /^Su pregunta sobre Motores .* fue respondida$/,
    message: 'Su mensaje',
    send: 'Enviar',
    withOwner: 'Conversación con el titular del proyecto,',
    asked: 'Hizo una pregunta',
    csv: 'Descargar el registro (CSV)',
    csvHeader: 'Hora (UTC),Persona,Acción,Documento,Versión,Resultado,Motivo',
  },
} as const;

const STUDY = {
  name: 'Feasibility study.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n% Puesto Hernandez feasibility\n%%EOF\n'),
};

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });
};

for (const language of ['en', 'es'] as const) {
  const T = TEXT[language];
  const ownerLanguage: Language = language === 'en' ? 'es' : 'en';
  const O = TEXT[ownerLanguage];

  test(`an investor asks, the owner publishes the answer, and they write to each other (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const ownerUser = createSignedInUser({ language: ownerLanguage });
    const investorUser = createSignedInUser({ language, hasProjectAccess: true });
    const project = createProject(ownerUser.id, language);
    const room = `/project/${project.slug}/investors-financials`;

    const owner = await pageFor(browser, ownerUser, ownerLanguage);
    await owner.setViewportSize({ width: 1366, height: 900 });
    await owner.goto(room);
    await owner.locator('#data-room-heading ~ * input[type=file]').first().setInputFiles(STUDY);
    await owner.getByRole('button', { name: O.upload, exact: true }).click();
    await expect(owner.getByText(O.uploaded)).toBeVisible();

    // The investor accepts the terms (their own request, as the page's button sends it).
    const investor = await pageFor(browser, investorUser, language);
    await investor.setViewportSize({ width: 1366, height: 900 });
    const accepted = await investor.request.post(`/api/projects/${project.slug}/nda/acceptance`, {
      data: { version: 1 },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(accepted.status()).toBe(200);

    // They ask about the study, in the Q&A tab.
    await investor.goto(room);
    await tab(investor, T.questionsTab).click();
    await expect(investor).toHaveURL(/\?room=questions/);
    await labelled(investor, T.question).fill('What gas volume does the study assume in year 5?');
    await labelled(investor, T.about).selectOption({ label: STUDY.name });
    await investor.getByRole('button', { name: T.ask }).click();
    await expect(investor.getByRole('status').filter({ hasText: T.sent })).toBeVisible();
    expect(await blockingViolations(investor)).toEqual([]);

    // The owner hears of it in their language (bell and mail), lands on the question and publishes an answer.
    await expect.poll(() => lastMailTo(ownerUser.email)?.subject ?? '').toMatch(O.askedMail);
    await owner.goto('/');
    await owner.getByRole('button', { name: O.bellUnread }).click();
    await owner.getByRole('link', { name: O.askedNotice }).click();
    await expect(owner).toHaveURL(/\?room=questions/);
    await expect(tab(owner, O.questionsTab)).toHaveAttribute('aria-selected', 'true');
    const card = owner.getByRole('article').filter({ hasText: 'What gas volume' });
    await card.getByLabel(O.answer).fill('About 80 000 m³ a day, declining 5 % a year (table 3).');
    await card.getByRole('radio', { name: O.everyone }).check();
    await card.getByRole('button', { name: O.sendAnswer }).click();
    await expect(card.getByText(O.published)).toBeVisible();
    expect(await blockingViolations(owner)).toEqual([]);
    await shoot(owner, `owner-questions-${ownerLanguage}`);

    // The investor reads the answer, told by the bell and by mail in their language.
    await expect.poll(() => lastMailTo(investorUser.email)?.subject ?? '').toMatch(T.answeredMail);
    await investor.reload();
    await expect(investor.getByText('declining 5 % a year')).toBeVisible();
    await expect(investor.getByText(T.published)).toBeVisible();
    await investor.getByRole('button', { name: T.bellUnread }).click();
    await expect(investor.getByRole('link', { name: T.answeredNotice })).toBeVisible();
    await investor.keyboard.press('Escape');
    await shoot(investor, `investor-questions-${language}`);

    // They write to the owner, whose passport the conversation links to.
    await tab(investor, T.messagesTab).click();
    await expect(investor.getByText(T.withOwner)).toBeVisible();
    await expect(investor.getByRole('link', { name: new RegExp(ownerUser.username) })).toHaveAttribute(
      'href',
      `/passport/${ownerUser.username}`,
    );
    await labelled(investor, T.message).fill('Could we visit the site next week?');
    await investor.getByRole('button', { name: T.send, exact: true }).click();
    await expect(investor.getByText('Could we visit the site next week?')).toBeVisible();
    expect(await blockingViolations(investor)).toEqual([]);

    // The owner answers in the conversation, and the investor is told.
    await owner.goto(`${room}?room=messages`);
    await expect(owner.getByText('Could we visit the site next week?')).toBeVisible();
    await labelled(owner, O.message).fill('Yes: Tuesday at 10, at the Puesto Hernández gate.');
    await owner.getByRole('button', { name: O.send, exact: true }).click();
    await expect(owner.getByText('Tuesday at 10')).toBeVisible();
    expect(await blockingViolations(owner)).toEqual([]);
    await shoot(owner, `owner-messages-${ownerLanguage}`);
    await investor.goto('/');
    await investor.getByRole('button', { name: T.bellUnread }).click();
    await investor.getByRole('link', { name: T.messageNotice }).first().click();
    await expect(investor.getByText('Tuesday at 10')).toBeVisible();
    await shoot(investor, `investor-messages-${language}`);

    // The question is in the owner's access log, which downloads as CSV in the owner's language.
    await owner.goto(`${room}?room=log`);
    await expect(tab(owner, O.logTab)).toHaveAttribute('aria-selected', 'true');
    await expect(owner.getByRole('cell', { name: new RegExp(`${O.asked} ${STUDY.name}`) })).toBeVisible();
    const download = owner.waitForEvent('download');
    await owner.getByRole('link', { name: O.csv }).click();
    const file = await download;
    const text = fs.readFileSync(await file.path(), 'utf8');
    expect(text.replace(/^\ufeff/, '').split(/\r?\n/)[0]).toBe(O.csvHeader);
    expect(text).not.toContain('127.0.0.1');
    expect(await blockingViolations(owner)).toEqual([]);
    await shoot(owner, `owner-log-${ownerLanguage}`);
  });
}
