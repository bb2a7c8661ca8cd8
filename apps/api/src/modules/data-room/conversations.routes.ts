import { type ErrorCode, conversationsContract } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { refusals } from '../../errors.js';
import { serviceContext } from '../../lib/service-context.js';
import * as messages from './messages.service.js';
import * as questions from './questions.service.js';

const ROOM_REFUSALS: Array<ErrorCode | [ErrorCode, string]> = [
  ['unauthenticated', 'visitors (kept in the security log)'],
  ['no_project_access', 'no access to the project, or lost it'],
  ['not_found', 'no such project, or a draft of another user'],
  ['nda_required', 'the project’s NDA not accepted'],
];

/**
 * The deal room's conversations (issue 27, item 3): questions and answers, and messages between the
 * owner's side and each investor who accepted the NDA. Each change tells the other side in the app and
 * by mail, in their language.
 */
export const conversationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['data-room'];
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
    });
    // Visitors reach the handlers so that their refusals are logged too (as the data room's).
    app.addHook('preValidation', ctx.guards.optionalUser);

    app.route({
      ...contractRoute(conversationsContract.getQuestions, {
        tags,
        summary: 'Questions and answers: all for the owner’s side; an investor’s own and every published one',
        description: refusals(...ROOM_REFUSALS),
      }),
      handler: async (request) =>
        questions.listQuestions(serviceContext(ctx, request, app.log), { slug: request.params.project }),
    });

    app.route({
      ...contractRoute(conversationsContract.postQuestions, {
        tags,
        summary: 'An investor asks a question, optionally about one document; the owner is told',
        description: refusals(
          ...ROOM_REFUSALS,
          ['forbidden', 'the owner’s side (it answers)'],
          ['validation_failed', 'an empty or too long question, or a document not in the room'],
        ),
      }),
      handler: async (request, reply) => {
        const response = await questions.askQuestion(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          body: request.body,
        });
        return reply.status(201).send(response);
      },
    });

    app.route({
      ...contractRoute(conversationsContract.postQuestionsAnswer, {
        tags,
        summary: 'Answers a question once, privately or to every investor under the NDA (owner’s side)',
        description: refusals(
          ...ROOM_REFUSALS,
          ['forbidden', 'an investor'],
          ['question_answered', 'the question has an answer already'],
          'validation_failed',
        ),
      }),
      handler: async (request) =>
        questions.answerQuestion(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          questionId: request.params.question,
          body: request.body,
        }),
    });

    app.route({
      ...contractRoute(conversationsContract.getConversations, {
        tags,
        summary:
          'The viewer’s conversations: every investor under the NDA for the owner’s side, or their own',
        description: refusals(...ROOM_REFUSALS),
      }),
      handler: async (request) =>
        messages.listConversations(serviceContext(ctx, request, app.log), { slug: request.params.project }),
    });

    app.route({
      ...contractRoute(conversationsContract.getConversationsByInvestor, {
        tags,
        summary: 'One conversation, oldest first; the other side’s messages are marked read',
        description: refusals(
          ...ROOM_REFUSALS,
          ['forbidden', 'another investor’s conversation'],
          ['not_found', 'an investor who never accepted the NDA'],
        ),
      }),
      handler: async (request) =>
        messages.getConversation(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          investorId: request.params.investor,
        }),
    });

    app.route({
      ...contractRoute(conversationsContract.postConversationsByInvestor, {
        tags,
        summary: 'Sends a message in a conversation; the other side is told',
        description: refusals(
          ...ROOM_REFUSALS,
          ['forbidden', 'another investor’s conversation'],
          ['not_found', 'an investor who never accepted the NDA'],
          'validation_failed',
        ),
      }),
      handler: async (request, reply) => {
        const response = await messages.sendMessage(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          investorId: request.params.investor,
          body: request.body,
        });
        return reply.status(201).send(response);
      },
    });
  };
