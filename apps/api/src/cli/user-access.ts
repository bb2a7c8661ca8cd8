import { parseArgs } from 'node:util';
import { userCli } from './user-admin.js';

/*
 * npm run user:access -- <email> [--premium on|off] [--projects on|off [--project <slug>]] [--reason <text>] [--lang en|es]
 * --project makes --projects grant or revoke that one project instead of every project.
 * Exit 0 done, 1 no such user or project, 2 bad usage.
 */

const { values, positionals } = parseArgs({
  allowPositionals: true,
  strict: false,
  options: {
    premium: { type: 'string' },
    projects: { type: 'string' },
    project: { type: 'string' },
    reason: { type: 'string' },
    lang: { type: 'string' },
  },
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
  (premium ?? projects) === undefined ||
  (values.project !== undefined && (projects === undefined || typeof values.project !== 'string'))
) {
  cli.fail(cli.t('admin.cli.accessUsage'), 2);
}
await cli.apply(
  email as string,
  {
    ...(premium !== undefined && premium !== 'bad' && { hasPremiumAccess: premium }),
    ...(projects !== undefined && projects !== 'bad' && { hasProjectAccess: projects }),
  },
  {
    projectSlug: typeof values.project === 'string' ? values.project : undefined,
    reason: typeof values.reason === 'string' ? values.reason : undefined,
  },
);
