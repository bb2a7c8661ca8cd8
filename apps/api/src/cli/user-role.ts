import { parseArgs } from 'node:util';
import { USER_ROLES } from '@flarescope/shared';
import type { UserRole } from '../modules/accounts/index.js';
import { userCli } from './user-admin.js';

/* npm run user:role -- <email> <user|admin> [--lang en|es] — exit 0 done, 1 no such user, 2 bad usage. */

const { values, positionals } = parseArgs({
  allowPositionals: true,
  strict: false,
  options: { lang: { type: 'string' } },
});
const cli = userCli(values);
const [email, role] = positionals;
if (!email || !(USER_ROLES as readonly string[]).includes(role ?? '') || positionals.length !== 2) {
  cli.fail(cli.t('admin.cli.roleUsage'), 2);
}
await cli.apply(email as string, { role: role as UserRole });
