import { dictionaries, LOCALES, paths, type Locale } from '@flarescope/shared';
import type { MailMessage } from '../../infra/mail/index.js';
import { fill } from '../../i18n.js';
import type { AppliedChange } from '../accounts/index.js';

type Reader = { email: string; language: string };
type ProjectNames = Map<string, { title_en: string; title_es: string }>;

type MailKey =
  | 'premium_granted'
  | 'premium_revoked'
  | 'projects_granted'
  | 'projects_revoked'
  | 'project_granted'
  | 'project_revoked'
  | 'admin_granted'
  | 'admin_revoked';

/**
 * The mail that tells a user their access changed, in their language (dictionary section
 * `mail.access`): one message for one administrator's action, naming what was granted or taken away.
 * Null when the action changed nothing the user gains or loses.
 */
export const composeAccessMail = (input: {
  reader: Reader;
  changes: readonly AppliedChange[];
  projects: ProjectNames;
  publicUrl: string;
}): MailMessage | null => {
  const locale: Locale = (LOCALES as readonly string[]).includes(input.reader.language)
    ? (input.reader.language as Locale)
    : 'en';
  const t = dictionaries[locale].mail;
  const lines: string[] = [];
  let subject: string | null = null;
  const say = (key: MailKey, values: Record<string, string> = {}) => {
    subject ??= t.access[key].subject;
    lines.push(fill(t.access[key].body, values));
  };
  const named = (isGranted: boolean) =>
    input.changes
      .filter(
        (change) => change.kind === 'projects' && change.projectId !== '' && change.isGranted === isGranted,
      )
      .map((change) => {
        const project = input.projects.get((change as { projectId: string }).projectId);
        return project ? (locale === 'es' ? project.title_es : project.title_en) : '';
      })
      .filter((title) => title !== '');
  for (const change of input.changes) {
    if (change.kind === 'premium') say(change.isGranted ? 'premium_granted' : 'premium_revoked');
    if (change.kind === 'projects' && change.projectId === '') {
      say(change.isGranted ? 'projects_granted' : 'projects_revoked');
    }
    if (change.kind === 'role') {
      say(change.to === 'admin' ? 'admin_granted' : 'admin_revoked', {
        url: `${input.publicUrl}${paths.admin.dashboard}`,
      });
    }
  }
  for (const isGranted of [true, false]) {
    const titles = named(isGranted);
    if (titles.length > 0) {
      say(isGranted ? 'project_granted' : 'project_revoked', { projects: titles.join(', ') });
    }
  }
  if (subject === null) return null;
  const text = [
    t.greeting,
    '',
    fill(t.access.intro, { email: input.reader.email }),
    '',
    ...lines,
    '',
    fill(t.access.link, { url: input.publicUrl }),
    t.access.question,
    '',
    t.signature,
    '',
  ].join('\n');
  return { to: input.reader.email, subject, text };
};
