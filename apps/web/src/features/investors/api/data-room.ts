import type {
  DataRoomAccessMode,
  DataRoomLogKind,
  DataRoomLogResponse,
  DataRoomResponse,
} from '@flarescope/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const base = (slug: string) => `/projects/${encodeURIComponent(slug)}/data-room`;
export const dataRoomQueryKey = (slug: string) => ['investors', 'data-room', slug] as const;

/** GET /api/projects/:project/data-room (each call is logged as a view). */
export const getDataRoom = (slug: string) => api.get<DataRoomResponse>(base(slug));

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

/** The log's query string: only the filters that narrow it (and `extra`, such as the CSV's language). */
export const dataRoomLogQuery = (
  { person, document, kind, from, to, page }: DataRoomLogFilters,
  extra: Record<string, string> = {},
) => {
  const params = new URLSearchParams();
  if (person) params.set('person', person);
  if (document) params.set('document', document);
  if (kind) params.set('kind', kind);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (page > 1) params.set('page', String(page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Where the filtered log downloads as CSV in `lang` (a plain link: the browser sends the session cookie). */
export const dataRoomLogCsvHref = (slug: string, filters: DataRoomLogFilters, lang: string) =>
  `/api${base(slug)}/log.csv${dataRoomLogQuery({ ...filters, page: 1 }, { lang })}`;

/** GET /api/projects/:project/data-room/log (owner and administrators): one page, filtered. */
export const useDataRoomLog = (slug: string, filters: DataRoomLogFilters) =>
  useQuery({
    queryKey: [...dataRoomQueryKey(slug), 'log', filters],
    queryFn: () => api.get<DataRoomLogResponse>(`${base(slug)}/log${dataRoomLogQuery(filters)}`),
    placeholderData: keepPreviousData,
  });

/** Where a document's version downloads from (a plain link: the browser sends the session cookie). */
export const downloadHref = (slug: string, documentId: string, version?: number) =>
  `/api${base(slug)}/${documentId}/download${version ? `?version=${version}` : ''}`;

/** A PDF or picture for the viewer: watermarked for its reader; `viewId` names the reading in the log. */
export type ViewedFile = { blob: Blob; contentType: string; viewId: string };

/** GET …/:document/view: the reader's watermarked copy (logged as a reading). */
export const fetchView = async (slug: string, documentId: string, version?: number): Promise<ViewedFile> => {
  const file = await api.download(`${base(slug)}/${documentId}/view${version ? `?version=${version}` : ''}`);
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
  fetch(`/api${base(slug)}/${documentId}/views/${viewId}`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(report),
  }).catch(() => undefined);

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
  return api.upload<DataRoomResponse>(
    input.documentId ? `${base(slug)}/${input.documentId}/versions` : base(slug),
    form,
  );
};

export const removeDocument = (slug: string, documentId: string) =>
  api.delete<null>(`${base(slug)}/${documentId}`);

/** PATCH …/:document: what investors may do with it. */
export const changeAccessMode = (slug: string, documentId: string, accessMode: DataRoomAccessMode) =>
  api.patch<DataRoomResponse>(`${base(slug)}/${documentId}`, { accessMode });

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
