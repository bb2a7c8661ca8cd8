import { z } from 'zod';

/** Public settings the SPA reads at run time (GET /api/config). */
export const appConfigResponseSchema = z.object({
  /** BASEMAP_STYLE_URL: a MapLibre style drawn under the explorer's layers; null for the offline world layer. */
  basemapStyleUrl: z.string().nullable(),
});
export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;
