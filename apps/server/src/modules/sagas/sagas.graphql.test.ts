import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { PermanentJobError } from '../../jobs/job-errors';
import type { SagaDefinition } from './saga-definition';
import { sagaRegistry } from './saga-registry';

const echo: SagaDefinition<{ word: string }> = {
  name: 'TEST_ECHO',
  version: 1,
  payloadSchema: z.object({ word: z.string().min(1) }),
  async run({ payload, actor }) {
    if (payload.word === 'fail')
      throw new PermanentJobError('It failed on purpose', { reason: 'asked' });
    return { echoed: payload.word, by: actor.userId };
  },
};

let t: TestApp;
let creator: TestUser;
beforeAll(async () => {
  sagaRegistry.push(echo as never);
  t = await buildTestApp();
  creator = await createUser(t.app);
});
afterAll(async () => {
  sagaRegistry.splice(sagaRegistry.indexOf(echo as never), 1);
  await t.close();
});

const gql = (query: string, variables: object, headers: Record<string, string> = creator.headers) =>
  t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers });

const START = `mutation Start($name: String!, $payload: JSON!) {
  sagaStart(name: $name, version: 1, payload: $payload) { transactionId wasSuccessful userErrors { field message } }
}`;
const STATUS = `query Status($id: ID!) { sagaTransaction(transactionId: $id) { currentStatus { kind payload } } }`;

describe('GraphQL sagaStart / sagaTransaction', () => {
  it('runs a saga as a job: PENDING, then COMPLETED with its payload', async () => {
    const start = (await gql(START, { name: 'TEST_ECHO', payload: { word: 'hi' } })).json().data
      .sagaStart;
    expect(start).toMatchObject({ wasSuccessful: true, userErrors: [] });
    const before = (await gql(STATUS, { id: start.transactionId })).json().data.sagaTransaction;
    expect(before.currentStatus.kind).toBe('PENDING');
    await t.app.worker.runUntilIdle();
    const after = (await gql(STATUS, { id: start.transactionId })).json().data.sagaTransaction;
    expect(after.currentStatus).toEqual({
      kind: 'COMPLETED',
      payload: { echoed: 'hi', by: creator.id },
    });
  });

  it('reports FAILED with the error payload when the saga fails', async () => {
    const start = (await gql(START, { name: 'TEST_ECHO', payload: { word: 'fail' } })).json().data
      .sagaStart;
    await t.app.worker.runUntilIdle();
    const status = (await gql(STATUS, { id: start.transactionId })).json().data.sagaTransaction;
    expect(status.currentStatus).toEqual({
      kind: 'FAILED',
      payload: { message: 'It failed on purpose', reason: 'asked' },
    });
  });

  it('answers userErrors and queues nothing for bad input or an unknown saga', async () => {
    const bad = (await gql(START, { name: 'TEST_ECHO', payload: { word: '' } })).json().data
      .sagaStart;
    expect(bad).toMatchObject({ wasSuccessful: false, transactionId: null });
    expect(bad.userErrors[0].field).toBe('payload.word');
    const unknown = (await gql(START, { name: 'NOPE', payload: {} })).json().data.sagaStart;
    expect(unknown.wasSuccessful).toBe(false);
    expect(await t.app.worker.runUntilIdle()).toBe(0);
  });

  it("does not show one user's transaction to another", async () => {
    const start = (await gql(START, { name: 'TEST_ECHO', payload: { word: 'mine' } })).json().data
      .sagaStart;
    const other = await createUser(t.app);
    const status = (await gql(STATUS, { id: start.transactionId }, other.headers)).json().data
      .sagaTransaction;
    expect(status).toBeNull();
  });

  it('answers HTTP 401 without a token so the client refreshes', async () => {
    const response = await gql(START, { name: 'TEST_ECHO', payload: { word: 'x' } }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].extensions.code).toBe('unauthenticated');
  });
});
