import type { AppContext } from '../../context.js';

/** What the accounts services use. */
export type AccountsDeps = Pick<AppContext, 'db' | 'clock' | 'captcha' | 'mailer' | 'config'>;
