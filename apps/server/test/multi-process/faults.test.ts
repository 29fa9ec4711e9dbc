import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { mp4Bytes } from '../factories-content';
import { freePort, spawnServer, waitReady } from './spawn-servers';

const [, b] = inject('servers') as [string, string];
const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('faults', () => {
  it('kill -9 of a server in the middle of an upload: the peer resumes it, no byte lost', async () => {
    const port = await freePort();
    const log = path.join(inject('workDir'), `server-${port}-killed.log`);
    const victim = spawnServer(inject('databaseUrl'), inject('workDir'), port, log);
    const doomed = `http://127.0.0.1:${port}`;
    try {
      await waitReady(doomed, victim, log);
      const login = await fetch(`${doomed}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.18.9.9' },
        body: JSON.stringify({ email: 'creator@demo.test', password: 'creator-demo-pass' }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const auth = { authorization: `Bearer ${accessToken}`, 'tus-resumable': '1.0.0' };
      const bytes = mp4Bytes(512 * 1024);
      const created = await fetch(`${doomed}/api/v1/uploads`, {
        method: 'POST',
        headers: {
          ...auth,
          'upload-length': String(bytes.length),
          'upload-metadata': `filename ${b64('cut.mp4')},filetype ${b64('video/mp4')}`,
        },
      });
      const location = new URL(created.headers.get('location')!, doomed).pathname;
      const first = await fetch(`${doomed}${location}`, {
        method: 'PATCH',
        headers: {
          ...auth,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        body: bytes.subarray(0, 200 * 1024),
      });
      expect(first.status).toBe(204);

      victim.kill('SIGKILL');
      await new Promise((resolve) => victim.once('exit', resolve));
      // The client's next call to the dead process fails plainly (connection refused).
      await expect(fetch(`${doomed}/healthz`)).rejects.toThrow();

      const head = await fetch(`${b}${location}`, { method: 'HEAD', headers: auth });
      const offset = Number(head.headers.get('upload-offset'));
      expect(offset).toBe(200 * 1024);
      const rest = await fetch(`${b}${location}`, {
        method: 'PATCH',
        headers: {
          ...auth,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: bytes.subarray(offset),
      });
      expect(rest.status).toBe(204);
      expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));
      console.log('faults injected: 1 (kill -9 during an upload)');
    } finally {
      if (victim.exitCode === null) victim.kill('SIGKILL');
    }
  });
});
