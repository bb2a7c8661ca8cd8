import { importsContract, type ImportJob } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const importJobsKey = ['admin', 'imports'] as const;

/** How often a running or queued job is asked for its progress. */
export const IMPORT_POLL_MS = 500;

export const getImportJobs = (page: number) =>
  api.call(importsContract.getJobs, { query: { page, pageSize: 20 } });

/** GET /api/imports/jobs: the history, newest first. */
export const useImportJobs = (page: number) =>
  useQuery(queryOptions({ queryKey: [...importJobsKey, 'list', page], queryFn: () => getImportJobs(page) }));

export const getImportJob = (id: string) => api.call(importsContract.getJobsById, { params: { id } });

const isUnfinished = (job: ImportJob | undefined) => job?.status === 'queued' || job?.status === 'running';

/** GET /api/imports/jobs/:id, polled while the job is queued or running (the live progress bar). */
export const useImportJob = (id: string | null) =>
  useQuery({
    queryKey: [...importJobsKey, 'job', id],
    queryFn: () => getImportJob(id as string),
    enabled: id !== null,
    refetchInterval: (query) => (isUnfinished(query.state.data) ? IMPORT_POLL_MS : false),
  });
