import fastifyMultipart from '@fastify/multipart';
import {
  DATA_ROOM_LOG_CSV_MAX_ROWS,
  DATA_ROOM_MAX_BYTES,
  isCleanText,
  type ErrorCode,
  dataRoomContract,
} from '@flarescope/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { AppError, refusals } from '../../errors.js';
import { serviceContext } from '../../lib/service-context.js';
import * as accessLog from './access-log.service.js';
import { VISITOR_REFUSAL_LIMITS } from './data-room.service.js';
import * as documents from './documents.service.js';
import * as reading from './reading.service.js';

const ROOM_REFUSALS: Array<ErrorCode | [ErrorCode, string]> = [
  ['unauthenticated', 'visitors (kept in the security log, not the project’s)'],
  ['no_project_access', 'no access to the project, or lost it'],
  ['not_found', 'no such project or document, or a draft of another user'],
  ['nda_required', 'the project’s NDA not accepted'],
];

/** A multipart body's limit stays a 413; anything else wrong with it is the client's bytes (400). */
const asUploadError = (error: unknown, log: FastifyBaseLogger): Error => {
  if (error instanceof AppError) return error;
  const { statusCode, code, message } = error as { statusCode?: number; code?: string; message?: string };
  if (statusCode === 413) return new AppError('payload_too_large');
  log.info({ code, reason: message }, 'malformed multipart body');
  return new AppError('malformed_body');
};

const readUpload = async (request: FastifyRequest): Promise<documents.Upload> => {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const fields: Record<string, string> = {};
  let file: documents.Upload['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = { bytes: await part.toBuffer(), fileName: part.filename };
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw asUploadError(error, request.log);
  }
  if (file && !isCleanText(file.fileName)) {
    throw new AppError('validation_failed', { fields: { file: 'validation.control_characters' } });
  }
  return { fields, file };
};

/** `attachment` (or `inline`) with the name as given (RFC 6266: an ASCII fallback and the UTF-8 name). */
const disposition = (fileName: string, kind: 'attachment' | 'inline' = 'attachment') =>
  `${kind}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * A project's data room (issue 17, item 4): documents by folder, uploaded by the owner's side, listed and
 * downloaded by those who may see the project and accepted its NDA; every look is logged, refusals too.
 */
export const dataRoomRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['data-room'];
    await app.register(fastifyMultipart, {
      // Fields: folder, accessMode, and a version's note (500 characters, up to 4 bytes each).
      limits: { fileSize: DATA_ROOM_MAX_BYTES, files: 1, fields: 3, fieldSize: 2000, parts: 4 },
    });
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
    });
    // Visitors reach the handlers so that their refusals are logged too.
    app.addHook('preValidation', ctx.guards.optionalUser);

    app.route({
      ...contractRoute(dataRoomContract.getDataRoom, {
        tags,
        summary: 'The data room’s documents by folder (logged as a view)',
        description: refusals(...ROOM_REFUSALS),
      }),
      handler: async (request) =>
        documents.listDocuments(serviceContext(ctx, request, app.log), { slug: request.params.project }),
    });

    app.route({
      ...contractRoute(dataRoomContract.postDataRoom, {
        tags,
        summary: 'Adds a document to a folder (owner or administrator)',
        description: `multipart/form-data: \`folder\` (technical | financial | legal | environmental), \`accessMode\` (\`download\`, the default, or \`view\`: read in the viewer only) and \`file\` (PDF, XLSX, CSV, DOCX, PNG or JPEG by its bytes, its name agreeing; at most ${DATA_ROOM_MAX_BYTES / 1024 / 1024} MB). ${refusals(
          ...ROOM_REFUSALS,
          'forbidden',
          ['document_type_refused', 'another type, or bytes that do not match the name'],
          ['payload_too_large', 'over the size limit'],
          ['document_not_viewable', 'view only for a file the viewer cannot show'],
          'validation_failed',
        )}`,
      }),
      handler: async (request, reply) => {
        const upload = await readUpload(request);
        const room = await documents.addDocument(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          upload,
        });
        return reply.status(201).send(room);
      },
    });

    app.route({
      ...contractRoute(dataRoomContract.postDataRoomVersions, {
        tags,
        summary: 'Replaces a document with a new version; earlier versions are kept (owner or administrator)',
        description: `multipart/form-data: \`file\` and an optional \`note\` (what changed, at most 500 characters). Everyone who read or downloaded an earlier version is told. ${refusals(
          ...ROOM_REFUSALS,
          'forbidden',
          'document_type_refused',
          'payload_too_large',
          ['document_not_viewable', 'a view-only document’s new version the viewer cannot show'],
          'validation_failed',
        )}`,
      }),
      handler: async (request) =>
        documents.replaceDocument(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          documentId: request.params.document,
          upload: await readUpload(request),
        }),
    });

    app.route({
      ...contractRoute(dataRoomContract.deleteDataRoomByDocument, {
        tags,
        summary: 'Removes a document and its files (owner or administrator)',
        description: refusals(...ROOM_REFUSALS, 'forbidden'),
      }),
      handler: async (request, reply) => {
        await documents.removeDocument(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          documentId: request.params.document,
        });
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...contractRoute(dataRoomContract.getDataRoomDownload, {
        response: { 200: z.any().describe('The file (Content-Disposition: attachment)') },
        tags,
        summary: 'Downloads a document (the current version, or `version`); logged, refusals too',
        description: `The owner's side gets the file as uploaded; an investor a copy watermarked with their name, e-mail and the time (PDFs and pictures), and only when the owner allows downloads. ${refusals(
          ...ROOM_REFUSALS,
          ['document_view_only', 'an investor, for a document the owner lets them view only'],
        )}`,
      }),
      handler: async (request, reply) => {
        const file = await reading.downloadDocument(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          documentId: request.params.document,
          version: request.query.version,
        });
        return reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', disposition(file.fileName))
          .header('x-content-type-options', 'nosniff')
          .send(file.body);
      },
    });

    app.route({
      ...contractRoute(dataRoomContract.getDataRoomView, {
        response: { 200: z.any().describe('The watermarked file (Content-Disposition: inline)') },
        tags,
        summary: 'A PDF or picture for the browser’s viewer, watermarked with the reader and the time',
        description: `Never the original bytes: a copy with the reader's name, e-mail and the time on every page. Logged as a reading; its id comes in \`x-view-id\`, against which the viewer reports pages and time. ${refusals(
          ...ROOM_REFUSALS,
          ['document_not_viewable', 'not a PDF or picture, or one that cannot be read'],
        )}`,
      }),
      handler: async (request, reply) => {
        const file = await reading.viewDocument(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          documentId: request.params.document,
          version: request.query.version,
        });
        return reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', disposition(file.fileName, 'inline'))
          .header('x-content-type-options', 'nosniff')
          .header('x-view-id', file.viewId)
          .send(file.body);
      },
    });

    app.route({
      ...contractRoute(dataRoomContract.postDataRoomViewsByView, {
        tags,
        summary: 'Reports how far a reading in the viewer went: distinct pages shown, seconds open',
        description: `Only on the reader's own reading (\`x-view-id\` of the view); the most reported is kept. ${refusals(
          ...ROOM_REFUSALS,
          ['not_found', 'no such reading of this reader and document'],
          'validation_failed',
        )}`,
      }),
      handler: async (request, reply) => {
        await reading.reportView(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          documentId: request.params.document,
          viewId: request.params.view,
          report: request.body,
        });
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...contractRoute(dataRoomContract.patchDataRoomByDocument, {
        tags,
        summary: 'Changes what investors may do with a document: download it, or view it only',
        description: refusals(
          ...ROOM_REFUSALS,
          'forbidden',
          ['document_not_viewable', 'view only for a document the viewer cannot show'],
          'validation_failed',
        ),
      }),
      handler: async (request) =>
        documents.changeDocument(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          documentId: request.params.document,
          change: request.body,
        }),
    });

    app.route({
      ...contractRoute(dataRoomContract.getDataRoomLog, {
        tags,
        summary: 'Who viewed, downloaded or was refused what, and when (owner or administrator)',
        description: `One page, newest first, of everything or of one \`person\` (a username), one \`document\`, one \`kind\` (viewed, downloaded, changed, refused) and the days \`from\`–\`to\` (UTC, both included), with the total and the people and documents in the log. IP addresses to administrators only (null for the owner). Visitors without an account are not in it: their refusals go to the administrators' audit log (\`data_room_refused\`, at most ${VISITOR_REFUSAL_LIMITS.perIp.limit} an hour per address). ${refusals(...ROOM_REFUSALS, 'forbidden', 'validation_failed')}`,
      }),
      handler: async (request) =>
        accessLog.accessLog(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          query: request.query,
        }),
    });

    app.route({
      ...contractRoute(dataRoomContract.getDataRoomLogCsv, {
        tags,
        summary: 'The access log as CSV, with the same filters (owner or administrator)',
        description: `Headers and words in \`lang\`; newest first, at most ${DATA_ROOM_LOG_CSV_MAX_ROWS} rows; the IP address column for administrators only. ${refusals(...ROOM_REFUSALS, 'forbidden', 'validation_failed')}`,
      }),
      handler: async (request, reply) => {
        const { lang, ...filter } = request.query;
        const { body, slug } = await accessLog.accessLogCsv(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          query: filter,
          lang,
        });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', disposition(`${slug}-data-room-log.csv`))
          .send(body);
      },
    });
  };
