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

/**
 * The two `Set-Cookie` lines of `setSessionCookies`, written without the cookie plugin: the start-up call
 * rewrites them on every signed-in page load, and serialising them through the plugin (two option objects,
 * two serialisations, its onSend merge) was a tenth of that request's CPU (decision 042). Their attributes
 * depend only on the settings and the request's scheme, so each is serialised once by the plugin's own
 * serializer and kept; the token, which the client sent and the store never keeps, goes in front.
 * Base64url tokens pass `encodeURIComponent` unchanged, as the plugin's default encoding would.
 */
const cookieLines = new Map<string, { authAttributes: string; environment: string }>();
export const sessionCookieHeaders = (
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
  token: string,
): string[] => {
  const options = baseOptions(request, settings);
  const key = `${options.domain ?? ''} ${options.secure}`;
  let lines = cookieLines.get(key);
  if (!lines) {
    const serialize = reply.server.serializeCookie;
    const probe = `${SESSION_COOKIE_NAME}=x`;
    lines = {
      authAttributes: serialize(SESSION_COOKIE_NAME, 'x', { ...options, httpOnly: true }).slice(probe.length),
      environment: serialize(ENVIRONMENT_COOKIE_NAME, ENVIRONMENT_COOKIE_VALUE, {
        ...options,
        httpOnly: false,
      }),
    };
    cookieLines.set(key, lines);
  }
  return [`${SESSION_COOKIE_NAME}=${encodeURIComponent(token)}${lines.authAttributes}`, lines.environment];
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
