import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../config.js';

/**
 * A fresh, empty database for one test file, of the dialect DATABASE_URL names: a temporary
 * SQLite file by default, or a new database on the PostgreSQL server of a postgres:// URL.
 */
export const createTestDatabase = async (): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const url = process.env.DATABASE_URL;
  if (url?.startsWith('postgres')) {
    const name = `flarescope_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(
        `The PostgreSQL test server at ${url} is not reachable (${String(error)}). Run the suite with npm test, which starts one.`,
      );
    }
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    return {
      database: { dialect: 'postgres', url: testUrl.toString() },
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        // pg's Pool.end() resolves before its sockets have closed; forcing the drop at once would
        // terminate those backends, and the closing clients would throw 57P01 as an unhandled error.
        // So wait (up to 5 s) for them to go, and force only if something really hangs on.
        try {
          for (let attempt = 0; ; attempt += 1) {
            try {
              await client.query(`DROP DATABASE IF EXISTS ${name}`);
              break;
            } catch (error) {
              const inUse = (error as { code?: string }).code === '55006';
              if (!inUse) throw error;
              if (attempt >= 100) {
                await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
                break;
              }
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
          }
        } finally {
          await client.end();
        }
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-test-'));
  return {
    database: { dialect: 'sqlite', file: path.join(dir, 'test.db') },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
};
