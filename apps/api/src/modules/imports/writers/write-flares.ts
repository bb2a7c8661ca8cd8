import { type FlareImportRow } from '../row-schemas.js';
import type { Updateable } from 'kysely';
import type { FlaresTable } from '../../flaring-data/index.js';
import * as repo from '../imports.repository.js';
import { createFlareLookup } from './flare-lookup.js';
import { createRepeatCheck, type Rows, type WriteContext, type WriteOutcome } from './write-context.js';

/**
 * Flares: upserted by source + external_id when given, else by company + name. Not diffed by batch as
 * the other templates are: each row's flare is found in the resolver's maps (by name per company, or by
 * source + external id), which take the new flares too and write them at the end.
 */
export const writeFlares = async (ctx: WriteContext, rows: Rows<FlareImportRow>): Promise<WriteOutcome> => {
  const { resolver, errors } = ctx;
  const outcome: WriteOutcome = { flareIds: new Set(), formerCompanyIds: new Set() };
  const lookup = createFlareLookup(ctx);
  const isRepeat = createRepeatCheck(ctx);
  let handled = 0;
  for await (const received of rows)
    for (const { line, data } of received) {
      handled += 1;
      if (handled % 200 === 0) await ctx.onRows(handled);
      const found = lookup.cached(data) ?? (await lookup.resolve(line, data));
      if (!found) continue;
      const byName = found.flares.get(found.name) ?? null;
      const byExternalId = data.external_id ? await resolver.flareByExternalId(data.external_id) : null;
      if (byExternalId && byName && byName.id !== byExternalId.id) {
        errors.add({ line, column: 'flare_name', key: 'imports.row.flare_name_taken' });
        continue;
      }
      const existing = byExternalId ?? byName;
      const fieldId = data.field ? await resolver.field(found.iso3, data.field, found.companyId) : undefined;
      // Empty optional cells keep what the flare has: a file need not repeat every attribute.
      const values: Updateable<FlaresTable> = {
        name: found.name,
        company_id: found.companyId,
        country_iso3: found.iso3,
        latitude: data.latitude,
        longitude: data.longitude,
        type: data.type,
        ...(fieldId !== undefined && { field_id: fieldId }),
        ...(data.location !== undefined && { location: data.location }),
        ...(data.is_routine !== undefined && { is_routine: data.is_routine ? 1 : 0 }),
        ...(data.is_onshore !== undefined && { is_onshore: data.is_onshore ? 1 : 0 }),
        ...(data.combustion_efficiency !== undefined && {
          combustion_efficiency: data.combustion_efficiency,
        }),
        ...(data.temperature_k !== undefined && { temperature_k: data.temperature_k }),
        ...(data.detection_frequency !== undefined && { detection_frequency: data.detection_frequency }),
        ...(data.data_date !== undefined && { data_date: data.data_date }),
      };
      if (!existing) {
        const flare = await resolver.addFlare(
          {
            ...found,
            displayName: data.flare_name,
            externalId: data.external_id,
            latitude: data.latitude,
            longitude: data.longitude,
            type: data.type,
          },
          values as Partial<FlaresTable>,
        );
        // Later rows naming the same flare find it (by name or external id) and are reported as repeats.
        isRepeat(line, flare.id, 'flare_name');
        continue;
      }
      if (isRepeat(line, existing.id, data.external_id ? 'external_id' : 'flare_name')) continue;
      const patch = Object.fromEntries(
        Object.entries(values).filter(([column, value]) => existing[column as keyof FlaresTable] !== value),
      ) as Updateable<FlaresTable>;
      if (Object.keys(patch).length === 0) {
        resolver.counts.add('flares', 'unchanged');
        continue;
      }
      resolver.counts.add('flares', 'updated');
      const before = { companyId: existing.company_id, name: existing.name };
      Object.assign(existing, patch);
      if (before.companyId !== existing.company_id || before.name !== existing.name) {
        await resolver.moveFlare(existing, before);
      }
      if (before.companyId !== existing.company_id) {
        outcome.flareIds.add(existing.id);
        outcome.formerCompanyIds.add(before.companyId);
      }
      if (errors.count === 0) await repo.updateFlare(ctx.db, existing.id, patch);
    }
  if (errors.count === 0) await resolver.flushFlares();
  await ctx.onRows(handled);
  return outcome;
};
