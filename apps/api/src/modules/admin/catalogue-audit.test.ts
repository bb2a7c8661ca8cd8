import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminContract, dataRoomContract, projectsContract } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { multipartBody } from '../../testing/multipart.js';
import { buildProject } from '../../testing/project-factory.js';
import { changeUserAccess } from '../accounts/index.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const REASON = { reason: 'Duplicate of another project' };

/** Issue 19: deleting a project and adding a technology are on the record, like every admin change. */
describe('audit of project deletions and new technologies', () => {
  let t: TestApp;
  let storageDir: string;
  let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
  let owner: Awaited<ReturnType<typeof buildSignedInUser>>;
  let reader: Awaited<ReturnType<typeof buildSignedInUser>>;

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-deletion-'));
    t = await buildTestApp({ STORAGE_DIR: storageDir });
    admin = await buildSignedInUser(t.db, t.clock, { role: 'admin', email: 'deleting-admin@example.com' });
    owner = await buildSignedInUser(t.db, t.clock, { email: 'owner@example.com' });
    reader = await buildSignedInUser(t.db, t.clock, { email: 'reader@example.com' });
  }, 30_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  const storedFiles = () =>
    fs.readdirSync(storageDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
      .length;
  const as = (caller: Caller) => client(t).as(caller);
  const auditOf = (kind: string) => as(admin).call(adminContract.getAudit, { query: { kind } });

  it('deletes a project for administrators only, with its grants and files, and logs who, what and why', async () => {
    const project = await buildProject(t.db, t.clock, { ownerId: owner.user.id, slug: 'flare-to-go' });
    await changeUserAccess(t, {
      email: reader.user.email,
      hasProjectAccess: true,
      projectId: project.id,
    });
    const body = multipartBody({ folder: 'technical' }, { name: 'Study.pdf', content: PDF });
    // A multipart upload: the contract types no JSON body, the client sends these bytes as they are.
    const added = await as(owner).call(
      dataRoomContract.postDataRoom,
      { params: { project: project.slug }, body: body.payload } as never,
      { headers: { 'content-type': body.contentType } },
    );
    expect(added.statusCode).toBe(201);
    expect(storedFiles()).toBeGreaterThan(0);
    const grantsOfProject = () =>
      t.db.selectFrom('access_grants').select('id').where('project_id', '=', project.id).execute();
    expect(await grantsOfProject()).toHaveLength(1);

    const remove = (caller: Caller, body = REASON) =>
      as(caller).call(adminContract.deleteProjectsByProject, { params: { project: project.slug }, body });
    expect((await remove(null)).statusCode).toBe(401);
    for (const token of [owner.token, reader.token]) {
      const refused = await remove(token);
      expect(refused.statusCode).toBe(403);
    }
    const noReason = await remove(admin, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.error().fields).toEqual({ reason: 'validation.required' });
    expect(
      await t.db.selectFrom('projects').select('id').where('id', '=', project.id).execute(),
    ).toHaveLength(1);
    expect(await auditOf('project_deleted').then((r) => r.json().total)).toBe(0);

    expect((await remove(admin)).statusCode).toBe(204);
    expect(await t.db.selectFrom('projects').select('id').where('id', '=', project.id).execute()).toEqual([]);
    expect(await grantsOfProject()).toEqual([]);
    expect(storedFiles()).toBe(0);
    expect(
      (await as(owner).call(projectsContract.getByProject, { params: { project: project.slug } })).statusCode,
    ).toBe(404);

    const log = (await auditOf('project_deleted')).json();
    expect(log.kinds).toContain('project_deleted');
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      event: 'project_deleted',
      user: { email: 'owner@example.com' },
      actor: { email: 'deleting-admin@example.com' },
      details: {
        project: 'flare-to-go',
        titleEn: 'Flare power flare-to-go',
        stage: 'seeking_funding',
        wasPublished: true,
        documents: 1,
        reason: 'Duplicate of another project',
      },
    });
    // A stale page deleting it again: not found, nothing more logged.
    expect((await remove(admin)).statusCode).toBe(404);
    expect((await auditOf('project_deleted')).json().total).toBe(1);
  });

  it('logs a technology added by an administrator, and nothing for a refused one', async () => {
    const technology = {
      id: 'micro_turbine_array',
      nameEn: 'Micro-turbine array',
      nameEs: 'Matriz de microturbinas',
    };
    const add = (caller: Caller) => as(caller).call(projectsContract.postTechnologies, { body: technology });
    expect((await add(null)).statusCode).toBe(401);
    expect((await add(owner)).statusCode).toBe(403);
    expect((await add(admin)).statusCode).toBe(201);
    const taken = await add(admin);
    expect(taken.statusCode).toBe(400);

    const log = (await auditOf('technology_added')).json();
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      event: 'technology_added',
      user: null,
      actor: { email: 'deleting-admin@example.com' },
      details: { technology: 'micro_turbine_array', nameEs: 'Matriz de microturbinas' },
    });
    const csv = await as(admin).call(adminContract.getAuditCsv, {
      query: { kind: 'technology_added', lang: 'es' },
    });
    expect(csv.body).toContain('micro_turbine_array');
  });
});
