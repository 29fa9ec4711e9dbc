import { findBoundaryProblem } from '@portal/domain/validation/boundary';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The one boundary rule for all input (issue 27, decision 514), applied in the request pipeline
 * so every route has it, those added later included:
 * - text: no NUL and no lone UTF-16 surrogate in any string or key of the body, the query or the
 *   path — checked on every request before its schema (a route without one, like /graphql, too);
 * - integers: every number a route's schema validated that is a whole number must fit the
 *   database's `integer` (ids, counts, cents) — checked on the schema's output, so text that
 *   looks numeric (a zip code, a phone) is not touched and a numeric id in the path is.
 * Either answers 400 `validation_failed` naming the field, before any SQL.
 */
export function registerInputBoundary(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of parts) {
      if (value === null || value === undefined || Buffer.isBuffer(value)) continue;
      const problem = findBoundaryProblem(value, { integers: false });
      if (problem) throw validationError(part, problem.path, problem.message);
    }
  });
}

function validationError(part: string, path: (string | number)[], message: string) {
  return Object.assign(new Error(message), {
    statusCode: 400,
    validationContext: part,
    validation: [{ instancePath: `/${path.join('/')}`, message, keyword: 'boundary', params: {} }],
  });
}

/** Zod's validator compiler, then the integer half of the boundary rule on what it produced. */
export const boundaryValidatorCompiler = (route: {
  schema: FastifySchema;
  method: string;
  url: string;
  httpPart?: string;
}) => {
  const validate = validatorCompiler(route as never) as (data: unknown) => {
    value?: unknown;
    error?: unknown;
  };
  return (data: unknown) => {
    const result = validate(data);
    if (result.error) return result;
    const problem = findBoundaryProblem(result.value, { integers: true });
    if (!problem) return result;
    return {
      error: [
        {
          instancePath: `/${problem.path.join('/')}`,
          message: problem.message,
          keyword: 'boundary',
          params: {},
        },
      ],
    };
  };
};
