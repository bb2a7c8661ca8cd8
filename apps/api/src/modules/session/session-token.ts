import { hash } from 'node:crypto';

/**
 * SHA-256 of the token: tokens are 256 random bits, so a fast hash is enough (no dictionary to attack).
 * `crypto.hash` is the one-shot form (0.25 µs against 1.0 µs for `createHash().update().digest()`).
 */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');
