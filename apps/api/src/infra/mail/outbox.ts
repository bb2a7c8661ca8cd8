import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadNodemailer, loadOnUse } from '../load-on-use.js';
import type { MailLog, Mailer } from './mailer.js';

/**
 * The local mailer (no SMTP_URL): each mail becomes one `.eml` file in `dir`, named so they sort in
 * the order they were written (wall time, then a counter: tests' manual clocks stand still), and a
 * log line with the recipient, subject and file — never the text, which holds the code.
 */
export const createOutboxMailer = (options: { dir: string; from: string; log: MailLog }): Mailer => {
  let written = 0;
  // Made on the first mail: nodemailer is loaded then (infra/load-on-use.ts).
  const builder = loadOnUse(async () =>
    (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    send: async (message) => {
      const built = await (await builder()).sendMail({ from: options.from, ...message });
      await fs.mkdir(options.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const sequence = String(++written).padStart(6, '0');
      const file = path.join(options.dir, `${stamp}-${sequence}-${randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, built.message as Buffer);
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
  };
};
