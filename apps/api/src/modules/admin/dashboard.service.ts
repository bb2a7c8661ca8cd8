import {
  DASHBOARD_IMPORT_DAYS,
  DASHBOARD_WEEKS,
  PROJECT_STAGES,
  type AdminDashboard,
} from '@flarescope/shared';
import type { ServiceContext } from '../../lib/service-context.js';
import { accountCounts } from '../accounts/index.js';
import { importFiguresSince } from '../imports/index.js';
import { investorFigures } from '../investors/index.js';
import { projectFigures } from '../projects/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) of the week a time falls in, as YYYY-MM-DD. */
const weekStartOf = (time: Date): string => {
  const day = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
};

/**
 * What the people running the platform look at first: accounts and their access, new accounts per week,
 * projects per stage (published or not) and the featured one, investors and the funding they indicated,
 * committed and closed (issue 17's pipeline), imports of the last 30 days. Each figure is asked of the
 * module that owns it (issue 36, item 2), all at once.
 */
export const getDashboard = async (ctx: Pick<ServiceContext, 'db' | 'clock'>): Promise<AdminDashboard> => {
  const now = ctx.clock.now();
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) =>
    weekStartOf(new Date(now.getTime() - (DASHBOARD_WEEKS - 1 - i) * 7 * DAY_MS)),
  );
  const since = `${weeks[0] ?? weekStartOf(now)}T00:00:00.000Z`;
  const importsSince = new Date(now.getTime() - DASHBOARD_IMPORT_DAYS * DAY_MS).toISOString();
  const [{ createdAt, ...users }, projects, imports, investors] = await Promise.all([
    accountCounts(ctx, { since }),
    projectFigures(ctx),
    importFiguresSince(ctx, { since: importsSince }),
    investorFigures(ctx),
  ]);
  const perWeek = new Map(weeks.map((week) => [week, 0]));
  for (const created of createdAt) {
    const week = weekStartOf(new Date(created));
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const byStage = PROJECT_STAGES.map((stage) => {
    const row = projects.stages.find((s) => s.stage === stage);
    return { stage, total: row?.total ?? 0, published: row?.published ?? 0 };
  });
  return {
    users: {
      ...users,
      byWeek: weeks.map((weekStart) => ({ weekStart, count: perWeek.get(weekStart) ?? 0 })),
    },
    projects: {
      total: byStage.reduce((sum, s) => sum + s.total, 0),
      published: byStage.reduce((sum, s) => sum + s.published, 0),
      byStage,
      featured: projects.featured,
    },
    investors,
    imports,
  };
};
