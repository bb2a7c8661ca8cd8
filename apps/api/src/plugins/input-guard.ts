import { isCleanText } from '@flarescope/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

const MESSAGE = 'validation.control_characters';

/**
 * The first text of `value` (an object's keys and values, an array's items, at any depth) that is not
 * clean (`isCleanText`), as its path ('items.0.name', '_' for a key), or null. Iterative: a 64 KiB JSON
 * body may nest 30 000 levels deep, more than the call stack holds.
 */
const findUncleanText = (value: unknown, multiline: boolean): string | null => {
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (!isCleanText(current, { multiline })) return path || '_';
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (!isCleanText(key)) return path || '_';
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
};

/**
 * Text with control characters (NUL above all: PostgreSQL refuses it in text) or lone surrogates is
 * refused at the edge, before any route's validation, on both databases: `validation_failed` (400) with
 * the field's path and `validation.control_characters`. Path parameters and query strings (slugs, ids,
 * searches) allow none; JSON bodies allow tabs and line breaks (\n, \r\n), which multi-line text needs.
 * Each single-line field refuses those too in its own schema (packages/shared/src/schemas). A body sent
 * to a route that declares none is refused too (`validation.unexpected_body`).
 */
export const registerInputGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', (request, _reply, done) => {
    // A route that declares no body takes none (DELETE /api/session answered 204 to `[1,2,3]`): what it
    // was sent is not what the client meant. Multipart routes read their parts themselves.
    const isMultipart = String(request.headers['content-type'] ?? '').startsWith('multipart/');
    if (request.body !== undefined && !request.routeOptions.schema?.body && !isMultipart) {
      return done(new AppError('validation_failed', { fields: { _: 'validation.unexpected_body' } }));
    }
    const bad =
      findUncleanText(request.params, false) ??
      findUncleanText(request.query, false) ??
      findUncleanText(request.body, true);
    if (bad === null) return done();
    done(new AppError('validation_failed', { fields: { [bad.slice(0, 200)]: MESSAGE } }));
  });
};
