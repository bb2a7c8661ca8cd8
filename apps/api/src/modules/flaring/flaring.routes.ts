import { GWP_HORIZONS, worldSummaryResponseSchema } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { getWorldSummary } from './flaring.service.js';

/** Public flaring data changes only on import: browsers and proxies may keep it 5 minutes, then revalidate. */
const PUBLIC_CACHE = 'public, max-age=300';

export const flaringRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/flaring/world',
      {
        schema: {
          tags: ['flaring'],
          summary:
            'World view: latest satellite totals with CO2e, yearly series since 2012, countries ranked',
          description:
            'Volumes in m³ at 15 °C and 101.325 kPa; masses in tonnes. Satellite: EOG VIIRS upstream sites. The World Bank and Energy Institute series are those publishers’ own totals.',
          querystring: z.object({ horizon: z.enum(GWP_HORIZONS).default('gwp100') }),
          response: { 200: worldSummaryResponseSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', PUBLIC_CACHE);
        return getWorldSummary(ctx.db, { horizon: request.query.horizon });
      },
    );
  };
