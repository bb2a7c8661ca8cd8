import { LOCALES, type Locale } from '@flarescope/shared';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../infra/clock.js';
import { changeUserAccess, type AccessChange } from '../modules/admin/user-access.service.js';
import { translate } from '../i18n.js';

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
  const apply = async (email: string, change: AccessChange) => {
    const config = loadConfig();
    const db = createDatabase(config.database);
    try {
      await migrateToLatest(db);
      const user = await changeUserAccess(db, systemClock, email, change);
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
