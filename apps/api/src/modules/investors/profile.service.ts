import { INSTRUMENTS, type InvestorProfile, type InvestorProfileInput } from '@flarescope/shared';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { listTechnologies } from '../projects/index.js';
import * as repo from './investors.repository.js';
import { toProfile } from './investors.presenters.js';
import { requireSignedIn } from './project-access.js';

/** The viewer's investor profile, or null while they are not an investor. */
export const getProfile = async ({
  db,
  actor,
}: Pick<ServiceContext, 'db' | 'actor'>): Promise<{ profile: InvestorProfile | null }> => {
  const user = requireSignedIn(actor);
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
  const known = new Set((await listTechnologies(ctx)).items.map((technology) => technology.id));
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
    // Kept in the funding plan's order, whatever order they were ticked in.
    instruments: JSON.stringify(INSTRUMENTS.filter((item) => input.instruments.includes(item))),
    min_irr: input.minIrr,
    irr_case: input.irrCase,
    created_at: now,
    updated_at: now,
  });
  const row = await repo.findProfile(db, user.id);
  if (!row) throw new AppError('internal');
  return { profile: toProfile(row) };
};

/** Removes the viewer's investor profile; their pipeline history stays with the projects. */
export const deleteProfile = async ({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>): Promise<void> => {
  const user = requireSignedIn(actor);
  await repo.deleteProfile(db, user.id);
};
