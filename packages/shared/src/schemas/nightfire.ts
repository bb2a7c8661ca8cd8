import { z } from 'zod';
import { NIGHTFIRE_CLOUD_STATES } from '../domain/nightfire.js';
import { sourceSchema } from './flaring.js';

/**
 * A flare's nights in EOG's Nightfire nightly files (decision 034): its last detection, how often it was
 * seen on the last clear nights imported, and its months.
 */
export const flareNightsResponseSchema = z.object({
  /** The nightly files' source (EOG), null when no night was ever imported. */
  source: sourceSchema.nullable(),
  /** How far a detection may be from the flare to count as it, in metres. */
  radiusM: z.number(),
  /**
   * The last nights imported (at most NIGHTFIRE_WINDOW_NIGHTS), first and last, and how many; null when
   * none. `clearNights` leaves out the nights the flare was seen only under cloud.
   */
  window: z
    .object({
      firstNight: z.string(),
      lastNight: z.string(),
      nights: z.number().int(),
      clearNights: z.number().int(),
      seenNights: z.number().int(),
    })
    .nullable(),
  lastDetection: z
    .object({
      night: z.string(),
      satellite: z.string(),
      scannedAt: z.string(),
      detections: z.number().int(),
      radiantHeatMw: z.number().nullable(),
      temperatureK: z.number().nullable(),
      cloudState: z.enum(NIGHTFIRE_CLOUD_STATES),
    })
    .nullable(),
  /** The monthly roll-up, latest month first. */
  months: z.array(
    z.object({
      month: z.string(),
      nightsImported: z.number().int(),
      nightsSeen: z.number().int(),
      clearNightsSeen: z.number().int(),
      detections: z.number().int(),
      radiantHeatMw: z.number().nullable(),
      temperatureK: z.number().nullable(),
    }),
  ),
});
export type FlareNightsResponse = z.infer<typeof flareNightsResponseSchema>;

export const NIGHTFIRE_CANDIDATE_STATUSES = ['pending', 'confirmed', 'dismissed'] as const;
export type NightfireCandidateStatus = (typeof NIGHTFIRE_CANDIDATE_STATUSES)[number];

export const nightfireCandidateListQuerySchema = z
  .object({
    status: z.enum(NIGHTFIRE_CANDIDATE_STATUSES).default('pending'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const nightfireCandidateSchema = z.object({
  id: z.string(),
  sourceId: z.string(),
  night: z.string(),
  satellite: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  detections: z.number().int(),
  radiantHeatMw: z.number().nullable(),
  temperatureK: z.number().nullable(),
  cloudState: z.enum(NIGHTFIRE_CLOUD_STATES),
  /** The nearest catalogue flare, if any within 20 km (for the reviewer), and how far it is. */
  nearestFlare: z
    .object({ name: z.string(), countrySlug: z.string(), companySlug: z.string(), distanceM: z.number() })
    .nullable(),
  status: z.enum(NIGHTFIRE_CANDIDATE_STATUSES),
  note: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type NightfireCandidate = z.infer<typeof nightfireCandidateSchema>;

export const nightfireCandidateListResponseSchema = z.object({
  items: z.array(nightfireCandidateSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NightfireCandidateListResponse = z.infer<typeof nightfireCandidateListResponseSchema>;

/** An administrator's decision on a candidate: a new flare to add (confirmed) or not a flare (dismissed). */
export const nightfireCandidateReviewSchema = z
  .object({
    status: z.enum(['confirmed', 'dismissed'], { error: 'validation.invalid_value' }),
    note: z
      .string({ error: 'validation.invalid_value' })
      .trim()
      .max(500, { error: 'validation.too_long' })
      .optional(),
  })
  .strict();
export type NightfireCandidateReview = z.infer<typeof nightfireCandidateReviewSchema>;
