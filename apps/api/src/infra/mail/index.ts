import type { Config } from '../../config.js';
import type { MailLog, Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox.js';
import { createSmtpMailer } from './smtp.js';

export type { MailMessage, Mailer } from './mailer.js';

/** SMTP when SMTP_URL is set, the outbox folder otherwise; chosen by configuration only. */
export const createMailer = (deps: { config: Config; log: MailLog }): Mailer =>
  deps.config.smtpUrl
    ? createSmtpMailer({ url: deps.config.smtpUrl, from: deps.config.mailFrom })
    : createOutboxMailer({ dir: deps.config.outboxDir, from: deps.config.mailFrom, log: deps.log });
