import { importsContract } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { localeOf } from '../../../lib/i18n';
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
  return api.uploadRoute(importsContract.post, {}, form);
};

export const useUploadImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importJobsKey }),
  });
};

/** Where a blank template downloads from, in `lang` (a plain link: the browser sends the session cookie). */
export const importTemplateHref = (kind: string, format: string, lang: string) =>
  api.href(importsContract.getTemplatesByFile, {
    params: { file: `${kind}.${format}` },
    query: { lang: localeOf(lang) },
  });
