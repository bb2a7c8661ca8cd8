import { apiKeysContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { serviceContext } from '../../lib/service-context.js';
import { refusals } from '../../errors.js';
import * as service from './api-keys.service.js';

const PREMIUM = refusals(['unauthenticated', 'visitors'], ['no_premium_access', 'without premium access']);

/**
 * Personal API keys of users with premium access (DESIGN §5). A program sends one as `x-api-key` on GET
 * requests for premium data (plugins/api-key-routes.ts) and acts as its owner, with their access. Managing
 * keys needs the session itself: these routes are not on that list, so a key cannot list, make or revoke keys.
 */
export const apiKeysRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['api keys'];
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });
    app.route({
      ...contractRoute(apiKeysContract.getApiKeys, {
        tags,
        summary:
          'Your API keys: name, prefix, created, last used, expiry (never the secret); expired ones until revoked',
        description: PREMIUM,
      }),
      preValidation: ctx.guards.requirePremium,
      handler: async (request) => service.listApiKeys(serviceContext(ctx, request, app.log)),
    });

    app.route({
      ...contractRoute(apiKeysContract.postApiKeys, {
        tags,
        summary: 'Create an API key: its secret is in this answer only',
        description: `At most 10 keys that are not revoked. \`expiresInDays\`: 1–730, or null for no expiry; a year when left out. Use it as the \`x-api-key\` header on the premium data reads (120 a minute per key). ${refusals(['api_key_limit', '10 live keys'], 'validation_failed', ['unauthenticated', 'visitors'], ['no_premium_access', 'without premium access'])}`,
      }),
      preValidation: ctx.guards.requirePremium,
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.createApiKey(
              { ...serviceContext(ctx, request, app.log), dialect: ctx.dialect },
              request.body,
            ),
          ),
    });

    app.route({
      ...contractRoute(apiKeysContract.deleteApiKeysById, {
        tags,
        summary: 'Revoke an API key: it stops working at once',
        description: refusals(
          ['unauthenticated', 'visitors'],
          ['no_premium_access', 'without premium access'],
          ['not_found', 'no such live key of yours'],
        ),
      }),
      preValidation: ctx.guards.requirePremium,
      handler: async (request, reply) => {
        await service.revokeApiKey(serviceContext(ctx, request, app.log), { keyId: request.params.id });
        return reply.status(204).send(null);
      },
    });
  };
