import type { Db } from '../../../db/database.js';

// --- Production ----------------------------------------------------------------------------------

/** Production rows of one entity ('country:ARG', 'company:<id>'), all periods and sources. */
export const productionOf = (db: Db, entityKey: string) =>
  db
    .selectFrom('production')
    .select(['period', 'year', 'oil_bbl', 'gas_m3', 'source_id'])
    .where('entity_key', '=', entityKey)
    .orderBy('period')
    .execute();
