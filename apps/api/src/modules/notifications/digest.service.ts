import { randomUUID } from 'node:crypto';
import {
  LOCALES,
  paths,
  SCREENED_MATCH_NOTICE_ITEMS,
  type DigestKind,
  type Locale,
  type NotificationKind,
} from '@flarescope/shared';
import { lockWithin } from '../../db/races.js';
import { translate } from '../../i18n.js';
import { digestWeekOf } from './digest-week.js';
import type { NoticeProject } from './notices-port.js';
import * as repo from './notifications.repository.js';
import { mailModesOf, type NoticeContext } from './notifications.service.js';
import { recipientsOf, type Recipient } from './recipients.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';

/**
 * New matches told by the bell and by mail (issue 33, item 9; decision 041): the notices of screened
 * opportunities that newly meet an investor's criteria, and the weekly digest that carries the notices of
 * new matches whose users chose it (the default).
 */

/** A screened opportunity as a notice names it. */
export type ScreenedMatchItem = {
  name: string;
  country: { slug: string; nameEn: string; nameEs: string };
  company: { slug: string; name: string };
  capacityMw: number;
};

type ScreenedMatchData = { count: number; items: ScreenedMatchItem[] };

const localeOf = (value: string): Locale =>
  (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en';

const flareUrl = (base: string, item: ScreenedMatchItem) =>
  `${base}${paths.flaring.flare(item.country.slug, item.company.slug, item.name)}`;

const number = (locale: Locale, value: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);

const usd = (locale: Locale, value: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    value,
  );

const itemsOf = (data: ScreenedMatchData | null): ScreenedMatchItem[] =>
  Array.isArray(data?.items) ? data.items : [];

const flareLine = (locale: Locale, base: string, item: ScreenedMatchItem) =>
  translate(locale, 'mail.digest.flare', {
    flare: item.name,
    company: item.company.name,
    country: locale === 'es' ? item.country.nameEs : item.country.nameEn,
    mw: number(locale, item.capacityMw),
    url: flareUrl(base, item),
  });

const unsubscribeLines = async (ctx: NoticeContext, locale: Locale, userId: string, kinds: DigestKind[]) => {
  const base = ctx.config.publicUrl;
  const lines: string[] = [];
  for (const kind of kinds) {
    const token = await signUnsubscribeToken(ctx.db, ctx.clock, userId, kind);
    lines.push(
      translate(locale, 'mail.digest.unsubscribe', {
        kind: translate(locale, `mail.digest.kinds.${kind}`),
        url: `${base}${paths.unsubscribe}?token=${encodeURIComponent(token)}`,
      }),
    );
  }
  lines.push(
    translate(locale, 'mail.notices.preferences', { url: `${base}${paths.settings}#email-notices` }),
  );
  return lines;
};

/**
 * Stores, in the caller's transaction, one screened_match notice per investor naming the screened rows
 * that newly meet their criteria (the best SCREENED_MATCH_NOTICE_ITEMS, with how many there are), and
 * which rows each was told of, so that none is told twice. The notice waits for the weekly digest, or is
 * to be mailed at once (the returned list: mailScreenedMatches after the commit), or is not mailed.
 */
export const storeScreenedMatchNotices = async (
  { db: trx }: Pick<NoticeContext, 'db'>,
  {
    now,
    entries,
  }: {
    now: string;
    entries: ReadonlyArray<{
      userId: string;
      flareIds: readonly string[];
      items: readonly ScreenedMatchItem[];
    }>;
  },
): Promise<Array<{ userId: string; data: ScreenedMatchData }>> => {
  const people = await recipientsOf(
    trx,
    entries.map((entry) => entry.userId),
  );
  const open = new Set(people.map((person) => person.id));
  const told = entries.filter((entry) => open.has(entry.userId) && entry.flareIds.length > 0);
  if (told.length === 0) return [];
  const modes = await mailModesOf(
    { db: trx },
    { userIds: told.map((entry) => entry.userId), kind: 'screened_match' },
  );
  const immediate: Array<{ userId: string; data: ScreenedMatchData }> = [];
  for (const entry of told) {
    const id = randomUUID();
    const data: ScreenedMatchData = {
      count: entry.flareIds.length,
      items: entry.items.slice(0, SCREENED_MATCH_NOTICE_ITEMS),
    };
    const mode = modes.get(entry.userId);
    await repo.insertNotifications(trx, [
      {
        id,
        user_id: entry.userId,
        kind: 'screened_match',
        project_id: null,
        data: JSON.stringify(data),
        read_at: null,
        created_at: now,
        mail_state: mode === 'weekly' ? 'digest' : null,
      },
    ]);
    await repo.insertScreenedMatchNotices(
      trx,
      entry.flareIds.map((flareId) => ({
        user_id: entry.userId,
        flare_id: flareId,
        notification_id: id,
        created_at: now,
      })),
    );
    if (mode === 'immediate') immediate.push({ userId: entry.userId, data });
  }
  return immediate;
};

/**
 * The screened rows (by flare) each of `userIds` was already told of, in one query: the look for new
 * screened matches tells nobody of a row twice (decision 041). Every id has an entry.
 */
export const screenedFlaresToldOf = async (
  { db }: Pick<NoticeContext, 'db'>,
  { userIds }: { userIds: readonly string[] },
): Promise<Map<string, Set<string>>> => {
  const told = new Map(userIds.map((id) => [id, new Set<string>()]));
  for (const row of await repo.toldFlares(db, userIds)) told.get(row.user_id)?.add(row.flare_id);
  return told;
};

/** The mails of screened_match notices whose users chose an immediate mail (after the notices commit). */
export const mailScreenedMatches = async (
  ctx: NoticeContext,
  { notices }: { notices: ReadonlyArray<{ userId: string; data: ScreenedMatchData }> },
): Promise<void> => {
  if (notices.length === 0) return;
  const people = new Map(
    (
      await recipientsOf(
        ctx.db,
        notices.map((notice) => notice.userId),
      )
    ).map((person) => [person.id, person]),
  );
  const base = ctx.config.publicUrl;
  for (const notice of notices) {
    const person = people.get(notice.userId);
    if (!person) continue;
    const locale = localeOf(person.language);
    const items = itemsOf(notice.data);
    const text = [
      translate(locale, 'mail.greeting'),
      '',
      translate(locale, 'mail.notices.screened_match.body', { count: notice.data.count }),
      ...items.map((item) => flareLine(locale, base, item)),
      ...(notice.data.count > items.length
        ? [
            translate(locale, 'mail.digest.more', {
              count: notice.data.count - items.length,
              url: `${base}${paths.passport}`,
            }),
          ]
        : []),
      '',
      translate(locale, 'mail.digest.all', { url: `${base}${paths.passport}` }),
      '',
      translate(locale, 'mail.signature'),
      '',
      '--',
      ...(await unsubscribeLines(ctx, locale, person.id, ['screened_match'])),
    ].join('\n');
    try {
      await ctx.mailer.send({
        to: person.email,
        subject: translate(locale, 'mail.notices.screened_match.subject'),
        text,
      });
    } catch (error) {
      ctx.log.error({ err: error, kind: 'screened_match' }, 'could not send a notice e-mail');
    }
  }
};

/** A notice waiting for the digest, with the project it names (none: the project is gone, or it names none). */
type PendingRow = Awaited<ReturnType<typeof repo.digestPending>>[number] & { project?: NoticeProject };

const parseData = (json: string): ScreenedMatchData | null => {
  try {
    const value = JSON.parse(json) as ScreenedMatchData;
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
};

/** One user's digest: its subject and text, in their language. */
const digestMail = async (
  ctx: NoticeContext,
  person: Recipient,
  rows: readonly PendingRow[],
): Promise<{ to: string; subject: string; text: string }> => {
  const locale = localeOf(person.language);
  const base = ctx.config.publicUrl;
  const projects = rows.flatMap((row) =>
    row.kind === 'new_opportunity' && row.project?.slug ? [row.project] : [],
  );
  const screened = rows.filter((row) => row.kind === 'screened_match').map((row) => parseData(row.data));
  const screenedTotal = screened.reduce((sum, data) => sum + (data?.count ?? 0), 0);
  const listed = screened.flatMap(itemsOf).slice(0, SCREENED_MATCH_NOTICE_ITEMS);
  const kinds: DigestKind[] = [];
  const lines = [translate(locale, 'mail.greeting'), '', translate(locale, 'mail.digest.intro')];
  if (projects.length > 0) {
    kinds.push('new_opportunity');
    lines.push('', translate(locale, 'mail.digest.projects'));
    for (const project of projects)
      lines.push(
        translate(locale, 'mail.digest.project', {
          project: locale === 'es' ? project.title_es : project.title_en,
          country: (locale === 'es' ? project.country_es : project.country_en) ?? '',
          amount: usd(locale, Number(project.funding_sought_usd)),
          url: `${base}${paths.project.info(project.slug)}`,
        }),
      );
  }
  if (screenedTotal > 0) {
    kinds.push('screened_match');
    lines.push('', translate(locale, 'mail.digest.screened'));
    lines.push(...listed.map((item) => flareLine(locale, base, item)));
    if (screenedTotal > listed.length)
      lines.push(
        translate(locale, 'mail.digest.more', {
          count: screenedTotal - listed.length,
          url: `${base}${paths.passport}`,
        }),
      );
  }
  lines.push(
    '',
    translate(locale, 'mail.digest.all', { url: `${base}${paths.passport}` }),
    '',
    translate(locale, 'mail.signature'),
    '',
    '--',
    ...(await unsubscribeLines(ctx, locale, person.id, kinds)),
  );
  return {
    to: person.email,
    subject: translate(locale, 'mail.digest.subject', { count: projects.length + screenedTotal }),
    text: lines.join('\n'),
  };
};

/**
 * Sends the week's digests that are due: for each user with notices waiting, once the week's moment
 * (digestWeekOf) has passed and no digest of that week was sent, one mail listing the notices made
 * before it (later ones wait for the next week), in the user's language. A notice of a kind turned off
 * meanwhile is dropped from it; with nothing left, nothing is sent. Claimed in one transaction per user
 * (a unique week per user), so two processes never send the same digest; a mail that cannot be sent is
 * logged and not retried, as every notice mail. Answers how many digests were sent.
 */
export const sendDueDigests = async (ctx: NoticeContext): Promise<number> => {
  const now = ctx.clock.now();
  const week = digestWeekOf(now).toISOString();
  let sent = 0;
  for (const userId of await repo.usersWithDigestPending(ctx.db)) {
    const digest = await ctx.db.transaction().execute(async (trx) => {
      await lockWithin(trx, `digest:${userId}`);
      if (await repo.hasDigest(trx, userId, week)) return null;
      const pending = (await repo.digestPending(trx, userId)).filter((row) => row.created_at < week);
      if (pending.length === 0) return null;
      const kinds = [...new Set(pending.map((row) => row.kind as NotificationKind))];
      const modes = new Map(
        await Promise.all(
          kinds.map(
            async (kind) =>
              [kind, (await mailModesOf({ db: trx }, { userIds: [userId], kind })).get(userId)] as const,
          ),
        ),
      );
      const kept = pending.filter((row) => modes.get(row.kind as NotificationKind) !== 'off');
      await repo.settleDigestNotices(
        trx,
        pending.filter((row) => !kept.includes(row)).map((row) => row.id),
        null,
      );
      const [person] = await recipientsOf(trx, [userId]);
      if (kept.length === 0 || !person) return null;
      // The projects the notices name, asked of projects through the port in one batch, in this transaction.
      const projectIds = [...new Set(kept.flatMap((row) => (row.project_id ? [row.project_id] : [])))];
      const projects = new Map(
        projectIds.length === 0
          ? []
          : (await ctx.ports.notices.projectsOf({ db: trx }, { ids: projectIds })).map((project) => [
              project.id,
              project,
            ]),
      );
      const id = randomUUID();
      await repo.insertDigest(trx, {
        id,
        user_id: userId,
        week_of: week,
        items: kept.length,
        sent_at: now.toISOString(),
      });
      await repo.settleDigestNotices(
        trx,
        kept.map((row) => row.id),
        id,
      );
      const rows: PendingRow[] = kept.map((row) => {
        const project = row.project_id ? projects.get(row.project_id) : undefined;
        return project ? { ...row, project } : row;
      });
      return { person, rows };
    });
    if (!digest) continue;
    try {
      await ctx.mailer.send(await digestMail(ctx, digest.person, digest.rows));
      sent += 1;
    } catch (error) {
      ctx.log.error({ err: error }, 'could not send a weekly digest');
    }
  }
  return sent;
};
