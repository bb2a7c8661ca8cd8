import { type ObservationImportRow } from '../row-schemas.js';
import { bulkInserter } from '../../../db/bulk-insert.js';
import type { FlareYearTotalsTable, FlaresTable, ObservationsTable } from '../../flaring-data/index.js';
import * as repo from '../imports.repository.js';
import { diffByKey } from './diff-by-key.js';
import { createFlareLookup } from './flare-lookup.js';
import { BATCH, type Rows, type WriteContext, type WriteOutcome } from './write-context.js';

/** Columns of an observation row, in the order the bulk insert takes them. */
const OBSERVATION_COLUMNS = ['flare_id', 'period', 'year', 'volume_m3', 'source_id', 'confidence'] as const;
const WIDTH = OBSERVATION_COLUMNS.length;

type YearTotals = { flare: FlaresTable; years: Map<number, FlareYearTotalsTable> };

/** Adds an inserted observation to its flare's yearly total. */
const addToYear = (target: YearTotals, period: string, year: number, volume: number, sourceId: string) => {
  const total = target.years.get(year);
  if (!total) {
    target.years.set(year, {
      flare_id: target.flare.id,
      year,
      source_id: sourceId,
      company_id: target.flare.company_id,
      country_iso3: target.flare.country_iso3,
      volume_m3: volume,
      periods: 1,
      last_period: period,
    });
    return;
  }
  total.volume_m3 += volume;
  total.periods += 1;
  if (period > total.last_period) total.last_period = period;
};

const keyOfStored = (row: Pick<ObservationsTable, 'flare_id' | 'period'>) => `${row.flare_id}|${row.period}`;

/**
 * Monthly observations: upserted by flare + period + source; a flare not yet known is created.
 * Rows are kept per batch as one flat array of values (the bulk insert's parameters): this path
 * carries files of millions of rows, and per-row objects would cost more than SQLite's own work.
 * A batch none of whose flares has stored rows (every batch of a first import) goes in as it is;
 * any other goes through diffByKey, its rows named by their offset in the flat array.
 */
export const writeObservations = async (
  ctx: WriteContext,
  rows: Rows<ObservationImportRow>,
): Promise<WriteOutcome> => {
  const { resolver, errors } = ctx;
  const sourceId = resolver.sourceId;
  const outcome: WriteOutcome = { flareIds: new Set(), formerCompanyIds: new Set() };
  const lookup = createFlareLookup(ctx);
  const insert = bulkInserter(ctx.db, ctx.dialect, 'observations', OBSERVATION_COLUMNS, ctx.connection);
  // Periods seen per flare, with their line: a second row for the same flare and month is a repeat.
  const seen = new Map<FlaresTable, Map<string, number>>();
  /*
   * Flares this source had no observation of before the import ("fresh": all flares of a first import)
   * get their yearly roll-ups summed here as their rows go in, instead of re-read from the database,
   * and need no check for existing rows.
   */
  const fresh = new Map<string, YearTotals>();
  const checked = new Set<string>();
  const flareById = new Map<string, FlaresTable>();
  let batch: unknown[] = [];
  let handled = 0;
  // A source this import created has no observations yet: every flare is fresh, nothing to look up.
  const { sourceIsNew } = resolver;

  /** An inserted row: summed into its fresh flare's years, or its flare's roll-ups refreshed after. */
  const noteInserted = (offset: number) => {
    const id = batch[offset] as string;
    const target = fresh.get(id);
    if (!target) {
      outcome.flareIds.add(id);
      return;
    }
    addToYear(
      target,
      batch[offset + 1] as string,
      batch[offset + 2] as number,
      batch[offset + 3] as number,
      sourceId,
    );
  };

  const flush = async () => {
    const count = batch.length / WIDTH;
    if (errors.count > 0 || count === 0) {
      batch = [];
      return;
    }
    await resolver.flushFlares();
    const toCheck = new Set<string>();
    for (let i = 0; i < batch.length; i += WIDTH) {
      const id = batch[i] as string;
      if (!fresh.has(id)) toCheck.add(id);
    }
    const stored =
      toCheck.size > 0 && !sourceIsNew ? await repo.observationsOfFlares(ctx.db, sourceId, [...toCheck]) : [];
    const withRows = new Set(stored.map((row) => row.flare_id));
    for (const id of toCheck) {
      if (!checked.has(id) && !withRows.has(id))
        fresh.set(id, { flare: flareById.get(id) as FlaresTable, years: new Map() });
      checked.add(id);
    }
    if (stored.length === 0) {
      // The fast path (most batches only insert): the batch itself is the statement's parameters.
      for (let i = 0; i < batch.length; i += WIDTH) noteInserted(i);
      await insert(batch, count);
      resolver.counts.add('observations', 'inserted', count);
    } else {
      const offsets: number[] = [];
      for (let i = 0; i < batch.length; i += WIDTH) offsets.push(i);
      await diffByKey({
        table: 'observations',
        counts: resolver.counts,
        rows: offsets,
        stored,
        keyOf: (i) => `${batch[i] as string}|${batch[i + 1] as string}`,
        keyOfStored,
        changesOf: (before, i) =>
          before.volume_m3 === batch[i + 3] && before.confidence === batch[i + 5] ? null : i,
        update: async (i) => {
          const id = batch[i] as string;
          await repo.updateObservation(ctx.db, {
            flare_id: id,
            period: batch[i + 1] as string,
            year: batch[i + 2] as number,
            volume_m3: batch[i + 3] as number,
            source_id: sourceId,
            confidence: batch[i + 5] as string | null,
          });
          outcome.flareIds.add(id);
        },
        insert: async (inserts) => {
          const values: unknown[] = [];
          for (const i of inserts) {
            noteInserted(i);
            for (let k = 0; k < WIDTH; k += 1) values.push(batch[i + k]);
          }
          await insert(values, inserts.length);
        },
      });
    }
    batch = [];
    await ctx.onRows(handled);
  };

  for await (const received of rows)
    for (const { line, data } of received) {
      handled += 1;
      const found = lookup.cached(data) ?? (await lookup.resolve(line, data));
      if (!found) continue;
      let flare = found.flares.get(found.name);
      if (!flare) {
        const { latitude, longitude, type } = data;
        if (latitude === undefined || longitude === undefined || type === undefined) {
          const missing = (['latitude', 'longitude', 'type'] as const).filter((c) => data[c] === undefined);
          if (missing.length === 3)
            errors.add({ line, column: 'flare_name', key: 'imports.row.flare_unknown' });
          for (const column of missing.length === 3 ? [] : missing) {
            errors.add({ line, column, key: 'imports.row.new_flare_incomplete' });
          }
          continue;
        }
        flare = await resolver.addFlare({
          ...found,
          displayName: data.flare_name,
          latitude,
          longitude,
          type,
        });
        fresh.set(flare.id, { flare, years: new Map() });
        checked.add(flare.id);
      }
      let periods = seen.get(flare);
      if (!periods) {
        seen.set(flare, (periods = new Map()));
        flareById.set(flare.id, flare);
      }
      const first = periods.get(data.period);
      if (first !== undefined) {
        errors.add({ line, column: 'period', key: 'imports.row.duplicate', params: { line: first } });
        continue;
      }
      periods.set(data.period, line);
      batch.push(
        flare.id,
        data.period,
        Number(data.period.slice(0, 4)),
        data.volume_m3,
        sourceId,
        data.confidence ?? null,
      );
      if (batch.length >= BATCH * WIDTH) await flush();
    }
  await flush();
  await ctx.onRows(handled);
  // A flare whose company some year comes from a dated source (decision 014) has its roll-ups summed by
  // the database, which knows each year's company; the sums here carry the flare's own.
  const dated = fresh.size > 0 ? await repo.flaresWithDatedOperators(ctx.db) : new Set<string>();
  outcome.flareYearTotals = [...fresh.values()].flatMap(({ flare, years }) => {
    if (!dated.has(flare.id)) return [...years.values()];
    if (years.size > 0) outcome.flareIds.add(flare.id);
    return [];
  });
  return outcome;
};
