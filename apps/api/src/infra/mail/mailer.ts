/** One outgoing mail: plain text, one recipient. */
export type MailMessage = { to: string; subject: string; text: string };

/**
 * Mail behind one interface (DESIGN §2): SMTP when SMTP_URL is set, otherwise an outbox folder of
 * `.eml` files. `send` resolves once the message is handed over and rejects when it cannot be.
 */
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/** Where a mailer may log: recipient, subject and file only, never the text (it holds codes). */
export type MailLog = { info: (details: Record<string, unknown>, message: string) => void };
