import { investorsContract, type PipelineStepRequest } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineQueryKey } from './get-pipeline';

/** POST /api/projects/:project/pipeline/steps: one step of the pipeline. */
export const takeStep = ({ slug, body }: { slug: string; body: PipelineStepRequest }) =>
  api.call(investorsContract.postPipelineSteps, { params: { project: slug }, body });

/** The pipeline, the investor financials and my projects all change with a step. */
export const useTakeStep = (slug: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PipelineStepRequest) => takeStep({ slug, body }),
    onSuccess: (pipeline) => {
      queryClient.setQueryData(pipelineQueryKey(slug), pipeline);
      return queryClient.invalidateQueries({ queryKey: ['investors'] });
    },
  });
};
