import { GAS_COMPONENTS } from '@flarescope/shared';
import { type GasCompositionImportRow } from '../row-schemas.js';
import { insertRows } from '../../../db/bulk-insert.js';
import { stableId, type GasCompositionsTable } from '../../flaring-data/index.js';
import * as repo from '../imports.repository.js';
import { diffByKey } from './diff-by-key.js';
import { createFlareLookup } from './flare-lookup.js';
import {
  BATCH,
  createRepeatCheck,
  nothingToRefresh,
  type Rows,
  type WriteContext,
  type WriteOutcome,
} from './write-context.js';

type Component = (typeof GAS_COMPONENTS)[number];

const keyOf = (row: GasCompositionsTable) => `${row.flare_id}|${row.sampled_on}`;

/** The components whose share changed, or null when none did. */
const changedComponents = (before: GasCompositionsTable, row: GasCompositionsTable) => {
  const changed = GAS_COMPONENTS.filter((c) => before[c] !== row[c]);
  return changed.length === 0 ? null : Object.fromEntries(changed.map((c) => [c, row[c]]));
};

/** Gas compositions (chromatographies) of known flares: upserted by flare + sample date + source. */
export const writeCompositions = async (
  ctx: WriteContext,
  rows: Rows<GasCompositionImportRow>,
): Promise<WriteOutcome> => {
  const { resolver, errors } = ctx;
  const sourceId = resolver.sourceId;
  const lookup = createFlareLookup(ctx);
  const isRepeat = createRepeatCheck(ctx);
  const pending: GasCompositionsTable[] = [];
  let handled = 0;
  for await (const received of rows)
    for (const { line, data } of received) {
      handled += 1;
      const found = lookup.cached(data) ?? (await lookup.resolve(line, data));
      if (!found) continue;
      const flare = found.flares.get(found.name);
      if (!flare) {
        errors.add({ line, column: 'flare_name', key: 'imports.row.flare_not_found' });
        continue;
      }
      if (isRepeat(line, `${flare.id}|${data.sampled_on}`, 'sampled_on')) continue;
      const components = Object.fromEntries(GAS_COMPONENTS.map((c) => [c, data[c]])) as Record<
        Component,
        number
      >;
      pending.push({
        id: stableId('composition', flare.id, data.sampled_on, sourceId),
        flare_id: flare.id,
        sampled_on: data.sampled_on,
        ...components,
        source_id: sourceId,
      });
    }
  // Files of compositions are small: written once all rows are read, and only when none was refused.
  if (errors.count === 0) {
    for (let i = 0; i < pending.length; i += BATCH) {
      const chunk = pending.slice(i, i + BATCH);
      const flareIds = [...new Set(chunk.map((row) => row.flare_id))];
      await diffByKey({
        table: 'gas_compositions',
        counts: resolver.counts,
        rows: chunk,
        stored: await repo.compositionsOfFlares(ctx.db, sourceId, flareIds),
        keyOf,
        keyOfStored: keyOf,
        changesOf: changedComponents,
        update: (_row, before, changes) =>
          repo.updateComposition(ctx.db, before.id, changes).then(() => undefined),
        insert: (inserts) => insertRows(ctx.db, 'gas_compositions', inserts),
      });
    }
  }
  await ctx.onRows(handled);
  return nothingToRefresh();
};
