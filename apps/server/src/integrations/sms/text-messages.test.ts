import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubServer } from '../../../test/stub-server';
import { SmsProviderError } from './sms-provider';
import { createTwilioTexts } from './text-messages';

const MESSAGES = '/2010-04-01/Accounts/AC123/Messages.json';
let stub: Awaited<ReturnType<typeof startStubServer>>;

beforeAll(async () => {
  stub = await startStubServer({
    // Like Twilio: Basic auth with the account, To in E.164 and a sender are required.
    [`POST ${MESSAGES}`]: (request) => {
      const expected = `Basic ${Buffer.from('AC123:secret').toString('base64')}`;
      if (request.headers.authorization !== expected) {
        return { status: 401, json: { code: 20003, message: 'Authenticate' } };
      }
      const form = new URLSearchParams(request.body);
      if (!/^\+\d{8,15}$/.test(form.get('To') ?? '')) {
        return { status: 400, json: { code: 21211, message: "The 'To' number is not valid." } };
      }
      if (!form.get('Body') || !(form.get('From') || form.get('MessagingServiceSid'))) {
        return { status: 400, json: { code: 21602, message: 'Message body is required.' } };
      }
      return { status: 201, json: { sid: 'SM1', status: 'queued' } };
    },
  });
});
afterAll(() => stub.close());

const texts = (authToken = 'secret', from = 'MG999') =>
  createTwilioTexts({ accountSid: 'AC123', authToken, from, baseUrl: stub.url });

describe('Twilio Messages client', () => {
  it('sends the text from the messaging service', async () => {
    await texts().sendText('+15551234567', 'Due today: Submit your content');
    const form = new URLSearchParams(stub.requests.at(-1)!.body);
    expect(Object.fromEntries(form)).toEqual({
      To: '+15551234567',
      Body: 'Due today: Submit your content',
      MessagingServiceSid: 'MG999',
    });
  });

  it('sends from a number when given one', async () => {
    await texts('secret', '+15550000000').sendText('+15551234567', 'Hi');
    expect(new URLSearchParams(stub.requests.at(-1)!.body).get('From')).toBe('+15550000000');
  });

  it('tells an invalid number from other failures', async () => {
    await expect(texts().sendText('555', 'Hi')).rejects.toMatchObject({ reason: 'invalid_number' });
    await expect(texts('wrong').sendText('+15551234567', 'Hi')).rejects.toBeInstanceOf(
      SmsProviderError,
    );
  });
});
