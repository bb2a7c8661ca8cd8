/** The captcha module's front door. */
export { captchaRoutes } from './captcha.routes.js';
