import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createUser, type TestUser } from '../../test/factories';
import {
  createApprovedInvite,
  createUpload,
  patchUpload,
  pngBytes,
  uploadFile,
} from '../../test/factories-content';
import { fingerprint } from './hostile-support';

/** Hostile uploads, each refused with a clear error and nothing kept. */
let t: TestApp;
let creator: TestUser;
let other: TestUser;
const dir = mkdtempSync(path.join(tmpdir(), 'hostile-uploads-'));

beforeAll(async () => {
  t = await buildTestApp({ storage: { provider: 'local', dir } });
  creator = await createUser(t.app);
  other = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const refusedAsNotMedia = {
  code: 'unsupported_media_type',
  message: 'Please upload an image or a video.',
};

describe('hostile uploads', () => {
  it('refuses an executable disguised as a PNG', async () => {
    const { finished } = await uploadFile(t.app, creator.headers, {
      name: 'holiday.png',
      type: 'image/png',
      bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048, 1)]),
    });
    expect(finished.statusCode).toBe(415);
    expect(finished.json().error).toEqual(refusedAsNotMedia);
  });

  it('refuses an SVG carrying a script, declared as SVG or disguised as a PNG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>fetch("/api/v1/me")</script></svg>',
    );
    // image/* is accepted when declared (spec part 2 section 5); the bytes decide at the end.
    for (const type of ['image/svg+xml', 'image/png']) {
      const { finished } = await uploadFile(t.app, creator.headers, {
        name: 'x.svg',
        type,
        bytes: svg,
      });
      expect(finished.statusCode, type).toBe(415);
      expect(finished.json().error).toEqual(refusedAsNotMedia);
    }
  });
  it('refuses an oversized or nonsensical declared length before any byte is sent', async () => {
    for (const size of [26 * 1024 * 1024, 2 ** 53, -1]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        headers: {
          ...creator.headers,
          'tus-resumable': '1.0.0',
          'upload-length': String(size),
          'upload-metadata': `filename ${Buffer.from('a.png').toString('base64')},filetype ${Buffer.from('image/png').toString('base64')}`,
        },
      });
      expect(response.statusCode, `upload-length ${size}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it("refuses a submission into another creator's invite and changes nothing", async () => {
    const { invite } = await createApprovedInvite(t.app, other.id);
    const { handle } = await uploadFile(t.app, creator.headers, {
      name: 'photo.png',
      type: 'image/png',
      bytes: await pngBytes(),
    });
    const before = await fingerprint(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/creator/submissions',
      headers: { ...creator.headers, 'idempotency-key': 'hostile-foreign-invite-1' },
      payload: {
        platform_type: 'instagram_image',
        invite_id: invite.id,
        filestack_transfer_details: { filename: 'photo.png', handle, content_type: 'image/png' },
        caption: 'So good #glow @glowbotanics',
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toEqual(expect.any(String));
    expect(await fingerprint(t.database.db)).toBe(before);
  });
});

describe('every upload-protocol error in the envelope, as JSON (issue 27)', () => {
  const json = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['content-type']).startsWith('application/json');

  it('answers tus’s own refusals (412, 400, 404, 409, 413) in the envelope', async () => {
    const bytes = await pngBytes(64);
    const started = await createUpload(t.app, creator.headers, {
      name: 'a.png',
      type: 'image/png',
      size: bytes.length,
    });
    const location = started.headers.location as string;
    const cases = [
      // No Tus-Resumable header.
      t.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: creator.headers }),
      // A header tus finds invalid.
      t.app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        headers: { ...creator.headers, 'tus-resumable': '1.0.0', 'upload-length': 'lots' },
      }),
      // An upload that is not there.
      t.app.inject({
        method: 'HEAD',
        url: '/api/v1/uploads/0123456789abcdef0123456789abcdef',
        headers: { ...creator.headers, 'tus-resumable': '1.0.0' },
      }),
      // The wrong offset.
      patchUpload(t.app, creator.headers, location, 7, bytes),
      // More bytes than declared.
      patchUpload(t.app, creator.headers, location, 0, Buffer.concat([bytes, bytes])),
    ];
    const statuses: number[] = [];
    for (const response of await Promise.all(cases)) {
      statuses.push(response.statusCode);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      if (!response.body) continue; // HEAD answers have none
      expect(json(response), response.body).toBe(true);
      expect(response.json().error.code).toEqual(expect.any(String));
      expect(response.json().error.message).toEqual(expect.any(String));
    }
    expect(statuses).toEqual([412, 400, 404, 409, 413]);
  });

  it('refuses a file name the database cannot store when the upload starts, naming it', async () => {
    const before = await fingerprint(t.app.container.db);
    // (A lone surrogate cannot be sent here: the header carries UTF-8, which has none.)
    for (const name of ['bad\u0000name.png', '\u0000']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        headers: {
          ...creator.headers,
          'tus-resumable': '1.0.0',
          'upload-length': '100',
          'upload-metadata': `filename ${Buffer.from(name).toString('base64')},filetype ${Buffer.from('image/png').toString('base64')}`,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toBe(true);
      expect(response.body).not.toMatch(/insert|select|params/i);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        details: { fields: { filename: expect.any(String) } },
      });
    }
    expect(await fingerprint(t.app.container.db)).toBe(before);
  });
});
