import { flaringContract, slugify, type ExportQuery } from '@flarescope/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { AppError } from '../../errors.js';
import { companySheets, countrySheets, flareSheets, observedSheets, worldSheets } from './flaring.export.js';
import { renderExport, type ExportSheet } from '../../lib/table-export.js';
import { createViewRoutes } from './view-route.js';
import { createViewCache, resolveFormerAddress } from '../flaring-data/index.js';
import { getCompany, getFieldOutlines } from './views/company.js';
import { getCountry } from './views/country.js';
import { getFlare } from './views/flare.js';
import { getGroup } from './views/group.js';
import { listFlares } from './views/flare-list.js';
import { getMapPoints, MAP_POINT_CAP } from './views/map.js';
import { search } from './views/search.js';
import { getWorldSummary } from './views/world.js';
import {
  declaredVsObserved,
  getCompanyMonths,
  getDeclaredVsObserved,
  getReportedOperators,
} from './views/operator-months.js';

const UNITS =
  'Volumes in m³ at 15 °C and 101.325 kPa; masses in tonnes; power in MW. Every figure carries its year or period and source id (see `sources`).';

/** Every flare of a country or company for a download, in the list's default order (volume, largest first). */
const ALL_FLARES = { page: 1, pageSize: 1_000_000, sort: 'volume', order: 'desc' } as const;

const EXPORT_DESCRIPTION =
  'Premium access only: 401 `unauthenticated` for visitors, 403 `no_premium_access` for users without it. `format=xlsx` gives every table of the view as a sheet; `format=csv` one table (`table`, default the first); the last sheet is the sources and their licences. Headers, flare types, gas components and sources are words in `lang`; values are in `units` (metric: million m³, m³/bbl, t; imperial: MMscf, scf/bbl, short tons) with the unit in each header, rounded to the precision of their source. The Spanish CSV uses `;` between fields and `,` as the decimal mark, as Spanish Excel opens it. Text cells that a spreadsheet would run as a formula are prefixed with an apostrophe.';

const exportResponse = { 200: z.any().describe('The CSV or XLSX file (Content-Disposition: attachment)') };

export const flaringRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['flaring'];

    const view = createViewRoutes(app, createViewCache(ctx.db));
    /** A former company address (renamed, merged) → the company's address of today, with `suffix` after it. */
    const companyMoved =
      (suffix = '') =>
      async (params: { country: string; company: string }) => {
        const now = await resolveFormerAddress(ctx.db, params);
        return now
          ? `/api/flaring/countries/${encodeURIComponent(now.country)}/companies/${encodeURIComponent(now.company)}${suffix}`
          : null;
      };
    const publicView = { public: true } as const;

    view(flaringContract.world, {
      summary: 'World: latest satellite totals with CO2e, yearly series since 2012, countries ranked',
      description: `${UNITS} Satellite: EOG VIIRS upstream sites. The World Bank and Energy Institute series are those publishers’ own totals.`,
      access: publicView,
      compute: ({ query }) => getWorldSummary(ctx.db, query),
    });

    view(flaringContract.country, {
      summary:
        'Country: key figures with period and source, yearly series beside the World Bank’s, companies ranked',
      description: `${UNITS} \`country\` is the URL slug (\`argentina\`, \`united-states\`).`,
      access: publicView,
      compute: ({ params, query }) => getCountry(ctx.db, { slug: params.country, horizon: query.horizon }),
    });

    view(flaringContract.countryFlares, {
      summary: 'A country’s flares, paged and sorted (volume of the latest year by default)',
      access: publicView,
      compute: ({ params, query }) => listFlares(ctx.db, { countrySlug: params.country, query }),
    });

    view(flaringContract.company, {
      summary: 'Company: key figures with world and country rank, fields, series, production, composition',
      description: `${UNITS} The company \`unattributed\` holds the flares no source attributes to an operator.`,
      access: publicView,
      compute: ({ params, query }) =>
        getCompany(ctx.db, {
          countrySlug: params.country,
          companySlug: params.company,
          horizon: query.horizon,
        }),
      movedTo: companyMoved(),
    });

    view(flaringContract.companyMonths, {
      summary:
        'Company month by month: reported to the states (flared, oil, gas, CO2e, intensity), its rank in a period, the satellite estimate beside it',
      description: `${UNITS} Months are YYYY-MM. \`period\` (a year YYYY or a month YYYY-MM; default the latest full year) picks what \`rank\` and \`periodFigures\` cover. \`reported\` is null where no monthly report names the company; \`observed\` is null where no satellite estimate exists for it (decision 036).`,
      access: publicView,
      compute: ({ params, query }) =>
        getCompanyMonths(ctx.db, {
          countrySlug: params.country,
          companySlug: params.company,
          period: query.period,
        }),
    });

    view(flaringContract.reportedOperators, {
      summary:
        'A country’s operators as reported to the states over a year or a month, ranked, beside the satellite total',
      description: `${UNITS} 404 where no monthly operator reports exist for the country (today: the United States). \`satellite\` is the satellite catalogue’s total for the same year, named by its source and never summed with the reported figures; null for a month.`,
      access: publicView,
      compute: ({ params, query }) =>
        getReportedOperators(ctx.db, { countrySlug: params.country, period: query.period }),
    });

    view(flaringContract.declaredVsObserved, {
      summary:
        'Declared vs observed: reported volume beside the satellite estimate and its bounds, the gap ranked',
      description: `${UNITS} Over months \`from\`..\`to\` (YYYY-MM, inclusive; default every month the source holds), per operator: sums over the months where both a reported volume and a satellite estimate exist, the gap (estimate minus reported) and the months whose reported volume lies below the satellite lower bound. Both figures come from the named satellite-modeled source (decision 036).`,
      access: publicView,
      compute: ({ params, query }) => getDeclaredVsObserved(ctx.db, { countrySlug: params.country, query }),
    });

    view(flaringContract.group, {
      summary: 'Group world-wide: an owner with its subsidiaries, or one company in several countries',
      description: `${UNITS} \`group\` is the group slug of a company (\`eni\`, \`rosneft\`, \`pluspetrol\`): its companies in every country with their latest-year volume, the group's series, rank among groups and progress to 2030 (decision 016).`,
      access: publicView,
      compute: ({ params, query }) => getGroup(ctx.db, { groupSlug: params.group, horizon: query.horizon }),
    });

    view(flaringContract.companyOutlines, {
      summary: 'A company’s concession outlines (GeoJSON FeatureCollection, WGS 84), for its map',
      description:
        'One feature per field with a published outline (Argentina: Secretaría de Energía, CC BY 4.0); an empty collection when none is published.',
      access: publicView,
      compute: ({ params }) =>
        getFieldOutlines(ctx.db, { countrySlug: params.country, companySlug: params.company }),
      movedTo: companyMoved('/outlines'),
    });

    view(flaringContract.companyFlares, {
      summary: 'A company’s flares, paged and sorted',
      access: publicView,
      compute: ({ params, query }) =>
        listFlares(ctx.db, { countrySlug: params.country, companySlug: params.company, query }),
      movedTo: companyMoved('/flares'),
    });

    view(flaringContract.flare, {
      summary:
        'One flare: general info, gas composition, efficiency, series with CO2e, power potential, provenance',
      description: `${UNITS} Signed-in users only (SPEC §6): 401 \`unauthenticated\` otherwise.`,
      access: { public: false, guard: ctx.guards.requireUser },
      compute: ({ params, query }) =>
        getFlare(ctx.db, {
          countrySlug: params.country,
          companySlug: params.company,
          name: params.name,
          horizon: query.horizon,
        }),
      movedTo: async (params) => {
        const now = await resolveFormerAddress(ctx.db, params);
        return now?.name
          ? `/api/flaring/countries/${encodeURIComponent(now.country)}/companies/${encodeURIComponent(now.company)}/flares/${encodeURIComponent(now.name)}`
          : null;
      },
    });

    view(flaringContract.map, {
      summary: 'Flares with gas flared in the latest year inside a box; grouped on a grid above the cap',
      description: `At most ${MAP_POINT_CAP} single flares; above that, clusters on a grid whose cells shrink as \`zoom\` grows. Filter by \`country\` (slug) and \`company\` (slug, with country).`,
      access: publicView,
      compute: ({ query }) => getMapPoints(ctx.db, query),
    });

    app.route({
      ...contractRoute(flaringContract.search, {
        tags,
        summary:
          'Countries, basins, provinces, companies, fields (concessions) and flares by name, accent-insensitive (Neuquén = neuquen)',
        description:
          'At most `limit` results of each kind, in that order. The same answer for visitors and signed-in users: both see the flares on the map and in the tables.',
      }),
      preHandler: ctx.guards.optionalUser,
      handler: async (request, reply) => {
        // The same answer for everyone, so shared caches may keep it briefly.
        void reply.header('cache-control', 'public, max-age=60');
        return search(ctx.db, { q: request.query.q, limit: request.query.limit });
      },
    });

    const sendExport = async (
      reply: FastifyReply,
      query: ExportQuery,
      name: string,
      sheets: ExportSheet[],
    ) => {
      const file = await renderExport({
        sheets,
        format: query.format,
        table: query.table,
        lang: query.lang,
        units: query.units,
        name,
      });
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    };
    /**
     * An export at a former address (a renamed or merged company, a re-filed flare; decision 035) answers a
     * 301 to the same export at the address of today, the query kept; an address never served stays 404.
     */
    const exportMovedOr404 = async (
      reply: FastifyReply,
      url: string,
      error: unknown,
      params: { country: string; company: string; name?: string },
    ) => {
      if (!(error instanceof AppError) || error.code !== 'not_found') throw error;
      const now = await resolveFormerAddress(ctx.db, params);
      if (!now || (params.name !== undefined && !now.name)) throw error;
      const base = `/api/flaring/exports/countries/${encodeURIComponent(now.country)}/companies/${encodeURIComponent(now.company)}`;
      const path =
        now.name && params.name !== undefined ? `${base}/flares/${encodeURIComponent(now.name)}` : base;
      const query = url.indexOf('?');
      return reply
        .code(301)
        .header('cache-control', 'private, no-store')
        .header('location', query === -1 ? path : `${path}${url.slice(query)}`)
        .send(null);
    };
    const exportDoc = {
      tags: ['flaring', 'exports'],
      description: EXPORT_DESCRIPTION,
      response: exportResponse,
    };

    app.route({
      ...contractRoute(flaringContract.exportWorld, {
        ...exportDoc,
        summary: 'Download the world view',
      }),
      preHandler: ctx.guards.requirePremium,
      handler: async (request, reply) => {
        const view = await getWorldSummary(ctx.db, { horizon: request.query.horizon });
        return sendExport(
          reply,
          request.query,
          `flarescope-world-${view.latestYear}`,
          worldSheets(view, request.query),
        );
      },
    });

    app.route({
      ...contractRoute(flaringContract.exportCountry, {
        ...exportDoc,
        summary: 'Download a country view',
      }),
      preHandler: ctx.guards.requirePremium,
      handler: async (request, reply) => {
        const { country } = request.params;
        // A basin or province chosen in the view: its flares table lists only the flares in its fields.
        const { basin, province } = request.query;
        const place = basin ?? province;
        const [view, flares] = await Promise.all([
          getCountry(ctx.db, { slug: country, horizon: request.query.horizon }),
          listFlares(ctx.db, {
            countrySlug: country,
            query: {
              ...ALL_FLARES,
              ...(basin === undefined ? {} : { basin }),
              ...(province === undefined ? {} : { province }),
            },
          }),
        ]);
        return sendExport(
          reply,
          request.query,
          `flarescope-${country}${place === undefined ? '' : `-${slugify(place)}`}-${view.latestYear}`,
          countrySheets(view, flares.items, request.query),
        );
      },
    });

    app.route({
      ...contractRoute(flaringContract.exportCompany, {
        ...exportDoc,
        summary: 'Download a company view',
      }),
      preHandler: ctx.guards.requirePremium,
      handler: async (request, reply) => {
        const { country, company } = request.params;
        let found;
        try {
          found = await Promise.all([
            getCompany(ctx.db, {
              countrySlug: country,
              companySlug: company,
              horizon: request.query.horizon,
            }),
            listFlares(ctx.db, { countrySlug: country, companySlug: company, query: ALL_FLARES }),
          ]);
        } catch (error) {
          return exportMovedOr404(reply, request.url, error, { country, company });
        }
        const [view, flares] = found;
        return sendExport(
          reply,
          request.query,
          `flarescope-${country}-${company}-${view.latestYear}`,
          companySheets(view, flares.items, request.query),
        );
      },
    });

    app.route({
      ...contractRoute(flaringContract.exportDeclaredVsObserved, {
        ...exportDoc,
        summary: 'Download declared vs observed: the ranking and every operator-month, with the sources',
      }),
      preHandler: ctx.guards.requirePremium,
      handler: async (request, reply) => {
        const { country } = request.params;
        const { from, to } = request.query;
        const { view, monthsOf } = await declaredVsObserved(ctx.db, {
          countrySlug: country,
          query: { from, to },
        });
        const monthly = view.operators.map((operator) => ({
          operator,
          months: monthsOf.get(operator.company.slug) ?? [],
        }));
        return sendExport(
          reply,
          request.query,
          `flarescope-${country}-declared-vs-observed-${view.from}-${view.to}`,
          observedSheets(view, monthly, request.query),
        );
      },
    });

    app.route({
      ...contractRoute(flaringContract.exportFlare, {
        ...exportDoc,
        summary: 'Download a flare view',
      }),
      preHandler: ctx.guards.requirePremium,
      handler: async (request, reply) => {
        const { country, company, name } = request.params;
        let view;
        try {
          view = await getFlare(ctx.db, {
            countrySlug: country,
            companySlug: company,
            name,
            horizon: request.query.horizon,
          });
        } catch (error) {
          return exportMovedOr404(reply, request.url, error, { country, company, name });
        }
        return sendExport(
          reply,
          request.query,
          `flarescope-${country}-${company}-${name}`,
          flareSheets(view, request.query),
        );
      },
    });
  };
