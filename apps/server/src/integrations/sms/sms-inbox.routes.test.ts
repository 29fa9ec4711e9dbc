import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
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
