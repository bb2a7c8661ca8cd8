import { type ProductionImportRow } from '../row-schemas.js';
import { insertRows } from '../../../db/bulk-insert.js';
import type { ProductionTable } from '../../flaring-data/index.js';
import * as repo from '../imports.repository.js';
import { diffByKey } from './diff-by-key.js';
import {
  BATCH,
  createRepeatCheck,
  nothingToRefresh,
  type Rows,
  type WriteContext,
  type WriteOutcome,
} from './write-context.js';

const keyOf = (row: Pick<ProductionTable, 'entity_key' | 'period'>) => `${row.entity_key}|${row.period}`;

/** Production of a field, a company or a country: upserted by entity + period + source. */
export const writeProduction = async (
  ctx: WriteContext,
  rows: Rows<ProductionImportRow>,
): Promise<WriteOutcome> => {
  const { resolver, errors } = ctx;
  const sourceId = resolver.sourceId;
  const isRepeat = createRepeatCheck(ctx);
  let batch: ProductionTable[] = [];
  let handled = 0;

  const flush = async () => {
    if (errors.count > 0 || batch.length === 0) {
      batch = [];
      return;
    }
    const keys = [...new Set(batch.map((row) => row.entity_key))];
    await diffByKey({
      table: 'production',
      counts: resolver.counts,
      rows: batch,
      stored: await repo.productionOfEntities(ctx.db, sourceId, keys),
      keyOf,
      keyOfStored: keyOf,
      changesOf: (before, row) =>
        before.oil_bbl === row.oil_bbl && before.gas_m3 === row.gas_m3 ? null : row,
      update: (row) => repo.updateProduction(ctx.db, row).then(() => undefined),
      insert: (inserts) => insertRows(ctx.db, 'production', inserts),
    });
    batch = [];
    await ctx.onRows(handled);
  };

  for await (const received of rows)
    for (const { line, data } of received) {
      handled += 1;
      const iso3 = await resolver.country(data.country);
      if (!iso3) {
        errors.add({ line, column: 'country', key: 'imports.row.country_unknown' });
        continue;
      }
      const company = data.company ? await resolver.company(iso3, data.company) : null;
      const fieldId = data.field ? await resolver.field(iso3, data.field, company?.id ?? null) : null;
      // The same levels as the seed: a field's production names the field, a company's the company.
      const entity = fieldId
        ? { level: 'field', entity_key: `field:${fieldId}`, company_id: null, field_id: fieldId }
        : company
          ? { level: 'company', entity_key: `company:${company.id}`, company_id: company.id, field_id: null }
          : { level: 'country', entity_key: `country:${iso3}`, company_id: null, field_id: null };
      if (isRepeat(line, `${entity.entity_key}|${data.period}`, 'period')) continue;
      batch.push({
        ...entity,
        country_iso3: iso3,
        period: data.period,
        year: Number(data.period.slice(0, 4)),
        oil_bbl: data.oil_bbl ?? null,
        gas_m3: data.gas_m3 ?? null,
        source_id: sourceId,
      });
      if (batch.length >= BATCH) await flush();
    }
  await flush();
  await ctx.onRows(handled);
  return nothingToRefresh();
};
