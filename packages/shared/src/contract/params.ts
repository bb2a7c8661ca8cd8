import { z } from 'zod';

/** `:project`, a project's slug (or id). */
export const projectParams = z.object({ project: z.string().min(1).max(160) });
