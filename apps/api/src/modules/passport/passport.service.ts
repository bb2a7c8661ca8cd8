import { profileOf, updateProfile, type ProfileChanges, type ProfileRow } from '../accounts/index.js';
import { pipelineProjectSlugs } from '../investors/index.js';
import {
  AUDIENCES,
  COVER_BANNER,
  COVER_SMALL,
  isVisibleTo,
  projectListQuerySchema,
  type Audience,
  type CoverCrop,
  type MyProjectsResponse,
  type PassportResponse,
  type PassportUpdate,
  type ProfileResponse,
} from '@flarescope/shared';
import type { z } from 'zod';
import type { passportUpdateSchema } from '@flarescope/shared';
import { lockWithin } from '../../db/races.js';
import { AppError } from '../../errors.js';
import { DEFAULT_MAX_PIXELS, processImage } from '../../infra/images/images.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { canExport, hasAnyProjectAccess } from '../access/index.js';
import { coverKey } from './cover-key.js';
import { listProjects } from '../projects/index.js';
import { toPassport, toProfile, visibilitiesOf } from './passport.presenters.js';
import type { SignedInUser } from '../../lib/signed-in-user.js';

type Deps = Pick<ServiceContext, 'db' | 'clock' | 'storage'>;

/** The signed-in user acting (the requireUser guard resolved it), or `unauthenticated`. */
const signedIn = (ctx: Pick<ServiceContext, 'actor'>): SignedInUser => {
  if (!ctx.actor) throw new AppError('unauthenticated');
  return ctx.actor;
};

const loadOwn = async (db: Deps['db'], userId: string) => {
  const row = await profileOf({ db }, { userId });
  if (!row) throw new AppError('unauthenticated');
  return row;
};

const accessOf = (user: SignedInUser) => ({
  hasPremiumAccess: canExport(user),
  hasProjectAccess: hasAnyProjectAccess(user),
});

/** The signed-in user's passport: every field, its privacy, the cover and what access they hold. */
export const getPassport = async (ctx: ServiceContext): Promise<PassportResponse> => {
  const user = signedIn(ctx);
  return toPassport(ctx.storage, await loadOwn(ctx.db, user.id), accessOf(user));
};

const VISIBILITY_COLUMNS = {
  profile: 'profile_visibility',
  birthDate: 'birth_date_visibility',
  location: 'location_visibility',
  work: 'work_visibility',
  about: 'about_visibility',
} as const;

/** Headline, about me and privacy settings; an empty text clears the field. */
export const updatePassport = async (
  ctx: ServiceContext,
  input: z.output<typeof passportUpdateSchema>,
): Promise<PassportResponse> => {
  const user = signedIn(ctx);
  const changes: ProfileChanges = {};
  if (input.headline !== undefined) changes.headline = input.headline || null;
  if (input.about !== undefined) changes.about = input.about || null;
  for (const [field, value] of Object.entries(input.visibility ?? {})) {
    if (value) changes[VISIBILITY_COLUMNS[field as keyof typeof VISIBILITY_COLUMNS]] = value;
  }
  await updateProfile(ctx, {
    userId: user.id,
    changes: { ...changes, updated_at: ctx.clock.now().toISOString() },
  });
  return getPassport(ctx);
};
export type { PassportUpdate };

/** The audience a viewer belongs to for a profile: its owner, a signed-in user, or anyone. */
const audienceOf = (viewer: SignedInUser | null, ownerId: string): Audience =>
  viewer === null ? 'everyone' : viewer.id === ownerId ? 'only_me' : 'signed_in';

/** The narrower of two audiences: "view as" never shows more than the viewer may see. */
const narrower = (a: Audience, b: Audience | undefined): Audience =>
  b !== undefined && AUDIENCES.indexOf(b) < AUDIENCES.indexOf(a) ? b : a;

/**
 * A profile at /passport/{username}, as the viewer (or a narrower audience they ask for) may see it.
 * Unknown users, closed accounts and profiles hidden from that audience are all `not_found`, so a hidden
 * profile cannot be told from a missing one.
 */
export const getProfile = async (
  ctx: ServiceContext,
  { username, viewAs }: { username: string; viewAs?: Audience | undefined },
): Promise<ProfileResponse> => {
  const { actor: viewer } = ctx;
  const row = await profileOf(ctx, { username });
  if (!row?.username) throw new AppError('not_found');
  const audience = narrower(audienceOf(viewer, row.id), viewAs);
  if (!isVisibleTo(visibilitiesOf(row).profile, audience)) throw new AppError('not_found');
  return toProfile(ctx.storage, { ...row, username: row.username }, audience, viewer?.id === row.id);
};

/**
 * A new cover photo: the picture is checked and re-encoded (infra/images: sniffed, pixel limit, crop,
 * 1584×396 banner and 528×132 small variant, no metadata) before anything is stored; then both files are
 * stored under new keys, the row points at them, and the old files are deleted.
 */
export const setCover = async (
  ctx: ServiceContext,
  input: { bytes: Buffer; crop: CoverCrop | undefined },
): Promise<PassportResponse> => {
  const user = signedIn(ctx);
  const [banner, small] = await processImage(input.bytes, {
    maxPixels: DEFAULT_MAX_PIXELS,
    ...(input.crop ? { crop: input.crop } : {}),
    outputs: [
      { ...COVER_BANNER, format: 'webp', quality: 82 },
      { ...COVER_SMALL, format: 'webp', quality: 78 },
    ],
  });
  if (!banner || !small) throw new AppError('internal');
  await loadOwn(ctx.db, user.id);
  const keys = {
    banner: coverKey(user.id, banner.bytes, 'banner'),
    small: coverKey(user.id, small.bytes, 'small'),
  };
  await ctx.storage.put(keys.banner, banner.bytes, banner.contentType);
  await ctx.storage.put(keys.small, small.bytes, small.contentType);
  let before: ProfileRow;
  try {
    before = await swapCover(ctx, user.id, { cover_photo: keys.banner, cover_photo_small: keys.small });
  } catch (error) {
    await Promise.allSettled([ctx.storage.delete(keys.banner), ctx.storage.delete(keys.small)]);
    throw error;
  }
  await deleteCoverFiles(ctx, before);
  return getPassport(ctx);
};

/**
 * Points the row at a new cover (or none) and answers the row as it was just before: read and written in
 * one transaction, one cover change of a user at a time, so two uploads at once each delete the files
 * the other replaced, and no file is left that the row does not name.
 */
const swapCover = (
  deps: Deps,
  userId: string,
  cover: { cover_photo: string | null; cover_photo_small: string | null },
): Promise<ProfileRow> =>
  deps.db.transaction().execute(async (trx) => {
    await lockWithin(trx, `cover:${userId}`);
    const before = await loadOwn(trx, userId);
    await updateProfile(
      { db: trx },
      { userId, changes: { ...cover, updated_at: deps.clock.now().toISOString() } },
    );
    return before;
  });

const deleteCoverFiles = async (deps: Deps, row: ProfileRow) => {
  for (const key of [row.cover_photo, row.cover_photo_small]) {
    if (key) await deps.storage.delete(key).catch(() => undefined);
  }
};

/** Removes the cover photo: the row first, then its files. */
export const removeCover = async (ctx: ServiceContext): Promise<PassportResponse> => {
  const before = await swapCover(ctx, signedIn(ctx).id, { cover_photo: null, cover_photo_small: null });
  await deleteCoverFiles(ctx, before);
  return getPassport(ctx);
};

/**
 * My projects, as groups: those the user owns (drafts too), then the published ones they may open through
 * a grant. Investor pipelines (issue 17) add a group: a kind in MY_PROJECT_GROUPS and one entry here.
 */
export const myProjects = async (ctx: ServiceContext): Promise<MyProjectsResponse> => {
  const user = signedIn(ctx);
  const owned = await listProjects(ctx, projectListQuerySchema.parse({ scope: 'mine', sort: 'updated' }));
  const open = await listProjects(ctx, projectListQuerySchema.parse({ scope: 'open', sort: 'updated' }));
  const ownedSlugs = new Set(owned.items.map((item) => item.slug));
  // The projects the user is an investor in (issue 17's pipeline), whatever their step.
  const pipelineSlugs = await pipelineProjectSlugs({ db: ctx.db, actor: user });
  return {
    groups: [
      { kind: 'owned', items: owned.items },
      { kind: 'pipeline', items: open.items.filter((item) => pipelineSlugs.has(item.slug)) },
      {
        kind: 'access',
        items: open.items.filter((item) => !ownedSlugs.has(item.slug) && !pipelineSlugs.has(item.slug)),
      },
    ],
    hasProjectAccess: open.hasProjectAccess || owned.items.length > 0,
  };
};
