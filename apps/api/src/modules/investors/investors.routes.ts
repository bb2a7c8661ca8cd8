import { type ErrorCode, investorsContract, MATCHES_PAGE_SIZE } from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startNoticeSchedule } from './screened-match-notices.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { refusals } from '../../errors.js';
import { serviceContext } from '../../lib/service-context.js';
import * as financials from './financials.service.js';
import * as matches from './matches.service.js';
import { saveFundingPlan } from './funding-plan.service.js';
import * as nda from './nda.service.js';
import * as pipeline from './pipeline.service.js';
import * as profile from './profile.service.js';

const ACCESS_REFUSALS: Array<[ErrorCode, string]> = [
  ['unauthenticated', 'visitors'],
  ['no_project_access', 'a published project without access'],
  ['not_found', 'no such project, or a draft of another user'],
];

/**
 * Investors meet projects (issue 17): the investor profile under the account, the pipeline of each
 * project, its confidentiality terms, the investor financials and "my projects". Per-user answers: never
 * cached by proxies.
 */
export const investorsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['investors'];
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
    });
    app.addHook('preValidation', ctx.guards.requireUser);
    // New screened matches and the weekly digests, hourly in every process (decision 041). Tests run the
    // same functions on their own clock instead.
    let stopNotices: () => Promise<void> = async () => {};
    if (ctx.config.nodeEnv !== 'test') {
      app.addHook('onReady', async () => {
        stopNotices = startNoticeSchedule({ ...ctx, log: app.log });
      });
    }
    app.addHook('onClose', async () => {
      await stopNotices();
    });

    app.route({
      ...contractRoute(investorsContract.getAccountInvestorProfile, {
        tags,
        summary: 'The signed-in user’s investor profile (null while they are not an investor)',
        description: refusals('unauthenticated'),
      }),
      handler: async (request) => profile.getProfile(serviceContext(ctx, request, app.log)),
    });

    app.route({
      ...contractRoute(investorsContract.putAccountInvestorProfile, {
        tags,
        summary: 'Creates or replaces the signed-in user’s investor profile',
        description: `Ticket sizes in US dollars. ${refusals('unauthenticated', [
          'validation_failed',
          'with fields: a ticket range upside down, an unknown country or technology',
        ])}`,
      }),
      handler: async (request) =>
        profile.saveProfile(serviceContext(ctx, request, app.log), { profile: request.body }),
    });

    app.route({
      ...contractRoute(investorsContract.deleteAccountInvestorProfile, {
        tags,
        summary: 'Removes the signed-in user’s investor profile (their pipeline history stays)',
        description: refusals('unauthenticated'),
      }),
      handler: async (request, reply) => {
        await profile.deleteProfile(serviceContext(ctx, request, app.log));
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...contractRoute(investorsContract.getAccountInvestorMatches, {
        tags,
        summary:
          'Matches for you: published projects and screened opportunities meeting the investor profile',
        description: `Each with the reasons it matches (decision 039): country, technology, an instrument's amount sought within the ticket range, the minimum IRR on the chosen case. Every matching project the investor may see (not their own), and ${MATCHES_PAGE_SIZE} screened opportunities a page, best of the chosen case first. ${refusals(
          ['unauthenticated', 'visitors'],
          ['investor_profile_required', 'a user without an investor profile'],
          ['validation_failed', 'a page out of bounds'],
        )}`,
      }),
      handler: async (request) => matches.getMatches(serviceContext(ctx, request, app.log), request.query),
    });

    app.route({
      ...contractRoute(investorsContract.getProjectInvestorMatches, {
        tags,
        summary: 'How many investors’ criteria the project meets (owner or administrator; a count, no names)',
        description: refusals(...ACCESS_REFUSALS, ['forbidden', 'anyone but the owner’s side']),
      }),
      handler: async (request) =>
        matches.countProjectMatches(serviceContext(ctx, request, app.log), request.params.project),
    });

    app.route({
      ...contractRoute(investorsContract.getPipeline, {
        tags,
        summary: 'The investor pipeline: the viewer’s own entry, and every entry for the owner’s side',
        description: refusals(...ACCESS_REFUSALS),
      }),
      handler: async (request) =>
        pipeline.getPipeline(serviceContext(ctx, request, app.log), { slug: request.params.project }),
    });

    app.route({
      ...contractRoute(investorsContract.postPipelineSteps, {
        tags,
        summary: 'Takes one step of the pipeline (decision 008)',
        description: `The investor expresses interest, indicates (amount in USD, instrument), commits (amount, conditions) or withdraws on their own entry; the owner or an administrator accepts or declines an indication or closes a commitment, naming the entry. ${refusals(
          ...ACCESS_REFUSALS,
          [
            'forbidden',
            'a step of the other side, the owner investing in their own project, or anyone (administrators included) deciding on their own entry',
          ],
          ['investor_profile_required', 'an investor step without an investor profile'],
          [
            'project_not_seeking_funding',
            'interest or an indication while the project is not seeking funding',
          ],
          ['nda_required', 'an indication or commitment before the confidentiality terms were accepted'],
          ['validation_failed', 'an amount of 0 or above the funding sought'],
          ['pipeline_step_invalid', 'a step not possible from the current stage'],
        )}`,
      }),
      handler: async (request) =>
        pipeline.takeStep(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          body: request.body,
        }),
    });

    app.route({
      ...contractRoute(investorsContract.getNda, {
        tags,
        summary: 'The project’s confidentiality terms in force (en and es) and the viewer’s acceptance',
        description: refusals(...ACCESS_REFUSALS),
      }),
      handler: async (request) =>
        nda.getNda(serviceContext(ctx, request, app.log), { slug: request.params.project }),
    });

    app.route({
      ...contractRoute(investorsContract.putNda, {
        tags,
        summary: 'Saves the owner’s confidentiality terms as a new version (owner or administrator)',
        description: refusals(...ACCESS_REFUSALS, 'forbidden', 'validation_failed'),
      }),
      handler: async (request) =>
        nda.saveNda(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          body: request.body,
        }),
    });

    app.route({
      ...contractRoute(investorsContract.postNdaAcceptance, {
        tags,
        summary: 'Accepts the version of the terms read; logged with the user, time, IP and version',
        description: `An investor’s pipeline moves to nda_accepted. ${refusals(...ACCESS_REFUSALS, [
          'nda_outdated',
          'the version is no longer the one in force',
        ])}`,
      }),
      handler: async (request) =>
        nda.acceptNda(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          version: request.body.version,
          language: request.user?.language ?? 'en',
        }),
    });

    app.route({
      ...contractRoute(investorsContract.getNdaAcceptances, {
        tags,
        summary: 'Who accepted the terms, which version, when and from which IP (owner or administrator)',
        description: refusals(...ACCESS_REFUSALS, 'forbidden'),
      }),
      handler: async (request) =>
        nda.listAcceptances(serviceContext(ctx, request, app.log), { slug: request.params.project }),
    });

    app.route({
      ...contractRoute(investorsContract.getInvestorFinancials, {
        tags,
        summary: 'Funding sought, indications and commitments with their shares and expected returns',
        description: `US dollars. The viewer’s own entry in full; others named to the owner’s side only. ${refusals(
          ...ACCESS_REFUSALS,
        )}`,
      }),
      handler: async (request) =>
        financials.getInvestorFinancials(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
        }),
    });

    app.route({
      ...contractRoute(investorsContract.putFundingPlan, {
        tags,
        summary: 'Splits the funding sought by instrument (owner or administrator)',
        description: `US dollars of equity, debt, mezzanine and grant sought; their sum becomes the funding sought, and the owner’s own contribution is the capex less it. Answers the investor financials. ${refusals(
          ...ACCESS_REFUSALS,
          ['forbidden', 'an investor, or anyone who may not edit the project'],
          ['project_model_unavailable', 'a project whose model inputs cannot be evaluated'],
          ['validation_failed', 'a negative amount, or a sum above the capex (field `total`)'],
        )}`,
      }),
      handler: async (request) =>
        saveFundingPlan(serviceContext(ctx, request, app.log), {
          slug: request.params.project,
          body: request.body,
        }),
    });
  };
