import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, waitForCodeInDir, type MailCatcher } from './mail-catcher.js';

describe('startMailCatcher', () => {
  let catcher: MailCatcher;
  let saveDir: string;
  beforeAll(async () => {
    saveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-catcher-'));
    catcher = await startMailCatcher({ saveDir });
  });
  afterAll(async () => {
    await catcher.close();
    fs.rmSync(saveDir, { recursive: true, force: true });
  });

  const send = (to: string, subject: string, text: string) =>
    nodemailer
      .createTransport(catcher.url)
      .sendMail({ from: 'Flarescope <no-reply@example.com>', to, subject, text });

  it('receives real SMTP mail and decodes Spanish subjects and text', async () => {
    await send('Ana@Example.com', 'Su código de verificación', `Hola:\nSu código: 012345\n${'ñ'.repeat(90)}`);
    const mail = await catcher.waitForMail('ana@example.com');
    expect(mail.subject).toBe('Su código de verificación');
    expect(mail.text).toContain('Su código: 012345');
    expect(mail.text).toContain('ñ'.repeat(90));
    expect(mail.to).toEqual(['ana@example.com']);
  });

  it('hands out each mail once, so a resent code is read the second time', async () => {
    const waiting = catcher.waitForCode('bo@example.com');
    await send('bo@example.com', 'Code', 'Your code: 111111');
    expect(await waiting).toBe('111111');
    await send('bo@example.com', 'Code', 'Your code: 222222');
    expect(await catcher.waitForCode('bo@example.com')).toBe('222222');
  });

  it('gives up after the timeout when no mail comes', async () => {
    await expect(catcher.waitForCode('nobody@example.com', { timeoutMs: 100 })).rejects.toThrow(
      'No mail to nobody@example.com',
    );
  });

  it('writes each mail to saveDir for other processes', async () => {
    await send('cy@example.com', 'Code', 'Your code: 333333');
    expect(await waitForCodeInDir(saveDir, 'cy@example.com')).toBe('333333');
  });
});
