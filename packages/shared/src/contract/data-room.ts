import { projectParams } from './params.js';
import { z } from 'zod';
import { LOCALES } from '../constants.js';
import {
  dataRoomDocumentChangeSchema,
  dataRoomLogFilterSchema,
  dataRoomLogQuerySchema,
  dataRoomLogResponseSchema,
  dataRoomResponseSchema,
  dataRoomViewReportSchema,
} from '../schemas/data-room.js';
import { defineRoutes } from './route.js';

const documentParams = projectParams.extend({ document: z.uuid() });
const versionQuery = z.object({ version: z.coerce.number().int().min(1).max(100_000).optional() });

/** A project's data room. */
export const dataRoomContract = defineRoutes({
  getDataRoom: {
    method: 'GET',
    path: '/api/projects/:project/data-room',
    params: projectParams,
    response: dataRoomResponseSchema,
  },
  postDataRoom: {
    method: 'POST',
    path: '/api/projects/:project/data-room',
    multipart: true,
    params: projectParams,
    status: 201,
    response: dataRoomResponseSchema,
  },
  postDataRoomVersions: {
    method: 'POST',
    path: '/api/projects/:project/data-room/:document/versions',
    multipart: true,
    params: documentParams,
    response: dataRoomResponseSchema,
  },
  deleteDataRoomByDocument: {
    method: 'DELETE',
    path: '/api/projects/:project/data-room/:document',
    params: documentParams,
    status: 204,
    response: z.null(),
  },
  getDataRoomDownload: {
    method: 'GET',
    path: '/api/projects/:project/data-room/:document/download',
    params: documentParams,
    query: versionQuery,
    file: true,
  },
  getDataRoomView: {
    method: 'GET',
    path: '/api/projects/:project/data-room/:document/view',
    params: documentParams,
    query: versionQuery,
    file: true,
  },
  postDataRoomViewsByView: {
    method: 'POST',
    path: '/api/projects/:project/data-room/:document/views/:view',
    params: documentParams.extend({ view: z.uuid() }),
    body: dataRoomViewReportSchema,
    status: 204,
    response: z.null(),
  },
  patchDataRoomByDocument: {
    method: 'PATCH',
    path: '/api/projects/:project/data-room/:document',
    params: documentParams,
    body: dataRoomDocumentChangeSchema,
    response: dataRoomResponseSchema,
  },
  getDataRoomLog: {
    method: 'GET',
    path: '/api/projects/:project/data-room/log',
    params: projectParams,
    query: dataRoomLogQuerySchema,
    response: dataRoomLogResponseSchema,
  },
  getDataRoomLogCsv: {
    method: 'GET',
    path: '/api/projects/:project/data-room/log.csv',
    params: projectParams,
    query: dataRoomLogFilterSchema.extend({ lang: z.enum(LOCALES).default('en') }),
    file: true,
  },
});
