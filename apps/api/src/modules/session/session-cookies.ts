import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COOKIE_LIFETIME_DAYS,
  ENVIRONMENT_COOKIE_NAME,
  ENVIRONMENT_COOKIE_VALUE,
  SESSION_COOKIE_NAME,
} from '@flarescope/shared';

const maxAge = COOKIE_LIFETIME_DAYS * 24 * 60 * 60;

/**
 * The cookie domain: the host of PUBLIC_URL ("the product's root domain", SPEC §9), or none for
 * localhost and IP addresses, where browsers refuse a Domain attribute.
 */
export const cookieDomain = (publicUrl: string): string | undefined => {
  const host = new URL(publicUrl).hostname;
  if (host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':')) return undefined;
  return host.replace(/^www\./, '');
};

export type CookieSettings = { domain: string | undefined; isSecureSite: boolean };

const baseOptions = (request: FastifyRequest, settings: CookieSettings) => ({
  path: '/',
  domain: settings.domain,
  sameSite: 'lax' as const,
  secure: settings.isSecureSite || request.protocol === 'https',
  maxAge,
});

/** Writes `auth` (HttpOnly) and `enviroment=prod`, both for 1000 days, path `/` (SPEC §9, DESIGN §5). */
export const setSessionCookies = (
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
  token: string,
): void => {
  const options = baseOptions(request, settings);
  void reply.setCookie(SESSION_COOKIE_NAME, token, { ...options, httpOnly: true });
  void reply.setCookie(ENVIRONMENT_COOKIE_NAME, ENVIRONMENT_COOKIE_VALUE, { ...options, httpOnly: false });
};

export const clearSessionCookies = (
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
): void => {
  const { maxAge: _ignored, ...options } = baseOptions(request, settings);
  void reply.clearCookie(SESSION_COOKIE_NAME, { ...options, httpOnly: true });
  void reply.clearCookie(ENVIRONMENT_COOKIE_NAME, options);
};
