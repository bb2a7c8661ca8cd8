import fs from 'node:fs';
import path from 'node:path';

/** A mail as a test sees it: decoded headers and plain text. */
export type ParsedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
};

const decodeQuotedPrintable = (value: string): Buffer => {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
};

/** RFC 2047 encoded words (`=?UTF-8?Q?C=C3=B3digo?=`, `=?UTF-8?B?…?=`) in a header. */
const decodeHeader = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_match, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replaceAll('_', ' ')).toString('utf8'),
    );

const splitHeaders = (raw: string): { headers: Record<string, string>; body: string } => {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
};

const decodeBody = (headers: Record<string, string>, body: string): string => {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  return body;
};

/** The text/plain part of a message (the first one, in a multipart message). */
const plainText = (headers: Record<string, string>, body: string): string => {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return decodeBody(headers, body);
  for (const part of body.split(`--${boundary}`).slice(1)) {
    const parsed = splitHeaders(part.replace(/^\n/, ''));
    const partType = (parsed.headers['content-type'] ?? 'text/plain').toLowerCase();
    if (partType.startsWith('text/plain') || partType.startsWith('multipart/')) {
      return plainText(parsed.headers, parsed.body);
    }
  }
  return '';
};

const addresses = (value: string | undefined): string[] =>
  [...(value ?? '').matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map((m) => m[0].toLowerCase());

/** Parses a raw RFC 5322 message, as nodemailer writes it, enough for tests to read it. */
export const parseMail = (raw: string): ParsedMail => {
  const { headers, body } = splitHeaders(raw);
  return {
    to: addresses(headers.to),
    from: decodeHeader(headers.from ?? ''),
    subject: decodeHeader(headers.subject ?? ''),
    text: plainText(headers, body).replace(/\r\n/g, '\n'),
    headers,
  };
};

/** The 6-digit verification code in a mail's text, or null. */
export const extractCode = (text: string): string | null => /\b(\d{6})\b/.exec(text)?.[1] ?? null;

/** The `.eml` files of a folder (the API's outbox, or a catcher's `saveDir`), oldest first. */
export const readMailDir = (dir: string): Array<ParsedMail & { file: string }> => {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      return { ...parseMail(fs.readFileSync(file, 'utf8')), file };
    });
};

/**
 * Waits until a folder holds a mail to `to` (the newest, optionally only one newer than `after`
 * files) and returns its code. For Playwright workers that share a catcher's `saveDir` or the outbox.
 */
export const waitForCodeInDir = async (
  dir: string,
  to: string,
  options: { timeoutMs?: number; after?: number } = {},
): Promise<string> => {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const address = to.toLowerCase();
  for (;;) {
    const mails = readMailDir(dir)
      .slice(options.after ?? 0)
      .filter((mail) => mail.to.includes(address));
    const code = extractCode(mails.at(-1)?.text ?? '');
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No mail with a code to ${to} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
