import { dataRoomContract, type DataRoomAccessMode, type DataRoomLogKind } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { localeOf } from '../../../lib/i18n';

export const dataRoomQueryKey = (slug: string) => ['investors', 'data-room', slug] as const;

/** GET /api/projects/:project/data-room (each call is logged as a view). */
export const getDataRoom = (slug: string) =>
  api.call(dataRoomContract.getDataRoom, { params: { project: slug } });

export const dataRoomQueryOptions = (slug: string) =>
  queryOptions({ queryKey: dataRoomQueryKey(slug), queryFn: () => getDataRoom(slug), retry: false });

export const useDataRoom = (slug: string, isEnabled: boolean) =>
  useQuery({ ...dataRoomQueryOptions(slug), enabled: isEnabled });

export type DataRoomLogFilters = {
  person: string;
  document: string;
  kind: DataRoomLogKind | '';
  /** YYYY-MM-DD, or '' for no bound. */
  from: string;
  to: string;
  page: number;
};

export const NO_LOG_FILTERS: DataRoomLogFilters = {
  person: '',
  document: '',
  kind: '',
  from: '',
  to: '',
  page: 1,
};

/** The log's query: only the filters that narrow it (empty ones are left out of the URL), page past 1. */
const dataRoomLogQuery = ({ person, document, kind, from, to, page }: DataRoomLogFilters) => ({
  person,
  document,
  kind: kind || undefined,
  from,
  to,
  page: page > 1 ? page : undefined,
});

/** Where the filtered log downloads as CSV in `lang` (a plain link: the browser sends the session cookie). */
export const dataRoomLogCsvHref = (slug: string, filters: DataRoomLogFilters, lang: string) => {
  const { page: _page, ...query } = dataRoomLogQuery(filters);
  return api.href(dataRoomContract.getDataRoomLogCsv, {
    params: { project: slug },
    query: { ...query, lang: localeOf(lang) },
  });
};

/** GET /api/projects/:project/data-room/log (owner and administrators): one page, filtered. */
export const useDataRoomLog = (slug: string, filters: DataRoomLogFilters) =>
  useQuery({
    queryKey: [...dataRoomQueryKey(slug), 'log', filters],
    queryFn: () =>
      api.call(dataRoomContract.getDataRoomLog, {
        params: { project: slug },
        query: dataRoomLogQuery(filters),
      }),
    placeholderData: keepPreviousData,
  });

/** Where a document's version downloads from (a plain link: the browser sends the session cookie). */
export const downloadHref = (slug: string, documentId: string, version?: number) =>
  api.href(dataRoomContract.getDataRoomDownload, {
    params: { project: slug, document: documentId },
    query: { version: version || undefined },
  });

/** A PDF or picture for the viewer: watermarked for its reader; `viewId` names the reading in the log. */
export type ViewedFile = { blob: Blob; contentType: string; viewId: string };

/** GET …/:document/view: the reader's watermarked copy (logged as a reading). */
export const fetchView = async (slug: string, documentId: string, version?: number): Promise<ViewedFile> => {
  const file = await api.downloadRoute(dataRoomContract.getDataRoomView, {
    params: { project: slug, document: documentId },
    query: { version: version || undefined },
  });
  return {
    blob: file.blob,
    contentType: file.headers?.get('content-type') ?? file.blob.type,
    viewId: file.headers?.get('x-view-id') ?? '',
  };
};

/**
 * POST …/views/:view: how far a reading went (distinct pages seen, seconds open). `keepalive` lets the
 * last report leave while the page closes; a failed report is not worth telling the reader about.
 */
export const reportReading = (
  slug: string,
  documentId: string,
  viewId: string,
  report: { pages: number; seconds: number },
) =>
  fetch(
    api.href(dataRoomContract.postDataRoomViewsByView, {
      params: { project: slug, document: documentId, view: viewId },
    }),
    {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(report),
    },
  ).catch(() => undefined);

type UploadInput = {
  file: File;
  folder?: string;
  accessMode?: DataRoomAccessMode;
  note?: string;
  documentId?: string;
};

/** POST a new document (with its folder and access) or a new version of one (with its note), multipart. */
export const uploadDocument = (slug: string, input: UploadInput) => {
  const form = new FormData();
  if (input.folder) form.append('folder', input.folder);
  if (input.accessMode) form.append('accessMode', input.accessMode);
  if (input.note) form.append('note', input.note);
  form.append('file', input.file);
  return input.documentId
    ? api.uploadRoute(
        dataRoomContract.postDataRoomVersions,
        { params: { project: slug, document: input.documentId } },
        form,
      )
    : api.uploadRoute(dataRoomContract.postDataRoom, { params: { project: slug } }, form);
};

export const removeDocument = (slug: string, documentId: string) =>
  api.call(dataRoomContract.deleteDataRoomByDocument, { params: { project: slug, document: documentId } });

/** PATCH …/:document: what investors may do with it. */
export const changeAccessMode = (slug: string, documentId: string, accessMode: DataRoomAccessMode) =>
  api.call(dataRoomContract.patchDataRoomByDocument, {
    params: { project: slug, document: documentId },
    body: { accessMode },
  });

export const useDataRoomChange = (slug: string) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: dataRoomQueryKey(slug) });
  return {
    upload: useMutation({ mutationFn: (input: UploadInput) => uploadDocument(slug, input), onSuccess }),
    access: useMutation({
      mutationFn: (input: { documentId: string; accessMode: DataRoomAccessMode }) =>
        changeAccessMode(slug, input.documentId, input.accessMode),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (documentId: string) => removeDocument(slug, documentId), onSuccess }),
  };
};
