import type { ProfileInput } from '@portal/domain/profile/validation';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './factories';

/** A complete, valid profile form (every required field of the profile editor). */
export function completeProfile(overrides: Partial<ProfileInput> = {}): ProfileInput {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    publisher_type: 'female',
    birth_date: '1990-12-10',
    country: 'US',
    address: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip_code: '62701',
    phone_number: '+1 217 555 0100',
    paypal_account: 'ada@example.com',
    content_type_specialty: ['photos'],
    ...overrides,
  };
}

/** PATCH /api/v1/users as the given user. */
export function patchProfile(app: FastifyInstance, user: TestUser, data: Record<string, unknown>) {
  return app.inject({
    method: 'PATCH',
    url: '/api/v1/users',
    headers: user.headers,
    payload: { data },
  });
}

/** POST /graphql as the given user. */
export function graphql(
  app: FastifyInstance,
  user: TestUser | null,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/graphql',
    headers: user ? user.headers : {},
    payload: { query, variables },
  });
}
