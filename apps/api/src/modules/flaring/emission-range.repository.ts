import type { Db } from '../../db/database.js';
import { SATELLITE_SOURCE } from './flaring.repository.js';

/**
 * The satellite volume of `year` per flare type, of the flares without a measured gas composition (the
 * part every summary computes with the default gas), for the world, a country or a company. The year's
 * attribution is the roll-up's (`flare_year_totals`), the same rows the summary's volume comes from.
 */
export const unmeasuredVolumeByType = async (
  db: Db,
  input: { countryIso3?: string; companyId?: string; year: number },
) => {
  let query = db
    .selectFrom('flare_year_totals as o')
    .innerJoin('flares', 'flares.id', 'o.flare_id')
    .select(['flares.type as type', (eb) => eb.fn.sum<number>('o.volume_m3').as('volume')])
    .where('o.year', '=', input.year)
    .where('o.source_id', '=', SATELLITE_SOURCE)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('gas_compositions as g')
            .select('g.flare_id')
            .whereRef('g.flare_id', '=', 'flares.id'),
        ),
      ),
    )
    .groupBy('flares.type');
  if (input.countryIso3) query = query.where('o.country_iso3', '=', input.countryIso3);
  if (input.companyId) query = query.where('o.company_id', '=', input.companyId);
  const rows = await query.execute();
  return rows.map((row) => ({ type: row.type, volumeM3: Number(row.volume) }));
};
