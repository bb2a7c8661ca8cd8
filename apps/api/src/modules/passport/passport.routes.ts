import fastifyMultipart from '@fastify/multipart';
import { COVER_MAX_BYTES, coverCropSchema, usernameSchema, passportContract } from '@flarescope/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { AppError, refusals } from '../../errors.js';
import { serviceContext } from '../../lib/service-context.js';
import * as service from './passport.service.js';

/** A headline of 1 MB must reach its schema (and get a field error), not stop at the 64 KiB JSON limit. */
const UPDATE_BODY_LIMIT = 2 * 1024 * 1024;

/** A multipart limit becomes image_file_too_large; anything else unreadable is malformed_body. */
const asUploadError = (error: unknown, log: FastifyBaseLogger): Error => {
  if (error instanceof AppError) return error;
  const { statusCode, code, message } = error as { statusCode?: number; code?: string; message?: string };
  if (statusCode === 413) return new AppError('image_file_too_large');
  log.info({ code, reason: message }, 'malformed multipart body');
  return new AppError('malformed_body');
};

const COVER_REFUSALS = refusals(
  ['image_unsupported_type', 'not a JPEG, PNG or WebP by its bytes'],
  ['image_file_too_large', 'over 10 MB'],
  ['image_too_many_pixels', 'over 40 megapixels'],
  'image_unreadable',
  'image_crop_invalid',
  'validation_failed',
  'unauthenticated',
);

/**
 * My Passport (issue 18): the owner's profile, headline, about me, privacy, cover photo and My projects;
 * and public profiles at /api/profiles/{username}. Nothing here is cached by proxies: answers depend on
 * who asks. Cover files themselves are served, immutable, by modules/files.
 */
export const passportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['passport'];
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
    });
    await app.register(fastifyMultipart, {
      limits: { fileSize: COVER_MAX_BYTES, files: 1, fields: 6, fieldSize: 64, parts: 8 },
    });

    app.route({
      ...contractRoute(passportContract.get, {
        tags,
        summary: "The signed-in user's passport: every field, its privacy, the cover, their access",
        description: refusals('unauthenticated'),
      }),
      preValidation: ctx.guards.requireUser,
      handler: async (request) => service.getPassport(serviceContext(ctx, request, app.log)),
    });

    app.route({
      ...contractRoute(passportContract.patch, {
        tags,
        summary: 'Edit the headline (one line, 120), about me (plain text, 2000) and privacy per field',
        description: `Privacy: \`visibility\` maps profile, birthDate, location, work, about to only_me, signed_in or everyone. Name, birthdate, location and work are edited with PATCH /api/account. HTML in about me is refused (validation.no_html). ${refusals('validation_failed', 'unauthenticated')}`,
      }),
      bodyLimit: UPDATE_BODY_LIMIT,
      preValidation: ctx.guards.requireUser,
      handler: async (request) => service.updatePassport(serviceContext(ctx, request, app.log), request.body),
    });

    app.route({
      ...contractRoute(passportContract.putCover, {
        tags,
        summary: 'Upload a new cover photo (replaces the old one, whose files are deleted)',
        description: `multipart/form-data: \`file\` (JPEG, PNG or WebP, at most 10 MB, judged by its bytes) and optional \`left\`, \`top\`, \`width\`, \`height\` (the crop, in the picture's pixels as shown; without them the centre 4:1). Stored as a 1584×396 banner and a 528×132 variant, re-encoded as WebP without metadata. ${COVER_REFUSALS}`,
      }),
      preValidation: ctx.guards.requireUser,
      handler: async (request) => {
        if (!request.isMultipart()) throw new AppError('unsupported_media_type');
        const fields: Record<string, string> = {};
        let bytes: Buffer | null = null;
        try {
          for await (const part of request.parts()) {
            // toBuffer() refuses past 10 MB with a 413, before anything is kept.
            if (part.type === 'file') bytes = await part.toBuffer();
            else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          }
        } catch (error) {
          throw asUploadError(error, request.log);
        }
        if (!bytes || bytes.length === 0) throw new AppError('image_unsupported_type');
        const hasCrop = ['left', 'top', 'width', 'height'].some((name) => fields[name] !== undefined);
        const crop = hasCrop ? coverCropSchema.safeParse(fields) : undefined;
        if (crop && !crop.success) throw new AppError('image_crop_invalid');
        return service.setCover(serviceContext(ctx, request, app.log), { bytes, crop: crop?.data });
      },
    });

    app.route({
      ...contractRoute(passportContract.deleteCover, {
        tags,
        summary: 'Remove the cover photo (its files are deleted)',
        description: refusals('unauthenticated'),
      }),
      preValidation: ctx.guards.requireUser,
      handler: async (request) => service.removeCover(serviceContext(ctx, request, app.log)),
    });

    app.route({
      ...contractRoute(passportContract.getProjects, {
        tags,
        summary: 'My projects: owned (drafts too), then published ones the user has access to',
        description: `Groups in order, each \`{ kind, items }\`; \`hasProjectAccess\` false: SPEC's message. ${refusals('unauthenticated')}`,
      }),
      preValidation: ctx.guards.requireUser,
      handler: async (request) => service.myProjects(serviceContext(ctx, request, app.log)),
    });

    app.route({
      ...contractRoute(passportContract.getProfilesByUsername, {
        tags,
        summary: "A user's profile, showing only what its owner made visible to the viewer",
        description: `\`viewAs\` (everyone, signed_in) shows it as a narrower audience: the owner's "view as". ${refusals(['not_found', 'no such user, or the profile is hidden from this viewer'])}`,
      }),
      preValidation: ctx.guards.optionalUser,
      handler: async (request) => {
        if (!usernameSchema.safeParse(request.params.username).success) throw new AppError('not_found');
        return service.getProfile(serviceContext(ctx, request, app.log), {
          username: request.params.username,
          viewAs: request.query.viewAs,
        });
      },
    });
  };
