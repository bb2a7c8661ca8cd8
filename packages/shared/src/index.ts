export * from './constants.js';
export * from './errors.js';
export * from './schemas/account-rules.js';
export * from './schemas/captcha.js';
export * from './schemas/session.js';
export * from './i18n/index.js';
export * from './domain/flaring-math.js';
export * from './domain/units.js';
