import { slugify } from '@flarescope/shared';
import type { FlaresTable } from '../../flaring-data/index.js';
import type { WriteContext } from './write-context.js';

type FlareReference = { country: string; company: string; flare_name: string };

/** A row's country, company and flare name resolved, with the company's flares by name. */
export type ResolvedReference = {
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
export const createFlareLookup = (ctx: WriteContext) => {
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
