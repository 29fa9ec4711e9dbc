import { spawn } from 'node:child_process';

/**
 * The baseline every server figure is compared with, in the same run: a bare Fastify route
 * (`GET /hello`, a constant JSON object) in a process of its own, on a free port.
 */
export async function startBare() {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const app = Fastify();
       app.get('/hello', async () => ({ hello: 'world' }));
       await app.listen({ port: 0, host: '127.0.0.1' });
       console.log(app.server.address().port);`,
    ],
    { cwd: 'apps/server', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`bare route exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/hello`,
    pid: child.pid!,
    stop: () => child.kill('SIGTERM'),
  };
}
