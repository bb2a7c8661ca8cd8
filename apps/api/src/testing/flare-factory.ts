import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { Clock } from '../infra/clock.js';

/** A satellite source of flares (a publisher of the catalogue, as VIIRS Nightfire is), by its id. */
export const buildSatelliteSource = (db: Db, clock: Clock, source: { id: string; title?: string }) =>
  db
    .insertInto('data_sources')
    .values({
      id: source.id,
      publisher: 'Earth Observation Group',
      title: source.title ?? 'VIIRS Nightfire test flares',
      licence: 'CC BY 4.0',
      url: null,
      published_on: null,
      kind: 'satellite',
      notes: null,
      created_at: clock.now().toISOString(),
      title_es: null,
      licence_es: null,
    })
    .execute();

/** An operator (its slug is its search key); returns its id. */
export const buildCompany = async (
  db: Db,
  company: { slug: string; name: string; countryIso3?: string },
): Promise<string> => {
  const id = randomUUID();
  await db
    .insertInto('companies')
    .values({
      id,
      slug: company.slug,
      name: company.name,
      country_iso3: company.countryIso3 ?? 'ARG',
      is_unattributed: 0,
      website: null,
      description_en: null,
      description_es: null,
      search_key: company.slug,
      group_slug: null,
      group_name: null,
    })
    .execute();
  return id;
};

/**
 * An upstream onshore flare of a satellite source with its observed volumes (`series`: m³ by period, a year
 * `2024` or a month `2024-02`), in Argentina at 38°S 68°W unless told otherwise; returns its id.
 */
export const buildFlare = async (
  db: Db,
  flare: {
    name: string;
    companyId: string;
    sourceId: string;
    series: Record<string, number>;
    countryIso3?: string;
    latitude?: number;
    longitude?: number;
    detectionFrequency?: number | null;
    firstYear?: number;
    lastYear?: number;
  },
): Promise<string> => {
  const id = randomUUID();
  await db
    .insertInto('flares')
    .values({
      id,
      name: flare.name,
      company_id: flare.companyId,
      country_iso3: flare.countryIso3 ?? 'ARG',
      field_id: null,
      latitude: flare.latitude ?? -38,
      longitude: flare.longitude ?? -68,
      location: null,
      type: 'upstream',
      is_routine: null,
      is_onshore: 1,
      combustion_efficiency: null,
      temperature_k: null,
      detection_frequency: flare.detectionFrequency ?? null,
      trend: null,
      first_year: flare.firstYear ?? 2022,
      last_year: flare.lastYear ?? 2024,
      external_id: flare.name,
      source_id: flare.sourceId,
      data_date: null,
      search_key: flare.name,
    })
    .execute();
  const observations = Object.entries(flare.series).map(([period, volume]) => ({
    flare_id: id,
    period,
    year: Number(period.slice(0, 4)),
    volume_m3: volume,
    source_id: flare.sourceId,
    confidence: null,
  }));
  if (observations.length > 0) await db.insertInto('observations').values(observations).execute();
  return id;
};
