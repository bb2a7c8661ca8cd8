import { z } from 'zod';

export const countryRefSchema = z.object({
  iso3: z.string(),
  iso2: z.string(),
  slug: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
});

export const worldSummaryResponseSchema = z.object({
  latestYear: z.number().int(),
  totals: z.object({
    year: z.number().int(),
    flaredM3: z.number(),
    co2Tonnes: z.number(),
    ch4Tonnes: z.number(),
    co2eTonnes: z.number(),
    horizon: z.enum(['gwp100', 'gwp20']),
    isDefaultComposition: z.boolean(),
    activeFlares: z.number().int(),
    flareCount: z.number().int(),
  }),
  series: z.array(
    z.object({
      year: z.number().int(),
      satelliteM3: z.number().nullable(),
      worldBankM3: z.number().nullable(),
      energyInstituteM3: z.number().nullable(),
    }),
  ),
  countries: z.array(
    countryRefSchema.extend({
      flaredM3: z.number(),
      activeFlares: z.number().int(),
      worldRank: z.number().int().nullable(),
      worldBankM3: z.number().nullable(),
      worldBankYear: z.number().int().nullable(),
      intensityM3PerBbl: z.number().nullable(),
    }),
  ),
  sources: z.array(
    z.object({ id: z.string(), publisher: z.string(), title: z.string(), licence: z.string() }),
  ),
});

export type WorldSummaryResponse = z.infer<typeof worldSummaryResponseSchema>;
