import { projectParams } from './params.js';
import { z } from 'zod';
import {
  answerRequestSchema,
  conversationResponseSchema,
  conversationsResponseSchema,
  messageRequestSchema,
  questionRequestSchema,
  questionsResponseSchema,
} from '../schemas/questions.js';
import { defineRoutes } from './route.js';

const questionParams = projectParams.extend({ question: z.uuid() });
const conversationParams = projectParams.extend({ investor: z.uuid() });

/** A project's questions and conversations. */
export const conversationsContract = defineRoutes({
  getQuestions: {
    method: 'GET',
    path: '/api/projects/:project/questions',
    params: projectParams,
    response: questionsResponseSchema,
  },
  postQuestions: {
    method: 'POST',
    path: '/api/projects/:project/questions',
    params: projectParams,
    body: questionRequestSchema,
    status: 201,
    response: questionsResponseSchema,
  },
  postQuestionsAnswer: {
    method: 'POST',
    path: '/api/projects/:project/questions/:question/answer',
    params: questionParams,
    body: answerRequestSchema,
    response: questionsResponseSchema,
  },
  getConversations: {
    method: 'GET',
    path: '/api/projects/:project/conversations',
    params: projectParams,
    response: conversationsResponseSchema,
  },
  getConversationsByInvestor: {
    method: 'GET',
    path: '/api/projects/:project/conversations/:investor',
    params: conversationParams,
    response: conversationResponseSchema,
  },
  postConversationsByInvestor: {
    method: 'POST',
    path: '/api/projects/:project/conversations/:investor',
    params: conversationParams,
    body: messageRequestSchema,
    status: 201,
    response: conversationResponseSchema,
  },
});
