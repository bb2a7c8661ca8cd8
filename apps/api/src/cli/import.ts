import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../infra/clock.js';
import { loadShippedData } from '../modules/flaring/seed/load-seed.js';

const USAGE = 'Usage: npm run import -- seed   (reloads the shipped real data from data/seed)';

const [command] = process.argv.slice(2);
if (command !== 'seed') {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

const config = loadConfig();
const db = createDatabase(config.database);
try {
  await migrateToLatest(db);
  const started = Date.now();
  const counts = await loadShippedData(db, systemClock);
  process.stdout.write(
    `Loaded the shipped data in ${Date.now() - started} ms: ${Object.entries(counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ')}.\n`,
  );
} finally {
  await db.destroy();
}
