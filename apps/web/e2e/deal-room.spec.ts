import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { blockingViolations } from './support/axe';
import { labelled, lastMailTo } from './support/accounts';
import { createSignedInUser, expect, test, type Language } from './support/fixtures';
import { createProject, pageFor } from './support/projects';
import { saveScreenshot } from './support/screenshots';

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
    csvHeader: 'Time (UTC),Person,Action,Document,Version,Pages read,Seconds open,Outcome,Reason',
    accessMode: 'Investors may',
    viewOnlyOption: 'Read in the browser only',
    viewOnly: 'View only',
    read: (name: string) => `Read ${name} in the browser`,
    download: (name: string) => `Download ${name}`,
    viewerTitle: (name: string, version: number) => `${name}, version ${version}`,
    downloadCopy: 'Download a copy',
    readInViewer: /Read in the viewer Site plan\.pdf \(v1\)\s*[1-9]\d* pages? seen, open \d+ s/,
    newVersion: (name: string) => `New version of ${name}`,
    note: 'What changed',
    sendVersion: 'Upload the new version',
    replaced: 'A new version was added.',
    versionNotice: /Version 2 of Site plan v2\.pdf in the data room of Puesto/,
    versionMail: /^New version of Site plan v2\.pdf \(Puesto/,
    earlier: 'Earlier versions',
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
    csvHeader: 'Hora (UTC),Persona,Acción,Documento,Versión,Páginas leídas,Segundos abierto,Resultado,Motivo',
    accessMode: 'Los inversores pueden',
    viewOnlyOption: 'Leer solo en el navegador',
    viewOnly: 'Solo lectura',
    read: (name: string) => `Leer ${name} en el navegador`,
    download: (name: string) => `Descargar ${name}`,
    viewerTitle: (name: string, version: number) => `${name}, versión ${version}`,
    downloadCopy: 'Descargar una copia',
    readInViewer: /Leyó en el visor Site plan\.pdf \(v1\)\s*[1-9]\d* páginas? vistas?, abierto \d+ s/,
    newVersion: (name: string) => `Nueva versión de ${name}`,
    note: 'Qué cambió',
    sendVersion: 'Subir la nueva versión',
    replaced: 'Se agregó una nueva versión.',
    versionNotice: /Versión 2 de Site plan v2\.pdf en la sala de datos de Motores/,
    versionMail: /^Nueva versión de Site plan v2\.pdf \(Motores/,
    earlier: 'Versiones anteriores',
  },
} as const;

const STUDY = {
  name: 'Feasibility study.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n% Puesto Hernandez feasibility\n%%EOF\n'),
};

/** A real PDF of `pages` pages (pdf-lib), each saying which page it is. */
const buildPdf = async (pages: number, title: string) => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    pdf.addPage([595, 842]).drawText(`${title}, page ${n}`, { x: 72, y: 760, size: 22, font });
  }
  return Buffer.from(await pdf.save());
};

/** How many times a PDF's pages draw `text` with a standard font (hex WinAnsi strings, as pdf-lib writes). */
const pdfDrawCount = (bytes: Buffer, text: string) => {
  const hex = Buffer.from(text, 'latin1').toString('hex').toUpperCase();
  let content = '';
  for (let at = 0; ;) {
    const start = bytes.indexOf('stream', at);
    if (start < 0) break;
    const body = start + (bytes[start + 6] === 0x0d ? 8 : 7);
    const end = bytes.indexOf('endstream', body);
    if (end < 0) break;
    try {
      content += zlib.inflateSync(bytes.subarray(body, end)).toString('latin1');
    } catch {
      content += bytes.subarray(body, end).toString('latin1');
    }
    at = end + 9;
  }
  return content.split(hex).length - 1;
};

/** Drops a file on the zone as a person's drag and drop does (a DataTransfer with the file). */
const dropFile = async (page: Page, name: string, bytes: Buffer) => {
  const zone = page.getByRole('dialog').getByTestId('file-drop');
  const transfer = await page.evaluateHandle(
    ({ name: fileName, data }) => {
      const dataTransfer = new DataTransfer();
      const content = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      dataTransfer.items.add(new File([content], fileName, { type: 'application/pdf' }));
      return dataTransfer;
    },
    { name, data: bytes.toString('base64') },
  );
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
};

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

const shoot = async (page: Page, name: string) => {
  await saveScreenshot(page, { path: test.info().outputPath(`${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, { path: test.info().outputPath(`${name}-390.png`), fullPage: true });
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
    // Sent: the box empties (until then its text matches too) and the message is in the conversation.
    await expect(labelled(investor, T.message)).toHaveValue('');
    await expect(investor.getByText('Could we visit the site next week?')).toBeVisible();
    expect(await blockingViolations(investor)).toEqual([]);

    // The owner answers in the conversation, and the investor is told.
    await owner.goto(`${room}?room=messages`);
    await expect(owner.getByText('Could we visit the site next week?')).toBeVisible();
    await labelled(owner, O.message).fill('Yes: Tuesday at 10, at the Puesto Hernández gate.');
    await owner.getByRole('button', { name: O.send, exact: true }).click();
    await expect(labelled(owner, O.message)).toHaveValue('');
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

for (const language of ['en', 'es'] as const) {
  const T = TEXT[language];
  const ownerLanguage: Language = language === 'en' ? 'es' : 'en';
  const O = TEXT[ownerLanguage];

  test(`an investor reads a view-only PDF with their watermark, and hears of its new version (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const ownerUser = createSignedInUser({ language: ownerLanguage });
    const investorUser = createSignedInUser({ language, hasProjectAccess: true });
    const project = createProject(ownerUser.id, language);
    const room = `/project/${project.slug}/investors-financials`;
    const plan = {
      name: 'Site plan.pdf',
      mimeType: 'application/pdf',
      buffer: await buildPdf(2, 'Site plan'),
    };

    // The owner adds a PDF investors may only read in the browser.
    const owner = await pageFor(browser, ownerUser, ownerLanguage);
    await owner.setViewportSize({ width: 1366, height: 900 });
    await owner.goto(room);
    await owner.locator('#data-room-heading ~ * input[type=file]').first().setInputFiles(plan);
    await labelled(owner, O.accessMode).selectOption({ label: O.viewOnlyOption });
    await owner.getByRole('button', { name: O.upload, exact: true }).click();
    await expect(owner.getByText(O.uploaded)).toBeVisible();
    await expect(owner.getByText(O.viewOnly, { exact: true })).toBeVisible();

    const investor = await pageFor(browser, investorUser, language);
    await investor.setViewportSize({ width: 1366, height: 900 });
    const accepted = await investor.request.post(`/api/projects/${project.slug}/nda/acceptance`, {
      data: { version: 1 },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(accepted.status()).toBe(200);

    // A view-only document offers no download, and the server refuses one asked for all the same.
    await investor.goto(room);
    await expect(investor.getByText(T.viewOnly, { exact: true })).toBeVisible();
    await expect(investor.getByRole('link', { name: T.download(plan.name) })).toHaveCount(0);
    const documentId = (
      (await (await investor.request.get(`/api/projects/${project.slug}/data-room`)).json()) as {
        documents: Array<{ id: string }>;
      }
    ).documents[0]!.id;
    const refused = await investor.request.get(
      `/api/projects/${project.slug}/data-room/${documentId}/download`,
    );
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('document_view_only');

    // The viewer draws the pages of the copy watermarked with the investor's name, e-mail and time.
    const served = await investor.request.get(`/api/projects/${project.slug}/data-room/${documentId}/view`);
    expect(served.headers()['content-disposition']).toMatch(/^inline;/);
    const copy = Buffer.from(await served.body());
    expect(pdfDrawCount(copy, investorUser.email)).toBe(4);
    expect(pdfDrawCount(copy, 'Erin Tester')).toBe(4);
    await investor.getByRole('button', { name: T.read(plan.name) }).click();
    const viewer = investor.getByRole('dialog', { name: T.viewerTitle(plan.name, 1) });
    await expect(viewer.locator('canvas[data-rendered=true]')).toHaveCount(2);
    await expect(viewer.getByRole('link', { name: T.downloadCopy })).toHaveCount(0);
    expect(await blockingViolations(investor)).toEqual([]);
    await saveScreenshot(investor, { path: test.info().outputPath(`investor-viewer-${language}.png`) });
    await investor.setViewportSize({ width: 390, height: 844 });
    await expect(viewer.locator('canvas[data-rendered=true]')).toHaveCount(2);
    await saveScreenshot(investor, { path: test.info().outputPath(`investor-viewer-${language}-390.png`) });
    await investor.setViewportSize({ width: 1366, height: 900 });
    await investor.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);

    // The reading is in the owner's log with the pages seen and the time open.
    await owner.goto(`${room}?room=log`);
    await expect(owner.getByRole('cell', { name: O.readInViewer })).toBeVisible();

    // The owner drops a new version with a note; the investor, who read the first, is told.
    await owner.goto(room);
    await owner.getByRole('button', { name: O.newVersion(plan.name) }).click();
    const dialog = owner.getByRole('dialog', { name: O.newVersion(plan.name) });
    await dropFile(owner, 'Site plan v2.pdf', await buildPdf(3, 'Site plan v2'));
    await expect(dialog.getByText('Site plan v2.pdf')).toBeVisible();
    await labelled(dialog, O.note).fill('Flare stack moved 40 m north; page 3 added.');
    expect(await blockingViolations(owner)).toEqual([]);
    await shoot(owner, `owner-new-version-${ownerLanguage}`);
    await dialog.getByRole('button', { name: O.sendVersion }).click();
    await expect(owner.getByText(O.replaced)).toBeVisible();

    await expect.poll(() => lastMailTo(investorUser.email)?.subject ?? '').toMatch(T.versionMail);
    await investor.goto('/');
    await investor.getByRole('button', { name: T.bellUnread }).click();
    await investor.getByRole('link', { name: T.versionNotice }).click();
    await expect(investor).toHaveURL(new RegExp(`${room}`));
    await expect(investor.getByText('Flare stack moved 40 m north; page 3 added.')).toBeVisible();
    await investor.getByText(T.earlier).click();
    await expect(investor.getByRole('button', { name: T.read('Site plan v2.pdf') })).toBeVisible();
    expect(await blockingViolations(investor)).toEqual([]);
    await shoot(investor, `investor-new-version-${language}`);
  });
}
