import type { KyselyPlugin } from 'kysely';
import type { Db } from '../db/database.js';

/** `db` that counts the statements sent through it: a test of "one batch query, not one per row". */
export const countedDb = (db: Db): { db: Db; statements: () => number } => {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), statements: () => statements };
};
