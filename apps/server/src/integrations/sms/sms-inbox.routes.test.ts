import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { testConfig } from '../../config';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('GET /dev/sms-inbox', () => {
  it('lists console messages in demo mode with the console provider', async () => {
    const demo = testConfig().demo;
    t = await buildTestApp({ demo: { ...demo, enabled: true } });
    await t.app.container.sms.sendCode('+12175550100');
    const response = await t.app.inject({ method: 'GET', url: '/dev/sms-inbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toMatch(/\+12175550100.*verification code is \d{6}/s);
  });

  it('is not served outside demo mode or with Twilio Verify', async () => {
    t = await buildTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/dev/sms-inbox' })).statusCode).toBe(404);
    await t.close();
    const twilio = {
      provider: 'twilio' as const,
      twilio: { accountSid: 'AC', authToken: 't', serviceSid: 'VA', baseUrl: 'http://127.0.0.1:9' },
    };
    t = await buildTestApp({ demo: { ...testConfig().demo, enabled: true }, sms: twilio });
    expect((await t.app.inject({ method: 'GET', url: '/dev/sms-inbox' })).statusCode).toBe(404);
  });
});

describe('the development inboxes answer only this machine or ops (issue 27)', () => {
  const inboxes = ['/dev/sms-inbox', '/dev/outbox'];

  it('refuse a request from another address, and one a local proxy forwarded for it', async () => {
    t = await buildTestApp({ demo: { ...testConfig().demo, enabled: true } });
    for (const url of inboxes) {
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode).toBe(404);
      expect(remote.json().error.code).toBe('not_found');
      const proxied = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(proxied.statusCode).toBe(404);
      const local = await t.app.inject({ method: 'GET', url });
      expect(local.statusCode).toBe(200);
    }
  });

  it('answer a signed-in ops user from anywhere, and no creator', async () => {
    t = await buildTestApp({ demo: { ...testConfig().demo, enabled: true } });
    const ops = await createUser(t.app, { type: 'ops' });
    const creator = await createUser(t.app);
    for (const url of inboxes) {
      const asOps = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.7',
        headers: ops.headers,
      });
      expect(asOps.statusCode).toBe(200);
      const asCreator = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.7',
        headers: creator.headers,
      });
      expect(asCreator.statusCode).toBe(404);
    }
  });

  it('are never served with demo mode off, not even to this machine or ops', async () => {
    t = await buildTestApp();
    const ops = await createUser(t.app, { type: 'ops' });
    for (const url of inboxes) {
      expect((await t.app.inject({ method: 'GET', url, headers: ops.headers })).statusCode).toBe(
        404,
      );
    }
  });
});
