import type { DataRoomLogKind, DataRoomLogResponse, DataRoomResponse } from '@flarescope/shared';
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

type UploadInput = { file: File; folder?: string; documentId?: string };

/** POST a new document (with its folder) or a new version of one (multipart). */
export const uploadDocument = (slug: string, input: UploadInput) => {
  const form = new FormData();
  if (input.folder) form.append('folder', input.folder);
  form.append('file', input.file);
  return api.upload<DataRoomResponse>(
    input.documentId ? `${base(slug)}/${input.documentId}/versions` : base(slug),
    form,
  );
};

export const removeDocument = (slug: string, documentId: string) =>
  api.delete<null>(`${base(slug)}/${documentId}`);

export const useDataRoomChange = (slug: string) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: dataRoomQueryKey(slug) });
  return {
    upload: useMutation({ mutationFn: (input: UploadInput) => uploadDocument(slug, input), onSuccess }),
    remove: useMutation({ mutationFn: (documentId: string) => removeDocument(slug, documentId), onSuccess }),
  };
};
