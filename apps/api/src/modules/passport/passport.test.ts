import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import {
  defaultProjectInputs,
  investorsContract,
  passportContract,
  projectsContract,
} from '@flarescope/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../infra/clock.js';
import { buildTestApp, spaHeaders, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { multipartBody } from '../../testing/multipart.js';
import { changeUserAccess } from '../accounts/index.js';
import { purgeClosedAccounts } from '../accounts/index.js';
import { isValidKey } from '../../infra/storage/storage.js';
import { coverKey } from './cover-key.js';

/** A 2000×1000 photo, left half red and right half blue, with EXIF GPS as a phone writes it. */
const photo = async () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 220, g: 0, b: 0 } } })
    .composite([
      {
        input: await sharp({
          create: { width: 1000, height: 1000, channels: 3, background: { r: 0, g: 0, b: 220 } },
        })
          .png()
          .toBuffer(),
        left: 1000,
        top: 0,
      },
    ])
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '38/1 57/1 0/1' } })
    .jpeg()
    .toBuffer();

/** A valid PNG header claiming 20 000 × 20 000 pixels over a few bytes of data (a decompression bomb). */
const pngBomb = () => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

describe('My Passport (/api/passport, /api/profiles)', () => {
  let t: TestApp;
  let ana: Awaited<ReturnType<typeof buildSignedInUser>>;
  let ben: Awaited<ReturnType<typeof buildSignedInUser>>;
  beforeAll(async () => {
    t = await buildTestApp({
      STORAGE_DIR: fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'flarescope-passport-')),
    });
    ana = await buildSignedInUser(t.db, t.clock, { username: 'Ana.Perez', username_key: 'ana.perez' });
    ben = await buildSignedInUser(t.db, t.clock, { username: 'ben', username_key: 'ben' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.storageDir, { recursive: true, force: true });
  });

  const as = (caller: Caller) => client(t).as(caller);
  const passport = (token: string) => as(token).call(passportContract.get);
  // Bad fields are sent on purpose: the body is what a client could send, not what the route types.
  const patch = (payload: object, token = ana.token) =>
    as(token).call(passportContract.patch, { body: payload as never });
  const profile = (username: string, token: string | null = null, viewAs?: 'everyone' | 'only_me') =>
    as(token).call(passportContract.getProfilesByUsername, {
      params: { username },
      query: viewAs ? { viewAs } : {},
    });
  /** A stored file, by the URL the API answered with (served to anyone, as an <img> asks for it). */
  const file = (url: string) => t.app.inject({ method: 'GET', url, headers: spaHeaders });
  const upload = (
    bytes: Buffer,
    fields: Record<string, string> = {},
    name = 'photo.jpg',
    token = ana.token,
  ) => {
    const body = multipartBody(fields, { name, content: bytes });
    // A multipart upload: the contract types no JSON body, the client sends these bytes as they are.
    return as(token).call(passportContract.putCover, { body: body.payload } as never, {
      headers: { 'content-type': body.contentType },
    });
  };
  const storedFiles = () => {
    const dir = path.join(t.config.storageDir, 'users');
    return fs.existsSync(dir)
      ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
      : 0;
  };
  const passportRow = () =>
    t.db.selectFrom('users').selectAll().where('id', '=', ana.user.id).executeTakeFirstOrThrow();

  it('refuses visitors', async () => {
    const visitor = as(null);
    for (const response of [
      await visitor.call(passportContract.get),
      await visitor.call(passportContract.patch, { body: {} }),
      await visitor.call(passportContract.putCover),
      await visitor.call(passportContract.deleteCover),
      await visitor.call(passportContract.getProjects),
    ]) {
      const { method, url } = response.raw.req;
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.error().code).toBe('unauthenticated');
    }
  });

  it('saves a headline and about me with its line breaks, and clears them when emptied', async () => {
    const response = await patch({
      headline: '  Reservoir engineer, Vaca Muerta ',
      about: 'Ten years at YPF.\r\nNow gas-to-power.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      headline: 'Reservoir engineer, Vaca Muerta',
      about: 'Ten years at YPF.\nNow gas-to-power.',
      visibility: {
        profile: 'signed_in',
        birthDate: 'only_me',
        location: 'signed_in',
        work: 'signed_in',
        about: 'signed_in',
      },
      hasPremiumAccess: false,
    });
    expect((await patch({ headline: '' })).json().headline).toBeNull();
    await patch({ headline: 'Reservoir engineer, Vaca Muerta' });
  });

  it('refuses a 1 MB headline, HTML in about me and an empty change, storing nothing', async () => {
    const before = await passportRow();
    const cases: Array<[object, string]> = [
      [{ headline: 'x'.repeat(1024 * 1024) }, 'validation.too_long'],
      [{ headline: 'two\nlines' }, 'validation.control_characters'],
      [{ about: 'Hello <script>alert(1)</script>' }, 'validation.no_html'],
      [{ about: 'See <a href="https://evil.example">my site</a>' }, 'validation.no_html'],
      [{ about: 'x'.repeat(2001) }, 'validation.too_long'],
      [{ visibility: { birthDate: 'friends' } }, 'validation.invalid_value'],
    ];
    for (const [payload, message] of cases) {
      const response = await patch(payload);
      expect(response.statusCode).toBe(400);
      expect(response.error().code).toBe('validation_failed');
      expect(Object.values(response.error().fields ?? {})).toContain(message);
    }
    expect((await patch({})).statusCode).toBe(400);
    // Plain comparisons with < and > are text, not HTML.
    expect((await patch({ about: 'Flaring < 2 % and NPV > 0' })).statusCode).toBe(200);
    await patch({ about: before.about ?? '' });
    const after = await passportRow();
    expect([after.headline, after.about]).toEqual([before.headline, before.about]);
  });

  it('shows each field only to the audience its owner chose, and hides the profile as asked', async () => {
    await patch({
      visibility: {
        birthDate: 'only_me',
        location: 'everyone',
        work: 'signed_in',
        about: 'only_me',
        profile: 'everyone',
      },
    });
    const visitor = (await profile('ana.perez')).json();
    expect(visitor).toMatchObject({
      username: 'Ana.Perez',
      firstName: 'Ana',
      headline: 'Reservoir engineer, Vaca Muerta',
      audience: 'everyone',
      isOwner: false,
    });
    expect(visitor.location).toEqual({ country: 'CO', city: 'Bogotá' });
    expect(visitor).not.toHaveProperty('work');
    expect(visitor).not.toHaveProperty('birthDate');
    expect(visitor).not.toHaveProperty('about');

    const signedIn = (await profile('ANA.PEREZ', ben.token)).json();
    expect(signedIn.audience).toBe('signed_in');
    expect(signedIn.work).toEqual({ isWorking: true, company: 'Ecopetrol', position: 'Engineer' });
    expect(signedIn).not.toHaveProperty('birthDate');
    expect(signedIn).not.toHaveProperty('about');

    const owner = (await profile('ana.perez', ana.token)).json();
    expect(owner).toMatchObject({ isOwner: true, audience: 'only_me', birthDate: '1990-05-17' });
    expect(owner.about).toContain('Ten years at YPF.');
    // "View as": the owner sees what each audience sees; nobody can ask for more than they may see.
    const asVisitor = (await profile('ana.perez', ana.token, 'everyone')).json();
    expect(asVisitor.audience).toBe('everyone');
    expect(asVisitor).not.toHaveProperty('work');
    expect((await profile('ana.perez', ben.token, 'only_me')).json()).not.toHaveProperty('birthDate');

    await patch({ visibility: { profile: 'signed_in' } });
    expect((await profile('ana.perez')).statusCode).toBe(404);
    expect((await profile('ana.perez', ben.token)).statusCode).toBe(200);
    await patch({ visibility: { profile: 'only_me' } });
    expect((await profile('ana.perez', ben.token)).error().code).toBe('not_found');
    expect((await profile('ana.perez', ana.token)).statusCode).toBe(200);
    await patch({ visibility: { profile: 'everyone' } });
  });

  it('answers not_found for an unknown user, a bad username and a closed account', async () => {
    expect((await profile('nobody-here')).statusCode).toBe(404);
    expect((await profile('<script>')).statusCode).toBe(404);
    const closed = await buildSignedInUser(t.db, t.clock, {
      username: 'gone',
      username_key: 'gone',
      closed_at: t.clock.now().toISOString(),
    });
    expect(closed.user.id).toBeDefined();
    expect((await profile('gone', ben.token)).statusCode).toBe(404);
  });

  it('stores a cropped cover as a 1584×396 banner and a small variant, without metadata, served for a year', async () => {
    const response = await upload(await photo(), { left: '1000', top: '0', width: '1000', height: '250' });
    expect(response.statusCode).toBe(200);
    const cover = response.json().cover ?? expect.unreachable('no cover');
    expect(cover.bannerUrl).toMatch(
      /^\/api\/files\/users\/[0-9a-f-]+\/cover\/[\w-]+-[0-9a-f]{16}-banner\.webp$/,
    );
    const banner = await file(cover.bannerUrl);
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/webp');
    expect(banner.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(banner.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1584, 396, undefined]);
    expect((await sharp(banner.rawPayload).stats()).dominant.b).toBeGreaterThan(150);
    const small = await sharp((await file(cover.smallUrl)).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([528, 132]);
    // Shown on the public profile too.
    expect((await profile('ana.perez')).json().cover).toEqual(cover);
    expect(storedFiles()).toBe(2);
  });

  it('names every cover with a key the storage accepts (2 000 random names)', () => {
    // The random part was base64url once: one key in 32 started with '-' or '_' and the upload answered 500.
    const bytes = Buffer.from('cover');
    const refused = Array.from({ length: 2000 }, (_, i) =>
      coverKey(ana.user.id, bytes, i % 2 ? 'banner' : 'small'),
    ).filter((key) => !isValidKey(key));
    expect(refused).toEqual([]);
  });

  it('replaces the cover under new names and deletes the old files', async () => {
    const before = (await passport(ana.token)).json().cover ?? expect.unreachable('no cover');
    const response = await upload(
      await sharp(await photo())
        .png()
        .toBuffer(),
      {},
      'photo.png',
    );
    expect(response.statusCode).toBe(200);
    const after = response.json().cover ?? expect.unreachable('no cover');
    expect(after.bannerUrl).not.toBe(before.bannerUrl);
    expect((await file(before.bannerUrl)).statusCode).toBe(404);
    expect((await file(before.smallUrl)).statusCode).toBe(404);
    expect((await file(after.bannerUrl)).statusCode).toBe(200);
    expect(storedFiles()).toBe(2);
  });

  it('refuses a renamed text file, 50 MB, a 20 000 × 20 000 PNG, an SVG with a script and an animated GIF, storing nothing', async () => {
    const before = await passportRow();
    const frames = await Promise.all(
      [0, 255].map((r) =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: { r, g: 0, b: 0 } } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    const fifty = Buffer.alloc(50 * 1024 * 1024);
    fifty.set([0xff, 0xd8, 0xff, 0xe0]);
    const cases: Array<[Buffer, string, number, string]> = [
      [Buffer.from('Meeting notes, not a photo'), 'notes.jpg', 415, 'image_unsupported_type'],
      [fifty, 'huge.jpg', 413, 'image_file_too_large'],
      [pngBomb(), 'bomb.png', 413, 'image_too_many_pixels'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
        415,
        'image_unsupported_type',
      ],
      [gif, 'moving.gif', 415, 'image_unsupported_type'],
    ];
    for (const [bytes, name, status, code] of cases) {
      const response = await upload(bytes, {}, name);
      expect(response.statusCode, name).toBe(status);
      expect(response.error().code, name).toBe(code);
    }
    const outside = await upload(await photo(), { left: '5000', top: '0', width: '100', height: '25' });
    expect(outside.error().code).toBe('image_crop_invalid');
    const after = await passportRow();
    expect([after.cover_photo, after.cover_photo_small]).toEqual([
      before.cover_photo,
      before.cover_photo_small,
    ]);
    expect(storedFiles()).toBe(2);
  });

  it('removes the cover and its files', async () => {
    const cover = (await passport(ana.token)).json().cover ?? expect.unreachable('no cover');
    const response = await as(ana).call(passportContract.deleteCover);
    expect(response.statusCode).toBe(200);
    expect(response.json().cover).toBeNull();
    expect((await file(cover.bannerUrl)).statusCode).toBe(404);
    expect(storedFiles()).toBe(0);
  });

  it("deletes a closed account's cover files with the account, 30 days later", async () => {
    const leaving = await buildSignedInUser(t.db, t.clock, { username: 'leaving', username_key: 'leaving' });
    const response = await upload(await photo(), {}, 'photo.jpg', leaving.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(storedFiles()).toBe(2);
    await t.db
      .updateTable('users')
      .set({
        closed_at: t.clock.now().toISOString(),
        purge_after: new Date(t.clock.now().getTime() - DAY_MS).toISOString(),
      })
      .where('id', '=', leaving.user.id)
      .execute();
    expect(await purgeClosedAccounts({ db: t.db, clock: t.clock, storage: t.app.storage })).toBe(1);
    expect(storedFiles()).toBe(0);
    expect((await file(response.json().cover?.bannerUrl ?? expect.unreachable('no cover'))).statusCode).toBe(
      404,
    );
  });

  it('says whether the user has premium access', async () => {
    expect((await passport(ben.token)).json().hasPremiumAccess).toBe(false);
    await changeUserAccess(t, { email: ben.user.email, hasPremiumAccess: true });
    expect((await passport(ben.token)).json().hasPremiumAccess).toBe(true);
  });
});

describe('My projects (/api/passport/projects)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { seeded: true });
  }, 120_000);
  afterAll(async () => t.close());

  const as = (caller: Caller) => client(t).as(caller);
  const myProjects = async (caller: Caller) => (await as(caller).call(passportContract.getProjects)).json();

  it('lists the projects a user owns, then those a grant opens, or says there is no access', async () => {
    const owner = await buildSignedInUser(t.db, t.clock);
    const admin = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
    const reader = await buildSignedInUser(t.db, t.clock);
    const create = (title: string) =>
      as(owner).call(projectsContract.post, {
        body: {
          titleEn: title,
          titleEs: title,
          summaryEn: 'Engines burn the gas.',
          summaryEs: 'Motores queman el gas.',
          descriptionEn: 'A plant of engines.',
          descriptionEs: 'Una planta de motores.',
          flares: [{ country: 'argentina', company: 'ypf-s-a', name: 'loma-campana-01867' }],
          technology: 'reciprocating_engine',
          model: defaultProjectInputs({
            technology: 'reciprocating_engine',
            capacityMw: 10,
            gasLhvMjPerM3: 36,
          }),
          fundingSoughtUsd: 12_000_000,
          milestones: [],
        },
      });
    const published = (await create('Loma Campana power')).json().slug;
    const draft = (await create('Draft plant')).json().slug;
    await as(admin).call(projectsContract.postPublication, {
      params: { project: published },
      body: { isPublished: true },
    });

    const mine = await myProjects(owner);
    expect(mine.groups.map((group) => group.kind)).toEqual(['owned', 'pipeline', 'access']);
    expect(mine.groups[0]?.items.map((item) => item.slug).sort()).toEqual([draft, published].sort());
    expect(mine.groups[1]?.items).toEqual([]);
    expect(mine.groups[2]?.items).toEqual([]);
    expect(mine.hasProjectAccess).toBe(true);

    const none = await myProjects(reader);
    expect(none.hasProjectAccess).toBe(false);
    expect(none.groups.flatMap((group) => group.items)).toEqual([]);

    const project = await t.db
      .selectFrom('projects')
      .select('id')
      .where('slug', '=', published)
      .executeTakeFirstOrThrow();
    await changeUserAccess(t, {
      email: reader.user.email,
      hasProjectAccess: true,
      projectId: project.id,
    });
    const granted = await myProjects(reader);
    expect(granted.hasProjectAccess).toBe(true);
    expect(granted.groups[2]?.items.map((item) => item.slug)).toEqual([published]);

    // Once the reader expresses interest as an investor, the project moves to the pipeline group.
    await as(owner).call(projectsContract.postStage, {
      params: { project: published },
      body: { stage: 'seeking_funding' },
    });
    const profile = await as(reader).call(investorsContract.putAccountInvestorProfile, {
      body: {
        organisation: 'Andes Energy Fund',
        type: 'fund',
        ticketMinUsd: 1_000_000,
        ticketMaxUsd: 20_000_000,
        countries: ['AR'],
        technologies: [],
      },
    });
    expect(profile.statusCode).toBe(200);
    const interest = await as(reader).call(investorsContract.postPipelineSteps, {
      params: { project: published },
      body: { step: 'express_interest' },
    });
    expect(interest.statusCode).toBe(200);
    const investing = await myProjects(reader);
    expect(investing.groups[1]).toMatchObject({ kind: 'pipeline', items: [{ slug: published }] });
    expect(investing.groups[2]?.items).toEqual([]);
  });
});
