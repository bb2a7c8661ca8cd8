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

export type DataRoomLogFilters = { person: string; kind: DataRoomLogKind | ''; page: number };

/** The log's query string: only the filters that narrow it. */
export const dataRoomLogQuery = ({ person, kind, page }: DataRoomLogFilters) => {
  const params = new URLSearchParams();
  if (person) params.set('person', person);
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

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
