import { eventContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { refusals } from '../../errors.js';
import { serviceContext } from '../../lib/service-context.js';
import { interestCsv, listInterest, registerInterest } from './event.service.js';

/** Business Mastery: registrations of interest (POST, anyone with the bot check) and their list (admins). */
export const eventRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...contractRoute(eventContract.postRegistrations, {
        tags: ['event'],
        summary: 'Register interest in Business Mastery (bot check: event_interest)',
        description: `Stores the registration (the same email again replaces its details: \`updated\`), mails a confirmation in \`language\` and, when EVENT_INBOX is set, a copy to the organisers. ${refusals('validation_failed', 'captcha_failed', 'rate_limited')}`,
      }),
      handler: async (request) =>
        registerInterest(
          // The request's own log, as before: a mail not sent is a warning about this registration.
          { ...serviceContext(ctx, request, request.log), config: ctx.config },
          request.body,
        ),
    });

    const ADMIN_ONLY = refusals(
      ['unauthenticated', 'visitors'],
      ['forbidden', 'signed-in users who are not administrators'],
    );

    app.route({
      ...contractRoute(eventContract.getRegistrations, {
        tags: ['event'],
        summary: 'Registrations of interest, newest first, searched (administrators)',
        description: `\`q\`: part of the name, email, company, position, message or the country code. ${ADMIN_ONLY}`,
      }),
      preValidation: ctx.guards.requireAdmin,
      handler: async (request, reply) => {
        void reply.header('cache-control', 'private, no-store');
        return listInterest(ctx, request.query);
      },
    });

    app.route({
      ...contractRoute(eventContract.getRegistrationsCsv, {
        tags: ['event'],
        summary: 'The searched registrations as CSV (headers, countries and roles in lang; administrators)',
        description: `At most 50 000 rows, newest first. ${ADMIN_ONLY}`,
      }),
      preValidation: ctx.guards.requireAdmin,
      handler: async (request, reply) => {
        const body = await interestCsv(ctx, { q: request.query.q, lang: request.query.lang });
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="flarescope-business-mastery.csv"')
          .send(body);
      },
    });
  };
