import { projectParams } from './params.js';
import { z } from 'zod';
import {
  fundingPlanRequestSchema,
  investorFinancialsResponseSchema,
  investorMatchesQuerySchema,
  investorMatchesResponseSchema,
  investorProfileRequestSchema,
  investorProfileResponseSchema,
  ndaAcceptanceRequestSchema,
  ndaAcceptancesResponseSchema,
  ndaRequestSchema,
  ndaResponseSchema,
  pipelineResponseSchema,
  pipelineStepRequestSchema,
  projectInvestorMatchesResponseSchema,
} from '../schemas/investors.js';
import { defineRoutes } from './route.js';

/** The investor profile, pipeline, NDA, financials and funding plan. */
export const investorsContract = defineRoutes({
  getAccountInvestorProfile: {
    method: 'GET',
    path: '/api/account/investor-profile',
    response: investorProfileResponseSchema,
  },
  putAccountInvestorProfile: {
    method: 'PUT',
    path: '/api/account/investor-profile',
    body: investorProfileRequestSchema,
    response: investorProfileResponseSchema,
  },
  deleteAccountInvestorProfile: {
    method: 'DELETE',
    path: '/api/account/investor-profile',
    status: 204,
    response: z.null(),
  },
  getAccountInvestorMatches: {
    method: 'GET',
    path: '/api/account/investor-matches',
    query: investorMatchesQuerySchema,
    response: investorMatchesResponseSchema,
  },
  getProjectInvestorMatches: {
    method: 'GET',
    path: '/api/projects/:project/investor-matches',
    params: projectParams,
    response: projectInvestorMatchesResponseSchema,
  },
  getPipeline: {
    method: 'GET',
    path: '/api/projects/:project/pipeline',
    params: projectParams,
    response: pipelineResponseSchema,
  },
  postPipelineSteps: {
    method: 'POST',
    path: '/api/projects/:project/pipeline/steps',
    params: projectParams,
    body: pipelineStepRequestSchema,
    response: pipelineResponseSchema,
  },
  getNda: {
    method: 'GET',
    path: '/api/projects/:project/nda',
    params: projectParams,
    response: ndaResponseSchema,
  },
  putNda: {
    method: 'PUT',
    path: '/api/projects/:project/nda',
    params: projectParams,
    body: ndaRequestSchema,
    response: ndaResponseSchema,
  },
  postNdaAcceptance: {
    method: 'POST',
    path: '/api/projects/:project/nda/acceptance',
    params: projectParams,
    body: ndaAcceptanceRequestSchema,
    response: ndaResponseSchema,
  },
  getNdaAcceptances: {
    method: 'GET',
    path: '/api/projects/:project/nda/acceptances',
    params: projectParams,
    response: ndaAcceptancesResponseSchema,
  },
  getInvestorFinancials: {
    method: 'GET',
    path: '/api/projects/:project/investor-financials',
    params: projectParams,
    response: investorFinancialsResponseSchema,
  },
  putFundingPlan: {
    method: 'PUT',
    path: '/api/projects/:project/funding-plan',
    params: projectParams,
    body: fundingPlanRequestSchema,
    response: investorFinancialsResponseSchema,
  },
});
