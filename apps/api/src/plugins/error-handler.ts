import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  dictionaries,
  ERROR_STATUS,
  errorMessageValues,
  type ErrorBody,
  type ErrorCode,
} from '@flarescope/shared';
import { isSqliteBusy } from '../db/sqlite-waits.js';
import { AppError } from '../errors.js';

const englishMessage = (code: ErrorCode): string => {
  const messages: Record<string, string> = dictionaries.en.errors;
  return messages[code] ?? code;
};

/** Field errors are dictionary keys so the SPA can translate them; zod's own wording becomes a generic key. */
const asMessageKey = (message: string | undefined): string => {
  if (message && /^((validation|errors)\.[a-z_]+|(projects|investors)\.validation\.[A-Za-z]+)$/.test(message))
    return message;
  return message?.includes('received undefined') ? 'validation.required' : 'validation.invalid_value';
};

/** `{{time}}` and the like filled from `details` (the wait of a `rate_limited`); others stay as written. */
const fillMessage = (message: string, details: Record<string, unknown> | undefined): string => {
  const values = errorMessageValues(details, 'en');
  return message.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
};

export const errorBody = (
  code: ErrorCode,
  extra: { fields?: Record<string, string>; details?: Record<string, unknown> } = {},
): ErrorBody => ({ error: { code, message: fillMessage(englishMessage(code), extra.details), ...extra } });

// Fastify's own errors for bad requests, mapped to our codes.
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_body',
  FST_ERR_VALIDATION: 'validation_failed',
};

/** What a `database_busy` answer asks the client to wait. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * One error handler: every failure answers `{ error: { code, message, fields? } }`. Messages are the
 * English dictionary's; the SPA translates by code. 5xx answers never carry internals.
 */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A write that waited BUSY_WAIT_MS for another's lock: the database is busy, not broken.
    const busy = isSqliteBusy(error) || (error instanceof AppError && isSqliteBusy(error.options.cause));
    if (busy) {
      request.log.warn({ err: error }, 'database busy');
      void reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return reply
        .status(ERROR_STATUS.database_busy)
        .send(errorBody('database_busy', { details: { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS } }));
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error.options.cause ?? error }, error.code);
      if (error.code === 'rate_limited' || error.code === 'code_resend_wait') {
        const seconds = error.options.details?.retryAfterSeconds;
        if (typeof seconds === 'number') void reply.header('retry-after', String(seconds));
      }
      // The cause stays in the log: it may name hosts, ports or SQL.
      const { cause: _cause, ...extra } = error.options;
      return reply.status(error.statusCode).send(errorBody(error.code, extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= asMessageKey(issue.message);
      }
      return reply.status(400).send(errorBody('validation_failed', { fields }));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return reply.status(ERROR_STATUS[mapped]).send(errorBody(mapped));
    if (error.statusCode === 429) {
      // Every rate_limited answer says when to try again.
      void reply.header('retry-after', '60');
      return reply.status(429).send(errorBody('rate_limited', { details: { retryAfterSeconds: 60 } }));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      const code: ErrorCode =
        error.statusCode === 404
          ? 'not_found'
          : error.statusCode === 413
            ? 'payload_too_large'
            : error.statusCode === 415
              ? 'unsupported_media_type'
              : 'validation_failed';
      return reply.status(ERROR_STATUS[code]).send(errorBody(code));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal'));
  });
};

/**
 * Fastify's router errors, in the one shape (Fastify's own answer echoed the URL, or was a bare 414): a bad
 * percent-encoding is `malformed_url` (400), a path parameter past the router's limit `uri_too_long` (414).
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  const code: ErrorCode =
    error.code === 'FST_ERR_BAD_URL'
      ? 'malformed_url'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'uri_too_long'
        : 'internal';
  if (code === 'internal') request.log.error({ err: error }, 'framework error');
  void reply.status(ERROR_STATUS[code]).send(errorBody(code));
};

const CLIENT_ERROR_CODES: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'headers_too_large',
  ERR_HTTP_REQUEST_TIMEOUT: 'request_timeout',
};

/**
 * What Node's HTTP parser refuses before any route sees it (headers over 16 KB, a request it cannot
 * parse, a request too slow to arrive), answered in the one shape on the raw socket, which then closes.
 */
export const clientErrorHandler = (error: Error & { code?: string }, socket: Socket): void => {
  // A connection reset or already closed: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode = (error.code && CLIENT_ERROR_CODES[error.code]) || 'malformed_body';
  const status = ERROR_STATUS[code];
  const body = JSON.stringify(errorBody(code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};
