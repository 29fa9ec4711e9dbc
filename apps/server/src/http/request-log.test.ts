import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SampledRequestLog } from './request-log';

async function appLogging(sample: number) {
  const lines: { level: number; msg: string; res?: { statusCode: number } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new SampledRequestLog(sample),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  return { app, lines };
}

describe('request log', () => {
  it('logs no successful request at sample 0, and every failed one with its status', async () => {
    const { app, lines } = await appLogging(0);
    for (let i = 0; i < 20; i++) await app.inject('/ok');
    await app.inject('/missing');
    await app.inject('/boom');
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => [line.level, line.res?.statusCode])).toEqual([
      [40, 404],
      [50, 500],
    ]);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('logs every successful request at sample 1, except on quiet routes', async () => {
    const { app, lines } = await appLogging(1);
    for (let i = 0; i < 3; i++) await app.inject('/ok');
    await app.inject('/quiet');
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => [line.level, line.res?.statusCode])).toEqual([
      [30, 200],
      [30, 200],
      [30, 200],
    ]);
  });
});
