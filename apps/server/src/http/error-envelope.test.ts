import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { users } from '../db/schema/users';
import { safeErrorMessage, serializeError } from './error-scrub';

// No web build, whatever this checkout has in apps/portal/dist: a server answering the API only.
// (With a build, the static files' wildcard route takes over-long paths: see the last test.)
const NO_WEB = path.join(tmpdir(), 'portal-no-web-build');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webDistDir: NO_WEB, consoleDistDir: NO_WEB });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Sends raw bytes to the listening app; answers what came back. */
function raw(request: string): Promise<string> {
  const { port } = t.app.server.address() as { port: number };
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('errors before any route are in the envelope too (issue 27)', () => {
  it('431: headers too large', async () => {
    const answer = await raw(
      `GET /api/v1/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1.1 431 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
  });

  it('an address that is not valid UTF-8, and a path parameter past the router’s length', async () => {
    for (const url of [
      '/api/v1/creator/invites/%ED%A0%80',
      `/api/v1/creator/invites/${'9'.repeat(600)}`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().error.code).toBe('bad_request');
    }
  });

  it('with the web app built, an over-long path parameter is a 404 in the envelope', async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Portal</title>');
    const withWeb = await buildTestApp({ webDistDir: web, consoleDistDir: NO_WEB });
    try {
      const response = await withWeb.app.inject({
        url: `/api/v1/creator/invites/${'9'.repeat(600)}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().error.code).toBe('not_found');
    } finally {
      await withWeb.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});

describe('database errors say nothing of the statement or its values (issue 27)', () => {
  async function failedQuery() {
    const address = '221B Baker Street, London NW1 6XE';
    try {
      // A value the column cannot take: the driver's error quotes the statement and the values.
      await t.app.container.db
        .update(users)
        .set({ profile_progress: address as never })
        .where(eq(users.id, 1));
    } catch (error) {
      return { error, address };
    }
    throw new Error('the query did not fail');
  }

  it('in log lines: the code and where, no SQL, no parameters', async () => {
    const { error, address } = await failedQuery();
    const line = JSON.stringify(serializeError(error));
    expect(line).not.toContain(address);
    expect(line).not.toMatch(/update "users"|params/i);
    expect((serializeError(error) as { code: string }).code).toBe('22P02');
  });

  it('in a stored job error', async () => {
    const { error, address } = await failedQuery();
    expect(safeErrorMessage(error)).not.toContain(address);
    expect(safeErrorMessage(error)).toMatch(/^Database query failed \(22P02/);
  });
});
