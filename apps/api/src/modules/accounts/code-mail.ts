import {
  ACCOUNT_MAIL_LINKS,
  dictionaries,
  VERIFICATION_CODE_TTL_MINUTES,
  type CodePurpose,
  type Locale,
} from '@flarescope/shared';
import type { MailMessage } from '../../infra/mail/index.js';

const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);

/**
 * The mail that carries a verification code, in the reader's language (dictionary section `mail`):
 * the code, and a link to the screen that fills it in.
 */
export const composeCodeMail = (input: {
  purpose: CodePurpose;
  to: string;
  code: string;
  language: Locale;
  publicUrl: string;
}): MailMessage => {
  const t = dictionaries[input.language].mail;
  const link = `${input.publicUrl}${ACCOUNT_MAIL_LINKS[input.purpose](input.to, input.code)}`;
  const text = [
    t.greeting,
    '',
    fill(t[input.purpose].intro, { email: input.to }),
    '',
    fill(t.codeLabel, { code: input.code }),
    '',
    t.linkLabel,
    link,
    '',
    fill(t.expiry, { minutes: String(VERIFICATION_CODE_TTL_MINUTES) }),
    t.ignore,
    '',
    t.signature,
    '',
  ].join('\n');
  return { to: input.to, subject: t[input.purpose].subject, text };
};
