import {
  conversationsContract,
  type AnswerRequest,
  type QuestionRequest,
  type QuestionsResponse,
} from '@flarescope/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const questionsQueryKey = (slug: string) => ['investors', 'questions', slug] as const;

/** GET /api/projects/:project/questions: every question (owner's side), or one's own and the published ones. */
export const questionsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: questionsQueryKey(slug),
    queryFn: () => api.call(conversationsContract.getQuestions, { params: { project: slug } }),
    retry: false,
  });

export const useQuestions = (slug: string, isEnabled: boolean) =>
  useQuery({ ...questionsQueryOptions(slug), enabled: isEnabled });

/** POST a question, and POST an answer (the owner's side); both answer the list. */
export const useQuestionChange = (slug: string) => {
  const queryClient = useQueryClient();
  const onSuccess = (response: QuestionsResponse) => {
    queryClient.setQueryData(questionsQueryKey(slug), response);
  };
  return {
    ask: useMutation({
      mutationFn: (body: QuestionRequest) =>
        api.call(conversationsContract.postQuestions, { params: { project: slug }, body }),
      onSuccess,
    }),
    answer: useMutation({
      mutationFn: ({ id, body }: { id: string; body: AnswerRequest }) =>
        api.call(conversationsContract.postQuestionsAnswer, {
          params: { project: slug, question: id },
          body,
        }),
      onSuccess,
    }),
  };
};
