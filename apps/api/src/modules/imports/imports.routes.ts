import fastifyMultipart from '@fastify/multipart';
import {
  IMPORT_FILE_FORMATS,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_TEMPLATE_KINDS,
  isCleanText,
  type ImportFileFormat,
  type ImportTemplateKind,
  importsContract,
} from '@flarescope/shared';
import { importPreviewFieldSchema, importSourceSchema } from './import-source.js';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { AppError } from '../../errors.js';
import { requestMeta } from '../../lib/request-meta.js';
import { startEogSchedule } from './eog-nightly-fetch.js';
import { createImportJobs, listJobs } from './imports.service.js';
import { prepareRowReader } from './row-reader.js';
import { buildTemplate, TEMPLATE_CONTENT_TYPES } from './templates.js';

const TEMPLATE_FILE = new RegExp(
  `^(${IMPORT_TEMPLATE_KINDS.join('|')})\\.(${IMPORT_FILE_FORMATS.join('|')})$`,
);

/** Form fields next to the file: publisher and licence details, the sheet to read. */
const MAX_FORM_FIELDS = 10;

/**
 * What reading a multipart body can fail with, as an answer: a limit stays a 413 (`payload_too_large`);
 * anything else (no boundary, a wrong one, a body cut short, a broken part header) is the client's bytes,
 * `malformed_body` (400), logged as one line without the parser's stack.
 */
const asUploadError = (error: unknown, log: FastifyBaseLogger): Error => {
  if (error instanceof AppError) return error;
  const { statusCode, code, message } = error as { statusCode?: number; code?: string; message?: string };
  if (statusCode === 413) return new AppError('payload_too_large');
  log.info({ code, reason: message }, 'malformed multipart body');
  return new AppError('malformed_body');
};

export const importsRoutes =
  (
    ctx: AppContext,
    /** Run after an import's screening: the notices of new screened matches (app.ts; decision 041). */
    afterScreening?: () => Promise<unknown>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const jobs = createImportJobs({
      ...ctx,
      log: app.log,
      cancelled: ctx.lifecycle.cancelled,
      isDraining: ctx.lifecycle.isDraining,
      afterScreening,
    });
    // EOG's nightly file fetched once a day with an administrator's token (EOG_TOKEN; off without it),
    // imported through the same queue as the uploads.
    const eog = ctx.config.eogNightly;
    let stopEog: () => Promise<void> = async () => {};
    if (eog) {
      app.addHook('onReady', async () => {
        stopEog = startEogSchedule({
          config: eog,
          db: ctx.db,
          clock: ctx.clock,
          log: app.log,
          submit: (file) => jobs.submitScheduled(file),
        });
      });
    }
    // The fetch stops, then jobs finish, before the database closes.
    app.addHook('onClose', async () => {
      await stopEog();
      await jobs.idle();
    });

    await app.register(fastifyMultipart, {
      limits: {
        fileSize: IMPORT_MAX_FILE_BYTES,
        files: 1,
        fields: MAX_FORM_FIELDS,
        fieldSize: 2048,
        parts: 12,
      },
    });

    app.route({
      ...contractRoute(importsContract.getTemplatesByFile, {
        tags: ['imports'],
        summary:
          'Download an import template: flares, observations (monthly), production, gas_composition, worldbank_sites, us_operator_months',
        description:
          "Public. `/api/imports/templates/observations.xlsx` or `.csv`. The XLSX has the data sheet and an instructions sheet in `lang` (en or es); the CSV only the header row. `worldbank_sites` is the header of the World Bank's per-flare workbook as it publishes it; `us_operator_months` is Flaring Monitor's monthly operator layout (months as columns, decision 036).",
      }),
      handler: async (request, reply) => {
        const match = TEMPLATE_FILE.exec(request.params.file);
        if (!match) throw new AppError('not_found');
        const [, kind, format] = match as unknown as [string, ImportTemplateKind, ImportFileFormat];
        const body = await buildTemplate(kind, format, request.query.lang);
        return reply
          .header('content-type', TEMPLATE_CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="flarescope-${kind}-template.${format}"`)
          .header('cache-control', 'public, max-age=3600')
          .send(body);
      },
    });

    app.route({
      ...contractRoute(importsContract.post, {
        tags: ['imports'],
        summary: 'Upload a CSV or XLSX file to import (administrators)',
        description: `multipart/form-data: \`file\` (at most ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB; 413 beyond), \`source\` (publisher, or an existing source id), optional \`kind\` (operator | regulator), \`title\`, \`licence\`, \`url\`, \`publishedOn\` (YYYY-MM-DD), \`sheet\`, \`preview\` (\`true\`: the whole import runs and is rolled back; the job's counts and summary say what it would change). Answers 202 with the job id and how many uploads are ahead of it (they run one at a time, in order); follow it at /api/imports/jobs/{id}.`,
      }),
      preHandler: ctx.guards.requireAdmin,
      handler: async (request, reply) => {
        if (!request.isMultipart()) throw new AppError('unsupported_media_type');
        // The import's reader thread starts while the file is still arriving.
        void prepareRowReader();
        const fields: Record<string, string> = {};
        let file: { bytes: Buffer; fileName: string } | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              // toBuffer() refuses with 413 past the size limit, before the file is kept anywhere.
              file = { bytes: await part.toBuffer(), fileName: part.filename };
            } else if (typeof part.value === 'string') {
              fields[part.fieldname] = part.value;
            }
          }
        } catch (error) {
          throw asUploadError(error, request.log);
        }
        // The file name is kept with the job; form fields are checked by their schema below.
        if (file && !isCleanText(file.fileName)) {
          throw new AppError('validation_failed', { fields: { file: 'validation.control_characters' } });
        }
        const source = importSourceSchema.safeParse(fields);
        const preview = importPreviewFieldSchema.safeParse(fields.preview);
        if (!source.success || !preview.success) {
          const invalid: Record<string, string> = {};
          for (const issue of source.error?.issues ?? []) invalid[issue.path.join('.')] ??= issue.message;
          for (const issue of preview.error?.issues ?? []) invalid.preview ??= issue.message;
          throw new AppError('validation_failed', { fields: invalid });
        }
        if (!file || file.bytes.length === 0) throw new AppError('import_file_missing');
        const accepted = await jobs.submit({
          ...file,
          source: source.data,
          preview: preview.data,
          userId: (request.user as { id: string }).id,
          meta: requestMeta(request),
        });
        return reply.status(202).send(accepted);
      },
    });

    app.route({
      ...contractRoute(importsContract.getJobs, {
        tags: ['imports'],
        summary: 'The history of import jobs, newest first (administrators)',
        description:
          'Who started each (null: the command line), when, the file, template and publisher, the counts per table or the error and how many rows were refused.',
      }),
      // Before validation: a visitor gets 401, not a list of field errors.
      preValidation: ctx.guards.requireAdmin,
      handler: async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return listJobs(ctx, request.query);
      },
    });

    app.route({
      ...contractRoute(importsContract.getJobsById, {
        tags: ['imports'],
        summary: 'Status of an import job (administrators)',
        description:
          'status queued | running | succeeded | failed; progress 0..1 with the phase; counts per table; on failure the error and every bad row (line, column, reason key and English message).',
      }),
      preHandler: ctx.guards.requireAdmin,
      handler: async (request, reply) => {
        const job = await jobs.get(request.params.id);
        if (!job) throw new AppError('not_found');
        void reply.header('cache-control', 'no-store');
        return job;
      },
    });
  };
