import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { buildUser } from '../../testing/factories.js';
import { buildArgentina, buildProject } from '../../testing/project-factory.js';
import { ALL_PROJECTS, insertGrant } from '../access/index.js';
import { listProjects } from './admin-catalogue.service.js';
import { getUser } from './admin-users.service.js';
import { countedDb } from '../../testing/counted-db.js';

/**
 * The console asks the owners' front doors (issue 36, item 2; decision 048): the names a page shows (a
 * grant's project and granter, a project's owner) come in one batch per owner, so the number of queries
 * does not grow with the rows, and the answer is what the joins gave.
 */
describe('the admin console through the owners’ front doors', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof buildUser>>;
  let user: Awaited<ReturnType<typeof buildUser>>;
  const projects: Array<Awaited<ReturnType<typeof buildProject>>> = [];

  const counted = () => countedDb(t.db);

  const grant = (projectId: string, kind: 'premium' | 'projects' = 'projects') =>
    insertGrant(t.db, {
      id: randomUUID(),
      userId: user.id,
      kind,
      projectId,
      grantedBy: admin.id,
      reason: 'console test',
      now: t.clock.now().toISOString(),
    });

  beforeAll(async () => {
    t = await buildTestApp();
    await buildArgentina(t.db);
    admin = await buildUser(t.db, t.clock, { role: 'admin' });
    user = await buildUser(t.db, t.clock);
    for (let i = 0; i < 4; i += 1) projects.push(await buildProject(t.db, t.clock, { ownerId: admin.id }));
  }, 60_000);

  afterAll(async () => t.close());

  it('reads a user page in the same six queries with one project grant or four, naming each project and granter', async () => {
    const [firstProject, ...others] = projects;
    await grant(ALL_PROJECTS, 'premium');
    await grant(firstProject?.id ?? '');
    const first = counted();
    const before = await getUser({ db: first.db, clock: t.clock }, user.id);
    expect(first.statements()).toBe(6);
    expect(before.grants).toEqual([
      expect.objectContaining({
        kind: 'premium',
        project: null,
        grantedBy: { id: admin.id, email: admin.email },
      }),
      expect.objectContaining({
        kind: 'projects',
        project: {
          slug: firstProject?.slug,
          titleEn: firstProject?.title_en,
          titleEs: firstProject?.title_es,
        },
      }),
    ]);

    for (const project of others) await grant(project.id);
    const second = counted();
    const after = await getUser({ db: second.db, clock: t.clock }, user.id);
    expect(second.statements()).toBe(6);
    expect(after.grants.filter((item) => item.project !== null).map((item) => item.project)).toEqual(
      expect.arrayContaining(
        projects.map((project) => ({
          slug: project.slug,
          titleEn: project.title_en,
          titleEs: project.title_es,
        })),
      ),
    );
    expect(after.grants).toHaveLength(1 + projects.length);
    expect(after.grants.every((item) => item.grantedBy?.email === admin.email)).toBe(true);
  });

  it('lists every project with its owner’s e-mail in two queries, however many projects', async () => {
    const { db, statements } = counted();
    const list = await listProjects({ db });
    expect(statements()).toBe(2);
    const ours = list.items.filter((item) => projects.some((project) => project.slug === item.slug));
    expect(ours).toHaveLength(projects.length);
    expect(ours.every((item) => item.owner?.email === admin.email)).toBe(true);
    const ownerless = await buildProject(t.db, t.clock, { ownerId: null });
    const again = counted();
    const next = await listProjects({ db: again.db });
    expect(again.statements()).toBe(2);
    expect(next.items.find((item) => item.slug === ownerless.slug)?.owner).toBeNull();
  });
});
