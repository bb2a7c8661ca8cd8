import { filesContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { AppError, refusals } from '../../errors.js';
import { isValidKey } from '../../infra/storage/storage.js';

/**
 * The only stored files anyone may fetch by key: profile pictures (`users/<id>/cover/…`). Everything
 * else in the storage (a project's data room) is served by its own route, behind its own checks, and is
 * not found here even by someone who knows its key.
 */
export const isPublicKey = (key: string): boolean => {
  const segments = key.split('/');
  return segments.length === 4 && segments[0] === 'users' && segments[2] === 'cover';
};

/** A year: stored files never change under their name (a new picture gets a new key with its own hash). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Stored files served through the API (Storage.url), whichever storage holds them. Their keys are random
 * and carry a hash of their bytes, so they are cached for a year and never revalidated.
 */
export const filesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...contractRoute(filesContract.get, {
        tags: ['files'],
        summary: 'A stored file (a cover photo), by its key',
        description: `Immutable: cached for a year. ${refusals(['not_found', 'no file under this key, or a key outside the public files (users/<id>/cover/…)'])}`,
      }),
      handler: async (request, reply) => {
        const key = request.params['*'];
        if (!isValidKey(key) || !isPublicKey(key)) throw new AppError('not_found');
        const file = await ctx.storage.get(key);
        if (!file) throw new AppError('not_found');
        void reply
          .header('cache-control', IMMUTABLE)
          .header('content-length', String(file.size))
          .header('content-security-policy', "default-src 'none'; sandbox")
          .type(file.contentType);
        return reply.send(file.body);
      },
    });
  };
