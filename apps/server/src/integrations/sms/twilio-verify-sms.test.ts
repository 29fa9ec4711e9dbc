import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsProviderError } from './sms-provider';
import { createTwilioVerifySms } from './twilio-verify-sms';

interface StubRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
type StubHandler = (request: StubRequest) => { status?: number; json: unknown };

/** A local HTTP server standing in for Twilio Verify; records every request. */
async function startStubServer(routes: Record<string, StubHandler>) {
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = { path: req.url ?? '/', headers: req.headers, body };
      requests.push(request);
      const handler = routes[`${req.method} ${request.path}`];
      const answer = handler ? handler(request) : { status: 404, json: {} };
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const SERVICE = '/v2/Services/VA123/';
let stub: Awaited<ReturnType<typeof startStubServer>>;
beforeAll(async () => {
  stub = await startStubServer({
    [`POST ${SERVICE}Verifications`]: ({ body }) => {
      const to = new URLSearchParams(body).get('To');
      if (to === '+15005550001')
        return { status: 400, json: { code: 60200, message: 'Invalid parameter `To`' } };
      if (to === '+15005550009')
        return { status: 429, json: { code: 60203, message: 'Max send attempts reached' } };
      return { status: 201, json: { sid: 'VE1', status: 'pending', to, channel: 'sms' } };
    },
    [`POST ${SERVICE}VerificationCheck`]: ({ body }) => {
      const form = new URLSearchParams(body);
      if (form.get('To') === '+15005550404') return { status: 404, json: { code: 20404 } };
      if (form.get('To') === '+15005550429') return { status: 429, json: { code: 60202 } };
      return {
        json: { status: form.get('Code') === '123456' ? 'approved' : 'pending', valid: false },
      };
    },
  });
});
afterAll(() => stub.close());

const provider = () =>
  createTwilioVerifySms({
    accountSid: 'AC1',
    authToken: 'secret',
    serviceSid: 'VA123',
    baseUrl: stub.url,
  });

describe('Twilio Verify provider (REST with fetch, against a local stub)', () => {
  it('starts an SMS verification with basic auth and a form body', async () => {
    await provider().sendCode('+12175550100');
    const request = stub.requests.at(-1)!;
    expect(request.path).toBe(`${SERVICE}Verifications`);
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from('AC1:secret').toString('base64')}`,
    );
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      To: '+12175550100',
      Channel: 'sms',
    });
  });

  it('maps an invalid number and Twilio rate limits to provider errors', async () => {
    await expect(provider().sendCode('+15005550001')).rejects.toMatchObject({
      reason: 'invalid_number',
    });
    await expect(provider().sendCode('+15005550009')).rejects.toMatchObject({
      reason: 'rate_limited',
    });
    await expect(provider().checkCode('+15005550429', '123456')).rejects.toBeInstanceOf(
      SmsProviderError,
    );
  });

  it('answers approved for the right code, wrong for a pending or missing verification', async () => {
    expect(await provider().checkCode('+12175550100', '123456')).toBe('approved');
    expect(await provider().checkCode('+12175550100', '654321')).toBe('wrong');
    expect(await provider().checkCode('+15005550404', '123456')).toBe('wrong');
  });

  it('turns an unreachable service into a provider error', async () => {
    const down = createTwilioVerifySms({
      accountSid: 'AC1',
      authToken: 'x',
      serviceSid: 'VA123',
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(down.sendCode('+12175550100')).rejects.toMatchObject({ reason: 'unavailable' });
  });
});

describe('SMS configuration', () => {
  it('needs the three Twilio settings when SMS_PROVIDER=twilio', async () => {
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
    const config = loadConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_VERIFY_SERVICE_SID: 'VA1',
    });
    expect(config.sms).toMatchObject({
      provider: 'twilio',
      twilio: { baseUrl: 'https://verify.twilio.com' },
    });
    expect(loadConfig({}).sms).toEqual({ provider: 'console' });
  });
});
