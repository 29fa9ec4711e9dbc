import type { ErrorEnvelope, FieldErrors } from '@portal/domain/errors/app-error';
import { isAppError } from '@portal/domain/errors/app-error';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS } from './error-status';

export const SERVER_MESSAGE = 'The server has encountered an error. Please try again later.';

function fieldsFromValidation(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[field] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

function envelopeFor(error: FastifyError): { status: number; body: ErrorEnvelope } {
  if (isAppError(error)) {
    return {
      status: ERROR_STATUS[error.code],
      body: { error: { code: error.code, message: error.message, details: error.details } },
    };
  }
  if (error.validation) {
    const message = 'One or more fields are invalid. Please try again.';
    return {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message,
          details: { fields: fieldsFromValidation(error) },
        },
      },
    };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    const message = 'Too many attempts. Please wait a minute and try again.';
    return { status, body: { error: { code: 'rate_limited', message } } };
  }
  if (status >= 400 && status < 500) {
    const code =
      status === 413
        ? 'payload_too_large'
        : status === 415
          ? 'unsupported_media_type'
          : 'bad_request';
    return { status, body: { error: { code, message: error.message } } };
  }
  return { status: 500, body: { error: { code: 'unexpected_error', message: SERVER_MESSAGE } } };
}

/**
 * One error envelope for every failure. Domain errors keep their code and message; schema
 * validation becomes `validation_failed` with field details; anything unexpected is logged and
 * answered with a generic 500 that leaks nothing. Register it before any route: Fastify binds a
 * plugin to the error handler in force when the plugin is registered.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = envelopeFor(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const retryAfter = body.error.details?.retry_after_seconds;
    if (status === 429 && typeof retryAfter === 'number') reply.header('retry-after', retryAfter);
    return reply.status(status).send(body);
  });
}

/**
 * Errors Fastify meets before any route (an address that is not valid UTF-8, a path parameter
 * past the router's length): answered in the envelope too (Fastify's `frameworkErrors`).
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    status === 414 ? 'The address is too long.' : 'The address of this request is not valid.';
  const body: ErrorEnvelope = { error: { code: 'bad_request', message } };
  return reply.status(status).send(body);
}

/**
 * A request Node's HTTP parser refuses before Fastify sees it (headers too large: 431, a
 * malformed request: 400): the envelope, as JSON, then the connection closes.
 */
export function clientErrorHandler(
  error: Error & { code?: string },
  socket: import('node:net').Socket,
) {
  if (!socket.writable) return socket.destroy();
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const message =
    status === 431
      ? 'The request headers are too large.'
      : status === 408
        ? 'The request took too long.'
        : 'The request is not valid HTTP.';
  const code = 'bad_request' satisfies ErrorEnvelope['error']['code'];
  const body = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Unknown paths answer a JSON 404, except page navigations, which the web app answers (it shows
 * its own 'Page not Found').
 */
export function registerNotFound(
  app: FastifyInstance,
  pageFallback: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null,
  isPageRequest: (request: FastifyRequest) => boolean,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (pageFallback && isPageRequest(request)) return pageFallback(request, reply);
    const path = request.url.split('?')[0];
    const body: ErrorEnvelope = {
      error: { code: 'not_found', message: `No route for ${request.method} ${path}` },
    };
    return reply.status(404).send(body);
  });
}
