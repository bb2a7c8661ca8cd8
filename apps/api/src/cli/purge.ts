import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { withStartupLock } from '../db/startup-lock.js';
import { systemClock } from '../infra/clock.js';
import { createStorage } from '../infra/storage/index.js';
import { purgeClosedAccounts } from '../modules/accounts/index.js';

/** npm run accounts:purge — deletes accounts closed more than 30 days ago, with their rows and files. */
const config = loadConfig();
const db = createDatabase(config.database);
try {
  await withStartupLock(db, config.database, () => migrateToLatest(db));
  const purged = await purgeClosedAccounts({
    db,
    clock: systemClock,
    storage: await createStorage(config),
  });
  process.stdout.write(`Purged ${purged} closed account${purged === 1 ? '' : 's'}.\n`);
} finally {
  await db.destroy();
}
