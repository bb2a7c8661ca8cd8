import { parseArgs } from 'node:util';
import { userCli } from './user-admin.js';

/*
 * npm run user:access -- <email> [--premium on|off] [--projects on|off] [--lang en|es]
 * Exit 0 done, 1 no such user, 2 bad usage.
 */

const { values, positionals } = parseArgs({
  allowPositionals: true,
  strict: false,
  options: { premium: { type: 'string' }, projects: { type: 'string' }, lang: { type: 'string' } },
});
const cli = userCli(values);
const toggle = (value: unknown): boolean | undefined | 'bad' =>
  value === undefined ? undefined : value === 'on' ? true : value === 'off' ? false : 'bad';
const premium = toggle(values.premium);
const projects = toggle(values.projects);
const [email] = positionals;
if (
  !email ||
  positionals.length !== 1 ||
  premium === 'bad' ||
  projects === 'bad' ||
  (premium ?? projects) === undefined
) {
  cli.fail(cli.t('admin.cli.accessUsage'), 2);
}
await cli.apply(email as string, {
  ...(premium !== undefined && premium !== 'bad' && { hasPremiumAccess: premium }),
  ...(projects !== undefined && projects !== 'bad' && { hasProjectAccess: projects }),
});
