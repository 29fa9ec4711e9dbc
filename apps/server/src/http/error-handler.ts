import type { ErrorEnvelope, FieldErrors } from '@portal/domain/errors/app-error';
import { isAppError } from '@portal/domain/errors/app-error';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS } from './error-status';

const SERVER_MESSAGE = 'The server has encountered an error. Please try again later.';

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
