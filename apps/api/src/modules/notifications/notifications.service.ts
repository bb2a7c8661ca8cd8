import { randomUUID } from 'node:crypto';
import {
  criteriaFromStored,
  defaultMailMode,
  INSTRUMENTS,
  isDigestKind,
  MAIL_MODES,
  LOCALES,
  matchReasons,
  parseFundingAmounts,
  projectMatchFacts,
  storedProjectInputs,
  NOTIFICATION_KINDS,
  paths,
  PIPELINE_STEPS,
  stepActor,
  type Instrument,
  type IrrCase,
  type Locale,
  type MailMode,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type NotificationsResponse,
  type PipelineStep,
} from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { lockWithin } from '../../db/races.js';
import { AppError } from '../../errors.js';
import { translate } from '../../i18n.js';
import type { Ports } from '../../lib/ports.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { peopleOf } from '../accounts/index.js';
import { canViewProject, projectGrantsOf } from '../access/index.js';
import { projectCasesOf, type LinkedFlaresOf } from '../screening/index.js';
import type { NoticeProject } from './notices-port.js';
import * as repo from './notifications.repository.js';
import { recipientsOf, type Recipient } from './recipients.js';
import { userIdOf } from './signed-in.js';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

/**
 * What sending notices needs of the context: they run after a request's change and in the hourly schedule
 * alike, so no actor or request; only the log's `error` (a failed delivery is logged, never answered), and
 * the port through which they read the projects and investors they name (decision 050).
 */
export type NoticeContext = Pick<ServiceContext, 'db' | 'clock' | 'mailer' | 'config'> & {
  log: Pick<ServiceContext['log'], 'error'>;
  ports: Pick<Ports, 'notices'>;
};

/** What reading notices needs: the database and the port that names their projects. */
export type NoticeReadContext = Pick<ServiceContext, 'db'> & { ports: Pick<Ports, 'notices'> };

/** What a notice says, kept as JSON and worded by the reader's screen (or mail) in their language. */
type NoticeData = {
  step: PipelineStep | null;
  actor: string | null;
  amountUsd: number | null;
  instrument: Instrument | null;
  documentName: string | null;
  /** A new version's number (document_version notices). */
  version?: number;
};

type Project = NoticeProject;

/** The project a notice is about, asked of the projects module through the port (one query). */
const projectOf = async (ctx: NoticeContext, ref: { id: string } | { slug: string }) =>
  (
    await ctx.ports.notices.projectsOf(
      { db: ctx.db },
      'id' in ref ? { ids: [ref.id] } : { slugs: [ref.slug] },
    )
  )[0];

/** Notices come after the change they tell of has committed: a failure is logged, never answered. */
const safely = async (ctx: NoticeContext, what: string, run: () => Promise<void>): Promise<void> => {
  try {
    await run();
  } catch (error) {
    ctx.log.error({ err: error }, `could not deliver the notices of ${what}`);
  }
};

const localeOf = (value: string): Locale =>
  (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en';

const usd = (locale: Locale, value: number | null) =>
  value === null
    ? ''
    : new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
        value,
      );

/** The mail of one notice in the recipient's language, with its one-click unsubscribe link. */
const mailOf = async (
  ctx: NoticeContext,
  recipient: Recipient,
  kind: NotificationKind,
  project: Project,
  data: NoticeData,
  path: string,
) => {
  const locale = localeOf(recipient.language);
  const key = data.step ?? kind;
  const params = {
    project: locale === 'es' ? project.title_es : project.title_en,
    actor: data.actor ?? translate(locale, 'investors.notices.someone'),
    amount: usd(
      locale,
      data.amountUsd ?? (kind === 'new_opportunity' ? Number(project.funding_sought_usd) : null),
    ),
    instrument: data.instrument
      ? translate(locale, `investors.instruments.${data.instrument}`).toLowerCase()
      : '',
    country: (locale === 'es' ? project.country_es : project.country_en) ?? '',
    document: data.documentName ?? '',
    version: data.version ?? '',
  };
  const token = await signUnsubscribeToken(ctx.db, ctx.clock, recipient.id, kind);
  const base = ctx.config.publicUrl;
  const text = [
    translate(locale, 'mail.greeting'),
    '',
    translate(locale, `mail.notices.${key}.body`, params),
    '',
    translate(locale, 'mail.notices.open', { url: `${base}${path}` }),
    '',
    translate(locale, 'mail.signature'),
    '',
    '--',
    translate(locale, 'mail.notices.unsubscribe', {
      url: `${base}${paths.unsubscribe}?token=${encodeURIComponent(token)}`,
    }),
    translate(locale, 'mail.notices.preferences', { url: `${base}${paths.settings}#email-notices` }),
  ].join('\n');
  return { to: recipient.email, subject: translate(locale, `mail.notices.${key}.subject`, params), text };
};

/**
 * Stores a notice for each recipient and mails those who did not turn this kind off. A mail that cannot
 * be sent is logged and never undoes the step that caused it (the notice in the app stays).
 */
const deliver = async (
  ctx: NoticeContext,
  input: {
    kind: NotificationKind;
    project: Project;
    recipientIds: string[];
    data: NoticeData;
    path: string;
    /** Only to those who never had a notice of this kind about this project (alerts go once). */
    isOncePerProject?: boolean;
  },
) => {
  const now = ctx.clock.now().toISOString();
  // Who is told is decided and stored in one transaction, one sender per project and kind at a time, so
  // that two changes at once (a project published twice) cannot both tell the same person "once".
  // Each notice is mailed now, waits for its user's weekly digest, or is not mailed (mailModesOf).
  const people = await ctx.db.transaction().execute(async (trx) => {
    if (input.isOncePerProject) await lockWithin(trx, `notice:${input.kind}:${input.project.id}`);
    const already = input.isOncePerProject
      ? await repo.hasNotice(trx, input.recipientIds, input.kind, input.project.id)
      : new Set<string>();
    const found = await recipientsOf(
      trx,
      input.recipientIds.filter((id) => !already.has(id)),
    );
    if (found.length === 0) return found;
    const modes = await mailModesOf(
      { db: trx },
      { userIds: found.map((person) => person.id), kind: input.kind },
    );
    await repo.insertNotifications(
      trx,
      found.map((person) => ({
        id: randomUUID(),
        user_id: person.id,
        kind: input.kind,
        project_id: input.project.id,
        data: JSON.stringify(input.data),
        read_at: null,
        created_at: now,
        mail_state: modes.get(person.id) === 'weekly' ? 'digest' : null,
      })),
    );
    return found.filter((person) => modes.get(person.id) === 'immediate');
  });
  for (const person of people) {
    try {
      await ctx.mailer.send(await mailOf(ctx, person, input.kind, input.project, input.data, input.path));
    } catch (error) {
      ctx.log.error({ err: error, kind: input.kind }, 'could not send a notice e-mail');
    }
  }
};

/**
 * How each of `userIds` gets `kind` by mail: off when turned off (the settings or a mail's one-click
 * link), else their choice of immediate or weekly, else the kind's default (decision 041). The weekly
 * digest carries new matches only: another kind's stored `weekly` (none is accepted) reads as immediate.
 */
export const mailModesOf = async (
  { db }: Pick<ServiceContext, 'db'>,
  { userIds, kind }: { userIds: readonly string[]; kind: NotificationKind },
): Promise<Map<string, MailMode>> => {
  const [off, chosen] = await Promise.all([repo.optOuts(db, userIds), repo.mailModes(db, userIds, kind)]);
  const muted = new Set(off.filter((row) => row.kind === kind).map((row) => row.user_id));
  const choice = new Map(chosen.map((row) => [row.user_id, row.mode]));
  return new Map(
    userIds.map((id): [string, MailMode] => {
      if (muted.has(id)) return [id, 'off'];
      const mode = choice.get(id);
      if (mode === 'immediate') return [id, 'immediate'];
      if (mode === 'weekly' && isDigestKind(kind)) return [id, 'weekly'];
      return [id, defaultMailMode(kind)];
    }),
  );
};

/** Who acted, as a notice names them: their investor organisation (investors'), else their username. */
const actorName = async (ctx: NoticeContext, userId: string): Promise<string | null> => {
  const [organisations, [person]] = await Promise.all([
    ctx.ports.notices.organisationsOf({ db: ctx.db }, { userIds: [userId] }),
    peopleOf({ db: ctx.db }, { ids: [userId] }),
  ]);
  return organisations.get(userId) ?? person?.username ?? null;
};

/**
 * Open accounts among `userIds` with what the project policies need of them: their role (accounts' front
 * door) and project grants (access's), each asked in one batch.
 */
const accessOf = async (db: Db, userIds: readonly string[]) => {
  if (userIds.length === 0) return [];
  const [people, grants] = await Promise.all([
    peopleOf({ db }, { ids: userIds, isOpenOnly: true }),
    projectGrantsOf({ db }, { userIds }),
  ]);
  return people.map((person) => {
    const own = grants.get(person.id);
    return {
      user: {
        id: person.id,
        role: person.role === 'admin' ? ('admin' as const) : ('user' as const),
        hasPremiumAccess: false,
        hasProjectAccess: own?.hasProjectAccess ?? false,
      },
      grantIds: own?.projectIds ?? new Set<string>(),
    };
  });
};

/** A pipeline step (issue 17): investors' steps tell the owner, the owner's steps tell the investor. */
export const notifyPipelineChange = async (
  ctx: NoticeContext,
  change: {
    step: PipelineStep;
    projectId: string;
    investorId: string;
    actorId: string;
    amountUsd: number | null;
    instrument: Instrument | null;
  },
): Promise<void> =>
  safely(ctx, `the step ${change.step}`, async () => {
    const project = await projectOf(ctx, { id: change.projectId });
    if (!project) return;
    const isInvestorStep = stepActor(change.step) === 'investor';
    const recipient = isInvestorStep ? project.owner_id : change.investorId;
    if (!recipient || recipient === change.actorId) return;
    await deliver(ctx, {
      kind: isInvestorStep ? 'investor_activity' : 'owner_decision',
      project,
      recipientIds: [recipient],
      data: {
        step: change.step,
        actor: isInvestorStep ? await actorName(ctx, change.actorId) : null,
        amountUsd: change.amountUsd,
        instrument: change.instrument,
        documentName: null,
      },
      path: paths.project.investors(project.slug),
    });
  });

/** A project's lenders' and sponsors' case IRRs (projectCaseIrrs; null: it has no such case). */
export type ProjectCases = Record<IrrCase, number | null> | null;

/**
 * A published project seeking funding, to every investor who may see it and whose criteria it meets
 * (decision 039: country, technology, an instrument's amount within their ticket, their minimum IRR;
 * an empty list follows all), once per investor and project however often it re-enters.
 *
 * With `baseline` (the look after an import, decision 045): only the investors whose criteria it meets
 * with its cases now and did not meet with its cases as of the last look — the same profile, the same
 * project, only the cases (the imported data) differing. `baseline: null`: the project was not looked at
 * before (it met nobody's criteria then).
 *
 * `flaresOf`: the project's linked flares, which its cases are computed from when they are not stored,
 * handed in by the sender (projects, investors) from the projects' front door (issue 36, item 2).
 */
export const notifyNewOpportunity = async (
  ctx: NoticeContext,
  {
    slug,
    baseline,
    flaresOf,
  }: { slug: string; baseline?: { cases: ProjectCases } | null; flaresOf: LinkedFlaresOf },
): Promise<void> =>
  safely(ctx, 'a new opportunity', async () => {
    const project = await projectOf(ctx, { slug });
    if (!project || project.stage !== 'seeking_funding' || project.is_published !== 1) return;
    // Its IRRs are its lenders' and sponsors' cases, as its page computes them (decision 041).
    const cases = (await projectCasesOf(ctx.db, [project], { flaresOf })).get(project.id) ?? null;
    const factsWith = (irrs: ProjectCases) =>
      projectMatchFacts({
        inputs: storedProjectInputs(project.model_inputs, Number(project.gas_available_m3_per_day)),
        fundingSoughtUsd: Number(project.funding_sought_usd),
        fundingPlan: parseFundingAmounts(project.funding_plan),
        technology: project.technology,
        iso2: project.iso2,
        cases: irrs,
      });
    const facts = factsWith(cases);
    if (!facts) return;
    const before = baseline === undefined ? undefined : baseline && factsWith(baseline.cases);
    const profiles = await ctx.ports.notices.investorCriteria({ db: ctx.db });
    // Open accounts only, with their role and grants: asked of accounts and access in one batch each.
    const people = new Map(
      (
        await accessOf(
          ctx.db,
          profiles.map((profile) => profile.user_id),
        )
      ).map((person) => [person.user.id, person]),
    );
    const policyProject = { id: project.id, ownerId: project.owner_id, isPublished: true };
    const following = profiles.filter((investor) => {
      const person = people.get(investor.user_id);
      if (!person) return false;
      const criteria = criteriaFromStored({
        countriesJson: investor.countries,
        technologiesJson: investor.technologies,
        instrumentsJson: investor.instruments,
        ticketMinUsd: investor.ticket_min_usd,
        ticketMaxUsd: investor.ticket_max_usd,
        minIrr: investor.min_irr,
        irrCase: investor.irr_case,
      });
      return (
        investor.user_id !== project.owner_id &&
        canViewProject(person.user, policyProject, person.grantIds) &&
        matchReasons(criteria, facts) !== null &&
        // After an import: met already with the cases as they were → not news.
        !(before && matchReasons(criteria, before) !== null)
      );
    });
    await deliver(ctx, {
      kind: 'new_opportunity',
      project,
      isOncePerProject: true,
      recipientIds: following.map((investor) => investor.user_id),
      data: { step: null, actor: null, amountUsd: null, instrument: null, documentName: null },
      path: paths.project.info(project.slug),
    });
  });

const stepOf = (value: unknown): PipelineStep | null =>
  typeof value === 'string' && (PIPELINE_STEPS as readonly string[]).includes(value)
    ? (value as PipelineStep)
    : null;
const instrumentOf = (value: unknown): Instrument | null =>
  typeof value === 'string' && (INSTRUMENTS as readonly string[]).includes(value)
    ? (value as Instrument)
    : null;
const kindOf = (value: string): NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value)
    ? (value as NotificationKind)
    : 'investor_activity';

/**
 * The user's latest 50 notices and how many are unread, with the projects they name (address name and
 * titles) joined by the projects module through the port (decision 050).
 */
export const listNotices = async (
  { db, ports }: NoticeReadContext,
  userId: string,
): Promise<NotificationsResponse> => {
  const [rows, unread] = await Promise.all([
    repo.listNotifications(db, ports.notices.projectNamesJoin, userId, 50),
    repo.countUnread(db, userId),
  ]);
  return {
    unread,
    items: rows.map((row) => {
      const data = JSON.parse(row.data) as Record<string, unknown>;
      return {
        id: row.id,
        kind: kindOf(row.kind),
        step: stepOf(data.step),
        project:
          row.slug && row.title_en && row.title_es
            ? { slug: row.slug, title: { en: row.title_en, es: row.title_es } }
            : null,
        actor: typeof data.actor === 'string' ? data.actor : null,
        amountUsd: typeof data.amountUsd === 'number' ? data.amountUsd : null,
        instrument: instrumentOf(data.instrument),
        documentName: typeof data.documentName === 'string' ? data.documentName : null,
        version: typeof data.version === 'number' ? data.version : null,
        count: typeof data.count === 'number' ? data.count : null,
        isRead: row.read_at !== null,
        createdAt: row.created_at,
      };
    }),
  };
};

/** Marks one notice read (`not_found` when it is not the user's), or all of them. */
export const markNoticesRead = async (
  ctx: ServiceContext,
  { id }: { id?: string | undefined },
): Promise<NotificationsResponse> => {
  const { db, clock } = ctx;
  const userId = userIdOf(ctx.actor);
  const changed = await repo.markRead(db, userId, clock.now().toISOString(), id);
  if (id && changed === 0) {
    const mine = (await repo.listNotifications(db, ctx.ports.notices.projectNamesJoin, userId, 1000)).some(
      (row) => row.id === id,
    );
    if (!mine) throw new AppError('not_found');
  }
  return listNotices(ctx, userId);
};

export const getPreferences = async (
  { db }: Pick<ServiceContext, 'db'>,
  userId: string,
): Promise<NotificationPreferences> => {
  const modes = await Promise.all(
    NOTIFICATION_KINDS.map(
      async (kind) => [kind, (await mailModesOf({ db }, { userIds: [userId], kind })).get(userId)] as const,
    ),
  );
  const mail = Object.fromEntries(modes) as Record<NotificationKind, MailMode>;
  return {
    email: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, mail[kind] !== 'off'])) as Record<
      NotificationKind,
      boolean
    >,
    mail,
  };
};

export const savePreferences = async (
  ctx: ServiceContext,
  { preferences }: { preferences: NotificationPreferencesUpdate },
): Promise<NotificationPreferences> => {
  const { db, clock } = ctx;
  const userId = userIdOf(ctx.actor);
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const kind of NOTIFICATION_KINDS) {
      const mode = preferences.mail?.[kind];
      const wanted = preferences.email?.[kind];
      if (mode !== undefined && (MAIL_MODES as readonly string[]).includes(mode)) {
        // Off is the opt-out the one-click link writes; on, the choice of immediate or weekly is kept.
        await repo.setOptOut(trx, userId, kind, mode === 'off', now);
        if (mode !== 'off') await repo.setMailMode(trx, userId, kind, mode, now);
      } else if (wanted !== undefined) await repo.setOptOut(trx, userId, kind, !wanted, now);
    }
  });
  return getPreferences({ db }, userId);
};

/** A mail's one-click link: turns that kind of e-mail off for that user, no sign-in needed. */
export const unsubscribe = async (
  { db, clock }: Pick<ServiceContext, 'db' | 'clock'>,
  token: string,
): Promise<{ kind: NotificationKind }> => {
  const target = await verifyUnsubscribeToken(db, clock, token);
  if (!target) throw new AppError('unsubscribe_link_invalid');
  const exists = await recipientsOf(db, [target.userId]);
  if (exists.length > 0)
    await repo.setOptOut(db, target.userId, target.kind, true, clock.now().toISOString());
  return { kind: target.kind };
};

/** A document added to a data room, to everyone else who accepted the project's NDA and may still see it. */
export const notifyNewDocument = async (
  ctx: NoticeContext,
  input: { projectSlug: string; actorId: string; documentName: string; ndaAccepterIds: readonly string[] },
): Promise<void> =>
  safely(ctx, 'a new document', async () => {
    const project = await projectOf(ctx, { slug: input.projectSlug });
    if (!project) return;
    const readers = input.ndaAccepterIds.filter((id) => id !== input.actorId);
    const people = await accessOf(ctx.db, readers);
    const policyProject = {
      id: project.id,
      ownerId: project.owner_id,
      isPublished: project.is_published === 1,
    };
    await deliver(ctx, {
      kind: 'data_room_document',
      project,
      recipientIds: people
        .filter((person) => canViewProject(person.user, policyProject, person.grantIds))
        .map((person) => person.user.id),
      data: { step: null, actor: null, amountUsd: null, instrument: null, documentName: input.documentName },
      path: `${paths.project.investors(project.slug)}#data-room-heading`,
    });
  });

/** Those of `userIds` who may still see the project (open accounts with access). */
const stillSeeing = async (ctx: NoticeContext, project: Project, userIds: string[]): Promise<string[]> => {
  const people = await accessOf(ctx.db, userIds);
  const policyProject = {
    id: project.id,
    ownerId: project.owner_id,
    isPublished: project.is_published === 1,
  };
  return people
    .filter((person) => canViewProject(person.user, policyProject, person.grantIds))
    .map((person) => person.user.id);
};

const roomPath = (slug: string, room: 'questions' | 'messages') =>
  `${paths.project.investors(slug)}?room=${room}#data-room-heading`;

/** A question in a data room (issue 27, item 3), to the project's owner. */
export const notifyQuestion = async (
  ctx: NoticeContext,
  input: { projectId: string; askerId: string; documentName: string | null },
): Promise<void> =>
  safely(ctx, 'a question', async () => {
    const project = await projectOf(ctx, { id: input.projectId });
    if (!project?.owner_id || project.owner_id === input.askerId) return;
    await deliver(ctx, {
      kind: 'question_asked',
      project,
      recipientIds: [project.owner_id],
      data: {
        step: null,
        actor: await actorName(ctx, input.askerId),
        amountUsd: null,
        instrument: null,
        documentName: input.documentName,
      },
      path: roomPath(project.slug, 'questions'),
    });
  });

/**
 * An answer: to the asker always; when published, also to everyone else who accepted the NDA and may
 * still see the project (the answerer left out).
 */
export const notifyAnswer = async (
  ctx: NoticeContext,
  input: {
    projectId: string;
    askerId: string | null;
    answererId: string;
    isPublished: boolean;
    documentName: string | null;
    /** Who accepted the project's NDA, any version (the investors' front door: ndaAcceptersOf). */
    ndaAccepterIds: readonly string[];
  },
): Promise<void> =>
  safely(ctx, 'an answer', async () => {
    const project = await projectOf(ctx, { id: input.projectId });
    if (!project) return;
    const data = {
      step: null,
      actor: null,
      amountUsd: null,
      instrument: null,
      documentName: input.documentName,
    };
    const path = roomPath(project.slug, 'questions');
    if (input.askerId && input.askerId !== input.answererId) {
      await deliver(ctx, { kind: 'question_answered', project, recipientIds: [input.askerId], data, path });
    }
    if (!input.isPublished) return;
    const others = input.ndaAccepterIds.filter((id) => id !== input.askerId && id !== input.answererId);
    await deliver(ctx, {
      kind: 'answer_published',
      project,
      recipientIds: await stillSeeing(ctx, project, others),
      data,
      path,
    });
  });

/** A message, to the other side of the conversation: the project's owner, or the investor. */
export const notifyMessage = async (
  ctx: NoticeContext,
  input: { projectId: string; investorId: string; senderId: string; senderSide: 'investor' | 'owner' },
): Promise<void> =>
  safely(ctx, 'a message', async () => {
    const project = await projectOf(ctx, { id: input.projectId });
    if (!project) return;
    const recipient = input.senderSide === 'investor' ? project.owner_id : input.investorId;
    if (!recipient || recipient === input.senderId) return;
    await deliver(ctx, {
      kind: 'message',
      project,
      recipientIds: [recipient],
      data: {
        step: null,
        actor: await actorName(ctx, input.senderId),
        amountUsd: null,
        instrument: null,
        documentName: null,
      },
      path: roomPath(project.slug, 'messages'),
    });
  });

/**
 * A new version of a document (issue 27, item 5), to everyone who read or downloaded an earlier one and
 * may still open the data room (the project's NDA accepted, the project still theirs to see).
 */
export const notifyNewVersion = async (
  ctx: NoticeContext,
  input: {
    projectId: string;
    actorId: string;
    readerIds: string[];
    documentName: string;
    version: number;
    /** Who accepted the project's NDA, any version (the investors' front door: ndaAcceptersOf). */
    ndaAccepterIds: readonly string[];
  },
): Promise<void> =>
  safely(ctx, 'a new version', async () => {
    const project = await projectOf(ctx, { id: input.projectId });
    if (!project || input.readerIds.length === 0) return;
    const accepted = new Set(input.ndaAccepterIds);
    const readers = input.readerIds.filter(
      (id) => id !== input.actorId && (accepted.has(id) || id === project.owner_id),
    );
    await deliver(ctx, {
      kind: 'document_version',
      project,
      recipientIds: await stillSeeing(ctx, project, readers),
      data: {
        step: null,
        actor: null,
        amountUsd: null,
        instrument: null,
        documentName: input.documentName,
        version: input.version,
      },
      path: `${paths.project.investors(project.slug)}#data-room-heading`,
    });
  });
