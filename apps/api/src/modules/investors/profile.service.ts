import {
  criteriaFromStored,
  INSTRUMENTS,
  INVESTOR_TYPES,
  type MatchCriteria,
  type InvestorProfile,
  type InvestorProfileInput,
  type InvestorType,
} from '@flarescope/shared';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { listTechnologies } from '../projects/index.js';
import * as repo from './investors.repository.js';
import { requireSignedIn } from './project-access.js';

export const investorTypeOf = (value: string): InvestorType =>
  (INVESTOR_TYPES as readonly string[]).includes(value) ? (value as InvestorType) : 'strategic';

/** What an investor funds (decision 039), as the shared matching rule reads it. */
export const criteriaOf = (row: repo.ProfileRow): MatchCriteria =>
  criteriaFromStored({
    countriesJson: row.countries,
    technologiesJson: row.technologies,
    instrumentsJson: row.instruments,
    ticketMinUsd: row.ticket_min_usd,
    ticketMaxUsd: row.ticket_max_usd,
    minIrr: row.min_irr,
    irrCase: row.irr_case,
  });

export const toProfile = (row: repo.ProfileRow): InvestorProfile => {
  const criteria = criteriaOf(row);
  return {
    organisation: row.organisation,
    type: investorTypeOf(row.type),
    ticketMinUsd: criteria.ticketMinUsd,
    ticketMaxUsd: criteria.ticketMaxUsd,
    countries: [...criteria.countries],
    technologies: [...criteria.technologies],
    instruments: [...criteria.instruments],
    minIrr: criteria.minIrr,
    irrCase: criteria.irrCase,
    updatedAt: row.updated_at,
  };
};

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
