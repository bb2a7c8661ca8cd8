import {
  DASHBOARD_IMPORT_DAYS,
  DASHBOARD_WEEKS,
  PROJECT_STAGES,
  type AdminDashboard,
} from '@flarescope/shared';
import type { ServiceContext } from '../../lib/service-context.js';
import * as repo from './dashboard.repository.js';

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
 * committed and closed (issue 17's pipeline), imports of the last 30 days.
 */
export const getDashboard = async (ctx: Pick<ServiceContext, 'db' | 'clock'>): Promise<AdminDashboard> => {
  const { db, clock } = ctx;
  const now = clock.now();
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) =>
    weekStartOf(new Date(now.getTime() - (DASHBOARD_WEEKS - 1 - i) * 7 * DAY_MS)),
  );
  const since = `${weeks[0] ?? weekStartOf(now)}T00:00:00.000Z`;
  const importsSince = new Date(now.getTime() - DASHBOARD_IMPORT_DAYS * DAY_MS).toISOString();
  const [users, created, stages, featured, imports, investors] = await Promise.all([
    repo.userCounts(db),
    repo.accountsCreatedSince(db, since),
    repo.projectsByStage(db),
    repo.featuredProject(db),
    repo.importsSince(db, importsSince),
    repo.investorFigures(db),
  ]);
  const perWeek = new Map(weeks.map((week) => [week, 0]));
  for (const { created_at: createdAt } of created) {
    const week = weekStartOf(new Date(createdAt));
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const byStage = PROJECT_STAGES.map((stage) => {
    const row = stages.find((s) => s.stage === stage);
    return { stage, total: Number(row?.total ?? 0), published: Number(row?.published ?? 0) };
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
      featured: featured
        ? { slug: featured.slug, titleEn: featured.title_en, titleEs: featured.title_es }
        : null,
    },
    investors,
    imports: {
      total: imports.length,
      succeeded: imports.filter((job) => job.status === 'succeeded').length,
      failed: imports.filter((job) => job.status === 'failed').length,
      rows: imports
        .filter((job) => job.status === 'succeeded')
        .reduce((sum, job) => sum + Number(job.total_rows ?? 0), 0),
    },
  };
};
