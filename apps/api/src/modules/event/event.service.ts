import { randomUUID } from 'node:crypto';
import {
  dictionaries,
  EVENT_CAPTCHA_ACTION,
  type EventRegistration,
  type EventRegistrationList,
  type EventRegistrationListQuery,
  type EventRole,
  type Locale,
} from '@flarescope/shared';
import { stringify } from 'csv-stringify/sync';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import { escapeCell } from '../../lib/table-export.js';
import { fill } from '../../i18n.js';
import type { MailMessage } from '../../infra/mail/index.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { requireCaptcha } from '../../lib/require-captcha.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limits.js';
import * as repo from './event.repository.js';

/** Business Mastery registrations of interest from one IP (an office may register a few people). */
const EVENT_INTEREST_IP: RateLimitRule = { prefix: 'event:ip', limit: 10, windowSeconds: 60 * 60 };

type Registration = {
  name: string;
  email: string;
  company: string;
  country: string;
  role: EventRole;
  position?: string | undefined;
  message?: string | undefined;
  captcha: string;
  language?: Locale | undefined;
};

const countryName = (code: string, language: Locale): string =>
  new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;

/** The confirmation, in the registrant's language. */
const composeConfirmation = (registration: Omit<Registration, 'captcha'>, language: Locale): MailMessage => {
  const t = dictionaries[language].mail;
  const values = {
    name: registration.name,
    company: registration.company,
    country: countryName(registration.country, language),
    role: t.event_interest.roles[registration.role],
  };
  const text = [
    t.greeting,
    '',
    fill(t.event_interest.intro, values),
    '',
    fill(t.event_interest.details, values),
    '',
    t.event_interest.next,
    '',
    t.signature,
    '',
  ].join('\n');
  return { to: registration.email, subject: t.event_interest.subject, text };
};

/** What the organisers get at EVENT_INBOX: every field, in English. */
const composeInboxMail = (registration: Omit<Registration, 'captcha'>, inbox: string, language: Locale) => {
  const t = dictionaries.en.mail.event_interest;
  const values = {
    name: registration.name,
    company: registration.company,
    country: countryName(registration.country, 'en'),
  };
  const text = [
    `Name: ${registration.name}`,
    `Email: ${registration.email}`,
    `Company: ${registration.company}`,
    `Position: ${registration.position ?? '—'}`,
    `Country: ${values.country} (${registration.country})`,
    `Works for: ${t.roles[registration.role]}`,
    `Language: ${language}`,
    '',
    registration.message ?? '',
    '',
  ].join('\n');
  return { to: inbox, subject: fill(t.inboxSubject, values), text };
};

/** A registration's world: the request's service context and the organisers' inbox (EVENT_INBOX). */
export type EventContext = ServiceContext & { config: Pick<Config, 'eventInbox'> };

/**
 * "Register your interest" (issue 20, item 18): bot check, a limit per IP, then the registration is
 * stored (a second one from the same address replaces the details) and confirmed by mail in the
 * registrant's language; the organisers get a copy at EVENT_INBOX when it is configured. A mail that
 * cannot be sent does not undo the registration (it is stored, and the organisers list it).
 */
export const registerInterest = async (
  ctx: EventContext,
  input: Registration,
): Promise<{ updated: boolean }> => {
  const { meta } = ctx;
  await consumeRateLimit(ctx.db, ctx.clock, EVENT_INTEREST_IP, meta.ip ?? 'unknown');
  await requireCaptcha(ctx, EVENT_CAPTCHA_ACTION, input.captcha, meta);
  const language = input.language ?? 'en';
  const email = input.email.toLowerCase();
  const now = ctx.clock.now().toISOString();
  const existing = await repo.findByEmail(ctx.db, email);
  await repo.upsertRegistration(ctx.db, {
    id: existing?.id ?? randomUUID(),
    email,
    name: input.name,
    company: input.company,
    position: input.position ?? null,
    country: input.country,
    role: input.role,
    message: input.message ?? null,
    language,
    ip: meta.ip ?? null,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  });
  const registration = { ...input, email };
  const mails = [composeConfirmation(registration, language)];
  if (ctx.config.eventInbox) mails.push(composeInboxMail(registration, ctx.config.eventInbox, language));
  for (const mail of mails) {
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      ctx.log.warn({ err: error, to: mail.to === email ? 'registrant' : 'inbox' }, 'event mail not sent');
    }
  }
  return { updated: existing !== undefined };
};

type RegistrationRow = Awaited<ReturnType<typeof repo.listRegistrations>>['items'][number];

const present = (row: RegistrationRow): EventRegistration => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  country: row.country,
  role: row.role as EventRole,
  position: row.position,
  message: row.message,
  language: row.language as Locale,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A page of the registrations (administrators), searched, newest first. */
export const listInterest = async (
  ctx: Pick<AppContext, 'db'>,
  query: EventRegistrationListQuery,
): Promise<EventRegistrationList> => {
  const { items, total } = await repo.listRegistrations(ctx.db, query.q || undefined, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: items.map(present), total, page: query.page, pageSize: query.pageSize };
};

/** The most rows one CSV of the registrations holds (newest first). */
export const REGISTRATIONS_CSV_MAX_ROWS = 50_000;

/**
 * The registrations matching `q` as CSV in `lang`: headers, country names, roles and languages in words,
 * with a byte order mark so Excel reads UTF-8; cells that a spreadsheet would run as formulas are escaped.
 */
export const interestCsv = async (
  ctx: Pick<AppContext, 'db'>,
  { q, lang }: { q: string | undefined; lang: Locale },
): Promise<Buffer> => {
  const t = dictionaries[lang].admin.registrations;
  const { items } = await repo.listRegistrations(ctx.db, q || undefined, {
    limit: REGISTRATIONS_CSV_MAX_ROWS,
    offset: 0,
  });
  const columns = t.columns;
  const text = stringify([
    [
      columns.name,
      columns.email,
      columns.company,
      columns.position,
      columns.country,
      columns.role,
      columns.message,
      columns.language,
      columns.created,
      columns.updated,
    ],
    ...items.map((row) =>
      [
        row.name,
        row.email,
        row.company,
        row.position ?? '',
        countryName(row.country, lang),
        t.roles[row.role as EventRole] ?? row.role,
        row.message ?? '',
        t.languages[row.language as Locale] ?? row.language,
        row.created_at,
        row.updated_at,
      ].map((cell) => escapeCell(cell)),
    ),
  ]);
  return Buffer.from(`\ufeff${text}`, 'utf8');
};
