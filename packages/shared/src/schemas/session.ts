import { z } from 'zod';
import { LOCALES, UNIT_SYSTEMS } from '../constants.js';

/** A signed-in user as the SPA knows them (session start-up call, sign-up, sign-in). */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  language: z.enum(LOCALES),
  units: z.enum(UNIT_SYSTEMS),
  role: z.enum(['user', 'admin']),
  /** Granted by an administrator: downloads and premium flaring data. */
  hasPremiumAccess: z.boolean(),
  /** Granted by an administrator: the Investors Room's project pages. */
  hasProjectAccess: z.boolean(),
});

export type SessionUserResponse = z.infer<typeof sessionUserSchema>;

/** What the SPA learns at start-up (DESIGN §5: the `auth` cookie is HttpOnly, so it asks). */
export const sessionResponseSchema = z.object({
  signedIn: z.boolean(),
  user: sessionUserSchema.nullable(),
});

export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  dialect: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Liveness: the process answers (nothing else is checked; a probe that fails restarts it). */
export const livenessResponseSchema = z.object({ status: z.literal('alive') });

/**
 * Readiness: the process should be sent traffic (200), or not (503, same body): its database answers,
 * every migration it knows is applied, and it is not stopping (draining).
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['ok', 'pending', 'unknown']),
  draining: z.boolean(),
});

export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
