import {
  INVESTOR_TYPES,
  type InvestorProfile,
  type InvestorProfileInput,
  type InvestorType,
} from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { listTechnologies } from '../projects/index.js';
import * as repo from './investors.repository.js';
import { requireSignedIn, type Viewer } from './project-access.js';

const parseList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

export const investorTypeOf = (value: string): InvestorType =>
  (INVESTOR_TYPES as readonly string[]).includes(value) ? (value as InvestorType) : 'strategic';

export const toProfile = (row: repo.ProfileRow): InvestorProfile => ({
  organisation: row.organisation,
  type: investorTypeOf(row.type),
  ticketMinUsd: Number(row.ticket_min_usd),
  ticketMaxUsd: Number(row.ticket_max_usd),
  countries: parseList(row.countries),
  technologies: parseList(row.technologies),
  updatedAt: row.updated_at,
});

/** The viewer's investor profile, or null while they are not an investor. */
export const getProfile = async (db: Db, viewer: Viewer): Promise<{ profile: InvestorProfile | null }> => {
  const user = requireSignedIn(viewer);
  const row = await repo.findProfile(db, user.id);
  return { profile: row ? toProfile(row) : null };
};

/**
 * Creates or replaces the viewer's investor profile. Technologies must be ones projects may name
 * (`investors.validation.technologyUnknown` on the field otherwise); duplicates are dropped.
 */
export const saveProfile = async (
  ctx: ServiceContext,
  { profile: input }: { profile: InvestorProfileInput },
): Promise<{ profile: InvestorProfile }> => {
  const { db, clock } = ctx;
  const user = requireSignedIn(ctx.actor);
  const known = new Set((await listTechnologies(db)).items.map((technology) => technology.id));
  if (input.technologies.some((id) => !known.has(id))) {
    throw new AppError('validation_failed', {
      fields: { technologies: 'investors.validation.technologyUnknown' },
    });
  }
  const now = clock.now().toISOString();
  await repo.upsertProfile(db, {
    user_id: user.id,
    organisation: input.organisation,
    type: input.type,
    ticket_min_usd: input.ticketMinUsd,
    ticket_max_usd: input.ticketMaxUsd,
    countries: JSON.stringify([...new Set(input.countries)]),
    technologies: JSON.stringify([...new Set(input.technologies)]),
    created_at: now,
    updated_at: now,
  });
  const row = await repo.findProfile(db, user.id);
  if (!row) throw new AppError('internal');
  return { profile: toProfile(row) };
};

/** Removes the viewer's investor profile; their pipeline history stays with the projects. */
export const deleteProfile = async (db: Db, viewer: Viewer): Promise<void> => {
  const user = requireSignedIn(viewer);
  await repo.deleteProfile(db, user.id);
};
