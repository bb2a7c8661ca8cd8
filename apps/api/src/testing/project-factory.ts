import { randomUUID } from 'node:crypto';
import { defaultProjectInputs, type ProjectStage } from '@flarescope/shared';
import type { Db } from '../db/database.js';
import type { Clock } from '../infra/clock.js';

/** The country the built projects sit in (buildProject's default `countryIso3`), without its flares. */
export const buildArgentina = (db: Db) =>
  db
    .insertInto('countries')
    .values({
      iso3: 'ARG',
      iso2: 'AR',
      slug: 'argentina',
      name_en: 'Argentina',
      name_es: 'Argentina',
      search_key: 'argentina',
    })
    .execute();

/**
 * A project row without flares (the investors' tests need no flaring data): 10 MW of reciprocating
 * engines with the model's defaults, published and seeking funding unless told otherwise.
 */
export const buildProject = async (
  db: Db,
  clock: Clock,
  options: {
    ownerId: string | null;
    slug?: string;
    stage?: ProjectStage;
    isPublished?: boolean;
    fundingSoughtUsd?: number;
    countryIso3?: string;
    technology?: string;
  },
) => {
  const id = randomUUID();
  const now = clock.now().toISOString();
  const slug = options.slug ?? `project-${id.slice(0, 8)}`;
  const row = {
    id,
    slug,
    title_en: `Flare power ${slug}`,
    title_es: `Energía de antorcha ${slug}`,
    summary_en: 'Engines burn the associated gas of a flare.',
    summary_es: 'Motores queman el gas asociado de una antorcha.',
    description_en: 'A plant of reciprocating engines.',
    description_es: 'Una planta de motores alternativos.',
    company_id: null,
    country_iso3: options.countryIso3 ?? 'ARG',
    stage: options.stage ?? 'seeking_funding',
    technology: options.technology ?? 'reciprocating_engine',
    gas_available_m3_per_day: 100_000,
    composition: null,
    // 10 MW of engines at a flat 2,000 USD/kW (20 M$): the figure the funding tests are worked on, kept
    // apart from the default cost curve (capexUsdPerKwOf), which gives 1,430 USD/kW at this size.
    model_inputs: JSON.stringify({
      ...defaultProjectInputs({ technology: 'reciprocating_engine', capacityMw: 10, gasLhvMjPerM3: 36 }),
      capexUsd: 20_000_000,
    }),
    funding_sought_usd: options.fundingSoughtUsd ?? 12_000_000,
    milestones: '[]',
    owner_id: options.ownerId,
    is_published: options.isPublished === false ? 0 : 1,
    is_illustrative: 0,
    is_featured: 0,
    published_at: options.isPublished === false ? null : now,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('projects').values(row).execute();
  return row;
};
