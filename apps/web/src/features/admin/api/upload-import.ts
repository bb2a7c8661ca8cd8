import type { ImportAccepted } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { importJobsKey } from './get-import-jobs';

/** The upload's source fields, as the form holds them (empty ones are left out). */
export type ImportSourceFields = {
  source: string;
  kind: string;
  title: string;
  licence: string;
  url: string;
  publishedOn: string;
  sheet: string;
};

/** POST /api/imports (multipart): answers the job id and how many uploads are ahead of it. */
export const uploadImport = ({ file, fields }: { file: File; fields: ImportSourceFields }) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value.trim() !== '') form.append(name, value.trim());
  }
  form.append('file', file, file.name);
  return api.upload<ImportAccepted>('/imports', form);
};

export const useUploadImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importJobsKey }),
  });
};
