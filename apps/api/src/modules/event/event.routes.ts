import {
  eventRegistrationListSchema,
  eventRegistrationRequestSchema,
  eventRegistrationResponseSchema,
} from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { refusals } from '../../errors.js';
import { requestMeta } from '../accounts/deps.js';
import { listInterest, registerInterest } from './event.service.js';

/** Business Mastery: registrations of interest (POST, anyone with the bot check) and their list (admins). */
export const eventRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/event/registrations',
      {
        schema: {
          tags: ['event'],
          summary: 'Register interest in Business Mastery (bot check: event_interest)',
          description: `Stores the registration (the same email again replaces its details: \`updated\`), mails a confirmation in \`language\` and, when EVENT_INBOX is set, a copy to the organisers. ${refusals('validation_failed', 'captcha_failed', 'rate_limited')}`,
          body: eventRegistrationRequestSchema,
          response: { 200: eventRegistrationResponseSchema },
        },
      },
      async (request) => registerInterest(ctx, request.body, requestMeta(request), request.log),
    );

    app.get(
      '/api/event/registrations',
      {
        preHandler: ctx.guards.requireAdmin,
        schema: {
          tags: ['event'],
          summary: 'Registrations of interest, newest first (administrators)',
          description: refusals('unauthenticated', 'forbidden'),
          querystring: z.object({
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(200).default(50),
          }),
          response: { 200: eventRegistrationListSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const { page, pageSize } = request.query;
        return listInterest(ctx, { limit: pageSize, offset: (page - 1) * pageSize });
      },
    );
  };
