import { z } from 'zod';
import {
  flareNightsResponseSchema,
  nightfireCandidateListQuerySchema,
  nightfireCandidateListResponseSchema,
  nightfireCandidateReviewSchema,
  nightfireCandidateSchema,
} from '../schemas/nightfire.js';
import { defineRoutes } from './route.js';

const slug = z.string().min(1).max(160);

/** EOG's nightly Nightfire detections: a flare's nights, and the candidate new flares administrators review. */
export const nightfireContract = defineRoutes({
  flareNights: {
    method: 'GET',
    path: '/api/flaring/countries/:country/companies/:company/flares/:name/nights',
    params: z.object({ country: slug, company: slug, name: slug }),
    response: flareNightsResponseSchema,
  },
  getCandidates: {
    method: 'GET',
    path: '/api/admin/nightfire/candidates',
    query: nightfireCandidateListQuerySchema,
    response: nightfireCandidateListResponseSchema,
  },
  postCandidatesReview: {
    method: 'POST',
    path: '/api/admin/nightfire/candidates/:id/review',
    params: z.object({ id: z.string().min(1).max(36) }),
    body: nightfireCandidateReviewSchema,
    response: nightfireCandidateSchema,
  },
});
