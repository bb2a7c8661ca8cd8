import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { withStartupLock } from '../db/startup-lock.js';

const config = loadConfig();
const db = createDatabase(config.database);
try {
  // Under the start-up lock: a server starting at the same moment waits, and so does this.
  const applied = await withStartupLock(db, config.database, () => migrateToLatest(db));
  process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'The database is up to date.\n');
} finally {
  await db.destroy();
}
