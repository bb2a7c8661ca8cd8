import {
  GAS_COMPONENTS,
  slugify,
  type FlareImportRow,
  type GasCompositionImportRow,
  type ObservationImportRow,
  type ProductionImportRow,
} from '@flarescope/shared';
import type SQLite from 'better-sqlite3';
import type { Updateable } from 'kysely';
import type {
  Db,
  Dialect,
  FlareYearTotalsTable,
  FlaresTable,
  GasCompositionsTable,
  ProductionTable,
} from '../../db/database.js';
import { bulkInserter, insertRows } from '../../db/bulk-insert.js';
import { stableId } from '../flaring-data/ids.js';
import type { RowErrors } from './import-failure.js';
import * as repo from './imports.repository.js';
import type { Resolver } from './resolver.js';

/** A validated row and its spreadsheet line. */
export type Valid<T> = { line: number; data: T };

/** The rows a writer takes: batches as the reader thread sends them (row-reader.ts). */
export type Rows<T> = AsyncIterable<Iterable<Valid<T>>>;

export type WriteContext = {
  db: Db;
  dialect: Dialect;
  /** SQLite's connection under `db`, for the bulk path's reused statements (none on PostgreSQL). */
  connection?: SQLite.Database | undefined;
  resolver: Resolver;
  errors: RowErrors;
  /**
   * Called every few hundred rows with the number of rows handled so far. Awaited: it may write the
   * job's status, which must not still be on its way when the import ends.
   */
  onRows: (handled: number) => void | Promise<void>;
};

/**
 * What the roll-ups must refresh: flares whose observations or company changed, and the flare-year
 * totals the writer summed itself (see writeObservations).
 */
export type WriteOutcome = {
  flareIds: Set<string>;
  formerCompanyIds: Set<string>;
  flareYearTotals?: FlareYearTotalsTable[];
};

/** Rows per write batch (one existence query and one multi-row insert each). */
const BATCH = 1000;

type FlareReference = { country: string; company: string; flare_name: string };

/** A row's country, company and flare name resolved, with the company's flares by name. */
type ResolvedReference = {
  iso3: string;
  companyId: string;
  companySlug: string;
  name: string;
  flares: Map<string, FlaresTable>;
};

/**
 * Resolves the flare references of rows (country, company, flare name), caching each distinct one:
 * monthly files repeat every flare for each month, so most rows take the synchronous `cached` path.
 * A row naming the same flare as the row before (a flare's months follow each other in a file) is
 * answered without building its key: the reader thread sends a repeated text once, so its three texts
 * are the very strings of the row before, and comparing them costs next to nothing.
 */
const createFlareLookup = (ctx: WriteContext) => {
  const cache = new Map<string, ResolvedReference>();
  const keyOf = (row: FlareReference) => `${row.country}\u0000${row.company}\u0000${row.flare_name}`;
  let last: (FlareReference & { ref: ResolvedReference }) | undefined;
  const remember = (row: FlareReference, ref: ResolvedReference) => {
    last = { country: row.country, company: row.company, flare_name: row.flare_name, ref };
    return ref;
  };
  return {
    cached: (row: FlareReference): ResolvedReference | undefined => {
      if (
        last !== undefined &&
        last.flare_name === row.flare_name &&
        last.company === row.company &&
        last.country === row.country
      ) {
        return last.ref;
      }
      const ref = cache.get(keyOf(row));
      return ref && remember(row, ref);
    },
    /** Resolves a reference not cached yet; reports an unknown country and answers null. */
    resolve: async (line: number, row: FlareReference): Promise<ResolvedReference | null> => {
      const iso3 = await ctx.resolver.country(row.country);
      if (!iso3) {
        ctx.errors.add({ line, column: 'country', key: 'imports.row.country_unknown' });
        return null;
      }
      const company = await ctx.resolver.company(iso3, row.company);
      const flares = await ctx.resolver.flaresOf(company.id);
      const ref = {
        iso3,
        companyId: company.id,
        companySlug: company.slug,
        name: slugify(row.flare_name),
        flares,
      };
      cache.set(keyOf(row), ref);
      return remember(row, ref);
    },
  };
};

/** Reports a row whose key an earlier row of the file already used; true when it is a repeat. */
const createRepeatCheck = (ctx: WriteContext) => {
  const seen = new Map<string, number>();
  return (line: number, key: string, column: string | null): boolean => {
    const first = seen.get(key);
    if (first !== undefined) {
      ctx.errors.add({ line, column, key: 'imports.row.duplicate', params: { line: first } });
      return true;
    }
    seen.set(key, line);
    return false;
  };
};

/** Flares: upserted by source + external_id when given, else by company + name. */
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

/**
 * Monthly observations: upserted by flare + period + source; a flare not yet known is created.
 * Rows are kept per batch as one flat array of values (the bulk insert's parameters): this path
 * carries files of millions of rows, and per-row objects would cost more than SQLite's own work.
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
    const existingRows =
      toCheck.size > 0 && !sourceIsNew ? await repo.observationsOfFlares(ctx.db, sourceId, [...toCheck]) : [];
    const withRows = new Set(existingRows.map((row) => row.flare_id));
    for (const id of toCheck) {
      if (!checked.has(id) && !withRows.has(id))
        fresh.set(id, { flare: flareById.get(id) as FlaresTable, years: new Map() });
      checked.add(id);
    }
    const existing = new Map(existingRows.map((row) => [`${row.flare_id}|${row.period}`, row]));
    // Most batches only insert: then the batch itself is the statement's parameters.
    let inserts = existing.size === 0 ? batch : [];
    let inserted = existing.size === 0 ? count : 0;
    for (let i = 0; i < batch.length; i += WIDTH) {
      const id = batch[i] as string;
      const period = batch[i + 1] as string;
      const year = batch[i + 2] as number;
      const volume = batch[i + 3] as number;
      const confidence = batch[i + 5] as string | null;
      const target = fresh.get(id);
      if (target) addToYear(target, period, year, volume, sourceId);
      const before = existing.size === 0 ? undefined : existing.get(`${id}|${period}`);
      if (existing.size > 0 && !before) {
        for (let k = 0; k < WIDTH; k += 1) inserts.push(batch[i + k]);
        inserted += 1;
      }
      if (!before) {
        if (!target) outcome.flareIds.add(id);
        continue;
      }
      if (before.volume_m3 === volume && before.confidence === confidence) {
        resolver.counts.add('observations', 'unchanged');
        continue;
      }
      resolver.counts.add('observations', 'updated');
      await repo.updateObservation(ctx.db, {
        flare_id: id,
        period,
        year,
        volume_m3: volume,
        source_id: sourceId,
        confidence,
      });
      outcome.flareIds.add(id);
    }
    await insert(inserts, inserted);
    resolver.counts.add('observations', 'inserted', inserted);
    inserts = [];
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
  outcome.flareYearTotals = [...fresh.values()].flatMap(({ years }) => [...years.values()]);
  return outcome;
};

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
    const existing = new Map(
      (await repo.productionOfEntities(ctx.db, sourceId, keys)).map((row) => [
        `${row.entity_key}|${row.period}`,
        row,
      ]),
    );
    const inserts: ProductionTable[] = [];
    for (const row of batch) {
      const before = existing.get(`${row.entity_key}|${row.period}`);
      if (!before) inserts.push(row);
      else if (before.oil_bbl === row.oil_bbl && before.gas_m3 === row.gas_m3) {
        resolver.counts.add('production', 'unchanged');
      } else {
        resolver.counts.add('production', 'updated');
        await repo.updateProduction(ctx.db, row);
      }
    }
    await insertRows(ctx.db, 'production', inserts);
    resolver.counts.add('production', 'inserted', inserts.length);
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
  return { flareIds: new Set(), formerCompanyIds: new Set() };
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
        (typeof GAS_COMPONENTS)[number],
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
  if (errors.count === 0) {
    const inserts: GasCompositionsTable[] = [];
    for (let i = 0; i < pending.length; i += BATCH) {
      const chunk = pending.slice(i, i + BATCH);
      const flareIds = [...new Set(chunk.map((row) => row.flare_id))];
      const existing = new Map(
        (await repo.compositionsOfFlares(ctx.db, sourceId, flareIds)).map((row) => [
          `${row.flare_id}|${row.sampled_on}`,
          row,
        ]),
      );
      for (const row of chunk) {
        const before = existing.get(`${row.flare_id}|${row.sampled_on}`);
        if (!before) {
          inserts.push(row);
          continue;
        }
        const patch = Object.fromEntries(
          GAS_COMPONENTS.filter((c) => before[c] !== row[c]).map((c) => [c, row[c]]),
        );
        if (Object.keys(patch).length === 0) {
          resolver.counts.add('gas_compositions', 'unchanged');
          continue;
        }
        resolver.counts.add('gas_compositions', 'updated');
        await repo.updateComposition(ctx.db, before.id, patch);
      }
    }
    await insertRows(ctx.db, 'gas_compositions', inserts);
    resolver.counts.add('gas_compositions', 'inserted', inserts.length);
  }
  await ctx.onRows(handled);
  return { flareIds: new Set(), formerCompanyIds: new Set() };
};
