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

/** What one upload sends: the file, its source fields, and whether it is a preview (rolled back at its end). */
export type ImportSubmission = { file: File; fields: ImportSourceFields; preview?: boolean };

/** POST /api/imports (multipart): answers the job id and how many uploads are ahead of it. */
export const uploadImport = ({ file, fields, preview }: ImportSubmission) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value.trim() !== '') form.append(name, value.trim());
  }
  if (preview) form.append('preview', 'true');
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
