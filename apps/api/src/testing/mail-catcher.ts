import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { extractCode, parseMail, type ParsedMail } from './mail-message.js';

export { extractCode, parseMail, readMailDir, waitForCodeInDir, type ParsedMail } from './mail-message.js';

export type CaughtMail = ParsedMail & { raw: string; receivedAt: Date };

export type MailCatcher = {
  /** Give this to the API as SMTP_URL. */
  url: string;
  port: number;
  /** Every mail received, oldest first. */
  messages: CaughtMail[];
  /**
   * The oldest mail to `to` not taken yet (waits for one up to `timeoutMs`). Each mail is taken once,
   * so "send, take; resend, take" reads the second mail the second time.
   */
  waitForMail: (to: string, options?: { timeoutMs?: number }) => Promise<CaughtMail>;
  /** waitForMail, then the 6-digit code in its text. */
  waitForCode: (to: string, options?: { timeoutMs?: number }) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives: for API tests (SMTP_URL) and for
 * Playwright. `port` 0 (the default) picks a free one. With `saveDir`, each mail is also written there
 * as an `.eml` file, so other processes (Playwright workers) can read it with `waitForCodeInDir`.
 *
 *   const catcher = await startMailCatcher();
 *   // start the API with SMTP_URL=catcher.url, ask for a code, then:
 *   const code = await catcher.waitForCode('ana@example.com');
 */
export const startMailCatcher = async (
  options: { port?: number; host?: string; saveDir?: string } = {},
): Promise<MailCatcher> => {
  const host = options.host ?? '127.0.0.1';
  const messages: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const waiters = new Set<() => void>();
  if (options.saveDir) fs.mkdirSync(options.saveDir, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: no self-signed certificate for the client to refuse.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: CaughtMail = { ...parseMail(raw), raw, receivedAt: new Date() };
        messages.push(mail);
        if (options.saveDir) {
          const name = `${Date.now()}-${String(messages.length).padStart(5, '0')}.eml`;
          fs.writeFileSync(path.join(options.saveDir, name), raw);
        }
        for (const wake of waiters) wake();
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const nextFor = (to: string) => messages.find((mail) => !taken.has(mail) && mail.to.includes(to));

  const waitForMail: MailCatcher['waitForMail'] = (to, { timeoutMs = 10_000 } = {}) => {
    const address = to.toLowerCase();
    return new Promise((resolve, reject) => {
      const check = () => {
        const mail = nextFor(address);
        if (!mail) return false;
        taken.add(mail);
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(mail);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      if (!check()) waiters.add(wake);
    });
  };

  return {
    url: `smtp://${host}:${port}`,
    port,
    messages,
    waitForMail,
    waitForCode: async (to, waitOptions) => {
      const mail = await waitForMail(to, waitOptions);
      const code = extractCode(mail.text);
      if (!code) throw new Error(`The mail to ${to} has no 6-digit code: ${mail.text}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
