import { investorsContract } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const pipelineQueryKey = (slug: string) => ['investors', 'pipeline', slug] as const;

/** GET /api/projects/:project/pipeline: the viewer's own entry, and every entry for the owner's side. */
export const getPipeline = (slug: string) =>
  api.call(investorsContract.getPipeline, { params: { project: slug } });

export const pipelineQueryOptions = (slug: string) =>
  queryOptions({ queryKey: pipelineQueryKey(slug), queryFn: () => getPipeline(slug) });

export const usePipeline = (slug: string) => useQuery(pipelineQueryOptions(slug));
