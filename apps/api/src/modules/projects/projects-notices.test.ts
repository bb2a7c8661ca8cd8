import { investorsContract, notificationsContract, type RouteInput } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../infra/mail/index.js';
import { createNoCaptchaVerifier } from '../../infra/captcha/none.js';
import { createLocalStorage } from '../../infra/storage/local.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { buildArgentina, buildProject } from '../../testing/project-factory.js';
import { resolveSession } from '../session/index.js';
import { changeStage, setPublication } from './projects.service.js';

const PROFILE: RouteInput<typeof investorsContract.putAccountInvestorProfile>['body'] = {
  organisation: 'Fondo Andino',
  type: 'fund',
  ticketMinUsd: 1_000_000,
  ticketMaxUsd: 20_000_000,
  countries: ['AR'],
  technologies: ['reciprocating_engine'],
};

/**
 * Side effects in services, not routes (issue 28, item 4): a caller of the projects service that is no
 * route — a job, a script — gets the new-opportunity notice too, and a mail that cannot be sent is
 * logged and never fails the change, as it never failed the request.
 */
describe('the projects service sends its own notices', () => {
  let t: TestApp;
  let follower: Awaited<ReturnType<typeof buildSignedInUser>>;
  let owner: Awaited<ReturnType<typeof buildSignedInUser>>;
  let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
  const sent: MailMessage[] = [];
  const errors: string[] = [];
  let isMailerDown = false;

  const contextOf = async (token: string): Promise<ServiceContext> => ({
    db: t.db,
    clock: t.clock,
    mailer: {
      send: async (message) => {
        if (isMailerDown) throw new Error('smtp down');
        sent.push(message);
      },
    },
    storage: createLocalStorage(t.outboxDir),
    captcha: createNoCaptchaVerifier(),
    config: t.config,
    log: { error: (_details, message) => errors.push(message), warn: () => undefined },
    actor: await resolveSession(t, { token }),
    meta: { ip: '203.0.113.9', userAgent: 'job' },
    ports: t.ports,
  });
  const noticesOf = async (token: string) =>
    (await client(t).as(token).call(notificationsContract.get)).json().items as Array<{
      kind: string;
      project: { slug: string };
    }>;

  beforeAll(async () => {
    t = await buildTestApp();
    await buildArgentina(t.db);
    owner = await buildSignedInUser(t.db, t.clock);
    admin = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
    follower = await buildSignedInUser(t.db, t.clock, { language: 'en', has_project_access: 1 });
    await client(t).as(follower).call(investorsContract.putAccountInvestorProfile, { body: PROFILE });
    // New matches go to the weekly digest by default (decision 041): this follower wants them at once.
    await client(t)
      .as(follower)
      .call(notificationsContract.putAccountNotificationPreferences, {
        body: { mail: { new_opportunity: 'immediate' } },
      });
  }, 60_000);
  afterAll(async () => t.close());

  it('tells followers of a project moved to seeking funding, called without a route', async () => {
    const project = await buildProject(t.db, t.clock, { ownerId: owner.user.id, stage: 'feasibility' });
    await changeStage(await contextOf(owner.token), { slug: project.slug, stage: 'seeking_funding' });
    expect(await noticesOf(follower.token)).toEqual([
      expect.objectContaining({
        kind: 'new_opportunity',
        project: expect.objectContaining({ slug: project.slug }),
      }),
    ]);
    expect(sent.map((mail) => mail.to)).toEqual([follower.user.email]);
  });

  it('logs a mail that cannot be sent and still publishes, the notice kept in the app', async () => {
    const project = await buildProject(t.db, t.clock, {
      ownerId: owner.user.id,
      stage: 'seeking_funding',
      isPublished: false,
    });
    isMailerDown = true;
    await setPublication(await contextOf(admin.token), { slug: project.slug, isPublished: true });
    isMailerDown = false;
    expect(errors).not.toEqual([]);
    const slugs = (await noticesOf(follower.token)).map((notice) => notice.project.slug);
    expect(slugs).toContain(project.slug);
  });
});
