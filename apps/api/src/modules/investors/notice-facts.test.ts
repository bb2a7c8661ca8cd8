import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { buildUser } from '../../testing/factories.js';
import { buildArgentina, buildProject } from '../../testing/project-factory.js';
import { insertGrant, projectGrantsOf } from '../access/index.js';
import { peopleOf } from '../accounts/index.js';
import { screenedFlaresToldOf } from '../notifications/index.js';
import { ndaAcceptersOf } from './index.js';
import { countedDb } from '../../testing/counted-db.js';

/**
 * What notifications asks of the modules that own the facts (decision 046): each answer right, and each a
 * batch — one query however many people are asked about, never one per person.
 */
describe('the facts a notice is told or asks for, through the owners’ front doors', () => {
  let t: TestApp;
  let open: Awaited<ReturnType<typeof buildUser>>;
  let closed: Awaited<ReturnType<typeof buildUser>>;
  let everyProject: Awaited<ReturnType<typeof buildUser>>;
  let projectId: string;

  const counted = () => countedDb(t.db);

  beforeAll(async () => {
    t = await buildTestApp();
    await buildArgentina(t.db);
    open = await buildUser(t.db, t.clock, { language: 'es', username: 'abierta', role: 'admin' });
    closed = await buildUser(t.db, t.clock, { closed_at: t.clock.now().toISOString(), username: 'cerrada' });
    everyProject = await buildUser(t.db, t.clock, { has_project_access: 1 });
    projectId = (await buildProject(t.db, t.clock, { ownerId: open.id })).id;
  }, 60_000);
  afterAll(async () => t.close());

  it('peopleOf answers each user once, the closed ones left out when only open accounts are asked for', async () => {
    const { db, statements } = counted();
    const ids = [open.id, closed.id, everyProject.id, open.id, randomUUID()];
    const all = await peopleOf({ db }, { ids });
    const openOnly = await peopleOf({ db }, { ids, isOpenOnly: true });
    expect(statements()).toBe(2);
    expect(all.map((person) => person.id).sort()).toEqual([open.id, closed.id, everyProject.id].sort());
    expect(all.find((person) => person.id === open.id)).toEqual({
      id: open.id,
      email: open.email,
      language: 'es',
      username: 'abierta',
      role: 'admin',
      isClosed: false,
    });
    expect(all.find((person) => person.id === closed.id)?.isClosed).toBe(true);
    expect(openOnly.map((person) => person.id).sort()).toEqual([open.id, everyProject.id].sort());
    expect(await peopleOf({ db }, { ids: [] })).toEqual([]);
    expect(statements()).toBe(2);
  });

  it('projectGrantsOf answers every user asked, the grant for every project apart from one-project grants', async () => {
    await insertGrant(t.db, {
      id: randomUUID(),
      userId: closed.id,
      kind: 'projects',
      projectId,
      grantedBy: null,
      reason: null,
      now: t.clock.now().toISOString(),
    });
    const { db, statements } = counted();
    const grants = await projectGrantsOf({ db }, { userIds: [open.id, closed.id, everyProject.id] });
    expect(statements()).toBe(1);
    expect(grants.get(open.id)).toEqual({ hasProjectAccess: false, projectIds: new Set() });
    expect(grants.get(closed.id)).toEqual({ hasProjectAccess: false, projectIds: new Set([projectId]) });
    expect(grants.get(everyProject.id)).toEqual({ hasProjectAccess: true, projectIds: new Set() });
  });

  it('ndaAcceptersOf names each user who accepted any version of the project’s NDA once', async () => {
    const accept = (userId: string, version: number) =>
      t.db
        .insertInto('nda_acceptances')
        .values({
          id: randomUUID(),
          project_id: projectId,
          user_id: userId,
          version,
          language: 'en',
          ip: null,
          user_agent: null,
          accepted_at: t.clock.now().toISOString(),
        })
        .execute();
    expect(await ndaAcceptersOf({ db: t.db }, { projectId })).toEqual([]);
    await accept(everyProject.id, 1);
    await accept(everyProject.id, 2);
    await accept(closed.id, 2);
    expect((await ndaAcceptersOf({ db: t.db }, { projectId })).sort()).toEqual(
      [everyProject.id, closed.id].sort(),
    );
  });

  it('screenedFlaresToldOf answers what each investor was told of in one query, an empty set for the rest', async () => {
    const now = t.clock.now().toISOString();
    await t.db
      .insertInto('screened_match_notices')
      .values([
        { user_id: open.id, flare_id: 'flare-a', notification_id: randomUUID(), created_at: now },
        { user_id: open.id, flare_id: 'flare-b', notification_id: randomUUID(), created_at: now },
        { user_id: everyProject.id, flare_id: 'flare-a', notification_id: randomUUID(), created_at: now },
      ])
      .execute();
    const { db, statements } = counted();
    const told = await screenedFlaresToldOf({ db }, { userIds: [open.id, everyProject.id, closed.id] });
    expect(statements()).toBe(1);
    expect(told).toEqual(
      new Map([
        [open.id, new Set(['flare-a', 'flare-b'])],
        [everyProject.id, new Set(['flare-a'])],
        [closed.id, new Set()],
      ]),
    );
  });
});
