import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@vouch/contracts';
import { postedAsForm } from '../http/form-posts';
import { HttpError } from '../http/http-error';
import { isDatabaseUnavailable } from '../http/database-unavailable';
import { setSecurityHeaders } from './security-headers';

function body(code: string, message: string, fields?: Record<string, string>): ErrorResponse {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * Errors Fastify raises before routing (an address that is not valid UTF-8 once decoded): the
 * app's error shape and headers instead of Fastify's own. The `frameworkErrors` option.
 */
export function frameworkErrorReply(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'That address is not valid: check it for stray % signs.'
      : 'That request is not valid.';
  setSecurityHeaders(request, reply);
  reply.status(400).send(body('bad_request', message));
}

/** Seconds a client waits before asking again when we are too busy or the database is away. */
export const RETRY_AFTER_SECONDS = 2;

/** What a 503 says. */
export const BUSY_ANSWER = body(
  'unavailable',
  'Vouch is busy right now. Please try again in a moment.',
);

/** 503 with Retry-After: the database is slow or restarting, or this process has all it can take; `extra` rides beside the error. */
export function sendBusy(reply: FastifyReply, extra: object = {}): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ ...BUSY_ANSWER, ...extra });
}

/** One shape for every error, `{error:{code,message}}`; 5xx details stay in the log, never in the answer. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const pageForm = request.routeOptions.config?.pageForm;
      // A page's form posted without script goes back to its page, which says what went wrong.
      if (pageForm && postedAsForm(request) && error.statusCode < 500)
        return reply.redirect(pageForm.refusedAt(request, error), 303);
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendBusy(reply);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send(
          body('internal_error', 'Something went wrong on our side. Please try again in a moment.'),
        );
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
    ) {
      // Files go up as a form does (multipart/form-data); every other body is JSON.
      const expected = request.headers['content-type']?.startsWith('multipart/')
        ? 'Send files as multipart/form-data.'
        : 'Please send the request as JSON.';
      return reply.status(status).send(body('bad_request', expected));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(body('payload_too_large', 'That request is too large.'));
    }
    if (
      error instanceof SyntaxError ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
    ) {
      return reply.status(400).send(body('bad_request', 'The request body is not valid JSON.'));
    }
    return reply.status(status).send(body('bad_request', error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(body('not_found', `Nothing is at ${request.method} ${request.url.split('?')[0]}.`));
  });
}
