import fs from 'node:fs';
import { startMailCatcher } from '@flarescope/api/testing';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from '../../../../playwright.config';

/**
 * Starts a real SMTP server on 127.0.0.1 for the whole run: the API under test sends its mails there
 * (webServer SMTP_URL), and each mail is saved in E2E_MAIL_DIR, where any worker reads its code.
 */
const globalSetup = async () => {
  fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  const catcher = await startMailCatcher({ port: E2E_SMTP_PORT, saveDir: E2E_MAIL_DIR });
  return async () => {
    await catcher.close();
  };
};

export default globalSetup;
