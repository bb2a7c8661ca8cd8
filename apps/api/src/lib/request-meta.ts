import type { FastifyRequest } from 'fastify';

/** Who asked: the client address and browser. Never a password, code or token. */
export type RequestMeta = { ip: string | null; userAgent: string | null };

/** The request's client address (as TRUST_PROXY resolves it) and browser, for the audit and rate limits. */
export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
