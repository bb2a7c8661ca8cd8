export * from './route.js';
export * from './accounts.js';
