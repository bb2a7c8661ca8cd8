import { z } from 'zod';

/** The data room of a project (issue 17, item 4): folders, accepted types, size limit, answers. */
export const DATA_ROOM_FOLDERS = ['technical', 'financial', 'legal', 'environmental'] as const;
export type DataRoomFolder = (typeof DATA_ROOM_FOLDERS)[number];

/** The largest document: 25 MB (a bank's credit memo with scans fits; a video does not). */
export const DATA_ROOM_MAX_BYTES = 25 * 1024 * 1024;

/** What a document may be, judged by its bytes (and its name's extension agreeing). */
export const DATA_ROOM_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
  png: 'image/png',
  jpeg: 'image/jpeg',
} as const;
export type DataRoomType = keyof typeof DATA_ROOM_TYPES;

const versionSchema = z.object({
  version: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});

export const dataRoomDocumentSchema = z.object({
  id: z.string(),
  folder: z.enum(DATA_ROOM_FOLDERS),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  /** Every version, newest first (the current one included). */
  versions: z.array(versionSchema),
});
export type DataRoomDocument = z.infer<typeof dataRoomDocumentSchema>;

export const dataRoomResponseSchema = z.object({
  canManage: z.boolean(),
  documents: z.array(dataRoomDocumentSchema),
});
export type DataRoomResponse = z.infer<typeof dataRoomResponseSchema>;

export const DATA_ROOM_ACTIONS = [
  'view',
  'download',
  'upload',
  'replace',
  'remove',
  'ask',
  'answer',
] as const;
export type DataRoomAction = (typeof DATA_ROOM_ACTIONS)[number];

/**
 * What the owner's log can be narrowed to: views, downloads, the owner's side's changes, questions and
 * answers, refusals.
 */
export const DATA_ROOM_LOG_KINDS = ['viewed', 'downloaded', 'changed', 'questions', 'refused'] as const;
export type DataRoomLogKind = (typeof DATA_ROOM_LOG_KINDS)[number];
export const DATA_ROOM_LOG_PAGE_SIZE = 25;
export const DATA_ROOM_LOG_MAX_PAGE_SIZE = 100;

/** What the owner's log can be narrowed to: one person, one document, one kind, a span of whole UTC days. */
export const dataRoomLogFilterSchema = z.object({
  /** A username (any case), as the log and its `people` show it. */
  person: z.string().trim().max(40).optional(),
  /** A document's id, as the log's `documents` name it. */
  document: z.uuid({ error: 'validation.invalid_value' }).optional(),
  kind: z.enum(DATA_ROOM_LOG_KINDS, { error: 'validation.invalid_value' }).optional(),
  /** The first and last day (UTC, YYYY-MM-DD) of the entries, both included. */
  from: z.iso.date({ error: 'validation.invalid_value' }).optional(),
  to: z.iso.date({ error: 'validation.invalid_value' }).optional(),
});
export type DataRoomLogFilter = z.infer<typeof dataRoomLogFilterSchema>;

/** GET /api/projects/:project/data-room/log: one page, newest first, of the entries the filter keeps. */
export const dataRoomLogQuerySchema = dataRoomLogFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(DATA_ROOM_LOG_MAX_PAGE_SIZE).default(DATA_ROOM_LOG_PAGE_SIZE),
});
export type DataRoomLogQuery = z.infer<typeof dataRoomLogQuerySchema>;

/** The most rows one CSV of a project's log holds (newest first); narrow the filter for older ones. */
export const DATA_ROOM_LOG_CSV_MAX_ROWS = 50_000;

export const dataRoomLogResponseSchema = z.object({
  items: z.array(
    z.object({
      at: z.string(),
      username: z.string().nullable(),
      action: z.enum(DATA_ROOM_ACTIONS),
      outcome: z.enum(['allowed', 'refused']),
      reason: z.string().nullable(),
      documentId: z.string().nullable(),
      fileName: z.string().nullable(),
      version: z.number().int().nullable(),
      /** The address it came from: administrators only (issue 27, item 4), null for the owner. */
      ip: z.string().nullable(),
    }),
  ),
  /** Entries matching the filters, over every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Everyone with an account in this project's log (for the person filter), by username. */
  people: z.array(z.string()),
  /** Every document the log names (for the document filter), removed ones too, by name. */
  documents: z.array(z.object({ id: z.string(), fileName: z.string(), isRemoved: z.boolean() })),
  /** Whether the log shows addresses: to administrators only. */
  showsIp: z.boolean(),
});
export type DataRoomLogResponse = z.infer<typeof dataRoomLogResponseSchema>;
