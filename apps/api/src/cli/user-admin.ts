import { LOCALES, type Locale } from '@flarescope/shared';
import type { AccessChange } from '../modules/accounts/index.js';
import { translate } from '../i18n.js';

/**
 * What applying a change needs: the database, its migrations and the accounts and projects modules (most of
 * the API's module graph), loaded only once the arguments are read as valid — a usage error (exit 2)
 * answers without them (docs/benchmarks.md, "Cheaper process starts").
 */
const loadApply = async () => {
  const [config, database, migrate, lock, clock, accounts, projects] = await Promise.all([
    import('../config.js'),
    import('../db/database.js'),
    import('../db/migrate.js'),
    import('../db/startup-lock.js'),
    import('../infra/clock.js'),
    import('../modules/accounts/index.js'),
    import('../modules/projects/index.js'),
  ]);
  return {
    ...config,
    ...database,
    ...migrate,
    ...lock,
    ...clock,
    changeUserAccess: accounts.changeUserAccess,
    findProjectBySlug: projects.findProjectBySlug,
  };
};

/** The shared end of the user CLIs: language, messages, exit codes, and applying one change. */
export const userCli = (flags: { lang?: string | boolean | undefined }) => {
  const locale: Locale = (LOCALES as readonly string[]).includes(String(flags.lang))
    ? (flags.lang as Locale)
    : 'en';
  const t = (key: string, params?: Record<string, string>) => translate(locale, key, params);
  const fail = (text: string, code: number): never => {
    process.stderr.write(`${text}\n`);
    process.exit(code);
  };
  /** Applies a change as the command line (no acting admin), with the reason given or 'command line'. */
  const apply = async (
    email: string,
    change: AccessChange,
    options: { projectSlug?: string | undefined; reason?: string | undefined } = {},
  ) => {
    const {
      loadConfig,
      createDatabase,
      withStartupLock,
      migrateToLatest,
      findProjectBySlug,
      changeUserAccess,
      systemClock,
    } = await loadApply();
    const config = loadConfig();
    const db = createDatabase(config.database);
    try {
      await withStartupLock(db, config.database, () => migrateToLatest(db));
      let projectId: string | undefined;
      if (options.projectSlug !== undefined) {
        projectId = (await findProjectBySlug(db, options.projectSlug))?.id;
        if (!projectId) return fail(t('admin.cli.noSuchProject', { project: options.projectSlug }), 1);
      }
      const user = await changeUserAccess(
        { db, clock: systemClock },
        {
          ...change,
          ...(projectId ? { projectId } : {}),
          email,
          actor: { actorId: null, reason: options.reason?.slice(0, 500) ?? 'command line' },
        },
      );
      if (!user) return fail(t('admin.cli.noSuchUser', { email }), 1);
      const onOff = (value: boolean) => t(value ? 'admin.cli.on' : 'admin.cli.off');
      process.stdout.write(
        `${t('admin.cli.done', {
          email: user.email,
          role: user.role,
          premium: onOff(user.hasPremiumAccess),
          projects: onOff(user.hasProjectAccess),
        })}\n`,
      );
    } finally {
      await db.destroy();
    }
  };
  return { t, fail, apply };
};
