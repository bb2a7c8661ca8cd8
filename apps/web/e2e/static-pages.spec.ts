import type { Locator, Page } from '@playwright/test';
import { expect, presetLanguage, test, type Language } from './support/fixtures';
import { LANGUAGES } from './support/screens';
import { asOwnClient, lastMailTo, mailCountTo, uniqueEmail } from './support/accounts';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const innerText = (locator: Locator) => locator.evaluate((element) => (element as HTMLElement).innerText);

type LegalPage = {
  path: string;
  title: Record<Language, string>;
  /** Sentences the page must show, per language. */
  mentions: Record<Language, RegExp[]>;
};

const LEGAL_PAGES: LegalPage[] = [
  {
    path: '/privacy',
    title: { en: 'Privacy policy', es: 'Política de privacidad' },
    // SPEC §4: a closed account is deleted permanently after 30 days unless its owner signs in.
    mentions: {
      en: [/your account is deleted permanently after 30 days/, /If you sign in again within 30 days/],
      es: [
        /su cuenta se elimina de forma definitiva al cabo de 30 días/,
        /Si vuelve a iniciar sesión dentro de los 30 días/,
      ],
    },
  },
  {
    path: '/terms',
    title: { en: 'Terms of use', es: 'Términos de uso' },
    mentions: { en: [/zero routine gas flaring by 2030/], es: [/cero quema rutinaria de gas para 2030/] },
  },
  {
    path: '/cookies',
    title: { en: 'Cookie policy', es: 'Política de cookies' },
    mentions: {
      en: [
        /^auth: keeps you signed in\..*HttpOnly.*SameSite=Lax.*1000 days/,
        /^enviroment \(spelled this way.*value prod.*1000 days/,
      ],
      es: [
        /^auth: mantiene su sesión iniciada\..*HttpOnly.*SameSite=Lax.*1000 días/,
        /^enviroment \(escrita así.*valor prod.*1000 días/,
      ],
    },
  },
];

const CONTENTS: Record<Language, string> = { en: 'Contents', es: 'Índice' };

test.describe('legal pages', () => {
  for (const language of LANGUAGES) {
    for (const legal of LEGAL_PAGES) {
      test(`${legal.path} in ${language}: title, contents that jump to each section, key facts`, async ({
        page,
        context,
      }) => {
        await presetLanguage(context, language);
        await page.goto(legal.path);
        await expect(h1(page)).toHaveText(legal.title[language]);

        const contents = page.getByRole('navigation', { name: CONTENTS[language] });
        const links = contents.getByRole('link');
        const count = await links.count();
        expect(count, 'sections in the contents list').toBeGreaterThanOrEqual(5);
        // Every section heading is numbered "n. Heading" and listed, in order, in the contents.
        const sectionHeadings = page.getByRole('main').getByRole('heading', { level: 2, name: /^\d+\. / });
        await expect(sectionHeadings).toHaveCount(count);

        for (let index = 0; index < count; index += 1) {
          const link = links.nth(index);
          const label = (await link.innerText()).trim();
          const heading = sectionHeadings.nth(index);
          await expect(heading).toHaveText(`${index + 1}. ${label}`);
          const href = await link.getAttribute('href');
          expect(href, `contents link ${label}`).toMatch(/^#[a-z0-9-]+$/);
          await link.click();
          await expect.poll(() => new URL(page.url()).hash).toBe(href);
          await expect(heading).toBeInViewport();
        }

        const paragraphs = await page.getByRole('main').locator('p, li').allInnerTexts();
        for (const mention of legal.mentions[language]) {
          expect(
            paragraphs.some((text) => mention.test(text)),
            `a paragraph matching ${String(mention)}`,
          ).toBe(true);
        }

        // A list comes right after the paragraph that introduces it ("It includes:"), never after the
        // paragraph that should follow it.
        const introductions = await page
          .getByRole('main')
          .locator('section p')
          .evaluateAll((paragraphs) =>
            paragraphs
              .filter((p) => (p as HTMLElement).innerText.trim().endsWith(':'))
              .map((p) => ({
                text: (p as HTMLElement).innerText,
                next: p.nextElementSibling?.tagName ?? '',
              })),
          );
        expect(introductions.length, 'paragraphs that introduce a list').toBeGreaterThan(0);
        for (const { text, next } of introductions) expect(next, `the element after “${text}”`).toBe('UL');

        // The other two policies are linked at the bottom.
        for (const other of LEGAL_PAGES.filter((item) => item !== legal)) {
          await expect(
            page.getByRole('main').getByRole('link', { name: other.title[language], exact: true }),
          ).toHaveAttribute('href', other.path);
        }
      });
    }
  }
});

type EventCopy = {
  sections: string[];
  days: RegExp[];
  facts: Array<[string, string]>;
  editions: Array<[string, string, string]>;
};

const EVENT_COPY: Record<Language, EventCopy> = {
  en: {
    sections: [
      'The challenge',
      'The format',
      'Event dates and places',
      'Bidding',
      'Host',
      'Day-by-day program',
      'Titles',
      'Register your interest',
    ],
    days: [/^Day 1 — /, /^Day 2 — /, /^Day 3 — /, /^Day 4 — /],
    facts: [
      ['4', 'days'],
      ['5', 'Latin American countries'],
      ['40', 'professionals per country'],
    ],
    editions: [
      ['Bogotá', 'Colombia', 'April 22nd to 25th'],
      ['Lima', 'Peru', 'To be confirmed'],
      ['Mexico City', 'Mexico', 'To be confirmed'],
    ],
  },
  es: {
    sections: [
      'El desafío',
      'El formato',
      'Fechas y sedes',
      'Licitación',
      'Anfitrión',
      'Programa día por día',
      'Títulos',
      'Registre su interés',
    ],
    days: [/^Día 1 — /, /^Día 2 — /, /^Día 3 — /, /^Día 4 — /],
    facts: [
      ['4', 'días'],
      ['5', 'países de América Latina'],
      ['40', 'profesionales por país'],
    ],
    editions: [
      ['Bogotá', 'Colombia', 'Del 22 al 25 de abril'],
      ['Lima', 'Perú', 'Por confirmar'],
      ['Ciudad de México', 'México', 'Por confirmar'],
    ],
  },
};

const INTEREST: Record<
  Language,
  {
    labels: Record<'name' | 'email' | 'company' | 'country' | 'message', string>;
    service: string;
    send: string;
    done: RegExp;
    emailError: string;
    subject: string;
    mailLine: string;
  }
> = {
  en: {
    labels: {
      name: 'Full name',
      email: 'Email',
      company: 'Company',
      country: 'Country',
      message: 'Message (optional)',
    },
    service: 'A service company',
    send: 'Send',
    done: /^Thank you, Ana Ruiz\. Your interest is registered, and a confirmation is on its way to /,
    emailError: 'Wrong email format',
    subject: 'Business Mastery: your interest is registered',
    mailLine: 'Servicios del Golfo, Mexico, service company.',
  },
  es: {
    labels: {
      name: 'Nombre completo',
      email: 'Correo electrónico',
      company: 'Empresa',
      country: 'País',
      message: 'Mensaje (opcional)',
    },
    service: 'Una empresa de servicios',
    send: 'Enviar',
    done: /^Gracias, Ana Ruiz\. Su interés quedó registrado y le enviamos una confirmación a /,
    emailError: 'Formato de correo electrónico incorrecto',
    subject: 'Business Mastery: su interés quedó registrado',
    mailLine: 'Servicios del Golfo, México, empresa de servicios.',
  },
};

test.describe('registering interest in Business Mastery', () => {
  for (const language of LANGUAGES) {
    test(`the form stores the registration and mails a confirmation (${language})`, async ({
      page,
      context,
    }) => {
      const copy = INTEREST[language];
      await asOwnClient(context);
      await presetLanguage(context, language);
      await page.goto('/bussiness');
      await page
        .getByRole('link', { name: language === 'en' ? 'Register your interest' : 'Registre su interés' })
        .click();
      const form = page.getByRole('form', {
        name: language === 'en' ? 'Register your interest' : 'Registre su interés',
      });
      await form.getByLabel(copy.labels.name).fill('Ana Ruiz');
      await form.getByLabel(copy.labels.email).fill('not-an-email');
      await form.getByRole('textbox', { name: copy.labels.company }).fill('Servicios del Golfo');
      await form
        .getByRole('combobox', { name: copy.labels.country })
        .fill(language === 'en' ? 'Mexico' : 'México');
      await page.getByRole('option', { name: language === 'en' ? 'Mexico' : 'México', exact: true }).click();
      await form.getByRole('radio', { name: copy.service }).check();
      await form.getByLabel(copy.labels.message).fill('Twelve years in gas processing.\nHappy to lead.');
      await form.getByRole('button', { name: copy.send }).click();
      await expect(form.getByText(copy.emailError)).toBeVisible();

      const email = uniqueEmail(`event-${language}`);
      const seen = mailCountTo(email);
      await form.getByLabel(copy.labels.email).fill(email);
      await form.getByRole('button', { name: copy.send }).click();
      await expect(page.getByRole('status')).toHaveText(copy.done, { timeout: 20_000 });
      await expect.poll(() => mailCountTo(email), { timeout: 20_000 }).toBeGreaterThan(seen);
      const mail = lastMailTo(email);
      expect(mail?.subject).toBe(copy.subject);
      expect(mail?.text).toContain(copy.mailLine);
    });
  }
});

test.describe('business page', () => {
  for (const language of LANGUAGES) {
    test(`/bussiness in ${language}: sections, facts, dates, program and titles`, async ({
      page,
      context,
    }) => {
      const copy = EVENT_COPY[language];
      await presetLanguage(context, language);
      await page.goto('/bussiness');
      await expect(h1(page)).toHaveText('Business Mastery');

      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(copy.sections);
      for (const section of copy.sections) {
        await expect(page.getByRole('region', { name: section, exact: true })).toBeVisible();
      }

      // SPEC §1, §9: 4 days, 5 countries, 40 professionals per country.
      const format = page.getByRole('region', { name: copy.sections[1], exact: true });
      const formatText = await innerText(format);
      for (const [value, label] of copy.facts) {
        expect(formatText, `fact "${value} ${label}"`).toMatch(
          new RegExp(`(^|\\n)${value}\\s*\\n\\s*${label}(\\n|$)`),
        );
      }

      const table = page.getByRole('region', { name: copy.sections[2], exact: true }).getByRole('table');
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(copy.editions.length + 1);
      for (const [index, [city, country, dates]] of copy.editions.entries()) {
        const row = rows.nth(index + 1);
        await expect(row.getByRole('rowheader')).toHaveText(city);
        await expect(row.getByRole('cell')).toHaveText([country, dates]);
      }

      const program = page.getByRole('region', { name: copy.sections[5], exact: true });
      await expect(program.getByRole('heading', { level: 3 })).toHaveText(copy.days);
      for (const day of await program.getByRole('article').all()) {
        // Every day has a timed schedule.
        await expect(day.getByRole('term').first()).toHaveText(/^\d{2}:\d{2}$/);
      }

      const titles = page.getByRole('region', { name: copy.sections[6], exact: true });
      await expect(titles.getByRole('heading', { level: 3 })).toHaveText(['Business Master', 'Champion']);
    });
  }
});
