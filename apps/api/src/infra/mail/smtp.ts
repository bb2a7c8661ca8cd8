import { loadNodemailer, loadOnUse } from '../load-on-use.js';
import type { Mailer } from './mailer.js';

/**
 * SMTP through nodemailer. Short timeouts: a person is waiting for the answer, and a mail server that
 * does not answer in seconds gets `code_send_failed` rather than a hung request.
 */
export const createSmtpMailer = (options: { url: string; from: string }): Mailer => {
  // Made on the first mail: nodemailer is loaded then (infra/load-on-use.ts).
  const transport = loadOnUse(async () =>
    (await loadNodemailer()).createTransport({
      url: options.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }),
  );
  return {
    send: async (message) => {
      await (await transport()).sendMail({ from: options.from, ...message });
    },
  };
};
