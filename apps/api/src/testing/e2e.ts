/**
 * The API's entry for the web's end-to-end helpers (`@flarescope/api/testing`, apps/web/e2e/support):
 * the SMTP catcher the server under test mails to, reading the codes from its folder, and the password
 * hash for accounts written straight into the database. The e2e code imports nothing else of the API.
 */
export { hashPassword } from '../modules/accounts/passwords.js';
export { startMailCatcher } from './mail-catcher.js';
export { readMailDir, waitForCodeInDir } from './mail-message.js';
